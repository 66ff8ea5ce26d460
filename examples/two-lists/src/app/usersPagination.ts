import { createPaginationSlice } from '../features/pagination/paginationSlice'

export const usersPagination = createPaginationSlice({
  name: 'usersPagination',
  pageSizes: [5, 10],
  defaultPageSize: 5,
})
