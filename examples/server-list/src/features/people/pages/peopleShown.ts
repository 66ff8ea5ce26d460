import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { PeopleAnswer } from '../api/peopleApi'
import { grouped } from '../list/words'
import type { Person } from '../model/person'
import { samePage } from '../model/query'
import type { PeopleQuery } from '../model/query'

/** `useGetPeopleQuery`'s answers: the last to any query, and this query's. */
interface PeopleResult {
  data?: PeopleAnswer
  currentData?: PeopleAnswer
  error?: FetchBaseQueryError | SerializedError
  isFetching: boolean
}

// #region shown
/**
 * What the table shows, so that nothing on screen describes other rows: the page asked for; while
 * it loads, the page before, marked as such; when it failed, or before any answer, none.
 */
export function peopleShown(query: PeopleQuery, result: PeopleResult) {
  const { data, currentData, error, isFetching } = result
  // A page dropped from the cache and asked for again is still the page asked for.
  const asked = currentData ?? (data && samePage(data.query, query) ? data : undefined)
  if (asked) return { of: 'asked' as const, rows: asked.items, error, changed: changedSince(asked) }
  if (error) return { of: 'failed' as const, rows: [] as Person[], error }
  if (isFetching && data && data.items.length > 0) {
    return { of: 'before' as const, rows: data.items, answer: data }
  }
  return { of: 'loading' as const, rows: [] as Person[] }
}
// #endregion

export type PeopleShown = ReturnType<typeof peopleShown>

/**
 * What the line above the rows says of a page read next to a neighbour the list has changed since:
 * where these rows stand, as their place in the list as it is now is not what the bar counted. (A
 * page fetched again from its first person keeps its top, and says nothing.)
 */
export function changedSince({ by, changed }: PeopleAnswer) {
  if (!changed || !by || 'from' in by) return undefined
  return 'after' in by
    ? 'The list has changed since the page before: these people come after its last.'
    : 'The list has changed since the page after: these people come before its first.'
}

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
