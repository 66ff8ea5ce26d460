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
  // Checked at run time too: a declaration may come from JavaScript, or from JSON.
  const sizes: unknown = pageSizes
  const valid =
    typeof name === 'string' &&
    name !== '' &&
    Array.isArray(sizes) &&
    pageSizes.every((size) => Number.isSafeInteger(size) && size >= 1) &&
    new Set(pageSizes).size === pageSizes.length &&
    pageSizes.includes(defaultPageSize) &&
    ['firstPage', 'keepPlace'].includes(onPageSizeChange)
  if (!valid) {
    throw new Error(
      `createPaginationSlice(${JSON.stringify(options)}): a list needs a name, page sizes ` +
        '(whole numbers from 1 up, each once), a default page size among them, and, if any, ' +
        "onPageSizeChange 'firstPage' or 'keepPlace'",
    )
  }
  return { name, pageSizes: [...pageSizes], defaultPageSize, onPageSizeChange }
}

/**
 * `pagination` with its page moved into 1..page count for `itemCount` items. Returns `pagination`
 * itself when nothing needs to change.
 */
export function keepPageInRange(pagination: PaginationState, itemCount: number): PaginationState {
  const page = clampPage(pagination.page, pageCount(itemCount, pagination.pageSize))
  return page === pagination.page ? pagination : { ...pagination, page }
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
  const names = lists.map(({ list }) => list.name)
  const repeated = names.find((name, i) => names.indexOf(name) !== i)
  if (repeated !== undefined) {
    throw new Error(`withPageInRange: two lists named "${repeated}"`)
  }
  return (state, action) => {
    const next = reducer(state, action)
    let result = next
    for (const { list, countItems, query } of lists) {
      const pagination = (next as Record<string, PaginationState | undefined>)[list.name]
      if (pagination === undefined) {
        throw new Error(`withPageInRange: no "${list.name}" in the state`)
      }
      let kept = pagination
      // A query the state did not hold before (a preloaded state without it) is no change.
      let changed = false
      if (query && state !== undefined) {
        const before = query(state as S)
        changed = before !== undefined && query(next) !== before
      }
      if (changed && pagination.page !== 1) {
        kept = { ...pagination, page: 1 }
        result = { ...result, [list.name]: kept }
      }
      const itemCount = countItems(result)
      if (itemCount === undefined) continue
      const inRange = keepPageInRange(kept, itemCount)
      if (inRange !== kept) result = { ...result, [list.name]: inRange }
    }
    return result
  }
}
