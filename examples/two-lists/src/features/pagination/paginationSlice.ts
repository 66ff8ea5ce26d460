import { createSlice } from '@reduxjs/toolkit'
import type { Action, PayloadAction, Reducer } from '@reduxjs/toolkit'
import { clampPage, pageCount } from './pageMath'

export interface PaginationState {
  page: number
  pageSize: number
}

export interface PaginationOptions<Name extends string> {
  /** The list's key in the store, and its action types' prefix (`${name}/setPage`). */
  name: Name
  /** The sizes the list offers, in the order its select shows them. */
  pageSizes: readonly number[]
  /** The size it starts with: one of `pageSizes`. */
  defaultPageSize: number
  /**
   * Where a new page size leaves the reader: `'firstPage'` (the default, the demo's spec) goes back
   * to page 1; `'keepPlace'` keeps the first item they were looking at, on the page that now holds
   * it (on page 40 at 10, item 391: at 50, page 8).
   */
  onPageSizeChange?: 'firstPage' | 'keepPlace'
}

/**
 * One paged list's state: a slice of its own (`page`, `pageSize`) with its own name, sizes and
 * action types, so an app can page as many lists as it has in one store. A bad declaration throws
 * here, when the app's modules load, never later in a render.
 *
 *     const todosPagination = createPaginationSlice({
 *       name: 'todosPagination', pageSizes: [10, 25, 50], defaultPageSize: 10,
 *     })
 */
export function createPaginationSlice<Name extends string>(options: PaginationOptions<Name>) {
  const { name, pageSizes, defaultPageSize, onPageSizeChange } = checkOptions(options)
  const isPageSize = (value: unknown): value is number => pageSizes.includes(value as number)

  /**
   * `value` made into this list's state, for a state from outside the reducers (a saved or
   * preloaded state, a Redux DevTools import): a page that is not a whole number from 1 up becomes
   * 1, a size this list does not offer becomes its default. Returns `value` itself when it is
   * already valid.
   */
  function repair(value: unknown): PaginationState {
    const given = typeof value === 'object' && value !== null ? value : {}
    const { page, pageSize } = given as Partial<Record<keyof PaginationState, unknown>>
    const pageIsValid = Number.isSafeInteger(page) && (page as number) >= 1
    if (pageIsValid && isPageSize(pageSize) && Object.keys(given).length === 2) {
      return given as PaginationState
    }
    return {
      page: pageIsValid ? (page as number) : 1,
      pageSize: isPageSize(pageSize) ? pageSize : defaultPageSize,
    }
  }

  // Actions come from anywhere, Redux DevTools' Dispatcher included: payloads are checked at run
  // time. The page's upper bound needs the list's length, which is `withPageInRange`'s (below).
  const initialState: PaginationState = { page: 1, pageSize: defaultPageSize }
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      setPage(state, action: PayloadAction<number>) {
        if (Number.isSafeInteger(action.payload)) state.page = Math.max(1, action.payload)
      },
      setPageSize(state, action: PayloadAction<number>) {
        if (!isPageSize(action.payload)) return
        const firstShown = (state.page - 1) * state.pageSize + 1
        state.page = onPageSizeChange === 'keepPlace' ? Math.ceil(firstShown / action.payload) : 1
        state.pageSize = action.payload
      },
      /**
       * A whole state of the list at once, page and size together, as `repair` makes it: for a
       * state from outside (the address on Back or Forward, a link), so that it is one action.
       */
      restore(state, action: PayloadAction<PaginationState>) {
        const { page, pageSize } = repair(action.payload)
        return page === state.page && pageSize === state.pageSize ? state : { page, pageSize }
      },
    },
    selectors: {
      selectPagination: (state) => state,
      selectPage: (state) => state.page,
      selectPageSize: (state) => state.pageSize,
    },
  })

  return Object.assign(slice, { pageSizes, repair })
}

export type PaginationSlice<Name extends string = string> = ReturnType<
  typeof createPaginationSlice<Name>
>

function checkOptions<Name extends string>(options: PaginationOptions<Name>) {
  const { name, pageSizes, defaultPageSize, onPageSizeChange = 'firstPage' } = options
  checkListOptions(
    'createPaginationSlice',
    options,
    ['firstPage', 'keepPlace'].includes(onPageSizeChange),
    "onPageSizeChange 'firstPage' or 'keepPlace'",
  )
  return { name, pageSizes: [...pageSizes], defaultPageSize, onPageSizeChange }
}

/**
 * Throws, naming `maker`, unless `options` declare a list: a name, whole sizes from 1 up, each
 * once, and a default among them; `valid` says whether the rest is, which `needs` describes.
 */
export function checkListOptions(
  maker: string,
  options: { name: string; pageSizes: readonly number[]; defaultPageSize: number },
  valid: boolean,
  needs: string,
) {
  const { name, pageSizes, defaultPageSize } = options
  // Checked at run time too: a declaration may come from JavaScript, or from JSON.
  const sizes: unknown = pageSizes
  const isList =
    typeof name === 'string' &&
    name !== '' &&
    Array.isArray(sizes) &&
    pageSizes.every((size) => Number.isSafeInteger(size) && size >= 1) &&
    new Set(pageSizes).size === pageSizes.length &&
    pageSizes.includes(defaultPageSize)
  if (!isList || !valid) {
    throw new Error(
      `${maker}(${JSON.stringify(options)}): a list needs a name, page sizes ` +
        `(whole numbers from 1 up, each once), a default page size among them, and, if any, ${needs}`,
    )
  }
}

/**
 * `pagination` with its page moved into 1..page count for `itemCount` items. Returns `pagination`
 * itself when nothing needs to change.
 */
export function keepPageInRange(pagination: PaginationState, itemCount: number): PaginationState {
  const page = clampPage(pagination.page, pageCount(itemCount, pagination.pageSize))
  return page === pagination.page ? pagination : { ...pagination, page }
}

/** A list in the state, as the glue finds it: its slice's name, and what it is a list of. */
interface ListOfState<S> {
  list: { name: string }
  query?: (state: S) => unknown
}

/** A paged list, as the glue needs it: its slice, and how to count its items in the state. */
export interface PagedList<S> {
  list: { name: keyof S & string }
  /** The list's length, or undefined while it is not known (a list on a server, say). */
  countItems: (state: S) => number | undefined
  /**
   * What the list is a list of, if it can change: its sort and its search, say. When it changes,
   * the list starts again from page 1. It is compared with `===`, so it is a value from the state
   * as it is (a slice's state, a string), never a new object made each time; a query the state did
   * not hold before (undefined) is no change.
   */
  query?: (state: S) => unknown
}

/**
 * The glue between pagination and the lists it pages: `reducer` (the store's root reducer, with
 * each list's slice under its name), then each list's page moved into the pages its items fill.
 * So Redux DevTools shows the page each list shows, and a list that shrinks takes its page with
 * it; a list whose count is not known yet keeps its page; a list whose `query` changed goes back
 * to page 1. Still a pure function of (state, action).
 *
 *     const slices = combineSlices(todosSlice, todosPagination)
 *     const reducer = withPageInRange(slices, [
 *       { list: todosPagination, countItems: (state) => state.todos.items.length },
 *     ])
 */
export function withPageInRange<S, A extends Action, P>(
  reducer: Reducer<S, A, P>,
  lists: readonly PagedList<S>[],
): Reducer<S, A, P> {
  const step = (
    state: S,
    { list, countItems }: PagedList<S>,
    listState: unknown,
    queryChanged: boolean,
  ) => {
    const pagination = listState as PaginationState
    const kept = queryChanged && pagination.page !== 1 ? { ...pagination, page: 1 } : pagination
    const result = kept === pagination ? state : { ...state, [list.name]: kept }
    const itemCount = countItems(result)
    const inRange = itemCount === undefined ? kept : keepPageInRange(kept, itemCount)
    return inRange === kept ? result : { ...result, [list.name]: inRange }
  }
  return withEachList('withPageInRange', reducer, lists, step)
}

/**
 * The glue's frame, for a rule of your own over lists in the state: `reducer`, then `step` for
 * each list in turn, given the list's state and told whether its `query` changed with this action
 * (compared with `===`; a query the state did not hold before, undefined, is no change). Two lists
 * of one name throw, naming `glue`, when it is made; a list the state does not hold, when the
 * store is.
 */
export function withEachList<S, A extends Action, P, L extends ListOfState<S>>(
  glue: string,
  reducer: Reducer<S, A, P>,
  lists: readonly L[],
  step: (state: S, each: L, listState: unknown, queryChanged: boolean) => S,
): Reducer<S, A, P> {
  const names = lists.map(({ list }) => list.name)
  const repeated = names.find((name, i) => names.indexOf(name) !== i)
  if (repeated !== undefined) {
    throw new Error(`${glue}: two lists named "${repeated}"`)
  }
  return (state, action) => {
    const next = reducer(state, action)
    let result = next
    for (const each of lists) {
      const { list, query } = each
      const listState = (next as Record<string, unknown>)[list.name]
      if (listState === undefined) throw new Error(`${glue}: no "${list.name}" in the state`)
      const before = query && state !== undefined ? query(state as S) : undefined
      const queryChanged = query !== undefined && before !== undefined && query(next) !== before
      result = step(result, each, listState, queryChanged)
    }
    return result
  }
}
