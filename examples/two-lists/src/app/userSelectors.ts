import { createSelector } from '@reduxjs/toolkit'
import { pageCount, pageItems } from '../features/pagination/pageMath'
import type { RootState } from './store'
import { usersPagination } from './usersPagination'

const { selectPage, selectPageSize } = usersPagination.selectors

const selectUsers = (state: RootState) => state.users.items
export const selectUserCount = (state: RootState) => selectUsers(state).length

export const selectUserPageCount = createSelector([selectUserCount, selectPageSize], pageCount)
export const selectVisibleUsers = createSelector(
  [selectUsers, selectPage, selectPageSize],
  pageItems,
)
