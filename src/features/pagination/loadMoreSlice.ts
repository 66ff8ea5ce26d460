import { createSlice } from '@reduxjs/toolkit'
import type { Action, PayloadAction, Reducer } from '@reduxjs/toolkit'
import { checkListOptions, withEachList } from './paginationSlice'

/** A list that loads more as the reader scrolls: how much each load asks for, and where. */
export interface LoadMoreState {
  /** How many items each load asks for: one of the list's `pageSizes`. */
  pageSize: number
  /**
   * Where the loads kept now began: the infinite query's start. It moves only when the loads start
   * again (`restart`, a new size, the address), so that scrolling makes no new cache entry.
   */
  start: string
  /** Where the reader is now, as the app names it (the first item in sight, say); '' the top. */
  place: string
}

export interface LoadMoreOptions<Name extends string> {
  /** The list's key in the store, and its action types' prefix (`${name}/setPlace`). */
  name: Name
  /** The sizes the list offers, in the order its select shows them. */
  pageSizes: readonly number[]
  /** The size it starts with: one of `pageSizes`. */
  defaultPageSize: number
  /** Which places are valid (the default: 1 to 200 characters, none a control character). */
  isPlace?: (place: string) => boolean
}

const isPlaceByDefault = (place: string) => /^\P{Cc}{1,200}$/u.test(place)

/**
 * One "load more" list's state: its size, where its loads began and where the reader is, each an
 * opaque string the app chooses ('' is the top). The feature fetches nothing: the app's infinite
 * query reads `{ ...query, start }` and dispatches `setPlace` as the reader scrolls.
 *
 *     const peopleLoads = createLoadMoreSlice({
 *       name: 'peopleLoads', pageSizes: [20, 50], defaultPageSize: 20,
 *     })
 */
export function createLoadMoreSlice<Name extends string>(options: LoadMoreOptions<Name>) {
  const { name, pageSizes, defaultPageSize, isPlace = isPlaceByDefault } = options
  checkListOptions(
    'createLoadMoreSlice',
    options,
    typeof isPlace === 'function',
    'an isPlace function',
  )
  const sizes = [...pageSizes]
  const isPageSize = (value: unknown): value is number => sizes.includes(value as number)
  /** A place of this list: '' (the top), or one `isPlace` takes. */
  const isValidPlace = (value: unknown): value is string =>
    value === '' || (typeof value === 'string' && isPlace(value))

  /**
   * `value` made into this list's state, for a state from outside the reducers: a size it does not
   * offer is the default, a place it does not take is '' (the top), a start it does not take is
   * the place. Returns `value` itself when it is already valid.
   */
  function repair(value: unknown): LoadMoreState {
    const given = typeof value === 'object' && value !== null ? value : {}
    const { pageSize, start, place } = given as Partial<Record<keyof LoadMoreState, unknown>>
    const at = isValidPlace(place) ? place : ''
    const repaired = {
      pageSize: isPageSize(pageSize) ? pageSize : defaultPageSize,
      start: isValidPlace(start) ? start : at,
      place: at,
    }
    const valid = pageSize === repaired.pageSize && start === repaired.start && place === at
    return valid && Object.keys(given).length === 3 ? (given as LoadMoreState) : repaired
  }

  // Actions come from anywhere, Redux DevTools' Dispatcher included: payloads are checked.
  const initialState: LoadMoreState = { pageSize: defaultPageSize, start: '', place: '' }
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      /** The reader moved: their place, and nothing else. */
      setPlace(state, action: PayloadAction<string>) {
        if (isValidPlace(action.payload)) state.place = action.payload
      },
      /** The loads start again where the reader is. */
      restart(state) {
        state.start = state.place
      },
      /** A size the list offers, whose loads start again where the reader is. */
      setPageSize(state, action: PayloadAction<number>) {
        if (!isPageSize(action.payload)) return
        state.pageSize = action.payload
        state.start = state.place
      },
      /** A size and a place at once, as `repair` makes them, from the address: loads start there. */
      restore(state, action: PayloadAction<Pick<LoadMoreState, 'pageSize' | 'place'>>) {
        const { pageSize, place } = repair(action.payload)
        const same = pageSize === state.pageSize && place === state.place && place === state.start
        return same ? state : { pageSize, start: place, place }
      },
    },
    selectors: {
      selectLoadMore: (state) => state,
      selectPageSize: (state) => state.pageSize,
      selectStart: (state) => state.start,
      selectPlace: (state) => state.place,
    },
  })

  return Object.assign(slice, { pageSizes: sizes, repair })
}

export type LoadMoreSlice<Name extends string = string> = ReturnType<
  typeof createLoadMoreSlice<Name>
>

/**
 * A list that loads more, as the glue needs it: its slice, and what it is a list of. Its name is a
 * string, not a key of the state, so that `withStartOnNewQuery(withPageInRange(…), […])` infers
 * the state from the reducer; a name the state does not hold throws when the store is made.
 */
export interface LoadMoreList<S> {
  list: { name: string }
  /** Its sort and search, say: compared with `===`, as `withPageInRange`'s `query` is. */
  query: (state: S) => unknown
}

/**
 * The glue's page-1 rule for lists that load more: `reducer`, then each list whose `query`
 * changed back at its top (its `start` and `place` ''). Composes with `withPageInRange`.
 *
 *     const reducer = withStartOnNewQuery(withPageInRange(slices, [...]), [
 *       { list: peopleLoads, query: (state) => state.peopleView },
 *     ])
 */
export function withStartOnNewQuery<S, A extends Action, P>(
  reducer: Reducer<S, A, P>,
  lists: readonly LoadMoreList<S>[],
): Reducer<S, A, P> {
  const step = (state: S, { list }: LoadMoreList<S>, listState: unknown, changed: boolean) => {
    const loads = listState as LoadMoreState
    const atTop = loads.start === '' && loads.place === ''
    return changed && !atTop ? { ...state, [list.name]: { ...loads, start: '', place: '' } } : state
  }
  return withEachList('withStartOnNewQuery', reducer, lists, step)
}

/**
 * The reader's place among rows (their keys, and where each ends in the window): the first row
 * that shows at the top of the window, the last if all are above it, and '' for the list's first
 * row where the list's top is reached.
 */
export function placeOf(rows: readonly { id: string; bottom: number }[], topReached: boolean) {
  const at = rows.findIndex(({ bottom }) => bottom > 0)
  if (at === 0 && topReached) return ''
  return rows.at(at)?.id
}

/** What an infinite query of loads takes: a size and where they began, beside your sort, say. */
export interface LoadsArg {
  pageSize: number
  start: string
}

/** Whether two arguments are of one list: the same but for where the loads began and their size. */
export function sameList<Arg extends LoadsArg>(a: Arg, b: Arg): boolean {
  const [x, y] = [new Map(Object.entries(a)), new Map(Object.entries(b))]
  const same = (key: string) => key === 'start' || key === 'pageSize' || x.get(key) === y.get(key)
  return [...x.keys(), ...y.keys()].every(same)
}
