import { createSelector } from '@reduxjs/toolkit'
import { pageCount, pageItems } from '../features/pagination/pageMath'
import { selectPeople, selectPeopleCount } from '../features/people/peopleSlice'
import { selectPage, selectPageSize, selectPagination } from './peoplePagination'
import type { RootState } from './store'

// Where the two features meet. `createSelector` gives back the same value until an input changes,
// so a component renders only when what it shows changes.
const createAppSelector = createSelector.withTypes<RootState>()

export const selectPageCount = createAppSelector([selectPeopleCount, selectPageSize], pageCount)

/** The people of the current page: a slice of the list, so its cost follows the page size. */
export const selectVisiblePeople = createAppSelector(
  [selectPeople, selectPage, selectPageSize],
  pageItems,
)

/** Everything App shows, in one object: one subscription for the view, not one per value. */
export const selectPeoplePage = createAppSelector(
  [selectVisiblePeople, selectPeopleCount, selectPageCount, selectPagination],
  (people, peopleCount, pageCount, { page, pageSize }) => ({
    people,
    peopleCount,
    pageCount,
    page,
    pageSize,
  }),
)
