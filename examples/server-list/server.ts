// The people's API: `node server.ts`. On first start it makes people.db, in the folder it is
// started from (or, given DATABASE_URL=postgres://…, its tables in that PostgreSQL database);
// then it answers GET /api/people on 127.0.0.1, port 3001 (or PORT): ?page=&pageSize=, and if
// wanted &sort= (a column, `-` before it for descending) and &q= (a search in the names), and
// &after=, &before= (a hint, below) or &from= (the page that starts with a person). The SQL of
// each database is in server/.
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SEARCH_LENGTH, isSearchText, searchKey } from './src/features/people/model/names.ts'
import { PERSON_FIELDS, checkPerson } from './src/features/people/model/person.ts'
import type { PersonField } from './src/features/people/model/person.ts'
import {
  DEFAULT_PEOPLE_SORT,
  PEOPLE_PAGE_SIZES,
  PEOPLE_SORTS,
  VERSION_HEADER,
} from './src/features/people/model/query.ts'
import type { PeopleSort } from './src/features/people/model/query.ts'
import { Busy, isKept } from './server/people.ts'
import type {
  Added,
  Kept,
  Once,
  PageRequest,
  PeopleDatabase,
  Restored,
  WriteAnswer,
} from './server/people.ts'
import { DEFAULT_SCHEMA, SCHEMA_NAME, isSchemaName, openPostgres } from './server/postgres.ts'
import { openSqlite } from './server/sqlite.ts'

const ACCEPTS = {
  // Any page: one past the last answers no one, and the total.
  page: `a whole number from 1 to ${Number.MAX_SAFE_INTEGER}, in decimal digits, once`,
  pageSize: `one of ${PEOPLE_PAGE_SIZES.join(', ')}, once`,
  sort: `one of ${PEOPLE_SORTS.join(', ')}, at most once`,
  q: `${SEARCH_LENGTH.min} to ${SEARCH_LENGTH.max} characters (the ${SEARCH_LENGTH.min} without accents), none a control character, at most once`,
  after: "a person's id in decimal digits, at most once, and not with before or from",
  before: "a person's id in decimal digits, at most once, and not with after or from",
  from: "a person's id in decimal digits, at most once, and not with after or before",
}

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

type Refusal = { parameter: keyof typeof ACCEPTS }

/** The request's parameters, checked one by one; the first one refused is named. */
function readRequest(query: URLSearchParams): PageRequest | Refusal {
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
  // At most one person to start next to, or from.
  const edges = (['after', 'before', 'from'] as const)
    .map((name) => ({ name, value: oneValue(query, name) }))
    .filter(({ value }) => value !== undefined)
  const edge = edges.find(({ value }) => wholeNumber(value) === undefined || edges.length > 1)
  if (edge !== undefined) return { parameter: edge.name }
  return {
    page,
    pageSize,
    sort: (sort ?? DEFAULT_PEOPLE_SORT) as PeopleSort,
    // As the names' index holds them (searchKey), folded once here.
    search: search === undefined ? '' : searchKey(search),
    ...Object.fromEntries(edges.map(({ name, value }) => [name, wholeNumber(value)])),
  }
}

type Answer = WriteAnswer

/**
 * A write's answer says the list's version after it (`People-Version`): a page of an older version
 * was read before the write, and one of this version or newer, after it.
 */
const versionHeader = (version: number) => ({ [VERSION_HEADER]: String(version) })

// #region handler
/** The API's request handler, reading and writing the people in `people`, either database. */
export function createHandler(people: PeopleDatabase) {
  async function listPeople(query: URLSearchParams): Promise<Answer> {
    const read = readRequest(query)
    if ('parameter' in read) {
      const { parameter } = read
      return { status: 400, body: { parameter, accepts: ACCEPTS[parameter] } }
    }
    return { status: 200, body: await people.page(read) }
  }

  /**
   * A write, done once for the request's Idempotency-Key when it has one: the same key again gets
   * the first answer (a retry after an answer lost on the way), and a key sent with another
   * request a 422. `asked` is what the request asks: its method, path and body.
   */
  async function once<T>(
    request: IncomingMessage,
    asked: string,
    write: (once?: Once<T>) => Promise<T | Kept>,
    answerOf: (outcome: T) => Answer,
  ): Promise<Answer> {
    const key = idempotencyKey(request.headers[KEY_HEADER])
    if (key === null) return KEY_REFUSED
    const done = await write(key === undefined ? undefined : { key, request: asked, answerOf })
    if (!isKept(done)) return answerOf(done)
    return done.kept === 'another request' ? KEY_REUSED : done.kept
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
    return once<Added>(
      request,
      `POST /api/people ${JSON.stringify(person)}`,
      (once) => people.add(person, once),
      (added) =>
        added === 'email taken'
          ? EMAIL_TAKEN
          : { status: 201, body: added.person, headers: versionHeader(added.version) },
    )
  }

  function removePerson(request: IncomingMessage, n: number): Promise<Answer> {
    return once<number | undefined>(
      request,
      `DELETE /api/people/${n}`,
      (once) => people.remove(n, once),
      (version) =>
        version === undefined
          ? { status: 404, body: { error: `No person has the id ${n}` } }
          : { status: 204, headers: versionHeader(version) },
    )
  }

  /** The undo of a delete: the person back, with their id, names and e-mail. */
  function restorePerson(request: IncomingMessage, n: number): Promise<Answer> {
    return once<Restored>(
      request,
      `POST /api/people/${n}/restore`,
      (once) => people.restore(n, once),
      (restored) => {
        if (restored === 'email taken') return EMAIL_TAKEN
        if (restored === 'never deleted') {
          return { status: 404, body: { error: `No person with the id ${n} was deleted` } }
        }
        // A second Undo finds them there already (200), and is harmless.
        const { person, back, version } = restored
        return { status: back ? 201 : 200, body: person, headers: versionHeader(version) }
      },
    )
  }

  async function answer(request: IncomingMessage): Promise<Answer> {
    const url = URL.parse(request.url ?? '', 'http://localhost')
    const one = /^\/api\/people\/([^/]+)(\/restore)?$/.exec(url?.pathname ?? '')
    if (url?.pathname === '/api/health') {
      if (request.method !== 'GET') {
        return { status: 405, body: { error: 'Only GET' }, headers: { allow: 'GET' } }
      }
      // Whether the database answers: for a load balancer, or a deployment's check.
      return (await people.answers())
        ? { status: 200, body: { database: 'answers' } }
        : { status: 503, body: { database: 'does not answer' } }
    }
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
      return restore ? restorePerson(request, n) : removePerson(request, n)
    }
    return { status: 404, body: { error: 'Not found' } }
  }

  return async (request: IncomingMessage, response: ServerResponse) => {
    let result: Answer
    try {
      result = await answer(request)
    } catch (error) {
      // A fault of the server's own (the file gone, the database down), never of the request:
      // a 503 says so, and that trying again later may work. A write's may have been done (its
      // commit's answer lost with the connection): sent again with its key, it is done once.
      console.error(`${request.method} ${request.url}: 503, ${(error as Error).message}`)
      result = error instanceof Busy ? BUSY : request.method === 'GET' ? READ_FAILED : WRITE_UNKNOWN
    }
    const { status, body, headers } = result
    response.writeHead(status, { ...(body && { 'content-type': 'application/json' }), ...headers })
    response.end(body && JSON.stringify(body))
  }
}

// A page that sorts every match, while others do: it waited its turn too long, or behind too many.
const BUSY: Answer = {
  status: 503,
  body: {
    error: 'Too many searches far into their pages at once: try again in a moment',
    busy: true,
  },
  headers: { 'retry-after': '1' },
}
const READ_FAILED: Answer = {
  status: 503,
  body: { error: 'The people cannot be read now: try again later' },
}
const WRITE_UNKNOWN: Answer = {
  status: 503,
  body: {
    error:
      'The database did not answer: the write may or may not have been done. Sent again with its Idempotency-Key, it is done once',
  },
}

/** The header of a write's key, which the app makes for each write and sends again with its retries. */
const KEY_HEADER = 'idempotency-key'

/**
 * The key of an Idempotency-Key header (a string, as the IETF draft writes it: "…"; or the key
 * alone, as Stripe's API takes it): undefined when there is none, null when it is not one key of
 * 1 to 255 visible ASCII characters.
 */
function idempotencyKey(header: string | string[] | undefined) {
  if (header === undefined) return undefined
  if (Array.isArray(header)) return null
  const key = /^"(.*)"$/.exec(header)?.[1] ?? header
  return /^[\x21-\x7e]{1,255}$/.test(key) && !key.includes('"') ? key : null
}

const KEY_REFUSED: Answer = {
  status: 400,
  body: { parameter: KEY_HEADER, accepts: '1 to 255 visible ASCII characters, once' },
}

/** A 422: the key came with another request before (the IETF draft's answer). */
const KEY_REUSED: Answer = {
  status: 422,
  body: {
    error: 'This Idempotency-Key was sent with another request: make a new key for this one',
  },
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

/**
 * How many people a new database is made with: 1,000,000 unless PEOPLE says (npm run timing sets
 * it to each size it times); SQLite's at server.ts's first start, PostgreSQL's by npm run migrate.
 * Past that, the process ends saying why.
 */
export function peopleToMake() {
  const count = process.env.PEOPLE === undefined ? 1_000_000 : wholeNumber(process.env.PEOPLE)
  if (count === undefined || count > 100_000_000) {
    console.error(
      `PEOPLE is "${process.env.PEOPLE}": it must be a whole number from 1 to 100000000`,
    )
    process.exit(1)
  }
  return count
}

if (import.meta.main) {
  const given = process.env.PORT ?? '3001'
  const port = wholeNumber(given)
  if (port === undefined || port > 65535) {
    console.error(`PORT is "${given}": it must be a port number, from 1 to 65535`)
    process.exit(1)
  }
  const count = peopleToMake()
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
  // start takes to make the people; it is let go meanwhile, so that requests are refused, not held.
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening))
  await new Promise<void>((closed) => server.close(() => closed()))
  const url = process.env.DATABASE_URL
  // Behind a pooler in transaction mode, no statement is prepared under a name.
  const pooler = process.env.DATABASE_POOLER ?? 'session'
  if (pooler !== 'session' && pooler !== 'transaction') {
    console.error(`DATABASE_POOLER is "${pooler}": it must be session (the default) or transaction`)
    process.exit(1)
  }
  const schema = process.env.DATABASE_SCHEMA ?? DEFAULT_SCHEMA
  if (!isSchemaName(schema)) {
    console.error(`DATABASE_SCHEMA is "${schema}": ${SCHEMA_NAME}`)
    process.exit(1)
  }
  const people = url
    ? await openPostgres(url, { schema, prepared: pooler === 'session' })
    : openSqlite('people.db', count)
  if (typeof people === 'string') {
    console.error(people)
    process.exit(1)
  }
  server.on('request', createHandler(people))
  server.listen(port, '127.0.0.1', () => {
    console.log(`People on http://127.0.0.1:${port}/api/people?page=1&pageSize=10`)
  })
  // A clean stop (a deployment's SIGTERM, or Ctrl+C): no new request is taken, those under way
  // are answered, then the database is closed.
  const stop = (signal: string) => {
    console.log(`${signal}: stopping once the requests under way are answered`)
    server.close(async () => {
      await people.close()
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
