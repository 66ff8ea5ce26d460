import { createPaginationSlice } from '../features/pagination/paginationSlice'

export const todosPagination = createPaginationSlice({
  name: 'todosPagination',
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
})
