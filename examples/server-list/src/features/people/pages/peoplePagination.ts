import { createSelector } from '@reduxjs/toolkit'
import { createPaginationSlice } from '../../pagination/paginationSlice'
import type { PaginationState } from '../../pagination/paginationSlice'
import { PEOPLE_PAGE_SIZES } from '../model/query'
import type { PeopleQuery } from '../model/query'
import type { SortAndSearch } from '../search/sortAndSearch'

export const peoplePagination = createPaginationSlice({
  name: 'peoplePagination',
  pageSizes: PEOPLE_PAGE_SIZES,
  defaultPageSize: 10,
  // A reader deep in a long list keeps their place when they change the size.
  onPageSizeChange: 'keepPlace',
})

interface PagesState {
  peoplePagination: PaginationState
  peopleSortAndSearch: SortAndSearch
}

// #region query
/**
 * The people's query: one selector for the view and the glue (store.ts), so that the glue counts
 * from the answer shown; one object while it stays the same.
 */
export const selectPeopleQuery = createSelector(
  [(state: PagesState) => state.peoplePagination, (state: PagesState) => state.peopleSortAndSearch],
  ({ page, pageSize }, { sort, search }): PeopleQuery => ({ page, pageSize, sort, search }),
)
// #endregion
