import { createSelector } from '@reduxjs/toolkit'
import { pageCount, pageItems } from '../pagination/pageMath'
import { createPaginationSlice } from '../pagination/paginationSlice'
import { todosSlice } from './todosSlice'

export const todosPagination = createPaginationSlice({
  name: 'todosPagination',
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
})

const { selectTodos } = todosSlice.selectors
const { selectPage, selectPageSize } = todosPagination.selectors
export const selectTodoCount = createSelector([selectTodos], (todos) => todos.length)
export const selectTodoPageCount = createSelector([selectTodoCount, selectPageSize], pageCount)
export const selectVisibleTodos = createSelector(
  [selectTodos, selectPage, selectPageSize],
  pageItems,
)
