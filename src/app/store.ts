import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { keepPageInRange, withPageInRange } from '../features/pagination/paginationSlice'
import { peopleSlice, repairPeople } from '../features/people/peopleSlice'
import { devToolsOptions, guardDevTools } from './devTools'
import { peoplePagination } from './peoplePagination'

// combineSlices puts each slice's reducer under its name: { pagination, people }. Pagination first:
// it is what a learner watches change, so Redux DevTools shows it at the top.
const slicesReducer = combineSlices(peoplePagination, peopleSlice)

export type RootState = ReturnType<typeof slicesReducer>

/**
 * The store's reducer, the one the tests drive: each slice handles its actions, then the one rule
 * that spans both, the page within the pages the people fill (pagination's `withPageInRange`).
 * A pure function of (state, action): it trusts its state, which is repaired where it enters the
 * store (`repairState`, below).
 */
export const rootReducer = withPageInRange(slicesReducer, [
  { list: peoplePagination, countItems: (state) => state.people.items.length },
])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * `value` made into a state of the contract, for a state from outside the reducers. Foreign state
 * enters the store in two places only, and both call this: `makeStore`'s preloaded state, and what
 * Redux DevTools hands the store (an import, a replay: `guardDevTools`). What a repaired state holds:
 * - `pagination`: a page that is not a whole number from 1 up becomes 1, a size that is not one of
 *   5, 10, 15 or 20 becomes 5 (`peoplePagination.repair`); then a page past the last page is the last.
 * - `people.items`: anything but an array is an empty list; entries without a person's shape, or
 *   repeating an earlier id, are dropped (`repairPeople`).
 * - a missing or malformed slice starts from its initial state, as Redux does for a missing key;
 *   keys beside the two are dropped, and pagination comes first.
 * Returns `value` itself when it needs nothing.
 */
export function repairState(value: unknown): RootState {
  const given = isObject(value) ? value : {}
  const givenPeople = isObject(given.people) ? given.people : {}
  const items = repairPeople(givenPeople.items)
  const people =
    items === givenPeople.items && Object.keys(givenPeople).length === 1
      ? (given.people as RootState['people'])
      : { items }
  const pagination = keepPageInRange(peoplePagination.repair(given.pagination), items.length)
  const isWhole =
    pagination === given.pagination &&
    people === given.people &&
    Object.keys(given).join() === 'pagination,people'
  return isWhole ? (given as RootState) : { pagination, people }
}

/**
 * A fresh store: the app calls this once with the generated people, every test calls it again.
 * It starts from the whole state, both slices, so Redux DevTools' exports and its Reset hold them.
 * DevTools is set up for learning in every build (./devTools.ts): watching it is the point.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: repairState(preloadedState ?? {}),
    // Redux Toolkit's development checks walk the whole state after every action to catch
    // mutations and values that are not serializable. The list of people never changes after
    // load, so they skip it: walking 215 people per action took up to 80 ms on a slow machine.
    // (Only a cost, in development builds and tests: nothing a test of behaviour can see, so
    // mutation testing leaves these lines out.)
    // Stryker disable all
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: ['people.items'] },
        serializableCheck: { ignoredPaths: ['people.items'] },
      }),
    // Stryker restore all
    devTools: devToolsOptions,
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers().concat(guardDevTools(repairState)),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
