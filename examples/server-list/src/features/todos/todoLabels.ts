import type { PaginationLabels } from '../pagination/labels'

export const todoLabels: PaginationLabels = {
  navigation: 'To-do pages',
  pageSize: 'To-dos per page:',
  first: 'First',
  last: 'Last',
  formatNumber: String,
  page: (page) => `Page ${page}`,
  pageOfPages: (page, pageCount) => `Page ${page} of ${pageCount}`,
  itemsShown: (shown, total) => `${shown} of ${total} to-dos`,
}
