// @ts-nocheck
import { createPaginationSlice } from '../features/pagination/paginationSlice'

/**
 * The demo's one paged list, the people: declared as any app declares a list, under the names the
 * Redux contract fixes (`state.pagination`, `pagination/setPage`, `pagination/setPageSize`).
 */
export const peoplePagination = createPaginationSlice({
  name: 'pagination',
  pageSizes: [5, 10, 15, 20],
  defaultPageSize: 5,
})

export const { setPage, setPageSize } = peoplePagination.actions
export const { selectPagination, selectPage, selectPageSize } = peoplePagination.selectors
