// What the server and the app agree on. It imports nothing, so that plain `node` loads it
// beside server.ts as surely as Vite bundles it into the app.

/** The sizes the people list offers, in the order its select shows them. */
export const PEOPLE_PAGE_SIZES: readonly number[] = [10, 25, 50]

export interface Person {
  id: number
  firstName: string
  lastName: string
  email: string
}

/** The answer to GET /api/people?page=&pageSize=: one page of people, and how many in all. */
export interface PeoplePage {
  items: Person[]
  total: number
}

/** What GET /api/people asks for: a page, and the size of a page. */
export interface PeopleQuery {
  page: number
  pageSize: number
}
