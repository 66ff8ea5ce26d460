import type { PaginationLabels } from '../../pagination/labels'
import { grouped, pagesCount, peopleCount } from '../list/words'
import type { PeopleShown } from './peopleShown'

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
  itemsShown: (shown, total) => `${grouped(shown)} of ${peopleCount(total)}`,
}

// The summary counts only the rows of the page asked for.
const rowsNotShown = {
  ...peopleLabels,
  itemsShown: (_: number, total: number) => peopleCount(total),
}
const countUnknown = {
  ...peopleLabels,
  pageOfPages: (page: number) => `Page ${grouped(page)}`,
  itemsShown: () => 'Counting people…',
}
const notCounted = { ...countUnknown, itemsShown: () => 'People not counted' }
// Read next to a person the list has changed around: where these rows stand in it now is not
// counted (it would cost a count of everyone before them), so the summary gives no page number.
const placeNotCounted = {
  ...peopleLabels,
  pageOfPages: (_: number, pages: number) => pagesCount(pages),
}

/** The summary's words for the rows shown, and whether the search's total is known. */
export function summaryLabels(shown: PeopleShown, totalKnown: boolean): PaginationLabels {
  if (!totalKnown) return shown.of === 'failed' ? notCounted : countUnknown
  if (shown.of !== 'asked') return rowsNotShown
  return shown.changed ? placeNotCounted : peopleLabels
}
