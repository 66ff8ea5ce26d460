// What both databases share: what server.ts asks of a database, the seed's people, and the rule
// that places a page. SQLite's SQL is in sqlite.ts, PostgreSQL's in postgres.ts.
import { nameSortKey, searchKey } from '../src/features/people/model/names.ts'
import type { Person } from '../src/features/people/model/person.ts'
import type { PeopleColumn, PeoplePage, PeopleSort } from '../src/features/people/model/query.ts'

/** A request for a page, as server.ts has read and checked it. */
export interface PageRequest {
  page: number
  pageSize: number
  sort: PeopleSort
  /** The search, folded as the names' index holds names (searchKey), or '' for none. */
  search: string
  after?: number
  before?: number
  /** The page that starts with this person (or, deleted, where they stood). */
  from?: number
}

/**
 * What a restore did: put the person back, found them there already (with the list's version
 * after it), or could not.
 */
export type Restored =
  { person: Person; back: boolean; version: number } | 'email taken' | 'never deleted'

/** What an add did: the person added, with the list's version after it, or 'email taken'. */
export type Added = { person: Person; version: number } | 'email taken'

/** A write's answer, as the API sends it, and keeps it for the write's Idempotency-Key. */
export interface WriteAnswer {
  status: number
  /** A JSON body, or none (a 204). */
  body?: object
  headers?: Record<string, string>
}

/**
 * A write done once for its key (the request's Idempotency-Key): `request` is what it asks (its
 * method, path and body), and `answerOf` the answer its outcome gets, kept with the write, in its
 * transaction, for KEYS_KEPT_HOURS.
 */
export interface Once<Outcome> {
  key: string
  request: string
  answerOf(outcome: Outcome): WriteAnswer
}

/** A write whose key was sent before: the answer kept for it, or 'another request' if it asked another. */
export type Kept = { kept: WriteAnswer | 'another request' }

/** How long a write's answer is kept for its key: the same key a day later is a new write. */
export const KEYS_KEPT_HOURS = 24

/**
 * A database of people, as server.ts uses it: SQLite's (sqlite.ts) or PostgreSQL's (postgres.ts).
 * Each write is one transaction, and each page is read with its count at one moment. A write
 * given `once` is done once for its key: the same key again gets the answer kept (Kept).
 */
export interface PeopleDatabase {
  page(request: PageRequest): Promise<PeoplePage>
  /**
   * The person added, with their id, and the list's version after it (each write's own: the app
   * tells by it which pages it holds were read before the write), or 'email taken'.
   */
  add(person: Omit<Person, 'id'>, once?: Once<Added>): Promise<Added | Kept>
  /** The list's version after the delete, or undefined if there was no such person. */
  remove(id: number, once?: Once<number | undefined>): Promise<number | undefined | Kept>
  restore(id: number, once?: Once<Restored>): Promise<Restored | Kept>
  /** Whether the database answers a statement now (GET /api/health). */
  answers(): Promise<boolean>
  close(): Promise<void>
}

/** A page that had to wait its turn too long, or behind too many: the server answers 503. */
export class Busy extends Error {}

/**
 * Turns for work that takes a database's cores (a page that sorts every match): at most `atOnce`
 * at a time, the others waiting in order, at most `waiting` of them and each at most `waitMs`;
 * past either, `Busy`. Other work never waits for a turn, so light pages keep their connections.
 */
export function turns({ atOnce, waiting, waitMs }: Turns) {
  let running = 0
  const queue: (() => void)[] = []
  // A turn ended passes to the first waiting, if any.
  const release = () => {
    const first = queue.shift()
    if (first) first()
    else running--
  }
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < atOnce) running++
    else if (queue.length >= waiting) throw new Busy(`${waiting} heavy pages wait already`)
    else {
      await new Promise<void>((go, giveUp) => {
        const turn = () => {
          clearTimeout(timer)
          go()
        }
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(turn), 1)
          giveUp(new Busy(`no turn within ${waitMs} ms`))
        }, waitMs)
        queue.push(turn)
      })
    }
    try {
      return await work()
    } finally {
      release()
    }
  }
}

/** How many heavy pages at once, how many may wait, and how long each may wait, in ms. */
export interface Turns {
  atOnce: number
  waiting: number
  waitMs: number
}

/** Whether a write's outcome is the answer kept for its key. */
export const isKept = (outcome: unknown): outcome is Kept =>
  typeof outcome === 'object' && outcome !== null && 'kept' in outcome

/** The table's column each sort column sorts by (a name by its key): SQL is written from this. */
const COLUMN: Record<PeopleColumn, string> = {
  id: 'id',
  firstName: 'first_key',
  lastName: 'last_key',
  email: 'email',
}

/** The sort's column in the table, and whether it runs backwards (`-lastName`). */
export function sortColumn(sort: PeopleSort) {
  return {
    column: COLUMN[sort.replace('-', '') as PeopleColumn],
    descending: sort.startsWith('-'),
  }
}

// #region plan
/**
 * Where a page starts: at a place counted from either end; next to a person, either side; or with
 * a person (`from`).
 */
export type Start = 'fromFirst' | 'fromLast' | 'after' | 'before' | 'from'

/**
 * How a page's people are found: in the whole table (no search); by merging the first people of
 * each name that matches; or by sorting every match.
 */
export type Through = 'table' | 'merge' | 'sort'

/** A person next to the page asked for (`after` or `before`), in every sort: there, or deleted. */
export interface Neighbour {
  id: number
  first_key: string
  last_key: string
  email: string
}

/** Where a page starts, how it is found, and the values its statement is given, by name. */
export interface Plan {
  start: Start
  through: Through
  values: Record<string, number | string | null>
  /** Read from the end of the sort (the last page, or before a person): turn its rows round. */
  backwards: boolean
}

/**
 * How to find a request's page, the cheapest way, with no assumption about the ids; undefined for
 * a page past the last. Its values are the statement's parameters, by name.
 * - Next to a neighbour, when the app sends one (`after`: the last person of the page before, for
 *   Next; `before`: the first of the page after, for Previous): a keyset, one step into the sort's
 *   index (or into each matching name's), as fast on page 50,000 as on page 1. `from` starts
 *   the page with the person instead (a reader's place, kept in an address). An id that was never
 *   a person's falls back to the page's place.
 * - Else by its place in the sort, counted from the nearer end: page 1 and the last page are as
 *   fast as each other, and the middle page is the slowest (half the list to step over, where
 *   PostgreSQL counts blocks instead: postgres.ts).
 * A search's page merges its names' first people (`merge`) when they are few, else sorts every
 * match (`sort`; PostgreSQL sums its names' blocks first): `names` is how many names match.
 */
export function planPage(
  request: PageRequest,
  { total, names }: { total: number; names: number },
  neighbour: Neighbour | undefined,
  mergeUpTo: number,
): Plan | undefined {
  const { page, pageSize, sort, search } = request
  if (neighbour !== undefined) {
    const { column } = sortColumn(sort)
    const start =
      request.after !== undefined ? 'after' : request.before !== undefined ? 'before' : 'from'
    return {
      start,
      backwards: start === 'before',
      through: search === '' ? 'table' : 'merge',
      // One person more than the page holds: whether anyone comes next is then known (pageOf).
      values: {
        limit: pageSize + 1,
        id: neighbour.id,
        key: column === 'id' ? null : neighbour[column as keyof Neighbour],
        take: pageSize + 1,
      },
    }
  }
  const first = (page - 1) * pageSize
  const end = Math.min(first + pageSize, total)
  if (first >= end) return undefined
  const fromLast = total - end < first
  const [offset, limit] = [fromLast ? total - end : first, end - first]
  return {
    start: fromLast ? 'fromLast' : 'fromFirst',
    backwards: fromLast,
    through: search === '' ? 'table' : names * (offset + limit) <= mergeUpTo ? 'merge' : 'sort',
    values: { limit, offset, take: offset + limit },
  }
}

/**
 * The page of the rows a plan's statement read, in the sort's order: next to a person, read with
 * one more than the page holds, it says whether anyone comes after it (`more`; before it, for
 * `before`), so that a list that loads more offers no load that would bring no one.
 */
export function pageOf(rows: Person[], plan: Plan, pageSize: number) {
  const keyset = plan.start === 'after' || plan.start === 'before' || plan.start === 'from'
  const items = keyset ? rows.slice(0, pageSize) : rows
  if (plan.backwards) items.reverse()
  return keyset ? { items, more: rows.length > pageSize } : { items }
}

/**
 * Up to this many index entries (matching names × the people taken from each), a searched page
 * merges each name's first people: page 1 of 10 takes 10 from each name. Beyond (a page far from
 * both ends, or a search of very many names), its matches are all sorted.
 */
export const MERGE_UP_TO = 20_000
// #endregion

/**
 * What the SQL of a page in `sort`, from `start`, says alike in both databases: its way (the
 * sort's, or the other way back from the last or before a person), its columns, its order, its
 * limit, the keyset within one name's people, and which names can give any (:names are its
 * parameters).
 */
export function pageParts(sort: PeopleSort, start: Start) {
  const backwards = start === 'fromLast' || start === 'before'
  const { column, descending } = sortColumn(sort)
  const way = descending !== backwards ? 'DESC' : 'ASC'
  const than = way === 'DESC' ? '<' : '>'
  const keyset = start === 'after' || start === 'before' || start === 'from'
  // Past the person, or from them on.
  const past = start === 'from' ? `${than}=` : than
  const named = column === 'first_key' || column === 'last_key'
  const select = (table = '') =>
    `SELECT ${table}id, ${table}first_name AS "firstName", ${table}last_name AS "lastName", ${table}email`
  // No two people there share an id or an e-mail: only the names need the id to break their ties.
  const order = (table = '') =>
    named
      ? `ORDER BY ${table}${column} ${way}, ${table}id ${way}`
      : `ORDER BY ${table}${column} ${way}`
  // A name's people share its keys: in a sort of names, they are in order of id.
  const within = column === 'email' ? 'email' : 'id'
  // Past the person in a sort with no ties: by id; by e-mail, the id breaks the one tie there can
  // be, with a person deleted whose e-mail someone added since has (in every sort, the id is last).
  const pastUnique =
    column === 'id'
      ? `id ${past} :id`
      : `${column} ${than}= :key AND (${column} <> :key OR id ${past} :id)`
  return {
    column,
    named,
    way,
    than,
    past,
    keyset,
    select,
    order,
    pastUnique,
    limit: keyset ? 'LIMIT :limit' : 'LIMIT :limit OFFSET :offset',
    within,
    // Where one name's people start, next to the person: at the person's key, the name's people
    // after their id; after it, all of them.
    withinAfter:
      keyset &&
      (named
        ? `${within} ${past} CASE WHEN matched.${column} = :key THEN CAST(:id AS bigint) ELSE ${way === 'ASC' ? 0 : '9223372036854775807'} END`
        : pastUnique),
    // Next to a person in a sort of names, the names before their key have none to give.
    namesAfter: keyset && named && `${column} ${than}= :key`,
    // How every match is sorted: a name's key is its name's.
    sortedBy: named
      ? `ORDER BY matched.${column} ${way}, p.id ${way}`
      : `ORDER BY p.${column} ${way}`,
  }
}

/** `WHERE` and the terms given, joined by AND; nothing when none is. */
export function where(...terms: (string | false)[]) {
  const all = terms.filter(Boolean)
  return all.length > 0 ? `WHERE ${all.join(' AND ')}` : ''
}

// Names from many places, drawn by a hash of each id: 68 first names, 68 last names (_ joins the
// words of one), some of them there for the order of names: Émile beside Emile, "de la Cruz"
// among the Ds, Łukasz among the Ls, N'Diaye after Nakamura, Østergaard among the Os.
const FIRST_NAMES = `
  Aiko Amara Ana Andrei Aroha Bruno Camille Carlos Chen Chiara Dara David Diego Elif Emeka Emile
  Émile Emma Farah Fatima Freya Goran Hana Hugo Ines Ivan Jamal Jana Jean-Luc José Kai Kenji Lars
  Layla Leila Liam Lucas Łukasz Maya Mei Mohammed Nadia Niamh Nikos Noah Olga Omar Priya Rafael
  Rania Ravi Rosa Sakura Santiago Sara Sipho Sofia Tariq Thabo Tomás Uma Valentina Wei Yara Yusuf
  Zanele Zeynep Zoe
`
  .trim()
  .split(/\s+/)
const LAST_NAMES = `
  Abebe Adeyemi Almeida Andersen Bianchi Brown Castillo Chen Costa de_la_Cruz Dlamini Dubois
  Eriksen Fernández Fischer García Gupta Haddad Hansen Hoffmann Ibrahim Ito Ivanova Jansen Jensen
  Kaya Khan Kim Kowalski Larsen Lee Lopez Mahlangu Martin Mensah Moreau Müller N'Diaye Nakamura
  Nguyen Novak Nowak O'Brien Okafor Olsen Østergaard Park Patel Petrov Popescu Quispe Rahman Rossi
  Santos Schmidt Silva Singh Suzuki Tanaka Tran Usman van_der_Berg Varga Wang Williams Yamamoto
  Yilmaz Zhang
`
  .trim()
  .split(/\s+/)
  .map((name) => name.replaceAll('_', ' '))

/** A name as the seed's e-mail addresses write it: ASCII letters alone (Łukasz is lukasz). */
const ascii = (name: string) => nameSortKey(name).replace(/[^a-z]/g, '')

/** A name of the seed, with its keys: its id is first × 68 + last + 1 (each counted from 0). */
export interface SeedName {
  id: number
  firstName: string
  lastName: string
  firstKey: string
  lastKey: string
  /** "first last", as the search reads it (searchKey). */
  search: string
}

/** Every name of the seed, 68 × 68, made once: each database stores these as they are. */
export const SEED_NAMES: readonly SeedName[] = FIRST_NAMES.flatMap((firstName, f) =>
  LAST_NAMES.map((lastName, l) => ({
    id: f * LAST_NAMES.length + l + 1,
    firstName,
    lastName,
    firstKey: nameSortKey(firstName),
    lastKey: nameSortKey(lastName),
    search: searchKey(`${firstName} ${lastName}`),
  })),
)

/**
 * The seed's person with this id: a name drawn by a hash of the id, the same on every start and
 * in every database (postgres.ts computes the same hash in SQL), and an e-mail made of it.
 */
export function seedPerson(id: number) {
  const { multiplier, emailFirsts, emailLasts } = SEED_DRAW
  const hash = Math.imul(id, multiplier) >>> 0
  const [first, last] = [hash % emailFirsts.length, (hash >>> 8) % emailLasts.length]
  const name = SEED_NAMES[first * emailLasts.length + last]
  return { name, email: `${emailFirsts[first]}.${emailLasts[last]}.${id}@example.com` }
}

/**
 * What SQL needs to draw the seed's people as seedPerson does: the hash's multiplier, and the
 * names as e-mails write them, in the lists' order.
 */
export const SEED_DRAW = {
  multiplier: 0x9e3779b1,
  emailFirsts: FIRST_NAMES.map(ascii),
  emailLasts: LAST_NAMES.map(ascii),
}
