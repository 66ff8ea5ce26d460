import { createSlice } from '@reduxjs/toolkit'
import type { Action, PayloadAction, Reducer } from '@reduxjs/toolkit'
import { clampPage, pageCount } from './pageMath'

export const PAGE_SIZES = [5, 10, 15, 20] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 5

export interface PaginationState {
  page: number
  pageSize: PageSize
}

const initialState: PaginationState = { page: 1, pageSize: DEFAULT_PAGE_SIZE }

function isPageSize(value: unknown): value is PageSize {
  return (PAGE_SIZES as readonly unknown[]).includes(value)
}

/*
 * createSlice makes the action creators and the reducer in one go; the reducers "mutate" an Immer
 * draft, which Immer turns into a new state. Actions can come from anywhere (Redux DevTools'
 * Dispatcher included), so payloads are checked here at run time: a page that is not an integer,
 * or a size not in PAGE_SIZES, is ignored, and a page below 1 is page 1. On its own, the slice
 * keeps every rule it can know: a whole page from 1 up, a size from the list. The page's upper
 * bound needs the number of items, which this slice does not hold: the store that pages a list
 * adds it with `withPageInRange` (below).
 */
export const paginationSlice = createSlice({
  name: 'pagination',
  initialState,
  reducers: {
    setPage(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload)) state.page = Math.max(1, action.payload)
    },
    setPageSize(state, action: PayloadAction<number>) {
      if (!isPageSize(action.payload)) return
      state.pageSize = action.payload
      state.page = 1
    },
  },
  selectors: {
    selectPagination: (state) => state,
    selectPage: (state) => state.page,
    selectPageSize: (state) => state.pageSize,
  },
})

export const { setPage, setPageSize } = paginationSlice.actions
export const { selectPagination, selectPage, selectPageSize } = paginationSlice.selectors

/**
 * `value` made into a pagination state, for a state that came from outside the reducers (a
 * preloaded state, Redux DevTools' import): a page that is not a whole number from 1 up becomes 1, a size that is
 * not one of PAGE_SIZES becomes the default. Returns `value` itself when it needs nothing. The
 * page's upper bound is `keepPageInRange`'s.
 */
export function repairPagination(value: unknown): PaginationState {
  const given = typeof value === 'object' && value !== null ? value : {}
  const { page, pageSize } = given as Partial<Record<keyof PaginationState, unknown>>
  const pageIsValid = Number.isSafeInteger(page) && (page as number) >= 1
  if (pageIsValid && isPageSize(pageSize) && Object.keys(given).length === 2) {
    return given as PaginationState
  }
  return {
    page: pageIsValid ? (page as number) : 1,
    pageSize: isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
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

/**
 * The glue between this feature and the list it pages: `reducer` (the store's root reducer, with
 * this slice under `pagination`) followed by the page's upper bound, for `countItems(state)`
 * items. After every action the stored page is within the pages the items fill, so Redux DevTools
 * shows the page the table shows; a list that shrinks takes the page with it. Still a pure
 * function of (state, action), and it returns the slices' own state when the page is in range.
 *
 *     const slices = combineSlices(paginationSlice, todosSlice)
 *     const reducer = withPageInRange(slices, (state) => state.todos.items.length)
 */
export function withPageInRange<S extends { pagination: PaginationState }, A extends Action, P>(
  reducer: Reducer<S, A, P>,
  countItems: (state: S) => number,
): Reducer<S, A, P> {
  return (state, action) => {
    const next = reducer(state, action)
    const pagination = keepPageInRange(next.pagination, countItems(next))
    return pagination === next.pagination ? next : { ...next, pagination }
  }
}
