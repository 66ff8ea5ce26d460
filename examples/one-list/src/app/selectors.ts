import { createSelector } from '@reduxjs/toolkit'
import { pageCount, pageItems } from '../features/pagination/pageMath'
import type { RootState } from './store'
import { todosPagination } from './todosPagination'

const { selectPage, selectPageSize } = todosPagination.selectors

const selectTodos = (state: RootState) => state.todos.items
export const selectTodoCount = (state: RootState) => selectTodos(state).length

export const selectTodoPageCount = createSelector([selectTodoCount, selectPageSize], pageCount)
export const selectVisibleTodos = createSelector(
  [selectTodos, selectPage, selectPageSize],
  pageItems,
)
