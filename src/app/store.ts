import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { keepPageInRange, withPageInRange } from '../features/pagination/paginationSlice'
import { peopleSlice, repairPeople } from '../features/people/peopleSlice'
import { devToolsOptions, guardDevTools } from './devTools'
import { peoplePagination } from './peoplePagination'

// Pagination first: it is what a learner watches change, so Redux DevTools shows it at the top.
const slicesReducer = combineSlices(peoplePagination, peopleSlice)

export type RootState = ReturnType<typeof slicesReducer>

/** The slices, then the one rule that spans both: the page within the pages the people fill. */
export const rootReducer = withPageInRange(slicesReducer, [
  { list: peoplePagination, countItems: (state) => state.people.items.length },
])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/**
 * `value` made into a state of the contract. The reducer trusts its state, so foreign state is
 * repaired where it enters, and it enters in two places only: `makeStore`'s preloaded state and
 * what Redux DevTools hands the store (`guardDevTools`). Each slice repairs its own part; keys
 * beside the two are dropped. Returns `value` itself when it needs nothing.
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
 * DevTools is on in every build (./devTools.ts): watching it is the point of the demo.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: repairState(preloadedState ?? {}),
    // The development checks walk the whole state after every action; the people never change,
    // so they skip them. A cost only, which no test of behaviour can see: no mutants here.
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
