import { createSlice } from '@reduxjs/toolkit'
import type { Person } from './person'

export interface PeopleState {
  items: Person[]
}

const initialState: PeopleState = { items: [] }

/**
 * The sample people. They are generated outside the store (reducers stay free of randomness) and
 * passed to `makeStore` as preloaded state; the list never changes after load, so no reducers.
 */
export const peopleSlice = createSlice({
  name: 'people',
  initialState,
  reducers: {},
  selectors: {
    selectPeople: (state) => state.items,
    selectTotalItems: (state) => state.items.length,
  },
})

export const { selectPeople, selectTotalItems } = peopleSlice.selectors
