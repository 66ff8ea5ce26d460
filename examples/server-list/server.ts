// The people's API: `node server.ts`. On first start it makes people.db, in the folder it is
// started from; then it answers GET /api/people?page=&pageSize= on 127.0.0.1, port 3001 (or PORT).
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DatabaseSync } from 'node:sqlite'
import { PEOPLE_PAGE_SIZES } from './src/features/people/people.ts'
import type { PeoplePage, Person } from './src/features/people/people.ts'

/** The largest page the API answers: a larger one is refused, whatever the table holds. */
export const MAX_PAGE = 1_000_000

const PAGE_ACCEPTS = `a whole number from 1 to ${MAX_PAGE}, in decimal digits, once`
const PAGE_SIZE_ACCEPTS = `one of ${PEOPLE_PAGE_SIZES.join(', ')}, once`

const FIRST_NAMES = ['Ana', 'Bruno', 'Chen', 'Dara', 'Elif', 'Farah', 'Goran', 'Hana']
const LAST_NAMES = ['Almeida', 'Brown', 'Costa', 'Dubois', 'Eriksen', 'Fischer', 'Ito', 'Okafor']

/**
 * Makes the person table, with `count` generated people whose ids run from 1 to `count`. One
 * transaction: one write to the disk instead of one per row, and a start that fails midway
 * leaves no table, so the next start makes it again.
 */
export function createPeople(db: DatabaseSync, count: number) {
  db.exec('BEGIN')
  try {
    db.exec(`CREATE TABLE person (
      id INTEGER PRIMARY KEY, first_name TEXT NOT NULL, last_name TEXT NOT NULL, email TEXT NOT NULL
    )`)
    const insert = db.prepare('INSERT INTO person VALUES (?, ?, ?, ?)')
    for (let id = 1; id <= count; id++) {
      const first = FIRST_NAMES[id % FIRST_NAMES.length]
      const last = LAST_NAMES[Math.floor(id / FIRST_NAMES.length) % LAST_NAMES.length]
      insert.run(id, first, last, `${first}.${last}.${id}@example.com`.toLowerCase())
    }
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  }
}

/** The one value of `name` in `query`, if it is written in decimal digits and `accepts` it. */
function wholeNumber(query: URLSearchParams, name: string, accepts: (n: number) => boolean) {
  const values = query.getAll(name)
  // Number() alone would take ' 5 ', '0x10', '1e3' and '2.0'.
  if (values.length !== 1 || !/^[0-9]+$/.test(values[0])) return undefined
  const n = Number(values[0])
  return n >= 1 && accepts(n) ? n : undefined
}

interface Answer {
  status: number
  body: object
  headers?: Record<string, string>
}

// #region handler
/** The API's request handler, reading the people in `db`. */
export function createHandler(db: DatabaseSync) {
  // Ids run from 1 with none deleted, so the total is the largest id: one step down the key's
  // index, where count(*) would read every row on every request.
  const selectTotal = db.prepare('SELECT coalesce(max(id), 0) AS total FROM person')
  // A page is a range of ids, which SQLite finds in the key's index; OFFSET would step through
  // every row before the page, so the further the page, the slower.
  const selectPage = db.prepare(`SELECT id, first_name AS firstName, last_name AS lastName, email
    FROM person WHERE id BETWEEN ? AND ? ORDER BY id`)

  function answer(request: IncomingMessage): Answer {
    const url = URL.parse(request.url ?? '', 'http://localhost')
    if (url?.pathname !== '/api/people') return { status: 404, body: { error: 'Not found' } }
    if (request.method !== 'GET') {
      return { status: 405, body: { error: 'Only GET' }, headers: { allow: 'GET' } }
    }
    const page = wholeNumber(url.searchParams, 'page', (n) => n <= MAX_PAGE)
    if (page === undefined) {
      return { status: 400, body: { parameter: 'page', accepts: PAGE_ACCEPTS } }
    }
    const pageSize = wholeNumber(url.searchParams, 'pageSize', (n) => PEOPLE_PAGE_SIZES.includes(n))
    if (pageSize === undefined) {
      return { status: 400, body: { parameter: 'pageSize', accepts: PAGE_SIZE_ACCEPTS } }
    }
    const { total } = selectTotal.get() as { total: number }
    const items = selectPage.all((page - 1) * pageSize + 1, page * pageSize) as unknown as Person[]
    return { status: 200, body: { items, total } satisfies PeoplePage }
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    let result: Answer
    try {
      result = answer(request)
    } catch (error) {
      // A fault of the server's own (the file gone, the disk failing), never of the request: a
      // 503 says so, and that trying again later may work.
      console.error(error)
      result = { status: 503, body: { error: 'The people cannot be read now: try again later' } }
    }
    const { status, body, headers } = result
    response.writeHead(status, { 'content-type': 'application/json', ...headers })
    response.end(JSON.stringify(body))
  }
}
// #endregion

if (import.meta.main) {
  const db = new DatabaseSync('people.db')
  const made = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'person'").get()
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
