// What the app asks GET /api/people for, and what it answers.
import type { Person } from './person.ts'

/** The sizes the list offers, in the select's order. */
export const PEOPLE_PAGE_SIZES: readonly number[] = [10, 25, 50]

/** The columns the list sorts by. */
export const PEOPLE_COLUMNS = ['id', 'firstName', 'lastName', 'email'] as const
export type PeopleColumn = (typeof PEOPLE_COLUMNS)[number]

/** A column, ascending (`lastName`) or descending (`-lastName`). The id breaks ties. */
export type PeopleSort = PeopleColumn | `-${PeopleColumn}`
export const PEOPLE_SORTS: readonly PeopleSort[] = PEOPLE_COLUMNS.flatMap((column) => [
  column,
  `-${column}` as const,
])
export const DEFAULT_PEOPLE_SORT: PeopleSort = 'id'

/** A page, among the people whose name holds `search` ('' for everyone), in `sort`. */
export interface PeopleQuery {
  page: number
  pageSize: number
  sort: PeopleSort
  search: string
}

/** Whether two queries ask for one page. */
export const samePage = (a: PeopleQuery, b: PeopleQuery) =>
  a.page === b.page && a.pageSize === b.pageSize && a.sort === b.sort && a.search === b.search

/** A page, how many match, and the list's version it was read at: every write raises it. */
export interface PeoplePage {
  items: Person[]
  total: number
  version: number
  /** Next to a person (`after`, `before`, `from`): whether anyone comes past the page. */
  more?: boolean
  /** From a person (`from`): whether anyone comes before the page. */
  earlier?: boolean
}

/** The header in which a write's answer says the list's version after it. */
export const VERSION_HEADER = 'People-Version'
