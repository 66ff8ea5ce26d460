import { createSelector } from '@reduxjs/toolkit'
import { createLoadMoreSlice } from '../../pagination/loadMoreSlice'
import type { LoadMoreState } from '../../pagination/loadMoreSlice'
import { isPersonId } from '../model/loads'
import type { PeopleLoadsArg } from '../model/loads'
import { PEOPLE_PAGE_SIZES } from '../model/query'
import type { SortAndSearch } from '../search/sortAndSearch'

// #region loads
/** A load's size, where the reader is (the id of the person at the top) and where loads began. */
export const peopleLoads = createLoadMoreSlice({
  name: 'peopleLoads',
  pageSizes: PEOPLE_PAGE_SIZES,
  defaultPageSize: 25,
  isPlace: isPersonId,
})
// #endregion

interface LoadsState {
  peopleLoads: LoadMoreState
  peopleSortAndSearch: SortAndSearch
}

/** The loads' query: one object while it stays the same, as the reader's place moves alone. */
export const selectLoadsArg = createSelector(
  [
    (state: LoadsState) => state.peopleLoads.pageSize,
    (state: LoadsState) => state.peopleLoads.start,
    (state: LoadsState) => state.peopleSortAndSearch,
  ],
  (pageSize, start, { sort, search }): PeopleLoadsArg => ({ sort, search, pageSize, start }),
)
