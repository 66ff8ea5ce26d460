import { createSlice, isAnyOf } from '@reduxjs/toolkit'
import { peopleApi } from './peopleApi'
import { peopleWrites } from './peopleWrites'

const { getPeople, getPeopleLoads } = peopleApi.endpoints
const { addPerson, deletePerson, restorePerson } = peopleWrites.endpoints
const isWrite = isAnyOf(
  addPerson.matchPending,
  deletePerson.matchPending,
  restorePerson.matchPending,
)
const isAnswer = isAnyOf(
  getPeople.matchFulfilled,
  getPeopleLoads.matchFulfilled,
  addPerson.matchFulfilled,
  deletePerson.matchFulfilled,
  restorePerson.matchFulfilled,
)

/**
 * When the app last wrote, and last had an answer: an Undo ends at the next write, an alert at the
 * next answer. Kept apart from RTK Query's cache, which drops entries.
 */
export const requestTimes = createSlice({
  name: 'requestTimes',
  initialState: { lastWriteAt: 0, lastAnswerAt: 0 },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isWrite, (state, action) => {
        state.lastWriteAt = Math.max(state.lastWriteAt, action.meta.startedTimeStamp)
      })
      .addMatcher(isAnswer, (state, action) => {
        state.lastAnswerAt = Math.max(state.lastAnswerAt, action.meta.fulfilledTimeStamp)
      })
  },
  selectors: {
    selectLastWriteAt: (state) => state.lastWriteAt,
    selectLastAnswerAt: (state) => state.lastAnswerAt,
  },
})

export const { selectLastWriteAt, selectLastAnswerAt } = requestTimes.selectors
