import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { PeopleQuery, Person } from './features/people/people'
import type { PeopleAnswer } from './features/people/peopleApi'
import { grouped } from './peopleLabels'

/** The query's answers, as `useGetPeopleQuery` gives them. */
interface PeopleResult {
  /** The last answer that came, to any query. */
  data?: PeopleAnswer
  /** The answer to the query asked for, once it has come. */
  currentData?: PeopleAnswer
  error?: FetchBaseQueryError | SerializedError
  isFetching: boolean
}

// #region shown
/**
 * What the table shows for the query asked for, so that nothing on screen describes other rows
 * than the ones asked for: the page asked for (`asked`, with the failure of a fetch again if one
 * failed); while it loads, the page shown before it (`before`), marked as such; when it failed,
 * no rows (`failed`); before any answer, none (`loading`).
 */
export function peopleShown(query: PeopleQuery, result: PeopleResult) {
  const { data, currentData, error, isFetching } = result
  // A page dropped from the cache and asked for again is still the page asked for.
  const asked = currentData ?? (data && sameQuery(data.query, query) ? data : undefined)
  if (asked) return { of: 'asked' as const, rows: asked.items, error }
  if (error) return { of: 'failed' as const, rows: [] as Person[], error }
  if (isFetching && data && data.items.length > 0) {
    return { of: 'before' as const, rows: data.items, answer: data }
  }
  return { of: 'loading' as const, rows: [] as Person[] }
}
// #endregion

export type PeopleShown = ReturnType<typeof peopleShown>

/** "page 8", or "page 1 of the search for “mar”". */
export function pageOf({ page, search }: PeopleQuery) {
  return `page ${grouped(page)}${search ? ` of the search for “${search}”` : ''}`
}

/** The line above rows that are not the page asked for: which they are, and what loads. */
export function showingBefore(before: PeopleQuery, asked: PeopleQuery) {
  if (before.search !== asked.search) {
    const shown = before.search ? `the people matching “${before.search}”` : 'everyone'
    const loading = asked.search ? `the search for “${asked.search}”` : 'everyone'
    return `Showing ${shown} while ${loading} loads.`
  }
  const page = `page ${grouped(before.page)}`
  if (before.sort !== asked.sort) {
    return `Showing ${page} in the previous order while ${pageOf(asked)} loads.`
  }
  if (before.pageSize !== asked.pageSize) {
    return `Showing ${page} at ${before.pageSize} a page while ${pageOf(asked)} loads.`
  }
  return `Showing ${page} while ${pageOf(asked)} loads.`
}

function sameQuery(a: PeopleQuery, b: PeopleQuery) {
  return (
    a.page === b.page && a.pageSize === b.pageSize && a.sort === b.sort && a.search === b.search
  )
}
