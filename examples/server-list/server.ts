// The people's API: `node server.ts`. On first start it makes people.db, in the folder it is
// started from; then it answers GET /api/people on 127.0.0.1, port 3001 (or PORT):
// ?page=&pageSize=, and if wanted &sort= (a column, `-` before it for descending) and &q= (a
// search in the names), and &after= or &before= (a hint, below).
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { DatabaseSync } from 'node:sqlite'
import type { StatementSync } from 'node:sqlite'
import {
  DEFAULT_PEOPLE_SORT,
  PEOPLE_PAGE_SIZES,
  PEOPLE_SORTS,
  PERSON_FIELDS,
  SEARCH_LENGTH,
  checkPerson,
  isSearchText,
  nameSortKey,
  searchKey,
} from './src/features/people/people.ts'
import type {
  PeopleColumn,
  PeoplePage,
  PeopleSort,
  Person,
  PersonField,
} from './src/features/people/people.ts'

const ACCEPTS = {
  // Any page: one past the last answers no one, and the total.
  page: `a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, in decimal digits, once`,
  pageSize: `one of ${PEOPLE_PAGE_SIZES.join(', ')}, once`,
  sort: `one of ${PEOPLE_SORTS.join(', ')}, at most once`,
  q: `${SEARCH_LENGTH.min} to ${SEARCH_LENGTH.max} characters (the ${SEARCH_LENGTH.min} without accents), none a control character, at most once`,
  after: "a person's id in decimal digits, at most once, and not with before",
  before: "a person's id in decimal digits, at most once, and not with after",
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

/** The id's person: names drawn from the lists by a hash of the id, the same on every start. */
function personOf(id: number): Omit<Person, 'id'> {
  const hash = Math.imul(id, 0x9e3779b1) >>> 0
  const firstName = FIRST_NAMES[hash % FIRST_NAMES.length]
  const lastName = LAST_NAMES[(hash >>> 8) % LAST_NAMES.length]
  const ascii = (name: string) => nameSortKey(name).replace(/[^a-z]/g, '')
  return { firstName, lastName, email: `${ascii(firstName)}.${ascii(lastName)}.${id}@example.com` }
}

// #region schema
/**
 * The database's version: 2 has the sorts' indexes, the names' index and the count; 3 gives no id
 * twice and no e-mail twice, and remembers who was deleted; 4 sorts names by their keys (columns
 * first_key and last_key, and their indexes), keeps the list's version beside the count, and puts
 * a deleted person back (a restore); 5 indexes the names as the search folds them (searchKey, in
 * TypeScript: accents in every script, ß as ss, ø as o).
 */
const SCHEMA = 5

/**
 * Makes the person table, with `count` generated people whose ids run from 1 to `count`, and what
 * keeps each request fast: an index for each sort, the names' index for searches, and the count.
 * One transaction: one write to the disk instead of one per row, and a start that fails midway
 * leaves no table, so the next start makes it again.
 */
export function createPeople(db: DatabaseSync, count: number) {
  // The seed has few names: each one's keys are made once.
  const sortKey = once(nameSortKey)
  foldNamesIn(db, once(searchKey))
  db.exec('BEGIN')
  try {
    // AUTOINCREMENT: a deleted person's id is never given again, so an id in a page the app still
    // holds is never someone else. Each name's sort key is beside it, made in TypeScript
    // (nameSortKey) so that any database stores the same: their collations differ.
    db.exec(`CREATE TABLE person (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL,
      first_key TEXT NOT NULL, last_key TEXT NOT NULL
    )`)
    const insert = db.prepare('INSERT INTO person VALUES (?, ?, ?, ?, ?, ?)')
    for (let id = 1; id <= count; id++) {
      const { firstName, lastName, email } = personOf(id)
      insert.run(id, firstName, lastName, email, sortKey(firstName), sortKey(lastName))
    }
    db.exec(`
      -- One index per sort, the id last: a page in any sort, either way, is a walk down one
      -- index, and the keyset (key, id) > (?, ?) is one step into it. The names sort by their
      -- keys, so the keys are indexed, not the names: ORDER BY first_key, id reads the index in
      -- order, and no page sorts the rows.
      CREATE INDEX person_first_key ON person (first_key, id);
      CREATE INDEX person_last_key ON person (last_key, id);
      -- An e-mail is one person's: its index is unique, and the id after it is the row's own.
      CREATE UNIQUE INDEX person_email ON person (email);
      -- Every 3 characters in a row of each name, "first last", as the search folds it (searchKey,
      -- in TypeScript): "ose" finds José, "σοφ" Σοφία, "omar k" Omar Kim. Contentless: it holds
      -- the ids alone, as the names are in person already.
      CREATE VIRTUAL TABLE person_name USING fts5(
        name, content = '', contentless_delete = 1, tokenize = 'trigram'
      );
      INSERT INTO person_name (rowid, name)
        SELECT id, search_key(first_name || ' ' || last_name) FROM person;
      -- The whole list's count, kept with every write, so that no request counts the rows; and
      -- its version, raised by every write, so that the app knows which of two answers is newer.
      CREATE TABLE person_count (total INTEGER NOT NULL, version INTEGER NOT NULL);
      INSERT INTO person_count SELECT count(*), 0 FROM person;
      -- A person deleted is remembered, keys and all, so that a page after them, or before, is
      -- still found from where they stood in each sort (a reader's Next from a page that held
      -- them), and so that they can be put back.
      CREATE TABLE person_gone (
        id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL,
        first_key TEXT NOT NULL, last_key TEXT NOT NULL
      );
      CREATE TRIGGER person_added AFTER INSERT ON person BEGIN
        UPDATE person_count SET total = total + 1, version = version + 1;
        INSERT INTO person_name (rowid, name)
          VALUES (new.id, search_key(new.first_name || ' ' || new.last_name));
        -- A person put back is gone no more (and is remembered again if deleted again).
        DELETE FROM person_gone WHERE id = new.id;
      END;
      CREATE TRIGGER person_removed AFTER DELETE ON person BEGIN
        UPDATE person_count SET total = total - 1, version = version + 1;
        DELETE FROM person_name WHERE rowid = old.id;
        INSERT INTO person_gone
          VALUES (old.id, old.first_name, old.last_name, old.email, old.first_key, old.last_key);
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

/** A path's segment as it reads once percent-decoded (`%31` is 1), or undefined if it does not. */
function decoded(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/**
 * `search_key(name)` in `db`'s SQL: the name as the search reads it (searchKey), for the names'
 * index, which the triggers keep.
 */
function foldNamesIn(db: DatabaseSync, fold = searchKey) {
  db.function('search_key', { deterministic: true }, (name) => fold(String(name)))
}

/** `make`, computing each text's result once: for the seed, whose few names come again and again. */
function once(make: (text: string) => string) {
  const made = new Map<string, string>()
  return (text: string) => made.get(text) ?? made.set(text, make(text)).get(text)!
}

/** An FTS5 string that is `text`, to the letter: in double quotes, each of its own doubled. */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`

/**
 * The table's column each sort column sorts by (a name by its key): SQL is written from this
 * list, never from a request.
 */
const COLUMN: Record<PeopleColumn, string> = {
  id: 'id',
  firstName: 'first_key',
  lastName: 'last_key',
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
  if (page === undefined) return { parameter: 'page' }
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
    // As the names' index holds them (searchKey), folded once here.
    search: search === undefined ? '' : searchKey(search),
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
  // The neighbour's place in every sort, there or deleted since.
  const selectEdge = db.prepare(`SELECT id, first_key, last_key, email FROM person WHERE id = ?1
    UNION ALL SELECT id, first_key, last_key, email FROM person_gone WHERE id = ?1`)

  return (request: Request, total: number): Person[] => {
    const { page, pageSize, sort, search } = request
    const match: Record<string, string> = search === '' ? {} : { match: ftsString(search) }
    const column = COLUMN[sort.replace('-', '') as PeopleColumn]
    // A search's few matches are sorted; among many, the sort's index is walked (below).
    const through: Through = search === '' ? 'table' : total <= sortMatchesUpTo ? 'matches' : 'walk'
    const edge = request.after ?? request.before
    const neighbour = edge === undefined ? undefined : selectEdge.get(edge)
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
 * Up to this many matches, a search's are sorted (13 ms for 14,705); beyond, the sort's index is
 * walked, where so many are near at hand: sorting 43,647 took 26 ms, and walking to page 1 5 ms.
 */
const SORT_MATCHES_UP_TO = 20_000

/** The SQL for a page in `sort`, found `through` the table or a search's matches, from `start`. */
function pageSql(sort: PeopleSort, through: Through, start: Start) {
  // Backwards (from the last, or before a person), the sort is walked the other way.
  const backwards = start === 'fromLast' || start === 'before'
  const way = sort.startsWith('-') !== backwards ? 'DESC' : 'ASC'
  const than = way === 'DESC' ? '<' : '>'
  const column = COLUMN[sort.replace('-', '') as PeopleColumn]
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
  // person: about 14,700 people share each last name here. Two seeks, merged, find the page at
  // once: the person's ties after them, then the people after their key.
  const keyed = `${select}, ${column} AS sortKey FROM person`
  return `SELECT id, firstName, lastName, email FROM (
      SELECT * FROM (
        ${keyed} ${where(`${column} = :key`, `id ${than} :id`)} ORDER BY id ${way} ${limit}
      ) UNION ALL SELECT * FROM (
        ${keyed} ${where(`${column} ${than} :key`)} ${order} ${limit}
      )
    ) ORDER BY sortKey ${way}, id ${way} ${limit}`
}
// #endregion

// #region handler
/** The API's request handler, reading and writing the people in `db`. */
export function createHandler(db: DatabaseSync, { sortMatchesUpTo = SORT_MATCHES_UP_TO } = {}) {
  foldNamesIn(db)
  // The whole list's count and version are kept by the table's triggers: one row to read.
  const selectCount = db.prepare('SELECT total, version FROM person_count')
  // A search's count comes from the names' index alone, never from the rows.
  const selectMatches = db.prepare(
    'SELECT count(*) AS total FROM person_name WHERE person_name MATCH ?',
  )
  const findPage = pageFinder(db, sortMatchesUpTo)
  const emailTaken = db.prepare('SELECT 1 FROM person WHERE email = ?')
  const selectPerson = db.prepare(
    'SELECT id, first_name AS firstName, last_name AS lastName, email FROM person WHERE id = ?',
  )
  const selectGone = db.prepare('SELECT email FROM person_gone WHERE id = ?')
  // Each write is one statement, so one transaction: the row, its indexes, the names' index, the
  // count, the version and who is gone (the triggers) change together, or not at all.
  const insertPerson = db.prepare(
    `INSERT INTO person (first_name, last_name, email, first_key, last_key)
      VALUES (?, ?, ?, ?, ?) RETURNING id`,
  )
  const deletePerson = db.prepare('DELETE FROM person WHERE id = ?')
  const restoreGone = db.prepare(
    `INSERT INTO person (id, first_name, last_name, email, first_key, last_key)
      SELECT id, first_name, last_name, email, first_key, last_key FROM person_gone WHERE id = ?
      RETURNING id, first_name AS firstName, last_name AS lastName, email`,
  )

  function listPeople(query: URLSearchParams): Answer {
    const read = readRequest(query)
    if ('parameter' in read) {
      const { parameter } = read
      return { status: 400, body: { parameter, accepts: ACCEPTS[parameter] } }
    }
    // Read in one go, with no await between: no write comes between the version and the page.
    const { total: everyone, version } = selectCount.get() as { total: number; version: number }
    const total =
      read.search === ''
        ? everyone
        : (selectMatches.get(ftsString(read.search)) as { total: number }).total
    const page: PeoplePage = { items: findPage(read, total), total, version }
    return { status: 200, body: page }
  }

  async function addPerson(request: IncomingMessage): Promise<Answer> {
    const body = await readJson(request)
    if ('status' in body) return body
    const { json } = body
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return BODY_REFUSED
    const other = Object.keys(json).find((key) => !PERSON_FIELDS.includes(key as PersonField))
    if (other !== undefined) return { status: 400, body: { field: other, accepts: BODY_ACCEPTS } }
    // The same check as the form's, every refused field at once.
    const checked = checkPerson(json as Record<PersonField, unknown>)
    if ('refused' in checked) return { status: 400, body: { refused: checked.refused } }
    const { person } = checked
    if (emailTaken.get(person.email)) return EMAIL_TAKEN
    const { firstName, lastName, email } = person
    const keys = [nameSortKey(firstName), nameSortKey(lastName)]
    const { id } = insertPerson.get(firstName, lastName, email, ...keys) as { id: number }
    const added: Person = { id, ...person }
    return { status: 201, body: added }
  }

  function removePerson(n: number): Answer {
    if (deletePerson.run(n).changes === 0) {
      return { status: 404, body: { error: `No person has the id ${n}` } }
    }
    return { status: 204 }
  }

  /** The undo of a delete: the person back, with their id, names and e-mail. */
  function restorePerson(n: number): Answer {
    // A second Undo finds them there already, and is harmless.
    const there = selectPerson.get(n)
    if (there) return { status: 200, body: there }
    const gone = selectGone.get(n) as { email: string } | undefined
    if (!gone) return { status: 404, body: { error: `No person with the id ${n} was deleted` } }
    if (emailTaken.get(gone.email)) return EMAIL_TAKEN
    return { status: 201, body: restoreGone.get(n) }
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = URL.parse(request.url ?? '', 'http://localhost')
    const one = /^\/api\/people\/([^/]+)(\/restore)?$/.exec(url?.pathname ?? '')
    if (url?.pathname === '/api/people') {
      if (request.method === 'GET') return listPeople(url.searchParams)
      if (request.method === 'POST') return addPerson(request)
      return { status: 405, body: { error: 'Only GET and POST' }, headers: { allow: 'GET, POST' } }
    }
    if (one) {
      const [, id, restore] = one
      const method = restore ? 'POST' : 'DELETE'
      if (request.method !== method) {
        return { status: 405, body: { error: `Only ${method}` }, headers: { allow: method } }
      }
      const n = wholeNumber(decoded(id))
      if (n === undefined) return ID_REFUSED
      return restore ? restorePerson(n) : removePerson(n)
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

const ID_REFUSED: Answer = {
  status: 400,
  body: { parameter: 'id', accepts: "a person's id in decimal digits" },
}

/** A 409: the e-mail is another person's. */
const EMAIL_TAKEN: Answer = {
  status: 409,
  body: {
    refused: [
      {
        field: 'email',
        accepts: 'an e-mail address no one else has',
        error: 'A person has this e-mail already',
      },
    ],
  },
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
  // As HTTP writes a media type: its type and its parameters' names in any case, and a charset
  // quoted or not (`application/json; charset="UTF-8"`).
  const [type = '', ...parameters] = (request.headers['content-type'] ?? '').split(';')
  const charset = parameters
    .map((parameter) => parameter.split('='))
    .find(([name]) => name?.trim().toLowerCase() === 'charset')
  // No charset is UTF-8, JSON's own; a charset with no value is none that HTTP allows.
  const utf8 = charset
    ? (charset[1] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase()
    : 'utf-8'
  if (type.trim().toLowerCase() !== 'application/json' || utf8 !== 'utf-8') {
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
  if (body === 'aborted') return BODY_REFUSED
  try {
    return { json: JSON.parse(body.toString('utf8')) as unknown }
  } catch {
    return BODY_REFUSED
  }
}

const BODY_ACCEPTS = 'a JSON object with firstName, lastName and email, and nothing else'
const BODY_REFUSED: Answer = { status: 400, body: { field: 'body', accepts: BODY_ACCEPTS } }
// #endregion

if (import.meta.main) {
  const given = process.env.PORT ?? '3001'
  const port = wholeNumber(given)
  if (port === undefined || port > 65535) {
    console.error(`PORT is "${given}": it must be a port number, from 1 to 65535`)
    process.exit(1)
  }
  const server = createServer()
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is taken: stop what listens on it, or start on another, e.g. PORT=${port < 65535 ? port + 1 : port - 1} npm run dev`
        : `server.ts cannot listen on 127.0.0.1:${port}: ${error.message}`,
    )
    process.exit(1)
  })
  // The port is tried first, so that a taken one is said at once, not after the seconds a first
  // start takes to make people.db; it is let go meanwhile, so that requests are refused, not held.
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening))
  await new Promise<void>((closed) => server.close(() => closed()))
  const db = new DatabaseSync('people.db')
  let version: unknown, made: unknown
  try {
    version = db.prepare('PRAGMA user_version').get()?.user_version
    made = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'person'").get()
  } catch (error) {
    // Another file under that name, or one damaged: SQLite cannot read it (SQLITE_NOTADB).
    console.error(
      `people.db cannot be read (${(error as Error).message}): delete it, and this one makes it again`,
    )
    process.exit(1)
  }
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
  server.on('request', createHandler(db))
  server.listen(port, '127.0.0.1', () => {
    console.log(`People on http://127.0.0.1:${port}/api/people?page=1&pageSize=10`)
  })
}
