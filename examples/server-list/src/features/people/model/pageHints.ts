// How the paged list asks for a page: next to the edge person of a neighbour it holds, as fast
// as page 1 wherever it is, and again at its place when that answer may be stale.
import type { Person } from './person.ts'
import type { PeopleQuery } from './query.ts'

/** A page in the cache, and, while no request fetches it again, its version. */
export interface CachedPage {
  items?: readonly Person[]
  fresh?: { items: readonly Person[]; version: number }
}

/** Its parameters, alone and with a hint: next to a fresh neighbour's edge person. */
export function pageRequest(query: PeopleQuery, cached: (page: number) => CachedPage) {
  const { page, pageSize, sort, search } = query
  const params = { page, pageSize, sort, q: search || undefined }
  const atPlace = page === 1 || cached(page).items !== undefined
  const before = atPlace ? undefined : cached(page - 1).fresh
  const after = atPlace || before ? undefined : cached(page + 1).fresh
  const edge = before
    ? { after: before.items.at(-1)?.id }
    : after
      ? { before: after.items[0]?.id }
      : {}
  return { params, hinted: { ...params, ...edge }, neighbourVersion: (before ?? after)?.version }
}

/**
 * Whether an answer is asked for again at its place: older than one come already, or of another
 * version than the neighbour it was found from, with which it would overlap or leave a gap.
 */
export const askAgain = (version: number, newest: number, neighbourVersion?: number) =>
  version < newest || (neighbourVersion ?? version) !== version

/** The versions made stale by an answer of `version`: older ones, or all, for a list made anew. */
export function staleVersions(versions: readonly number[], version: number) {
  const madeAnew = version < Math.max(...versions)
  return versions.filter((held) => held < version || (madeAnew && held !== version))
}
