import { createSelector } from '@reduxjs/toolkit'
import { pageWindow } from './pageMath'
import { selectPage } from './paginationSlice'

/**
 * The numbered buttons for the current page among `pageCount` pages. A memoised selector with an
 * argument: `useAppSelector((state) => selectPageWindow(state, pageCount))` gets the same array
 * back until the page or the count changes, so the bar does not render again for nothing.
 */
export const selectPageWindow = createSelector(
  [selectPage, (_state: unknown, pageCount: number) => pageCount],
  (page, pageCount) => pageWindow(page, pageCount),
)
