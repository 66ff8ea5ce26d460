// The people's API: `node server.ts`. On first start it makes people.db, in the folder it is
// started from; then it answers GET /api/people on 127.0.0.1, port 3001 (or PORT):
// ?page=&pageSize=, and if wanted &sort= (a column, `-` before it for descending) and &q= (a
// search in the names), and &after= or &before= (a hint, below).
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DatabaseSync } from 'node:sqlite'
import type { StatementSync } from 'node:sqlite'
import {
  DEFAULT_PEOPLE_SORT,
  PEOPLE_PAGE_SIZES,
  PEOPLE_SORTS,
  SEARCH_LENGTH,
  isSearchText,
} from './src/features/people/people.ts'
import type { PeopleColumn, PeoplePage, PeopleSort, Person } from './src/features/people/people.ts'

/** The largest page the API answers: a larger one is refused, whatever the table holds. */
export const MAX_PAGE = 1_000_000

const ACCEPTS = {
  page: `a whole number from 1 to ${MAX_PAGE}, in decimal digits, once`,
  pageSize: `one of ${PEOPLE_PAGE_SIZES.join(', ')}, once`,
  sort: `one of ${PEOPLE_SORTS.join(', ')}, at most once`,
  q: `${SEARCH_LENGTH.min} to ${SEARCH_LENGTH.max} characters, none a control character, at most once`,
  after: "a person's id in decimal digits, at most once, and not with before",
  before: "a person's id in decimal digits, at most once, and not with after",
}

// Names from many places, drawn by a hash of each id: 64 first names, 64 last names.
const FIRST_NAMES = `
  Aiko Amara Ana Andrei Aroha Bruno Camille Carlos Chen Chiara Dara David Diego Elif Emeka Emma
  Farah Fatima Freya Goran Hana Hugo Ines Ivan Jamal Jana José Kai Kenji Lars Layla Leila Liam
  Lucas Maya Mei Mohammed Nadia Niamh Nikos Noah Olga Omar Priya Rafael Rania Ravi Rosa Sakura
  Santiago Sara Sipho Sofia Tariq Thabo Tomás Uma Valentina Wei Yara Yusuf Zanele Zeynep Zoe
`
  .trim()
  .split(/\s+/)
const LAST_NAMES = `
  Abebe Adeyemi Almeida Andersen Bianchi Brown Castillo Chen Costa Dubois Dlamini Eriksen
  Fernández Fischer García Gupta Haddad Hansen Hoffmann Ibrahim Ito Ivanova Jansen Jensen Kaya
  Khan Kim Kowalski Larsen Lee Lopez Mahlangu Martin Mensah Moreau Müller Nakamura Nguyen Novak
  Nowak Okafor O'Brien Olsen Park Patel Petrov Popescu Quispe Rahman Rossi Santos Schmidt Silva
  Singh Suzuki Tanaka Tran Usman Varga Wang Williams Yamamoto Yilmaz Zhang
`
  .trim()
  .split(/\s+/)

/** The id's person: names drawn from the lists by a hash of the id, the same on every start. */
function personOf(id: number): Omit<Person, 'id'> {
  const hash = Math.imul(id, 0x9e3779b1) >>> 0
  const firstName = FIRST_NAMES[hash % FIRST_NAMES.length]
  const lastName = LAST_NAMES[(hash >>> 8) % LAST_NAMES.length]
  const ascii = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase()
  return { firstName, lastName, email: `${ascii(firstName)}.${ascii(lastName)}.${id}@example.com` }
}

// #region schema
/**
 * The database's version: 2 has the sorts' indexes, the names' index and the count; 3 gives no id
 * twice and no e-mail twice, and remembers who was deleted.
 */
const SCHEMA = 3

/**
 * Makes the person table, with `count` generated people whose ids run from 1 to `count`, and what
 * keeps each request fast: an index for each sort, the names' index for searches, and the count.
 * One transaction: one write to the disk instead of one per row, and a start that fails midway
 * leaves no table, so the next start makes it again.
 */
export function createPeople(db: DatabaseSync, count: number) {
  db.exec('BEGIN')
  try {
    // AUTOINCREMENT: a deleted person's id is never given again, so an id in a page the app still
    // holds is never someone else.
    db.exec(`CREATE TABLE person (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL
    )`)
    const insert = db.prepare('INSERT INTO person VALUES (?, ?, ?, ?)')
    for (let id = 1; id <= count; id++) {
      const { firstName, lastName, email } = personOf(id)
      insert.run(id, firstName, lastName, email)
    }
    db.exec(`
      -- One index per sort, the id last: a page in any sort, either way, is a walk down one
      -- index, and the keyset (column, id) > (?, ?) is one step into it.
      CREATE INDEX person_first_name ON person (first_name, id);
      CREATE INDEX person_last_name ON person (last_name, id);
      -- An e-mail is one person's: its index is unique, and the id after it is the row's own.
      CREATE UNIQUE INDEX person_email ON person (email);
      -- Every 3 characters in a row of each name, without case or accents: "ose" finds José.
      -- Contentless: it holds the ids alone, as the names are in person already.
      CREATE VIRTUAL TABLE person_name USING fts5(
        name, content = '', contentless_delete = 1, tokenize = 'trigram remove_diacritics 1'
      );
      INSERT INTO person_name (rowid, name) SELECT id, first_name || ' ' || last_name FROM person;
      -- The whole list's count, kept with every write, so that no request counts the rows.
      CREATE TABLE person_count (total INTEGER NOT NULL);
      INSERT INTO person_count SELECT count(*) FROM person;
      CREATE TRIGGER person_added AFTER INSERT ON person BEGIN
        UPDATE person_count SET total = total + 1;
        INSERT INTO person_name (rowid, name) VALUES (new.id, new.first_name || ' ' || new.last_name);
      END;
      -- A person deleted is remembered, so that a page after them, or before, is still found
      -- from where they stood in each sort (a reader's Next from a page that held them).
      CREATE TABLE person_gone (
        id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL
      );
      CREATE TRIGGER person_removed AFTER DELETE ON person BEGIN
        UPDATE person_count SET total = total - 1;
        DELETE FROM person_name WHERE rowid = old.id;
        INSERT INTO person_gone VALUES (old.id, old.first_name, old.last_name, old.email);
      END;
    `)
    db.exec(`PRAGMA user_version = ${SCHEMA}`)
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}
// #endregion

/** The one value of `name` in `query`, or undefined when it is not there. `null` if given twice. */
function oneValue(query: URLSearchParams, name: string) {
  const values = query.getAll(name)
  return values.length > 1 ? null : values[0]
}

/** `value` as a whole number from 1 up, if it is written in decimal digits alone. */
function wholeNumber(value: string | null | undefined) {
  // Number() alone would take ' 5 ', '0x10', '1e3' and '2.0'.
  if (value == null || !/^[0-9]+$/.test(value)) return undefined
  const n = Number(value)
  return n >= 1 && Number.isSafeInteger(n) ? n : undefined
}

/** An FTS5 string that is `text`, to the letter: in double quotes, each of its own doubled. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`

/** The table's column for each sort column: SQL is written from this list, never from a request. */
const COLUMN: Record<PeopleColumn, string> = {
  id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
}

interface Request {
  page: number
  pageSize: number
  sort: PeopleSort
  search: string
  after?: number
  before?: number
}

type Refusal = { parameter: keyof typeof ACCEPTS }

/** The request's parameters, checked one by one; the first one refused is named. */
function readRequest(query: URLSearchParams): Request | Refusal {
  const page = wholeNumber(oneValue(query, 'page'))
  if (page === undefined || page > MAX_PAGE) return { parameter: 'page' }
  const pageSize = wholeNumber(oneValue(query, 'pageSize'))
  if (pageSize === undefined || !PEOPLE_PAGE_SIZES.includes(pageSize)) {
    return { parameter: 'pageSize' }
  }
  const sort = oneValue(query, 'sort')
  if (sort === null || (sort !== undefined && !PEOPLE_SORTS.includes(sort as PeopleSort))) {
    return { parameter: 'sort' }
  }
  // One way to write each letter (é, not e and an accent after it), as the names are written.
  const given = oneValue(query, 'q')
  const search = typeof given === 'string' ? given.normalize('NFC') : given
  if (search === null || (search !== undefined && !isSearchText(search))) return { parameter: 'q' }
  const [after, before] = (['after', 'before'] as const).map((name) => oneValue(query, name))
  const afterId = wholeNumber(after)
  if (after !== undefined && (afterId === undefined || before !== undefined)) {
    return { parameter: 'after' }
  }
  const beforeId = wholeNumber(before)
  if (before !== undefined && beforeId === undefined) return { parameter: 'before' }
  return {
    page,
    pageSize,
    sort: (sort ?? DEFAULT_PEOPLE_SORT) as PeopleSort,
    search: search ?? '',
    after: afterId,
    before: beforeId,
  }
}

interface Answer {
  status: number
  /** A JSON body, or none (a 204). */
  body?: object
  headers?: Record<string, string>
}

// #region pages
/** Where a page starts: at a place counted from either end, or next to a person, either side. */
type Start = 'fromFirst' | 'fromLast' | 'after' | 'before'

/**
 * The people of one page, found the cheapest way, with no assumption about the ids:
 * - next to a neighbour's edge, when the app sends one (`after`: the last person of the page
 *   before, for Next; `before`: the first of the page after, for Previous): a keyset, one step
 *   into the sort's index, as fast on page 50,000 as on page 1;
 * - else by its place in the sort, counted from the nearer end: page 1 and the last page are as
 *   fast as each other, and the middle page is the slowest (half the list to step over).
 */
function pageFinder(db: DatabaseSync, sortMatchesUpTo: number) {
  const statements = new Map<string, StatementSync>()
  // Each statement is written once, from the fixed column names, and kept.
  function statement(sort: PeopleSort, through: Through, start: Start) {
    const key = `${sort} ${through} ${start}`
    let prepared = statements.get(key)
    if (prepared === undefined) {
      prepared = db.prepare(pageSql(sort, through, start))
      statements.set(key, prepared)
    }
    return prepared
  }
  // The neighbour, there or deleted since.
  const selectPerson = db.prepare(`SELECT id, first_name, last_name, email FROM person WHERE id = ?1
    UNION ALL SELECT id, first_name, last_name, email FROM person_gone WHERE id = ?1`)

  return (request: Request, total: number): Person[] => {
    const { page, pageSize, sort, search } = request
    const match: Record<string, string> = search === '' ? {} : { match: ftsString(search) }
    const column = COLUMN[sort.replace('-', '') as PeopleColumn]
    // A search's few matches are sorted; among many, the sort's index is walked (below).
    const through: Through = search === '' ? 'table' : total <= sortMatchesUpTo ? 'matches' : 'walk'
    const edge = request.after ?? request.before
    const neighbour = edge === undefined ? undefined : selectPerson.get(edge)
    // An id that was never a person's falls back to the page's place.
    if (neighbour !== undefined) {
      const start = request.after === undefined ? 'before' : 'after'
      const rows = statement(sort, through, start).all({
        ...match,
        id: neighbour.id as number,
        ...(column === 'id' ? {} : { key: neighbour[column] as string }),
        limit: pageSize,
      }) as unknown as Person[]
      return start === 'before' ? rows.reverse() : rows
    }
    const first = (page - 1) * pageSize
    const end = Math.min(first + pageSize, total)
    if (first >= end) return []
    const start = total - end < first ? 'fromLast' : 'fromFirst'
    const rows = statement(sort, through, start).all({
      ...match,
      limit: end - first,
      offset: start === 'fromLast' ? total - end : first,
    }) as unknown as Person[]
    return start === 'fromLast' ? rows.reverse() : rows
  }
}

/**
 * How a page's people are found: in the table (no search); from the names' index's matches,
 * sorted; or by walking the sort's index, each person tried against the matches.
 */
type Through = 'table' | 'matches' | 'walk'

/**
 * Up to this many matches, a search's are sorted (16 ms for 15,625); beyond, the sort's index is
 * walked, where so many are near at hand: sorting 46,388 took 25 ms, and walking to page 1 5 ms.
 */
const SORT_MATCHES_UP_TO = 20_000

/** The SQL for a page in `sort`, found `through` the table or a search's matches, from `start`. */
function pageSql(sort: PeopleSort, through: Through, start: Start) {
  // Backwards (from the last, or before a person), the sort is walked the other way.
  const backwards = start === 'fromLast' || start === 'before'
  const way = sort.startsWith('-') !== backwards ? 'DESC' : 'ASC'
  const than = way === 'DESC' ? '<' : '>'
  const name = sort.replace('-', '') as PeopleColumn
  const column = COLUMN[name]
  const keyset = start === 'after' || start === 'before'
  const limit = keyset ? 'LIMIT :limit' : 'LIMIT :limit OFFSET :offset'
  const select = 'SELECT id, first_name AS firstName, last_name AS lastName, email'
  const where = (...terms: (string | false)[]) => {
    const all = terms.filter(Boolean)
    return all.length > 0 ? `WHERE ${all.join(' AND ')}` : ''
  }
  const searched = through !== 'table'
  if (column === 'id') {
    // The names' index lists its matches in id order: it drives, and each match's row is read.
    const [from, id] = searched
      ? ['person_name CROSS JOIN person ON id = person_name.rowid', 'person_name.rowid']
      : ['person', 'id']
    const match = searched && 'person_name MATCH :match'
    return `${select} FROM ${from} ${where(match, keyset && `${id} ${than} :id`)}
      ORDER BY ${id} ${way} ${limit}`
  }
  const order = `ORDER BY ${column} ${way}, id ${way}`
  const after = keyset && `(${column}, id) ${than} (:key, :id)`
  if (through === 'matches') {
    // Few matches: each one's row is read, and they are sorted.
    return `${select} FROM person_name CROSS JOIN person ON id = person_name.rowid
      ${where('person_name MATCH :match', after)} ${order} ${limit}`
  }
  if (through === 'walk') {
    // The sort's index is walked, and each id tried against the matches (a Bloom filter, then a
    // list): the rows are read for the page alone, never for every match to be sorted.
    return `${select} FROM person INDEXED BY person_${column} ${where(
      'id IN (SELECT rowid FROM person_name WHERE person_name MATCH :match)',
      after,
    )} ${order} ${limit}`
  }
  if (!keyset) return `${select} FROM person ${order} ${limit}`
  // (column, id) > (:key, :id) would seek on the column alone, then walk every tie before the
  // person: 15,625 people share each last name here. Two seeks, merged, find the page at once:
  // the person's ties after them, then the people after their key.
  return `SELECT * FROM (
      ${select} FROM person ${where(`${column} = :key`, `id ${than} :id`)} ORDER BY id ${way} ${limit}
    ) UNION ALL SELECT * FROM (
      ${select} FROM person ${where(`${column} ${than} :key`)} ${order} ${limit}
    ) ORDER BY ${name} ${way}, id ${way} ${limit}`
}
// #endregion

// #region handler
/** The API's request handler, reading and writing the people in `db`. */
export function createHandler(db: DatabaseSync, { sortMatchesUpTo = SORT_MATCHES_UP_TO } = {}) {
  // The whole list's count is kept by the table's triggers: one row to read.
  const selectTotal = db.prepare('SELECT total FROM person_count')
  // A search's count comes from the names' index alone, never from the rows.
  const selectMatches = db.prepare(
    'SELECT count(*) AS total FROM person_name WHERE person_name MATCH ?',
  )
  const findPage = pageFinder(db, sortMatchesUpTo)
  const emailTaken = db.prepare('SELECT 1 FROM person WHERE email = ?')
  // Each write is one statement, so one transaction: the row, its indexes, the names' index and
  // the count (the triggers) change together, or not at all.
  const insertPerson = db.prepare(
    'INSERT INTO person (first_name, last_name, email) VALUES (?, ?, ?) RETURNING id',
  )
  const deletePerson = db.prepare('DELETE FROM person WHERE id = ?')

  function listPeople(query: URLSearchParams): Answer {
    const read = readRequest(query)
    if ('parameter' in read) {
      const { parameter } = read
      return { status: 400, body: { parameter, accepts: ACCEPTS[parameter] } }
    }
    const { total } = (
      read.search === '' ? selectTotal.get() : selectMatches.get(ftsString(read.search))
    ) as { total: number }
    return { status: 200, body: { items: findPage(read, total), total } satisfies PeoplePage }
  }

  async function addPerson(request: IncomingMessage): Promise<Answer> {
    const body = await readJson(request)
    if ('status' in body) return body
    const person = readPerson(body.json)
    if ('field' in person) return { status: 400, body: person }
    if (emailTaken.get(person.email)) {
      return { status: 409, body: { field: 'email', error: 'A person has this e-mail already' } }
    }
    const { firstName, lastName, email } = person
    const { id } = insertPerson.get(firstName, lastName, email) as { id: number }
    const added: Person = { id, ...person }
    return { status: 201, body: added }
  }

  function removePerson(id: string): Answer {
    const n = wholeNumber(id)
    if (n === undefined) {
      return { status: 400, body: { parameter: 'id', accepts: "a person's id in decimal digits" } }
    }
    if (deletePerson.run(n).changes === 0) {
      return { status: 404, body: { error: `No person has the id ${n}` } }
    }
    return { status: 204 }
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = URL.parse(request.url ?? '', 'http://localhost')
    const one = /^\/api\/people\/([^/]+)$/.exec(url?.pathname ?? '')
    if (url?.pathname === '/api/people') {
      if (request.method === 'GET') return listPeople(url.searchParams)
      if (request.method === 'POST') return addPerson(request)
      return { status: 405, body: { error: 'Only GET and POST' }, headers: { allow: 'GET, POST' } }
    }
    if (one) {
      if (request.method === 'DELETE') return removePerson(one[1])
      return { status: 405, body: { error: 'Only DELETE' }, headers: { allow: 'DELETE' } }
    }
    return { status: 404, body: { error: 'Not found' } }
  }

  return async (request: IncomingMessage, response: ServerResponse) => {
    let result: Answer
    try {
      result = await answer(request)
    } catch (error) {
      // A fault of the server's own (the file gone, the disk failing), never of the request: a
      // 503 says so, and that trying again later may work.
      console.error(error)
      result = { status: 503, body: { error: 'The people cannot be read now: try again later' } }
    }
    const { status, body, headers } = result
    response.writeHead(status, { ...(body && { 'content-type': 'application/json' }), ...headers })
    response.end(body && JSON.stringify(body))
  }
}
// #endregion

// #region body
/** The most a request's body may hold: a person's fields, with room to spare. */
export const MAX_BODY_BYTES = 1024

/**
 * The request's body as JSON, or the answer that refuses it: a 415 for a type other than JSON, a
 * 413 for more than MAX_BODY_BYTES, a 400 for JSON that does not parse.
 */
async function readJson(request: IncomingMessage): Promise<{ json: unknown } | Answer> {
  const [type, ...options] = (request.headers['content-type'] ?? '').toLowerCase().split(';')
  const charset = options.map((option) => option.trim()).find((o) => o.startsWith('charset='))
  if (type.trim() !== 'application/json' || (charset && charset !== 'charset=utf-8')) {
    request.resume()
    return { status: 415, body: { error: 'The body must be JSON', accepts: 'application/json' } }
  }
  // Read up to the limit: past it, the answer comes at once, and the connection closes.
  const body = await new Promise<Buffer | 'too large' | 'aborted'>((read) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
      else read('too large')
    })
    request.on('end', () => read(Buffer.concat(chunks)))
    // A client that goes away mid-body: no answer reaches it, and no fault is the server's.
    request.on('error', () => read('aborted'))
  })
  if (body === 'too large') {
    return {
      status: 413,
      body: { error: 'The body is too large', accepts: `at most ${MAX_BODY_BYTES} bytes` },
      headers: { connection: 'close' },
    }
  }
  if (body === 'aborted')
    return { status: 400, body: { field: 'body', accepts: PERSON_ACCEPTS.body } }
  try {
    return { json: JSON.parse(body.toString('utf8')) as unknown }
  } catch {
    return { status: 400, body: { field: 'body', accepts: PERSON_ACCEPTS.body } }
  }
}

const PERSON_ACCEPTS = {
  body: 'a JSON object with firstName, lastName and email, and nothing else',
  firstName: 'a name of 1 to 50 characters, none a control character',
  lastName: 'a name of 1 to 50 characters, none a control character',
  email: 'an e-mail address (name@example.com) of at most 100 characters',
}

/** A new person's fields, checked one by one (trimmed; the e-mail in lower case), or the first refused. */
function readPerson(json: unknown): Omit<Person, 'id'> | { field: string; accepts: string } {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { field: 'body', accepts: PERSON_ACCEPTS.body }
  }
  const other = Object.keys(json).find((key) => !['firstName', 'lastName', 'email'].includes(key))
  if (other !== undefined) return { field: other, accepts: PERSON_ACCEPTS.body }
  const fields = json as Record<string, unknown>
  const text = (name: 'firstName' | 'lastName' | 'email', max: number) => {
    const value = fields[name]
    if (typeof value !== 'string') return undefined
    const trimmed = value.trim().normalize('NFC')
    const length = [...trimmed].length
    return length >= 1 && length <= max && !/\p{Cc}/u.test(trimmed) ? trimmed : undefined
  }
  const firstName = text('firstName', 50)
  if (firstName === undefined) return { field: 'firstName', accepts: PERSON_ACCEPTS.firstName }
  const lastName = text('lastName', 50)
  if (lastName === undefined) return { field: 'lastName', accepts: PERSON_ACCEPTS.lastName }
  const email = text('email', 100)?.toLowerCase()
  if (email === undefined || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    return { field: 'email', accepts: PERSON_ACCEPTS.email }
  }
  return { firstName, lastName, email }
}
// #endregion

if (import.meta.main) {
  const db = new DatabaseSync('people.db')
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as Record<
    string,
    number
  >
  const made = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'person'").get()
  if (made && version !== SCHEMA) {
    console.error(
      'people.db was made by an older server.ts: delete it, and this one makes it again',
    )
    process.exit(1)
  }
  if (!made) {
    const started = performance.now()
    createPeople(db, 1_000_000)
    console.log(`people.db: 1,000,000 people in ${Math.round(performance.now() - started)} ms`)
  }
  const server = createServer(createHandler(db))
  server.listen(Number(process.env.PORT ?? 3001), '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo
    console.log(`People on http://127.0.0.1:${port}/api/people?page=1&pageSize=10`)
  })
}
