// The people as a list that loads more: what a load asks for, and the order writes are placed in.
import { cursorParams } from '../../pagination/loadMoreCache.ts'
import type { LoadCursor, LoadsOrder } from '../../pagination/loadMoreCache.ts'
import { nameSortKey, searchKey } from './names.ts'
import { nameOf } from './person.ts'
import type { Person } from './person.ts'
import type { PeopleSort } from './query.ts'

/** A list that loads more: a sort, a search, a load's size, and where its loads began. */
export interface PeopleLoadsArg {
  sort: PeopleSort
  search: string
  pageSize: number
  /** '' for the list's top, or the id of the person the first load starts with. */
  start: string
}

/** How many loads the list keeps: 8 of 50 is 400 rows at most. */
export const MAX_LOADS = 8

/** Whether `place` is a person's id, as the address and the loads write it. */
export const isPersonId = (place: string) => /^[1-9]\d{0,15}$/.test(place)

/** The parameters of GET /api/people for a load of `arg` from `cursor`. */
export function loadParams({ sort, search, pageSize, start }: PeopleLoadsArg, cursor: LoadCursor) {
  // page is required, and next to a person or from one, not read.
  return { page: 1, pageSize, sort, q: search || undefined, ...cursorParams(start, cursor) }
}

/** Negative if `a` comes before `b` in `sort`, as the server sorts: by key, then by id. */
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

/** Whether `search` ('' for everyone) finds `person`. */
export const matches = (person: Person, search: string) =>
  searchKey(nameOf(person)).includes(searchKey(search))

/** How the loads of `arg` order people, to place writes among them. */
export const orderOf = ({ sort, search }: PeopleLoadsArg): LoadsOrder<Person> => ({
  keyOf: (person) => person.id,
  compare: compareIn(sort),
  matches: (person) => matches(person, search),
})
