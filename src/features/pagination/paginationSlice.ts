import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'
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
 * or a size not in PAGE_SIZES, is ignored. The page's upper bound needs the number of items, which
 * this slice does not hold: the app applies it with `keepPageInRange`.
 */
export const paginationSlice = createSlice({
  name: 'pagination',
  initialState,
  reducers: {
    setPage(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload)) state.page = action.payload
    },
    setPageSize(state, action: PayloadAction<number>) {
      if (!isPageSize(action.payload)) return
      state.pageSize = action.payload
      state.page = 1
    },
  },
  selectors: {
    selectPage: (state) => state.page,
    selectPageSize: (state) => state.pageSize,
  },
})

export const { setPage, setPageSize } = paginationSlice.actions
export const { selectPage, selectPageSize } = paginationSlice.selectors

/**
 * `value` made into a pagination state, for a state that came from outside the reducers (Redux
 * DevTools' import, a test): a page that is not a whole number from 1 up becomes 1, a size that is
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
 * `pagination` with its page moved into 1..page count for `itemCount` items. The app's root reducer
 * applies it after every action, so the rule holds in the stored state (what Redux DevTools shows),
 * not only in what selectors derive. Returns `pagination` itself when nothing needs to change.
 */
export function keepPageInRange(pagination: PaginationState, itemCount: number): PaginationState {
  const page = clampPage(pagination.page, pageCount(itemCount, pagination.pageSize))
  return page === pagination.page ? pagination : { ...pagination, page }
}
