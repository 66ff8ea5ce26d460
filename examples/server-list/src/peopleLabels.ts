import type { PaginationLabels } from './features/pagination/labels'
import type { PeopleShown } from './peopleShown'

// One way to write a number, on the buttons as in the summary: "100,000" on both.
export const grouped = new Intl.NumberFormat('en').format

export const peopleLabels: PaginationLabels = {
  navigation: 'People pages',
  pageSize: 'People per page:',
  first: 'First',
  last: 'Last',
  previous: 'Previous',
  next: 'Next',
  goToPage: 'Go to page',
  go: 'Go',
  notAPage: 'Type a whole number, from 1 up.',
  pageOutOfRange: (pages) => `Type a page from 1 to ${grouped(pages)}.`,
  formatNumber: grouped,
  page: (page) => `Page ${grouped(page)}`,
  pageOfPages: (page, pages) => `Page ${grouped(page)} of ${grouped(pages)}`,
  itemsShown: (shown, total) => `${grouped(shown)} of ${grouped(total)} people`,
}

// The summary counts only the rows of the page asked for: while they are not shown, the total
// alone; before the server's first answer to the search, no count.
const rowsNotShown: PaginationLabels = {
  ...peopleLabels,
  itemsShown: (_shown, total) => `${grouped(total)} people`,
}
const countUnknown: PaginationLabels = {
  ...peopleLabels,
  pageOfPages: (page) => `Page ${grouped(page)}`,
  itemsShown: () => 'Counting people…',
}
const notCounted: PaginationLabels = { ...countUnknown, itemsShown: () => 'People not counted' }

/**
 * The summary's words for what the table shows (`of`), and whether the search's total is known:
 * it counts only rows of the page asked for.
 */
export function summaryLabels(of: PeopleShown['of'], totalKnown: boolean) {
  if (!totalKnown) return of === 'failed' ? notCounted : countUnknown
  return of === 'asked' ? peopleLabels : rowsNotShown
}
