// How the paged list asks for a page, so that the reader sees no one twice and no one left out,
// whatever others write: next to the edge person of the page they turned from, and a page fetched
// again from the person it started with.
import type { Person } from './person.ts'
import type { PeopleQuery } from './query.ts'

/** How a page was read when not at its place: next to a neighbour's edge person, or from its first. */
export type ReadBy = { after: number } | { before: number } | { from: number }

/** A page in the cache: its people, the version they were read at, and how they were read. */
export interface HeldPage {
  items: readonly Person[]
  version: number
  /** Not at its place: next to a neighbour's edge person, or from its first. */
  by?: ReadBy
  /** The person it started with when first read: it is fetched again from them. */
  top?: number
}

/**
 * Its parameters, and how they read it: page 1 at its place; a page held, fetched again, from the
 * person it started with (or the next one still there), so that no one crosses its top under the
 * reader, as the page `shown` whose first person the address keeps (Back, a reload); the page next
 * to the one shown, next to its edge person (Next, Previous, the page fetched ahead); any other
 * (a jump: a link, Last, a page farther off) at its place, in the list as it is now. `since` is the
 * version of the rows it is read from: an answer of another one is of a list that changed since.
 */
export function pageRequest(
  query: PeopleQuery,
  held: (page: number) => HeldPage | undefined,
  shown?: { page: number; top?: number },
): { params: object; atPlace: object; by?: ReadBy; since?: number } {
  const { page, pageSize, sort, search } = query
  const atPlace = { page, pageSize, sort, q: search || undefined }
  const read = (by?: ReadBy, since?: number) => ({
    params: { ...atPlace, ...by },
    atPlace,
    by,
    since,
  })
  const itself = held(page)
  if (page === 1) return read()
  if (itself) return itself.top === undefined ? read() : read({ from: itself.top }, itself.version)
  if (shown?.page === page && shown.top !== undefined) return read({ from: shown.top })
  const [before, after] = [held(page - 1), held(page + 1)]
  const last = shown?.page === page - 1 ? before?.items.at(-1) : undefined
  if (last) return read({ after: last.id }, before!.version)
  const first = shown?.page === page + 1 ? after?.items[0] : undefined
  return first ? read({ before: first.id }, after!.version) : read()
}

/**
 * Whether a page's neighbour was read next to an edge person the page no longer has there (the
 * one `after` it next to its last, the one `before` it next to its first): fetched again, the
 * page lost that edge, and the two would overlap or leave a gap. Pages read otherwise are left to
 * their versions.
 */
export function lostItsEdge(page: HeldPage, side: 'after' | 'before', neighbour?: HeldPage) {
  const by = neighbour?.by
  if (side === 'after') return !!by && 'after' in by && by.after !== page.items.at(-1)?.id
  return !!by && 'before' in by && by.before !== page.items[0]?.id
}

/** Whether an answer is asked for again, the same way: read before one come already. */
export const askAgain = (version: number, newest: number) => version < newest

/** The versions made stale by an answer of `version`: older ones, or all, for a list made anew. */
export function staleVersions(versions: readonly number[], version: number) {
  const madeAnew = version < Math.max(...versions)
  return versions.filter((held) => held < version || (madeAnew && held !== version))
}
