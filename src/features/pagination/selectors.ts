import { createSelector } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'
import { selectPeople, selectTotalItems } from '../people/peopleSlice'
import { pageCount, pageWindow } from './pageMath'
import { selectPage, selectPageSize } from './paginationSlice'

const createAppSelector = createSelector.withTypes<RootState>()

export const selectTotalPages = createAppSelector([selectTotalItems, selectPageSize], pageCount)

/** The rows of the current page: a slice of the list, so its cost follows the page size. */
export const selectVisiblePeople = createAppSelector(
  [selectPeople, selectPage, selectPageSize],
  (people, page, pageSize) => people.slice((page - 1) * pageSize, page * pageSize),
)

/** Rows really on this page: 15 on the last page at size 20, not the page size. */
export const selectShownCount = createAppSelector([selectVisiblePeople], (rows) => rows.length)

export const selectPageWindow = createAppSelector([selectPage, selectTotalPages], (page, total) =>
  pageWindow(page, total),
)
