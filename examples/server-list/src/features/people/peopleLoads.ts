// The people as a list that loads more: its loads, the cursors between them, and a write placed
// in them where the sort puts it. No React and no fetching: the infinite query (peopleApi.ts)
// uses these, and so does the property that checks them against the real server.
import { nameSortKey, searchKey } from './people.ts'
import type { PeoplePage, PeopleSort, Person } from './people.ts'

/**
 * What a list that loads more asks for: a sort, a search, how many people a load brings, and where
 * its loads began: `''` for the list's top, or the id of the person the first load starts with (a
 * reader's place, from the address).
 */
export interface PeopleLoadsQuery {
  sort: PeopleSort
  search: string
  pageSize: number
  start: string
}

/**
 * Where a load starts: where the loads began (`'start'`), or next to a person, after them (Load
 * more) or before them (Load earlier). A person deleted since is still a place: the server keeps
 * where they stood.
 */
export type LoadCursor = 'start' | { after: number } | { before: number }

/** A load as the cache keeps it: the server's page, and the cursors next to it. */
export interface PeopleLoad extends PeoplePage {
  /** Where the next load starts; undefined when this one reached the list's end. */
  next?: LoadCursor
  /** Where the load before it starts; undefined when this one reached the list's top. */
  previous?: LoadCursor
  /**
   * The first and the last person of the load's part of the list, as it came (kept once deleted:
   * the cursors start next to them), or someone added before the first: a write is placed by them.
   */
  first?: Person
  last?: Person
}

/** How many loads the list keeps (RTK Query's `maxPages`): 8 of 50 is 400 rows at most. */
export const MAX_LOADS = 8

/** The loads kept, as RTK Query's infinite query keeps them. */
export interface PeopleLoads {
  pages: PeopleLoad[]
  pageParams: LoadCursor[]
}

/** The id a place is, or undefined for the list's top (and for a place that is no id). */
export function placeId(place: string) {
  return /^[1-9]\d{0,15}$/.test(place) ? Number(place) : undefined
}

/** The parameters of GET /api/people for a load of `query` from `cursor`. */
export function loadParams(query: PeopleLoadsQuery, cursor: LoadCursor) {
  const { sort, search, pageSize, start } = query
  const from = cursor === 'start' ? placeId(start) : undefined
  const edge = cursor === 'start' ? (from === undefined ? {} : { from }) : cursor
  // page=1: a person who never was one leaves the server nothing to start next to, and it
  // answers the list's top.
  return { page: 1, pageSize, sort, q: search || undefined, ...edge }
}

/**
 * The server's page made a load, with its cursors. Next to a person, the server says whether anyone
 * comes past the load, the way it was read (`more`: after it, or before it for `before`); from the
 * top, its count says so. A load from a person may have people before it.
 */
export function toLoad(page: PeoplePage, query: PeopleLoadsQuery, cursor: LoadCursor): PeopleLoad {
  const { items, total, more } = page
  const backwards = typeof cursor === 'object' && 'before' in cursor
  const fromTop = cursor === 'start' && placeId(query.start) === undefined
  const [first, last] = [items[0], items.at(-1)]
  const goesOn = more ?? items.length < total
  // The person the load was read next to, or from: for an empty load, the place it stands.
  const edge =
    cursor === 'start' ? placeId(query.start) : 'after' in cursor ? cursor.after : cursor.before
  const next = last && (backwards || goesOn) ? { after: last.id } : undefined
  const before = first?.id ?? edge
  const previous =
    fromTop || (backwards && !goesOn) || before === undefined ? undefined : { before }
  return { ...page, next, previous, first, last }
}

/** The people of the loads kept, in order. */
export const peopleOf = (loads: PeopleLoads | undefined) =>
  loads?.pages.flatMap((load) => load.items) ?? []

/** How many people the list holds, as the newest load kept has it (writes since counted in). */
export function totalOf(loads: PeopleLoads | undefined) {
  const newest = loads?.pages.reduce<PeopleLoad | undefined>(
    (a, b) => (a && a.version > b.version ? a : b),
    undefined,
  )
  return newest?.total
}

// #region cursors
/** Where Load more starts: after the last person as loaded (even if deleted since), if anyone is. */
export const nextCursor = (last: PeopleLoad) => last.next

/** Where Load earlier starts: before the first person as loaded, unless the top is reached. */
export const previousCursor = (first: PeopleLoad) => first.previous
// #endregion

// #region writes
/** `a` before `b` in `sort` (negative), as the server sorts: names by their keys, then the id. */
export function compareIn(sort: PeopleSort) {
  const descending = sort.startsWith('-')
  const column = sort.replace('-', '') as 'id' | 'firstName' | 'lastName' | 'email'
  const key = (person: Person) =>
    column === 'email' ? person.email : column === 'id' ? '' : nameSortKey(person[column])
  return (a: Person, b: Person) => {
    const order = byCodePoint(key(a), key(b)) || a.id - b.id
    return descending ? -order : order
  }
}

/** Strings in order of code points, as SQLite and PostgreSQL's "C" collation compare them. */
function byCodePoint(a: string, b: string) {
  const [x, y] = [[...a], [...b]]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const difference = x[i]!.codePointAt(0)! - y[i]!.codePointAt(0)!
    if (difference !== 0) return difference
  }
  return x.length - y.length
}

/** Whether `person` is among the people `search` finds ('' finds everyone). */
export const matches = (person: Person, search: string) =>
  searchKey(`${person.firstName} ${person.lastName}`).includes(searchKey(search))

/**
 * `loads` once `person` was added (or put back) by a write whose answer said the list's `version`
 * after it: each load read before it (of an older version) counts them, if the search finds them,
 * and the people kept hold them where the sort puts them, if that is among them: in the first load
 * whose last person (as it came) is them or sorts after them, or, past the last load's, in the
 * last if it reached the end. Before the first load's part, they are left to Load earlier, unless
 * it reached the top. A person placed before a load's first moves its Load earlier cursor to them,
 * so that no load brings them again. A load read after the write holds them already, or not in
 * its part. Put back by someone else already (no version), they are placed and not counted.
 * Returns `loads` when they hold them already.
 */
export function withAdded(
  loads: PeopleLoads,
  person: Person,
  query: PeopleLoadsQuery,
  version?: number,
) {
  if (!matches(person, query.search) || peopleOf(loads).some(({ id }) => id === person.id)) {
    return loads
  }
  const compare = compareIn(query.sort)
  const before = (load: PeopleLoad) => version === undefined || load.version < version
  const counted = (load: PeopleLoad) => version !== undefined && load.version < version
  const pages = loads.pages.map((load) =>
    counted(load) ? { ...load, total: load.total + 1 } : load,
  )
  let at = pages.findIndex(({ last }) => last !== undefined && compare(person, last) <= 0)
  if (at === -1 && pages.at(-1)?.next === undefined) at = pages.length - 1
  const load = pages[at]
  const first = !load?.first || compare(person, load.first) < 0
  if (load && before(load) && !(at === 0 && first && load.previous)) {
    const index = load.items.findIndex((kept) => compare(person, kept) < 0)
    const items = load.items.toSpliced(index === -1 ? load.items.length : index, 0, person)
    pages[at] = {
      ...load,
      items,
      ...(first && load.previous && { first: person, previous: { before: person.id } }),
    }
  }
  return { ...loads, pages }
}

/**
 * `loads` once `person` was deleted by a write whose answer said the list's `version` after it:
 * gone from each load read before it, and from its count if the search finds them. Deleted by
 * someone else already (no version), gone from the people kept alone. Their cursors stay: the
 * server knows where a deleted person stood.
 */
export function withDeleted(
  loads: PeopleLoads,
  person: Person,
  query: PeopleLoadsQuery,
  version?: number,
) {
  if (!matches(person, query.search)) return loads
  const pages = loads.pages.map((load) => {
    if (version !== undefined && load.version >= version) return load
    const items = load.items.filter(({ id }) => id !== person.id)
    const total = version === undefined ? load.total : Math.max(0, load.total - 1)
    return { ...load, items, total }
  })
  return { ...loads, pages }
}
// #endregion
