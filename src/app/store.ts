import { combineSlices, configureStore, createAction } from '@reduxjs/toolkit'
import type { Reducer, UnknownAction } from '@reduxjs/toolkit'
import {
  keepPageInRange,
  paginationSlice,
  repairPagination,
} from '../features/pagination/paginationSlice'
import { peopleSlice, repairPeople } from '../features/people/peopleSlice'
import { devToolsOptions, repairDevToolsImports } from './devTools'

// combineSlices puts each slice's reducer under its name: { pagination, people }. Pagination first:
// it is what a learner watches change, so Redux DevTools shows it at the top.
const slicesReducer = combineSlices(paginationSlice, peopleSlice)

export type RootState = ReturnType<typeof slicesReducer>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * `value` made into a state of the contract's shape, for a state that came from outside the
 * reducers: Redux DevTools' import and replays, a preloaded state. What a repaired state holds:
 * - `pagination`: a page that is not a whole number from 1 up becomes 1, a size that is not one of
 *   5, 10, 15 or 20 becomes 5 (`repairPagination`); the page's upper bound is `withPageInRange`'s.
 * - `people.items`: anything but an array is an empty list; entries without a person's shape, or
 *   repeating an earlier id, are dropped (`repairPeople`).
 * - a missing or malformed slice starts from its initial state, as Redux does for a missing key;
 *   keys beside the two are dropped, and pagination comes first.
 * Returns `value` itself when it needs nothing, so a valid state costs no copy and no render.
 */
export function repairState(value: unknown): RootState {
  const given = isObject(value) ? value : {}
  const pagination = repairPagination(given.pagination)
  const givenPeople = isObject(given.people) ? given.people : {}
  const items = repairPeople(givenPeople.items)
  const people =
    items === givenPeople.items && Object.keys(givenPeople).length === 1
      ? (given.people as RootState['people'])
      : { items }
  const isWhole =
    pagination === given.pagination &&
    people === given.people &&
    Object.keys(given).join() === 'pagination,people'
  return isWhole ? (given as RootState) : { pagination, people }
}

/**
 * The one rule that spans both slices: the page is within the pages the people fill. Returns
 * `state` itself when it holds.
 */
export function withPageInRange(state: RootState): RootState {
  const pagination = keepPageInRange(state.pagination, state.people.items.length)
  return pagination === state.pagination ? state : { ...state, pagination }
}

/**
 * Each slice handles its actions on a repaired state, then the one cross-slice invariant is
 * applied. The repair is a few comparisons per action: the people list is checked once.
 */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  withPageInRange(slicesReducer(state === undefined ? undefined : repairState(state), action))

/** Brings back the state the store was created with: the error boundary's way back. */
export const restart = createAction('app/restart')

/**
 * A fresh store: the app calls this once with the generated people, every test calls it again.
 * It starts from the whole state, both slices, so Redux DevTools' exports and its Reset hold them.
 * DevTools is set up for learning in every build (./devTools.ts): watching it is the point.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  const initialState = withPageInRange(repairState(preloadedState ?? {}))
  const reducer: typeof rootReducer = (state, action) =>
    restart.match(action) ? initialState : rootReducer(state, action)
  return configureStore({
    reducer,
    preloadedState: initialState,
    // Redux Toolkit's development checks walk the whole state after every action to catch
    // mutations and values that are not serializable. The list of people never changes after
    // load, so they skip it: walking 215 people per action took up to 80 ms on a slow machine.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: ['people.items'] },
        serializableCheck: { ignoredPaths: ['people.items'] },
      }),
    devTools: devToolsOptions,
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(repairDevToolsImports),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
