import { createPaginationSlice } from '../features/pagination/paginationSlice'
import { PEOPLE_PAGE_SIZES } from '../features/people/people'

export const peoplePagination = createPaginationSlice({
  name: 'peoplePagination',
  pageSizes: PEOPLE_PAGE_SIZES,
  defaultPageSize: 10,
  // A reader deep in a long list keeps their place when they change the size.
  onPageSizeChange: 'keepPlace',
})
