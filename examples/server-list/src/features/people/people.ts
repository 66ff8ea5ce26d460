// What the server and the app agree on. It imports nothing, so that plain `node` loads it
// beside server.ts as surely as Vite bundles it into the app.

/** The sizes the list offers, in the order its select shows them. */
export const PEOPLE_PAGE_SIZES: readonly number[] = [10, 25, 50]

export interface Person {
  id: number
  firstName: string
  lastName: string
  email: string
}

/** The columns the list sorts by: each a column the table shows. */
export const PEOPLE_COLUMNS = ['id', 'firstName', 'lastName', 'email'] as const
export type PeopleColumn = (typeof PEOPLE_COLUMNS)[number]

/** A sort: a column, ascending (`lastName`) or descending (`-lastName`). The id breaks ties. */
export type PeopleSort = PeopleColumn | `-${PeopleColumn}`
export const PEOPLE_SORTS: readonly PeopleSort[] = PEOPLE_COLUMNS.flatMap((column) => [
  column,
  `-${column}` as const,
])
export const DEFAULT_PEOPLE_SORT: PeopleSort = 'id'

/**
 * A search's text: 3 to 100 characters (the name index is made of every 3 characters in a row),
 * none of them a control character. Shorter text searches nothing; the app searches only once it
 * is long enough.
 */
export const SEARCH_LENGTH = { min: 3, max: 100 } as const
export function isSearchText(text: string) {
  const length = [...text].length
  return length >= SEARCH_LENGTH.min && length <= SEARCH_LENGTH.max && !/\p{Cc}/u.test(text)
}

/** The answer to GET /api/people: one page of people, and how many match in all. */
export interface PeoplePage {
  items: Person[]
  total: number
}

/**
 * What GET /api/people asks for: a page and its size, in a sort, among the people whose name holds
 * `search` ('' for everyone).
 */
export interface PeopleQuery {
  page: number
  pageSize: number
  sort: PeopleSort
  search: string
}
