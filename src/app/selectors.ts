import { createSelector } from '@reduxjs/toolkit'
import { pageCount, pageItems } from '../features/pagination/pageMath'
import { selectPeople, selectPeopleCount } from '../features/people/peopleSlice'
import { selectPage, selectPageSize, selectPagination } from './peoplePagination'
import type { RootState } from './store'

/*
 * Where the two features meet: pagination knows pages and a count, people knows people. These
 * selectors put them together. `createSelector` memoises: each gives back the same value until one
 * of its inputs changes, so components that read them render only when what they show changes.
 */
const createAppSelector = createSelector.withTypes<RootState>()

export const selectPageCount = createAppSelector([selectPeopleCount, selectPageSize], pageCount)

/** The people of the current page: a slice of the list, so its cost follows the page size. */
export const selectVisiblePeople = createAppSelector(
  [selectPeople, selectPage, selectPageSize],
  pageItems,
)

/**
 * Everything App shows, as one object that stays the same until one of its parts changes: one
 * subscription for the whole view instead of one per value. Each useSelector costs React a hook,
 * a check on every dispatch and an effect on every change, and a page switch changes them all.
 */
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
