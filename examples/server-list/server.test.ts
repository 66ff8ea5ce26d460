// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks'
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { randomUUID } from 'node:crypto'
import { MAX_BODY_BYTES, createHandler } from './server.ts'
import { Busy, seedPerson, turns } from './server/people.ts'
import type { PeopleDatabase } from './server/people.ts'
import { connect, migratePostgres, openPostgres, postgresPeople } from './server/postgres.ts'
import { createPeople as createSqlitePeople, sqlitePeople } from './server/sqlite.ts'
import fc from 'fast-check'
import {
  LOAD_CURSORS,
  itemsOf,
  toLoad,
  withAdded,
  withDeleted,
} from './src/features/pagination/loadMoreCache.ts'
import type { Load, LoadCursor, Loads } from './src/features/pagination/loadMoreCache.ts'
import { MAX_LOADS, compareIn, loadParams, orderOf } from './src/features/people/model/loads.ts'
import { isSearchText, nameSortKey, searchKey } from './src/features/people/model/names.ts'
import { PERSON_FIELDS, PERSON_LIMITS, checkPerson } from './src/features/people/model/person.ts'
import type { Person, PersonField } from './src/features/people/model/person.ts'
import { PEOPLE_PAGE_SIZES, PEOPLE_SORTS } from './src/features/people/model/query.ts'
import type { PeoplePage, PeopleSort } from './src/features/people/model/query.ts'

// #region serve
const POSTGRES_URL = process.env.TEST_DATABASE_URL
/** A database of `count` people of the seed, on one engine, made afresh for one suite. */
type Made = {
  people: PeopleDatabase
  /** Everyone in it, as the API writes a person, and the ids of those deleted. */
  everyone(): Promise<Person[]>
  gone(): Promise<number[]>
}
/** `far`: each page by its place is found as one far from both ends is, however near. */
const ENGINES: Record<string, (count: number, far: boolean) => Promise<Made>> = {
  // In memory.
  async SQLite(count, far) {
    const db = new DatabaseSync(':memory:')
    createSqlitePeople(db, count)
    const read = (sql: string) => db.prepare(sql).all()
    return {
      people: sqlitePeople(db, far ? { mergeUpTo: 0 } : {}),
      everyone: async () => read(`${everyoneIn('person')} ORDER BY id`) as unknown as Person[],
      gone: async () => read('SELECT id FROM person_gone').map(({ id }) => Number(id)),
    }
  },
  PostgreSQL: (count, far) => inPostgres(count, far, true),
  // As behind a pooler in transaction mode (DATABASE_POOLER=transaction): no named statements.
  'PostgreSQL, unprepared': (count, far) => inPostgres(count, far, false),
}
/**
 * The role the tests' server.ts runs as, as the README's has it: `npm run migrate` gives it what it
 * needs (reading and writing rows), and nothing else.
 */
const APP_ROLE = 'people_app_test'
if (POSTGRES_URL !== undefined) {
  const admin = connect(POSTGRES_URL)
  await admin.query(`DO $$ BEGIN CREATE ROLE ${APP_ROLE} LOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`)
  // It logs in as TEST_DATABASE_URL's user does: with its password, where it has one.
  const { password } = new URL(POSTGRES_URL)
  if (password) {
    const client = await admin.connect()
    await client.query(
      `ALTER ROLE ${APP_ROLE} PASSWORD ${client.escapeLiteral(decodeURIComponent(password))}`,
    )
    client.release()
  }
  await admin.end()
}

/**
 * A database of `count` people in PostgreSQL, in a schema of its own made by `npm run migrate`'s
 * function, read and written as APP_ROLE; dropped after the file's tests.
 */
async function inPostgres(count: number, far: boolean, prepared: boolean): Promise<Made> {
  const schema = `people_test_${process.pid}_${randomUUID().slice(0, 8)}`
  const migrated = await migratePostgres(POSTGRES_URL!, schema, count, APP_ROLE)
  if ('refused' in migrated) throw new Error(migrated.refused)
  const asApp = new URL(POSTGRES_URL!)
  asApp.username = APP_ROLE
  const sql = connect(String(asApp), schema)
  const admin = connect(POSTGRES_URL!)
  afterAll(async () => {
    if (!sql.ending) await sql.end()
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end()
  })
  return {
    people: postgresPeople(sql, { prepared, ...(far && { mergeUpTo: 0, blocksFrom: 0 }) }),
    everyone: async () =>
      (await admin.query<Person>(`${everyoneIn(`${schema}.person`)} ORDER BY id`)).rows,
    gone: async () =>
      (await admin.query<{ id: number }>(`SELECT id FROM ${schema}.person_gone`)).rows.map(
        ({ id }) => id,
      ),
  }
}
/**
 * The time of a test that pages a whole list through many requests: the longest took 1.6 s here
 * with both cores busy (two `node -e 'for(;;){}'` beside the run), so 15 s leaves room for a
 * machine several times busier.
 */
const LONG = 15_000
/** The signal of the long test under way, aborted if it runs past LONG, in each of its requests. */
const running = new AsyncLocalStorage<AbortSignal>()
const itLong = (name: string, test: () => Promise<void>) =>
  it(name, ({ signal }) => running.run(signal, test), LONG)
const everyoneIn = (table: string) =>
  `SELECT id, first_name AS "firstName", last_name AS "lastName", email FROM ${table}`

if (POSTGRES_URL !== undefined) {
  const sql = connect(POSTGRES_URL)
  const [{ server_version }] = (await sql.query('SHOW server_version')).rows
  await sql.end()
  console.log(`PostgreSQL ${server_version}: the contract runs on SQLite and on it`)
} else {
  // On a CI service (CI=true), the contract must run on PostgreSQL too: .ci/run starts one.
  if (process.env.CI === 'true')
    throw new Error('CI runs these on PostgreSQL: set TEST_DATABASE_URL')
  console.log(
    'PostgreSQL: no TEST_DATABASE_URL, so the contract runs on SQLite alone (README: "Either database")',
  )
}

/** The API on a free port, over `count` people in a new database of `engine`. */
async function serve(engine: string, count: number, { far = false } = {}) {
  const made = await ENGINES[engine](count, far)
  const server = createServer(createHandler(made.people))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  afterAll(() => void server.close())
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  // The next test begins once the requests under way are answered, and a long test that ran past
  // its time sends nothing more: no write of one test lands in another's.
  const underWay = new Set<Promise<Response>>()
  afterEach(() => Promise.allSettled(underWay))
  const send = (path: string, init: RequestInit = {}) => {
    running.getStore()?.throwIfAborted()
    const sent = fetch(`${origin}${path}`, init)
    const done = () => void underWay.delete(sent)
    underWay.add(sent)
    sent.then(done, done)
    return sent
  }
  const request = async (path: string, init: RequestInit = {}) => {
    const response = await send(path, init)
    const text = await response.text()
    return {
      status: response.status,
      body: (text === '' ? undefined : JSON.parse(text)) as unknown,
    }
  }
  return { ...made, request, send, origin }
}
// #endregion

describe.each(Object.keys(ENGINES).filter((engine) => engine === 'SQLite' || POSTGRES_URL))(
  'on %s',
  async (engine) => {
    const { request } = await serve(engine, 42)
    const broken = await serve(engine, 1)
    const ids = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => expect.objectContaining({ id: from + i }))
    const ACCEPTS = {
      page: 'a whole number from 1 to 9007199254740991, in decimal digits, once',
      pageSize: 'one of 10, 25, 50, once',
      sort: 'one of id, -id, firstName, -firstName, lastName, -lastName, email, -email, at most once',
      q: '3 to 100 characters (the 3 without accents), none a control character, at most once',
      after: "a person's id in decimal digits, at most once, and not with before or from",
      before: "a person's id in decimal digits, at most once, and not with after or from",
      from: "a person's id in decimal digits, at most once, and not with after or before",
    }

    describe('GET /api/people', () => {
      it('answers a page of people, and how many there are', async () => {
        const { status, body } = await request('/api/people?page=2&pageSize=10')
        expect(status).toBe(200)
        expect(body).toEqual({ items: ids(11, 20), total: 42, version: 0 })
        expect((body as PeoplePage).items[0]).toEqual({
          id: 11,
          firstName: expect.any(String),
          lastName: expect.any(String),
          email: expect.stringMatching(/^[a-z]+\.[a-z]+\.11@example\.com$/),
        })
      })

      it('answers the last page, which is not full', async () => {
        const { body } = await request('/api/people?page=5&pageSize=10')
        expect(body).toEqual({ items: ids(41, 42), total: 42, version: 0 })
      })

      it.each(['6', '1000001', '9007199254740991'])(
        'answers page %s, past the last, with the total and no items',
        async (page) => {
          const { body } = await request(`/api/people?page=${page}&pageSize=50`)
          expect(body).toEqual({ items: [], total: 42, version: 0 })
        },
      )

      it.each([
        ['no page', 'pageSize=10', 'page'],
        ['two pages', 'page=1&page=2&pageSize=10', 'page'],
        ['an empty page', 'page=&pageSize=10', 'page'],
        ['page 0', 'page=0&pageSize=10', 'page'],
        ['a negative page', 'page=-1&pageSize=10', 'page'],
        ['a page in hexadecimal', 'page=0x10&pageSize=10', 'page'],
        ['a page with an exponent', 'page=1e3&pageSize=10', 'page'],
        ['a page with spaces', 'page=%205%20&pageSize=10', 'page'],
        ['a page with a broken escape', 'page=%E0%A4%A&pageSize=10', 'page'],
        ['a page with a decimal point', 'page=2.0&pageSize=10', 'page'],
        ['a page past the largest safe integer', 'page=9007199254740992&pageSize=10', 'page'],
        ['a page of twenty digits', 'page=99999999999999999999&pageSize=10', 'page'],
        ['no size', 'page=1', 'pageSize'],
        ['two sizes', 'page=1&pageSize=10&pageSize=25', 'pageSize'],
        ['a size the list does not offer', 'page=1&pageSize=20', 'pageSize'],
        ['a size above the largest', 'page=1&pageSize=51', 'pageSize'],
        ['size 0', 'page=1&pageSize=0', 'pageSize'],
        ['a size with an exponent', 'page=1&pageSize=1e1', 'pageSize'],
        ['a size with a decimal point', 'page=1&pageSize=10.0', 'pageSize'],
        ['a column not in the list', 'page=1&pageSize=10&sort=age', 'sort'],
        ['a column written in SQL', 'page=1&pageSize=10&sort=last_name', 'sort'],
        ['a column in another case', 'page=1&pageSize=10&sort=LastName', 'sort'],
        ['SQL for a sort', 'page=1&pageSize=10&sort=id%3B%20DROP%20TABLE%20person', 'sort'],
        ['two minus signs', 'page=1&pageSize=10&sort=--id', 'sort'],
        ['a sort with a space', 'page=1&pageSize=10&sort=%20id', 'sort'],
        ['an empty sort', 'page=1&pageSize=10&sort=', 'sort'],
        ['two sorts', 'page=1&pageSize=10&sort=id&sort=email', 'sort'],
        ['an empty search', 'page=1&pageSize=10&q=', 'q'],
        ['a search of 2 characters', 'page=1&pageSize=10&q=an', 'q'],
        ['a search of 2 characters once folded', 'page=1&pageSize=10&q=an%CC%81', 'q'],
        ['a search of 101 characters', `page=1&pageSize=10&q=${'a'.repeat(101)}`, 'q'],
        ['a search with a line break', 'page=1&pageSize=10&q=ana%0Amar', 'q'],
        ['a search with a NUL', 'page=1&pageSize=10&q=ana%00', 'q'],
        ['a search with DEL', 'page=1&pageSize=10&q=ana%7F', 'q'],
        ['two searches', 'page=1&pageSize=10&q=ana&q=mar', 'q'],
        ['an id after that is not a number', 'page=2&pageSize=10&after=ten', 'after'],
        ['an id after of 0', 'page=2&pageSize=10&after=0', 'after'],
        ['an empty id after', 'page=2&pageSize=10&after=', 'after'],
        ['two ids after', 'page=2&pageSize=10&after=1&after=2', 'after'],
        ['an id after and an id before', 'page=2&pageSize=10&after=10&before=21', 'after'],
        ['an id before that is negative', 'page=2&pageSize=10&before=-21', 'before'],
        ['an id before with a decimal point', 'page=2&pageSize=10&before=21.0', 'before'],
        ['an id before and an id from', 'page=2&pageSize=10&before=21&from=11', 'before'],
        ['an id from in hexadecimal', 'page=2&pageSize=10&from=0x0b', 'from'],
        ['two ids from', 'page=2&pageSize=10&from=11&from=12', 'from'],
      ])('refuses %s with a 400 that says what it accepts', async (_, query, parameter) => {
        expect(await request(`/api/people?${query}`)).toEqual({
          status: 400,
          body: { parameter, accepts: ACCEPTS[parameter as keyof typeof ACCEPTS] },
        })
      })

      it.each(['/', '/api/people/1/x', '/api/person?page=1&pageSize=10'])(
        'answers %s with a 404',
        async (path) => {
          expect((await request(path)).status).toBe(404)
        },
      )

      it.each([
        ['PUT', '/api/people'],
        ['DELETE', '/api/people'],
        ['GET', '/api/people/1'],
        ['PATCH', '/api/people/1'],
        ['GET', '/api/people/1/restore'],
        ['DELETE', '/api/people/1/restore'],
      ])('answers %s %s with a 405', async (method, path) => {
        expect((await request(path, { method })).status).toBe(405)
      })
    })

    // As the names' index reads them (searchKey): "first last", folded.
    const matches = (search: string) => (person: Person) =>
      searchKey(`${person.firstName} ${person.lastName}`).includes(searchKey(search))
    /**
     * `sort`'s order, the id breaking ties; names by their keys (by UTF-16 unit here, the database's
     * order by code point for every name below U+10000, as all these are).
     */
    const inOrder = (sort: PeopleSort) => (a: Person, b: Person) => {
      const column = sort.replace('-', '') as keyof Person
      const named = column === 'firstName' || column === 'lastName'
      const [x, y] = [a, b].map((person) => (named ? nameSortKey(person[column]) : person[column]))
      const way = sort.startsWith('-') ? -1 : 1
      return way * (x === y ? a.id - b.id : x < y ? -1 : 1)
    }

    describe('sorts and searches', async () => {
      const { everyone: everyoneNow, request: ask } = await serve(engine, 300)
      // The same people, where every page is found as one far from both ends is: a search's
      // matches all sorted, and (in PostgreSQL) a page without one by its block.
      const far = await serve(engine, 300, { far: true })
      const everyone = await everyoneNow()
      /** The people `search` matches, in `sort`'s order: what pages must hold. */
      const expected = (sort: PeopleSort, search: string) =>
        everyone.filter(matches(search)).sort(inOrder(sort))
      const pageFrom = (request: typeof ask) => async (query: string) =>
        (await request(`/api/people?${query}`)).body as PeoplePage
      const pageOf = pageFrom(ask)

      it('holds the seed, as seedPerson draws it', () => {
        expect(everyone).toEqual(
          Array.from({ length: 300 }, (_, i) => {
            const { name, email } = seedPerson(i + 1)
            return { id: i + 1, firstName: name.firstName, lastName: name.lastName, email }
          }),
        )
      })

      it.each(['JOSÉ', 'jose', 'Jose\u0301', 'mül', 'MUL', "o'b"])(
        'finds %s in any case, with or without accents',
        async (text) => {
          const { items, total } = await pageOf(`page=1&pageSize=50&q=${encodeURIComponent(text)}`)
          expect(total).toBeGreaterThan(0)
          expect(items).toEqual(expected('id', text).slice(0, 50))
          expect(total).toBe(expected('id', text).length)
        },
      )

      it.each(['"""', '%_%', 'ma*', 'mar OR ana', 'NEAR(mar ana)', 'an AND ar', '- ana'])(
        'reads %s as text, never as an operator',
        async (text) => {
          const { status, body } = await ask(
            `/api/people?page=1&pageSize=50&q=${encodeURIComponent(text)}`,
          )
          expect(status).toBe(200)
          expect(body).toEqual({ items: expected('id', text), total: 0, version: 0 })
        },
      )

      it('answers a neighbour that is not a person with the page at its place', async () => {
        const placed = await pageOf('page=3&pageSize=10&sort=-lastName')
        expect(await pageOf('page=3&pageSize=10&sort=-lastName&after=9999')).toEqual(placed)
        expect(await pageOf('page=3&pageSize=10&sort=-lastName&before=9999')).toEqual(placed)
        // From it, whether anyone is earlier: the page is the third.
        expect(await pageOf('page=3&pageSize=10&sort=-lastName&from=9999')).toEqual({
          ...placed,
          earlier: true,
        })
      })

      // A few hundred people: for any sort, search and size, the pages from the first to the last
      // hold each match once, in order; Next from each page's last person gives the same pages, and
      // so does Previous from the last page, from each page's first person.
      const texts = fc.oneof(
        fc.constant(''),
        fc.constantFrom('"a"', "O'B", 'zzz', 'an a'),
        fc
          .record({
            who: fc.nat(everyone.length - 1),
            at: fc.nat(),
            length: fc.integer({ min: 3, max: 6 }),
            upper: fc.boolean(),
          })
          .map(({ who, at, length, upper }) => {
            const name = `${everyone[who].firstName} ${everyone[who].lastName}`
            const text = name.slice(at % (name.length - 2), (at % (name.length - 2)) + length)
            return upper ? text.toUpperCase() : text
          })
          // A search the server takes: 3 characters once folded (" Ka" is "ka").
          .filter(isSearchText),
      )
      itLong('pages every match once, in order, by place, by Next and by Previous', async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...PEOPLE_SORTS),
            fc.constantFrom(...PEOPLE_PAGE_SIZES),
            texts,
            fc.boolean(),
            async (sort, size, search, farAway) => {
              const pageOf = pageFrom(farAway ? far.request : ask)
              const wanted = expected(sort, search)
              const query = `pageSize=${size}&sort=${sort}${search ? `&q=${encodeURIComponent(search)}` : ''}`
              const pages = Math.max(1, Math.ceil(wanted.length / size))
              const byPlace: Person[][] = []
              for (let page = 1; page <= pages; page++) {
                const { items, total } = await pageOf(`page=${page}&${query}`)
                expect(total).toBe(wanted.length)
                byPlace.push(items)
              }
              expect(byPlace.flat()).toEqual(wanted)
              const byNext = byPlace.slice(0, 1)
              for (let page = 2; page <= pages; page++) {
                const after = byNext[page - 2].at(-1)?.id
                byNext.push((await pageOf(`page=${page}&${query}&after=${after}`)).items)
              }
              expect(byNext).toEqual(byPlace)
              const byPrevious = byPlace.slice(-1)
              for (let page = pages - 1; page >= 1; page--) {
                const before = byPrevious[0][0].id
                byPrevious.unshift((await pageOf(`page=${page}&${query}&before=${before}`)).items)
              }
              expect(byPrevious).toEqual(byPlace)
              // From each page's first person, the same pages.
              for (const [i, items] of byPlace.entries()) {
                if (items.length === 0) continue
                const from = `page=${i + 1}&${query}&from=${items[0].id}`
                expect((await pageOf(from)).items).toEqual(items)
              }
            },
          ),
          { numRuns: 40 },
        )
      })
    })

    describe('the order of names', async () => {
      const { request: ask } = await serve(engine, 0)
      // Added in this order, ids 1 to 12: Émile before Emile, Müller before Muller.
      const people = [
        ['Émile', 'de la Cruz'],
        ['Emile', 'Zhang'],
        ['Luca', 'van der Berg'],
        ['Łukasz', 'Müller'],
        ['Jean-Luc', "O'Brien"],
        ['Zoe', 'Muller'],
        ['Emma', 'Østergaard'],
        ['Jeanne', 'Varga'],
        ['Eli', 'Dubois'],
        ['Aiko', 'Okafor'],
        ['Oisín', "N'Diaye"],
        ['Omar', 'Nakamura'],
      ]
      for (const [n, [firstName, lastName]] of people.entries()) {
        await ask('/api/people', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName, lastName, email: `person.${n}@example.com` }),
        })
      }
      const pageOf = async (query: string) =>
        (await ask(`/api/people?pageSize=10&${query}`)).body as PeoplePage

      it.each([
        [
          'firstName',
          'Aiko Eli Émile Emile Emma Jean-Luc Jeanne Luca Łukasz Oisín Omar Zoe'.split(' '),
        ],
        [
          'lastName',
          [
            ...['de la Cruz', 'Dubois', 'Müller', 'Muller', 'Nakamura', "N'Diaye", "O'Brien"],
            ...['Okafor', 'Østergaard', 'van der Berg', 'Varga', 'Zhang'],
          ],
        ],
      ] as const)(
        'sorts by %s as people read names, both ways, by place, by Next and by Previous',
        async (column, order) => {
          for (const [sort, names] of [
            [column, order],
            [`-${column}`, [...order].reverse()],
          ] as const) {
            const first = await pageOf(`page=1&sort=${sort}`)
            const second = await pageOf(`page=2&sort=${sort}`)
            expect([...first.items, ...second.items].map((person) => person[column])).toEqual(names)
            const after = first.items.at(-1)!.id
            // Next to a person, the page says whether anyone comes past it.
            expect(await pageOf(`page=2&sort=${sort}&after=${after}`)).toEqual({
              ...second,
              more: false,
            })
            expect(await pageOf(`page=1&sort=${sort}&before=${second.items[0].id}`)).toEqual({
              ...first,
              more: false,
            })
          }
        },
      )
    })

    describe('writes', async () => {
      const { everyone, gone: deleted, request: ask, send } = await serve(engine, 120)
      const json = (body: unknown, type = 'application/json') => ({
        method: 'POST',
        headers: { 'content-type': type },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const add = (body: unknown, type?: string) => ask('/api/people', json(body, type))
      const remove = (id: number | string) => ask(`/api/people/${id}`, { method: 'DELETE' })
      const restore = (id: number | string) => ask(`/api/people/${id}/restore`, { method: 'POST' })
      const TAKEN = {
        refused: [
          {
            field: 'email',
            accepts: 'an e-mail address no one else has',
            error: 'A person has this e-mail already',
          },
        ],
      }
      const pageOf = async (query: string) => (await ask(`/api/people?${query}`)).body as PeoplePage
      // A write as the app reads its answer: with the list's version after it (People-Version).
      const written = async (path: string, init: RequestInit) => {
        const answer = await send(`/api/people${path}`, init)
        const text = await answer.text()
        const version = answer.headers.get('people-version')
        return {
          status: answer.status,
          body: (text === '' ? undefined : JSON.parse(text)) as unknown,
          version: version === null ? undefined : Number(version),
        }
      }
      const ana = { firstName: 'Ana', lastName: 'Aaberg', email: 'ana.aaberg@example.com' }

      it('adds a person where the sort puts them, and counts them', async () => {
        const { total } = await pageOf('page=1&pageSize=10')
        const { status, body } = await add({
          ...ana,
          firstName: ' Ana ',
          email: 'Ana.Aaberg@Example.com',
        })
        expect(status).toBe(201)
        expect(body).toEqual({ id: 121, ...ana })
        expect((await pageOf('page=1&pageSize=10&sort=lastName')).items[0]).toEqual(body)
        expect(await pageOf('page=1&pageSize=10&q=aaberg')).toMatchObject({
          items: [body],
          total: 1,
        })
        expect((await pageOf('page=1&pageSize=10')).total).toBe(total + 1)
      })

      it('refuses an e-mail a person has, in any case, with a 409', async () => {
        const taken = { ...ana, email: 'ANA.AABERG@example.com' }
        expect(await add(taken)).toEqual({ status: 409, body: TAKEN })
      })

      it('deletes a person, never gives their id again, and says when there is no such person', async () => {
        const { total } = await pageOf('page=1&pageSize=10')
        expect(await remove(121)).toEqual({ status: 204, body: undefined })
        expect(await pageOf('page=1&pageSize=10&q=aaberg')).toMatchObject({ items: [], total: 0 })
        expect((await pageOf('page=1&pageSize=10')).total).toBe(total - 1)
        expect(await remove(121)).toEqual({
          status: 404,
          body: { error: 'No person has the id 121' },
        })
        expect((await add(ana)).body).toEqual({ id: 122, ...ana })
      })

      const BODY = 'a JSON object with firstName, lastName and email, and nothing else'
      const NAME = 'a name of 1 to 50 characters, none a control character'
      const EMAIL = 'an e-mail address (name@example.com) of at most 100 characters'
      const bob = { firstName: 'Bob', lastName: 'Brown', email: 'bob@example.com' }
      const refused = (...fields: PersonField[]) => ({
        refused: fields.map((field) => ({ field, accepts: field === 'email' ? EMAIL : NAME })),
      })
      it.each([
        ['JSON that does not parse', '{"firstName": "Bob",', { field: 'body', accepts: BODY }],
        ['an array', [bob], { field: 'body', accepts: BODY }],
        ['null', null, { field: 'body', accepts: BODY }],
        ['a field beside the three', { ...bob, age: 3 }, { field: 'age', accepts: BODY }],
        [
          'every field empty',
          { firstName: '', lastName: '', email: '' },
          refused(...PERSON_FIELDS),
        ],
        ['no first name', { lastName: 'Brown', email: 'bob@example.com' }, refused('firstName')],
        ['a first name of spaces', { ...bob, firstName: '   ' }, refused('firstName')],
        ['a first name of 51 letters', { ...bob, firstName: 'a'.repeat(51) }, refused('firstName')],
        [
          'a first name with a lone surrogate',
          { ...bob, firstName: 'Bo\ud800' },
          refused('firstName'),
        ],
        ['a last name that is a number', { ...bob, lastName: 42 }, refused('lastName')],
        ['a last name with a line break', { ...bob, lastName: 'Br\nown' }, refused('lastName')],
        ['a last name with DEL', { ...bob, lastName: 'Brown\u007f' }, refused('lastName')],
        ['an e-mail with no @', { ...bob, email: 'bob.example.com' }, refused('email')],
        ['an e-mail with a space', { ...bob, email: 'bob smith@example.com' }, refused('email')],
        [
          'an e-mail of 101 characters',
          { ...bob, email: `${'b'.repeat(89)}@example.com` },
          refused('email'),
        ],
        [
          'a last name of 51 letters and an e-mail with no @',
          { ...bob, lastName: 'b'.repeat(51), email: 'bob' },
          refused('lastName', 'email'),
        ],
      ])('refuses %s with a 400 that names every refused field', async (_, body, refusal) => {
        expect(await add(body)).toEqual({ status: 400, body: refusal })
      })

      it('fits every person the limits allow in MAX_BODY_BYTES, and accepts them again as checked', () => {
        // The characters JSON writes longest (control characters are refused): 4 bytes in UTF-8
        // (private use, an emoji, a capital whose lower case is 4 bytes too), or doubled (\" and \\).
        const worst = fc.oneof(
          fc.constantFrom('"', '\\', '😀', '\u{10400}'),
          fc.integer({ min: 0xf0000, max: 0xffffd }).map((code) => String.fromCodePoint(code)),
        )
        const text = (length: number) =>
          fc.array(worst, { minLength: length, maxLength: length }).map((chars) => chars.join(''))
        const name = text(PERSON_LIMITS.name)
        fc.assert(
          fc.property(name, name, text(PERSON_LIMITS.email - 4), worst, worst, (...fields) => {
            const [firstName, lastName, local, domain, end] = fields
            const checked = checkPerson({ firstName, lastName, email: `${local}@${domain}.${end}` })
            expect(checked).toEqual({ person: expect.any(Object) })
            const { person } = checked as { person: Omit<Person, 'id'> }
            expect(Buffer.byteLength(JSON.stringify(person))).toBeLessThanOrEqual(MAX_BODY_BYTES)
            expect(checkPerson(person)).toEqual(checked)
          }),
        )
      })

      it.each([
        ['text/plain'],
        ['application/json; charset=latin1'],
        ['application/json; charset'],
        [''],
      ])('refuses the type "%s" with a 415', async (type) => {
        const { status, body } = await add(bob, type)
        expect([status, body]).toEqual([
          415,
          { error: 'The body must be JSON', accepts: 'application/json' },
        ])
      })

      it.each(['application/json; charset="utf-8"', 'Application/JSON;Charset=UTF-8'])(
        'takes the type %s, as HTTP writes it',
        async (type) => {
          const email = `${type.length}@example.com`
          expect(await add({ ...ana, email }, type)).toMatchObject({ status: 201, body: { email } })
        },
      )

      it('refuses a body over 1,024 bytes with a 413', async () => {
        const { status, body } = await add({ ...bob, firstName: 'B'.repeat(1100) })
        expect([status, body]).toEqual([
          413,
          { error: 'The body is too large', accepts: 'at most 1024 bytes' },
        ])
      })

      it.each(['abc', '0', '1.0', '-1', '%2D1', '%E0%A4%A'])(
        'refuses to delete or restore the id "%s" with a 400',
        async (id) => {
          const refusal = {
            status: 400,
            body: { parameter: 'id', accepts: "a person's id in decimal digits" },
          }
          expect(await remove(id)).toEqual(refusal)
          expect(await restore(id)).toEqual(refusal)
        },
      )

      it('reads an id percent-encoded in the path as its digits', async () => {
        expect(await restore('%31')).toEqual(await restore(1))
      })

      it('restores a deleted person, with their id, where they were, and says when it cannot', async () => {
        const { body } = await add({
          firstName: 'Dara',
          lastName: 'Zzyzx',
          email: 'dara@example.com',
        })
        const dara = body as Person
        const { total } = await pageOf('page=1&pageSize=10')
        await remove(dara.id)
        expect(await restore(dara.id)).toEqual({ status: 201, body: dara })
        expect(await restore(dara.id)).toEqual({ status: 200, body: dara })
        expect(await pageOf('page=1&pageSize=10&q=zzyzx')).toMatchObject({
          items: [dara],
          total: 1,
        })
        expect((await pageOf('page=1&pageSize=10&sort=-lastName')).items[0]).toEqual(dara)
        expect((await pageOf('page=1&pageSize=10')).total).toBe(total)
        // Deleted again, and their e-mail someone else's meanwhile.
        expect((await remove(dara.id)).status).toBe(204)
        const other = await add({ firstName: 'Other', lastName: 'One', email: dara.email })
        expect(await restore(dara.id)).toEqual({ status: 409, body: TAKEN })
        await remove((other.body as Person).id)
        expect(await restore(dara.id)).toEqual({ status: 201, body: dara })
        expect(await restore(9999)).toEqual({
          status: 404,
          body: { error: 'No person with the id 9999 was deleted' },
        })
      })

      it('raises the version by one with each add, delete and restore, never with a read or a refusal', async () => {
        const versionNow = async () => (await pageOf('page=1&pageSize=10')).version
        const version = await versionNow()
        expect((await pageOf('page=3&pageSize=10&sort=email&q=ana')).version).toBe(version)
        const vera = { firstName: 'Vera', lastName: 'Version', email: 'vera@example.com' }
        const { id } = (await add(vera)).body as Person
        expect((await add({ ...vera, firstName: '' })).status).toBe(400)
        expect((await add(vera)).status).toBe(409)
        expect(await versionNow()).toBe(version + 1)
        await remove(id)
        expect((await remove(id)).status).toBe(404)
        expect(await versionNow()).toBe(version + 2)
        await restore(id)
        expect((await restore(id)).status).toBe(200)
        expect(await versionNow()).toBe(version + 3)
      })

      it('answers each write with the list’s version after it, in People-Version; a refusal with none', async () => {
        const { version } = await pageOf('page=1&pageSize=10')
        const versionOf = async (path: string, init: RequestInit) => {
          const { status, version } = await written(path, init)
          return [status, version]
        }
        const wanda = { firstName: 'Wanda', lastName: 'Written', email: 'wanda@example.com' }
        const added = await written('', json(wanda))
        expect(added.version).toBe(version + 1)
        const { id } = added.body as Person
        expect(await versionOf('', json(wanda))).toEqual([409, undefined])
        expect(await versionOf(`/${id}`, { method: 'DELETE' })).toEqual([204, version + 2])
        expect(await versionOf(`/${id}`, { method: 'DELETE' })).toEqual([404, undefined])
        expect(await versionOf(`/${id}/restore`, { method: 'POST' })).toEqual([201, version + 3])
        // There already: the version as it is.
        expect(await versionOf(`/${id}/restore`, { method: 'POST' })).toEqual([200, version + 3])
      })

      // #region guarantee
      // The guarantee, with people added and deleted between any two pages: Next (from the last
      // person shown) and Previous (from the first) show no one twice, in the sort's order, and skip
      // no one who was there throughout.
      const someone = fc.record({
        firstName: fc.constantFrom('Ana', 'Bea', 'Émile', 'Emile'),
        lastName: fc.constantFrom('Abreu', 'Brito', 'de la Cruz', 'Dias'),
      })
      // A person added, someone deleted, the edge person (whom the next page starts from) deleted,
      // or someone deleted before put back.
      const write = fc.oneof(
        fc.record({ add: someone }),
        fc.record({ remove: fc.nat() }),
        fc.constant({ removeEdge: true }),
        fc.record({ restore: fc.nat() }),
      )
      let made = 0
      itLong(
        'pages by Next and Previous with no one twice and no one skipped, while people come and go',
        async () => {
          await fc.assert(
            fc.asyncProperty(
              fc.constantFrom(...PEOPLE_SORTS),
              fc.constantFrom(10, 25),
              fc.constantFrom('', 'a', 'bri'),
              fc.boolean(),
              fc.array(fc.array(write, { maxLength: 3 }), { minLength: 20, maxLength: 20 }),
              async (sort, size, search, backwards, writes) => {
                const query = `pageSize=${size}&sort=${sort}${search.length >= 3 ? `&q=${search}` : ''}`
                const matching = matches(search.length >= 3 ? search : '')
                const before = new Set((await everyone()).filter(matching).map(({ id }) => id))
                const gone = new Set<number>()
                const seen: Person[] = []
                const { total } = await pageOf(`page=1&${query}`)
                let page = backwards ? Math.max(1, Math.ceil(total / size)) : 1
                let edge = ''
                let ended = false
                for (const between of writes) {
                  const { items } = await pageOf(`page=${Math.max(page, 1)}&${query}${edge}`)
                  ended = items.length === 0
                  if (ended) break
                  seen.push(...(backwards ? [...items].reverse() : items))
                  for (const change of between) {
                    if ('add' in change) {
                      made++
                      await add({ ...change.add, email: `made.${made}@example.com` })
                    } else if ('restore' in change) {
                      const goneIds = await deleted()
                      const id = goneIds[change.restore % goneIds.length]
                      if (id !== undefined) await restore(id)
                    } else {
                      const people = await everyone()
                      const { id } =
                        'remove' in change
                          ? people[change.remove % people.length]
                          : (backwards ? items[0] : items.at(-1))!
                      gone.add(id)
                      await remove(id)
                    }
                  }
                  edge = backwards ? `&before=${items[0].id}` : `&after=${items.at(-1)!.id}`
                  page += backwards ? -1 : 1
                }
                const ids = seen.map(({ id }) => id)
                expect(new Set(ids).size).toBe(ids.length)
                const order = inOrder(sort)
                const shown = backwards ? [...seen].reverse() : seen
                expect(shown).toEqual([...shown].sort(order))
                // Everyone there from the first page to the last, and matched, was shown.
                if (ended) {
                  const stayed = [...before].filter((id) => !gone.has(id))
                  expect(ids).toEqual(expect.arrayContaining(stayed))
                }
              },
            ),
            { numRuns: 30 },
          )
        },
      )
      // #endregion

      // #region loads
      // The guarantee of the list that loads more, with the loads kept as the app keeps them (RTK
      // Query's infinite query: the feature's cursors, at most MAX_LOADS loads, a load more
      // dropping the first and a load earlier the last), from the top or from a person: Load more
      // and Load earlier, in any order, show no one twice, in the sort's order, while between loads
      // the app places its own adds, deletes and undos in the loads (no request) and another
      // visitor adds and deletes unseen. Everyone there throughout, from the first person shown to
      // the last, is shown. With no other visitor, the people shown are the list's own from the
      // first to the last shown (from its top once Load earlier is not offered, to its end once
      // Load more is not): each write of the app's placed right.
      /** Where Load more and Load earlier start: getNextPageParam and getPreviousPageParam. */
      type Cursors = {
        next: (last: Load<Person>) => LoadCursor | undefined
        previous: (first: Load<Person>) => LoadCursor | undefined
      }
      // Between loads: the app's add, its delete of a person shown (half of them the first or the
      // last shown, whom the next loads start next to), or its undo of one of its deletes; in some
      // runs, another visitor's add or delete too.
      const CURSORS: Cursors = {
        next: LOAD_CURSORS.getNextPageParam,
        previous: LOAD_CURSORS.getPreviousPageParam,
      }
      const ownWrite = fc.oneof(
        fc.record({ add: someone }),
        fc.record({ removeShown: fc.oneof(fc.constantFrom(0, -1), fc.nat()) }),
        fc.record({ undo: fc.nat() }),
      )
      const anyWrite = fc.oneof(
        ownWrite,
        fc.record({ othersAdd: someone }),
        fc.record({ othersRemove: fc.nat() }),
      )
      // Each step a load, Load earlier or Load more (whichever is offered), then the writes.
      const stepsWith = (write: typeof anyWrite) =>
        fc.array(fc.record({ earlier: fc.boolean(), writes: fc.array(write, { maxLength: 3 }) }), {
          minLength: 20,
          maxLength: 20,
        })
      const loadsHold = (cursors: Cursors) =>
        fc.asyncProperty(
          fc.constantFrom(...PEOPLE_SORTS),
          fc.constantFrom(10, 25),
          fc.constantFrom('', 'a', 'bri'),
          // From the top, or from a person of the list (its place in the sort).
          fc.option(fc.nat(), { nil: undefined }),
          fc.oneof(stepsWith(ownWrite), stepsWith(anyWrite)),
          async (sort, pageSize, typed, startAt, steps) => {
            // A search the server would refuse ('a') is no search, as the app makes it.
            const search = isSearchText(typed) ? typed : ''
            const compare = compareIn(sort)
            const listed = (await everyone()).filter(matches(search)).sort(compare)
            const from = startAt === undefined ? undefined : listed[startAt % listed.length]
            const query = { sort, search, pageSize, start: from ? String(from.id) : '' }
            const load = async (cursor: LoadCursor) => {
              const params = Object.entries(loadParams(query, cursor)).flatMap(([name, value]) =>
                value === undefined ? [] : [[name, String(value)]],
              )
              const { status, body } = await ask(`/api/people?${new URLSearchParams(params)}`)
              expect(status).toBe(200)
              return toLoad(body as PeoplePage, cursor, query.start, (person) => person.id)
            }
            let loads: Loads<Person> = { pages: [await load('start')], pageParams: ['start'] }
            const showsEachOnceInOrder = () => {
              const shown = itemsOf(loads)
              expect(new Set(shown.map(({ id }) => id)).size).toBe(shown.length)
              expect(shown.map(({ id }) => id)).toEqual(
                [...shown].sort(compare).map(({ id }) => id),
              )
            }
            showsEachOnceInOrder()
            // Deleted by anyone in the run, and the app's deletes not undone yet.
            const gone = new Set<number>()
            const undoable: Person[] = []
            let othersWrote = false
            for (const { earlier, writes } of steps) {
              const { pages, pageParams } = loads
              const more = cursors.next(pages.at(-1)!)
              const back = cursors.previous(pages[0])
              if (more === undefined && back === undefined) break
              if (back !== undefined && (earlier || more === undefined)) {
                loads = {
                  pages: [await load(back), ...pages].slice(0, MAX_LOADS),
                  pageParams: [back, ...pageParams].slice(0, MAX_LOADS),
                }
              } else {
                loads = {
                  pages: [...pages, await load(more!)].slice(-MAX_LOADS),
                  pageParams: [...pageParams, more!].slice(-MAX_LOADS),
                }
              }
              showsEachOnceInOrder()
              for (const write of writes) {
                if ('add' in write || 'othersAdd' in write) {
                  made++
                  const person = 'add' in write ? write.add : write.othersAdd
                  const { status, body, version } = await written(
                    '',
                    json({ ...person, email: `made.${made}@example.com` }),
                  )
                  expect(status).toBe(201)
                  if ('add' in write)
                    loads = withAdded(loads, body as Person, orderOf(query), version!)
                  else othersWrote = true
                } else if ('removeShown' in write) {
                  const shown = itemsOf(loads)
                  const person = shown.at(write.removeShown % Math.max(shown.length, 1))
                  if (person === undefined) continue
                  gone.add(person.id)
                  // Deleted by another visitor already (a 404, no version): gone all the same.
                  const { status, version } = await written(`/${person.id}`, { method: 'DELETE' })
                  if (status === 204) undoable.push(person)
                  loads = withDeleted(loads, person, orderOf(query), version)
                } else if ('undo' in write) {
                  const [person] = undoable.splice(write.undo % Math.max(undoable.length, 1), 1)
                  if (person === undefined) continue
                  const { status, body, version } = await written(`/${person.id}/restore`, {
                    method: 'POST',
                  })
                  expect(status).toBe(201)
                  loads = withAdded(loads, body as Person, orderOf(query), version!)
                } else {
                  const people = await everyone()
                  const { id } = people[write.othersRemove % people.length]
                  gone.add(id)
                  await remove(id)
                  othersWrote = true
                }
                showsEachOnceInOrder()
              }
            }
            // Everyone matched, there at the start and at the end and deleted by no one, from the
            // first shown to the last, is shown.
            const shown = itemsOf(loads)
            const shownIds = new Set(shown.map(({ id }) => id))
            const [first, last] = [shown[0], shown.at(-1)]
            const now = (await everyone()).filter(matches(search)).sort(compare)
            /** The list's people from the first shown to the last, or from its top, or to its end. */
            const between = (fromTop: boolean, toEnd: boolean) =>
              (first && last) || (fromTop && toEnd)
                ? now.filter(
                    (person) =>
                      (fromTop || compare(first!, person) <= 0) &&
                      (toEnd || compare(person, last!) <= 0),
                  )
                : []
            const there = new Set(listed.map(({ id }) => id))
            const stayed = between(false, false).filter(({ id }) => there.has(id) && !gone.has(id))
            expect(stayed.filter(({ id }) => !shownIds.has(id))).toEqual([])
            // With no other visitor: exactly the list's people, the app's own writes placed right.
            if (!othersWrote) {
              const { pages } = loads
              const top = cursors.previous(pages[0]) === undefined
              const end = cursors.next(pages.at(-1)!) === undefined
              expect(shown.map(({ id }) => id)).toEqual(between(top, end).map(({ id }) => id))
            }
          },
        )
      itLong(
        'loads more and earlier with no one twice and no one skipped, the app placing its own writes, while people come and go',
        async () => {
          await fc.assert(loadsHold(CURSORS), {
            numRuns: 30,
          })
        },
      )

      // And it fails, at once, with a cursor one person off: Load more after the person before the
      // last loaded (by id), or Load earlier before the person after the first.
      const oneOff = (cursor: LoadCursor | undefined): LoadCursor | undefined =>
        typeof cursor !== 'object'
          ? cursor
          : 'after' in cursor
            ? { after: String(Number(cursor.after) - 1) }
            : { before: String(Number(cursor.before) + 1) }
      it.each<[string, Cursors]>([
        ['Load more', { ...CURSORS, next: (last) => oneOff(CURSORS.next(last)) }],
        ['Load earlier', { ...CURSORS, previous: (first) => oneOff(CURSORS.previous(first)) }],
      ])('finds %s from a person one off in the loads', async (_, cursors) => {
        const { failed } = await fc.check(loadsHold(cursors), {
          numRuns: 10,
          seed: 1,
          endOnFailure: true,
        })
        expect(failed).toBe(true)
      })
      // #endregion

      it('jumps by place: a person added before the page shows the last of the page before again', async () => {
        const first = await pageOf('page=1&pageSize=10&sort=lastName')
        await add({ firstName: 'Aa', lastName: 'Aaa', email: 'aa.aaa@example.com' })
        const second = await pageOf('page=2&pageSize=10&sort=lastName')
        expect(second.items[0]).toEqual(first.items.at(-1))
        const next = await pageOf(
          `page=2&pageSize=10&sort=lastName&after=${first.items.at(-1)!.id}`,
        )
        expect(next.items[0]).toEqual(second.items[1])
      })

      it('pages by e-mail past a deleted person whose e-mail someone added since has: the id breaks the tie', async () => {
        for (const search of ['', 'q']) {
          const page1 = await pageOf('page=1&pageSize=10&sort=email')
          const edge = page1.items.at(-1)!
          const query = `pageSize=10&sort=email${search && `&q=${encodeURIComponent(edge.firstName)}`}`
          const shown = search ? (await pageOf(`page=1&${query}&from=${edge.id}`)).items[0] : edge
          expect(shown).toEqual(edge)
          expect((await remove(edge.id)).status).toBe(204)
          const { firstName, lastName, email } = edge
          const { status, body } = await add({ firstName, lastName, email })
          expect(status).toBe(201)
          const { id } = body as Person
          // After them in the order (e-mail, id): first after them and from them on, last before.
          const first = async (edges: string) => (await pageOf(`page=2&${query}&${edges}`)).items
          expect((await first(`after=${edge.id}`))[0]?.id).toBe(id)
          expect((await first(`from=${edge.id}`))[0]?.id).toBe(id)
          const backwards = query.replace('sort=email', 'sort=-email')
          const before = (await pageOf(`page=1&${backwards}&before=${edge.id}`)).items
          expect(before.at(-1)?.id).toBe(id)
        }
      })

      it('starts a page with a person, or where they stood once deleted', async () => {
        const { items } = await pageOf('page=3&pageSize=10&sort=-firstName')
        const from = await pageOf(`page=1&pageSize=10&sort=-firstName&from=${items[4].id}`)
        expect(from.items.slice(0, 6)).toEqual(items.slice(4))
        await remove(items[4].id)
        const gone = await pageOf(`page=1&pageSize=10&sort=-firstName&from=${items[4].id}`)
        expect(gone.items.slice(0, 5)).toEqual(items.slice(5))
      })

      it('says, from a person, whether anyone comes before them, in a search too', async () => {
        for (const query of ['sort=-firstName', 'sort=email&q=ana']) {
          const { items } = await pageOf(`page=1&pageSize=10&${query}`)
          const earlierFrom = async (id: number | string) =>
            (await pageOf(`page=1&pageSize=10&${query}&from=${id}`)).earlier
          expect([await earlierFrom(items[0].id), await earlierFrom(items[1].id)]).toEqual([
            false,
            true,
          ])
        }
        // An id that was never a person's: the page at its place, the first.
        expect((await pageOf('page=1&pageSize=10&from=9999')).earlier).toBe(false)
      })

      it('says, next to a person, whether anyone comes past the page: after it, or before it for before=', async () => {
        const people: Person[] = []
        for (let page = 1; people.length % 50 === 0; page++) {
          const { items } = await pageOf(`page=${page}&pageSize=50&sort=-email`)
          if (items.length === 0) break
          people.push(...items)
        }
        const total = people.length
        const around = async (edge: string, at: number) => {
          const { items, more } = await pageOf(
            `page=1&pageSize=10&sort=-email&${edge}=${people[at]!.id}`,
          )
          return [items.length, more]
        }
        expect(await around('before', 10)).toEqual([10, false])
        expect(await around('before', 11)).toEqual([10, true])
        expect(await around('after', total - 11)).toEqual([10, false])
        expect(await around('after', total - 12)).toEqual([10, true])
        expect(await around('from', total - 10)).toEqual([10, false])
        expect(await around('from', total - 11)).toEqual([10, true])
      })

      it('answers a delete and an Undo of one person at the same moment as one after the other, with their versions', async () => {
        const { items } = await pageOf('page=2&pageSize=25&sort=-id')
        for (const { id } of items) {
          const [deleted, restored] = await Promise.all([
            written(`/${id}`, { method: 'DELETE' }),
            written(`/${id}/restore`, { method: 'POST' }),
          ])
          expect(deleted.status).toBe(204)
          // The Undo came first (there still: 200, of the version before the delete), or after.
          if (restored.status === 200) expect(restored.version).toBeLessThan(deleted.version!)
          else expect([restored.status, restored.version]).toEqual([201, deleted.version! + 1])
        }
      })

      it('answers writes at the same moment as it answers them one after the other', async () => {
        const zed = { firstName: 'Zed', lastName: 'Twice', email: 'zed.twice@example.com' }
        const adds = await Promise.all([add(zed), add(zed)])
        expect(adds.map(({ status }) => status).sort()).toEqual([201, 409])
        // A new name, added by two people at once: one name, and both people.
        const [one, two] = await Promise.all([
          add({ ...zed, lastName: 'Both', email: 'zed.both.1@example.com' }),
          add({ ...zed, lastName: 'Both', email: 'zed.both.2@example.com' }),
        ])
        expect([one.status, two.status]).toEqual([201, 201])
        expect((await pageOf('page=1&pageSize=10&q=zed%20both')).total).toBe(2)
        // Two Undos of one delete at once: the person back once, and told so to both.
        const { id } = adds.find(({ status }) => status === 201)!.body as Person
        await remove(id)
        const restores = await Promise.all([restore(id), restore(id)])
        expect(restores.map(({ status }) => status).sort()).toEqual([200, 201])
        expect(restores.map(({ body }) => body)).toEqual([
          { id, ...zed },
          { id, ...zed },
        ])
      })
    })

    describe('a write sent again with its Idempotency-Key', async () => {
      const { everyone, request: ask, send, origin } = await serve(engine, 20)
      const keyed = (key: string, method: string, body?: object) => ({
        method,
        headers: {
          'idempotency-key': key,
          ...(body && { 'content-type': 'application/json' }),
        },
        body: body && JSON.stringify(body),
      })
      const total = async () =>
        ((await ask('/api/people?page=1&pageSize=10')).body as PeoplePage).total
      const kim = { firstName: 'Kim', lastName: 'Once', email: 'kim.once@example.com' }

      it('is done once, and answered alike: an add, a delete and an Undo', async () => {
        const before = await total()
        const add = () => ask('/api/people', keyed('add-1', 'POST', kim))
        const added = await add()
        expect(added.status).toBe(201)
        expect(await add()).toEqual(added)
        // To the byte: the body as first written.
        const again = await send('/api/people', keyed('add-1', 'POST', kim))
        expect(await again.text()).toBe(JSON.stringify(added.body))
        expect(await total()).toBe(before + 1)
        const { id } = added.body as Person
        const remove = () => ask(`/api/people/${id}`, keyed('delete-1', 'DELETE'))
        expect((await remove()).status).toBe(204)
        // Not a 404: the answer the delete had.
        expect((await remove()).status).toBe(204)
        const restore = () => ask(`/api/people/${id}/restore`, keyed('undo-1', 'POST'))
        expect((await restore()).status).toBe(201)
        expect((await restore()).status).toBe(201)
        expect(await total()).toBe(before + 1)
      })

      it('is done once when sent twice at the same moment: no second person, no false 409', async () => {
        const lee = { ...kim, firstName: 'Lee', email: 'lee.once@example.com' }
        const both = await Promise.all(
          [1, 2].map(() => ask('/api/people', keyed('add-2', 'POST', lee))),
        )
        expect(both.map(({ status }) => status)).toEqual([201, 201])
        expect(both[1]).toEqual(both[0])
        expect((await everyone()).filter(({ email }) => email === lee.email)).toHaveLength(1)
      })

      it('is done once when its connection was cut before the answer came', async () => {
        const ada = { ...kim, firstName: 'Ada', email: 'ada.once@example.com' }
        const { body, headers } = keyed('add-3', 'POST', ada)
        await new Promise<void>((sent) => {
          const cut = httpRequest(`${origin}/api/people`, { method: 'POST', headers })
          cut.on('error', () => sent())
          cut.end(body, () => {
            cut.destroy()
            sent()
          })
        })
        const again = await ask('/api/people', keyed('add-3', 'POST', ada))
        expect(again.status).toBe(201)
        expect((await everyone()).filter(({ email }) => email === ada.email)).toEqual([again.body])
      })

      it('refuses a key sent with another request (422), and a key that is not one (400)', async () => {
        const eve = { ...kim, firstName: 'Eve', email: 'eve.once@example.com' }
        expect((await ask('/api/people', keyed('add-4', 'POST', eve))).status).toBe(201)
        const other = { ...eve, email: 'eve.other@example.com' }
        expect(await ask('/api/people', keyed('add-4', 'POST', other))).toEqual({
          status: 422,
          body: {
            error:
              'This Idempotency-Key was sent with another request: make a new key for this one',
          },
        })
        for (const key of ['', 'a b', 'x'.repeat(256), 'é']) {
          expect(await ask('/api/people', keyed(key, 'POST', other))).toEqual({
            status: 400,
            body: {
              parameter: 'idempotency-key',
              accepts: '1 to 255 visible ASCII characters, once',
            },
          })
        }
        // As the IETF draft writes it, quoted: the same key.
        expect((await ask('/api/people', keyed('"add-4"', 'POST', eve))).status).toBe(201)
      })
    })

    // A page far from both ends is found by its block in PostgreSQL: at a block's edge, and after
    // a block has been emptied.
    describe('pages far from both ends', async () => {
      const wide = await serve(engine, 65_600, { far: true })
      const pageOf = async (query: string) =>
        ((await wide.request(`/api/people?pageSize=10&${query}`)).body as PeoplePage).items
      const ids = (from: number) => Array.from({ length: 10 }, (_, i) => from + i)

      it('finds the pages across the first 65,536 ids, either way', async () => {
        expect((await pageOf('page=6554&sort=id')).map(({ id }) => id)).toEqual(ids(65_531))
        expect((await pageOf('page=7&sort=-id')).map(({ id }) => id)).toEqual(ids(65_531).reverse())
      })

      itLong('finds a search’s pages across the first 65,536 ids, in every sort', async () => {
        const everyone = await wide.everyone()
        for (const sort of ['id', '-id', 'lastName', '-firstName', 'email', '-email'] as const) {
          const found = everyone.filter(matches('mar')).sort(inOrder(sort))
          // Pages that hold a person of id 65,536 or more after one below (or the other way),
          // the first five, and the last page.
          const across = found.flatMap(({ id }, i) =>
            i > 0 && id >= 65_536 !== found[i - 1]!.id >= 65_536 ? [Math.floor(i / 10) + 1] : [],
          )
          for (const page of [...across.slice(0, 5), Math.ceil(found.length / 10)]) {
            expect(
              await pageOf(`page=${page}&sort=${sort}&q=mar`),
              `${sort}, page ${page}`,
            ).toEqual(found.slice((page - 1) * 10, page * 10))
          }
          expect(across.length, sort).toBeGreaterThan(0)
        }
      })

      itLong('finds the pages by first name once every Aiko is deleted', async () => {
        const aikos = (await wide.everyone()).filter(({ firstName }) => firstName === 'Aiko')
        for (const { id } of aikos) {
          await wide.request(`/api/people/${id}`, { method: 'DELETE' })
        }
        const everyone = (await wide.everyone()).sort(inOrder('firstName'))
        for (const page of [1, 2, 100, 101]) {
          const start = (page - 1) * 10
          expect(await pageOf(`page=${page}&sort=firstName`)).toEqual(
            everyone.slice(start, start + 10),
          )
        }
      })
    })

    describe('a server that cannot read its database', () => {
      it('answers 503 and logs why, never 500', async () => {
        const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
        await broken.people.close()
        expect(await broken.request('/api/people?page=1&pageSize=10')).toEqual({
          status: 503,
          body: { error: 'The people cannot be read now: try again later' },
        })
        expect(log).toHaveBeenCalledOnce()
        // A write's 503 says it may have been done, and how to send it again.
        expect(await broken.request('/api/people/1', { method: 'DELETE' })).toEqual({
          status: 503,
          body: {
            error:
              'The database did not answer: the write may or may not have been done. Sent again with its Idempotency-Key, it is done once',
          },
        })
        log.mockRestore()
      })

      it('says whether its database answers, at /api/health', async () => {
        expect(await request('/api/health')).toEqual({
          status: 200,
          body: { database: 'answers' },
        })
        expect(await broken.request('/api/health')).toEqual({
          status: 503,
          body: { database: 'does not answer' },
        })
      })
    })

    describe('searches in any script', async () => {
      const { request: ask } = await serve(engine, 10)
      // Names in Greek, Cyrillic, Hebrew (with its points), German, Polish, Danish and Hindi, and one
      // with an apostrophe and a hyphen.
      const names = [
        ['Σοφία', 'Παπαδοπούλου'],
        ['Юлия', 'Смирнова'],
        ['דָּוִד', 'כהן'],
        ['Jürgen', 'Groß'],
        ['Łukasz', 'Wałęsa'],
        ['Søren', 'Ærø'],
        ['Aoife', "O'Brien-Murphy"],
        ['प्रिया', 'शर्मा'],
      ]
      for (const [i, [firstName, lastName]] of names.entries()) {
        await ask('/api/people', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName, lastName, email: `script.${i}@example.com` }),
        })
      }

      it.each([
        ['ΣΟΦΙΑ', ['Παπαδοπούλου']],
        ['πουλου', ['Παπαδοπούλου']],
        ['юлия', ['Смирнова']],
        ['דוד', ['כהן']],
        ['gross', ['Groß']],
        ['walesa', ['Wałęsa']],
        ['aero', ['Ærø']],
        ["o'brien-m", ["O'Brien-Murphy"]],
        ['o’brien', ["O'Brien-Murphy"]],
        ['रिय', ['शर्मा']],
        ['fe o', ["O'Brien-Murphy"]],
        ['ия см', ['Смирнова']],
      ])('finds %s in any script, without case or accents, in the whole name', async (q, found) => {
        const { body } = await ask(`/api/people?page=1&pageSize=50&q=${encodeURIComponent(q)}`)
        expect((body as PeoplePage).items.map(({ lastName }) => lastName)).toEqual(found)
      })
    })
  },
)

describe('turns for heavy pages', () => {
  /** Work that ends when `end` is called, and says when it started. */
  const held = () => {
    let end = () => {}
    const started = vi.fn()
    const work = () =>
      new Promise<string>((done) => {
        started()
        end = () => done('done')
      })
    return { work, started, end: () => end() }
  }

  it('runs at most atOnce at a time, the next in order as each ends', async () => {
    const inTurn = turns({ atOnce: 1, waiting: 5, waitMs: 5_000 })
    const [a, b, c] = [held(), held(), held()]
    const answers = [inTurn(a.work), inTurn(b.work), inTurn(c.work)]
    await Promise.resolve()
    expect([a, b, c].map((one) => one.started.mock.calls.length)).toEqual([1, 0, 0])
    a.end()
    await vi.waitFor(() => expect(b.started).toHaveBeenCalled())
    expect(c.started).not.toHaveBeenCalled()
    b.end()
    await vi.waitFor(() => expect(c.started).toHaveBeenCalled())
    c.end()
    expect(await Promise.all(answers)).toEqual(['done', 'done', 'done'])
  })

  it('leaves a page that found no turn answered 503, saying the server is busy, with Retry-After', async () => {
    const busy = { page: () => Promise.reject(new Busy('no turn')) } as unknown as PeopleDatabase
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const server = createServer(createHandler(busy))
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    const { port } = server.address() as AddressInfo
    const response = await fetch(
      `http://127.0.0.1:${port}/api/people?page=9&pageSize=10&search=mar`,
    )
    server.close()
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(await response.json()).toEqual({
      error: 'Too many searches far into their pages at once: try again in a moment',
      busy: true,
    })
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/: 503, no turn$/))
  })

  it('is Busy past the waiting it takes, and past the wait it allows', async () => {
    const inTurn = turns({ atOnce: 1, waiting: 1, waitMs: 50 })
    const [a, b, c] = [held(), held(), held()]
    const first = inTurn(a.work)
    const second = inTurn(b.work)
    await expect(inTurn(c.work)).rejects.toThrow(Busy)
    await expect(second).rejects.toThrow(Busy)
    expect(b.started).not.toHaveBeenCalled()
    a.end()
    expect(await first).toBe('done')
    // The turn given up is not taken: the next comes at once.
    const d = held()
    const fourth = inTurn(d.work)
    await vi.waitFor(() => expect(d.started).toHaveBeenCalled())
    d.end()
    expect(await fourth).toBe('done')
  })
})

describe('a server started on a taken port', () => {
  it('says so at once and ends, before it makes people.db', async () => {
    const taken = createServer()
    await new Promise<void>((listening) => taken.listen(0, '127.0.0.1', listening))
    const { port } = taken.address() as AddressInfo
    const folder = mkdtempSync(join(tmpdir(), 'people-api-'))
    const server = join(import.meta.dirname, 'server.ts')
    const env = { ...process.env, PORT: String(port) }
    const ended = spawnSync(process.execPath, [server], { cwd: folder, env, encoding: 'utf8' })
    taken.close()
    const made = existsSync(join(folder, 'people.db'))
    rmSync(folder, { recursive: true })
    expect(ended.status).toBe(1)
    expect(ended.stderr).toBe(
      `Port ${port} is taken: stop what listens on it, or start on another, e.g. PORT=${port + 1} npm run dev\n`,
    )
    expect(made).toBe(false)
  })
})

// On PostgreSQL alone, as the contract's half there (TEST_DATABASE_URL).
if (POSTGRES_URL !== undefined) {
  // Each makes tables, or a database: given LONG, as on a busy machine that takes seconds.
  describe('npm run migrate, and a role that reads and writes rows', { timeout: LONG }, () => {
    const asApp = new URL(POSTGRES_URL!)
    asApp.username = APP_ROLE
    const schema = `people_migrate_${process.pid}`
    const admin = connect(POSTGRES_URL!)
    const said = (migrated: { did: string } | { refused: string }) =>
      'did' in migrated ? migrated.did.replace(/in \d+ ms/, 'in … ms') : migrated.refused
    const granted = `${APP_ROLE} may read and write their rows`
    afterAll(async () => {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.end()
    })

    it('makes the tables once when two run at once; server.ts makes none', async () => {
      expect(await openPostgres(String(asApp), { schema })).toBe(
        `No people's tables in the schema ${schema}: run npm run migrate (README: "Either database")`,
      )
      const both = await Promise.all([
        migratePostgres(POSTGRES_URL!, schema, 10, APP_ROLE),
        migratePostgres(POSTGRES_URL!, schema, 10, APP_ROLE),
      ])
      expect(both.map(said).sort()).toEqual([
        `10 people made in the schema ${schema}, in … ms; ${granted}`,
        `the tables in the schema ${schema} at version 8 already; ${granted}`,
      ])
    })

    it('upgrades tables of version 6 in place, and the role writes in the tables it adds', async () => {
      await admin.query(`DROP TABLE ${schema}.person_write, ${schema}.name_block`)
      await admin.query(`DROP FUNCTION ${schema}.name_blocks CASCADE`)
      await admin.query(`UPDATE ${schema}.people_schema SET version = 6`)
      expect(await openPostgres(String(asApp), { schema })).toBe(
        `The tables in ${schema} are at version 6: run npm run migrate (README: "Either database")`,
      )
      expect(said(await migratePostgres(POSTGRES_URL!, schema, 10, APP_ROLE))).toBe(
        `the tables in the schema ${schema} upgraded from version 6 to 8; ${granted}`,
      )
      const people = await openPostgres(String(asApp), { schema })
      if (typeof people === 'string') throw new Error(people)
      const once = { key: randomUUID(), request: 'DELETE 3', answerOf: () => ({ status: 204 }) }
      expect(typeof (await people.remove(3, once))).toBe('number')
      await people.close()
    })

    it('gives the role no right to make, change or drop a table, nor to change their version', async () => {
      const app = connect(String(asApp), schema)
      for (const statement of [
        `CREATE TABLE ${schema}.other (id int)`,
        `ALTER TABLE ${schema}.person ADD COLUMN other int`,
        `DROP TABLE ${schema}.person_write`,
        `UPDATE ${schema}.people_schema SET version = 9`,
      ]) {
        await expect(app.query(statement), statement).rejects.toThrow(
          /permission denied|must be owner/,
        )
      }
      await app.end()
    })
  })

  describe('a PostgreSQL database not in UTF-8', { timeout: LONG }, () => {
    it('is refused at start, with a message that says so', async () => {
      const admin = connect(POSTGRES_URL!)
      const name = `people_latin1_${process.pid}`
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.query(
        `CREATE DATABASE ${name} ENCODING 'LATIN1' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`,
      )
      try {
        const url = new URL(POSTGRES_URL!)
        url.pathname = `/${name}`
        expect(await openPostgres(String(url))).toBe(
          "The database at DATABASE_URL is in LATIN1: make one in UTF-8 (CREATE DATABASE … ENCODING 'UTF8'), as the names may be in any script",
        )
      } finally {
        await admin.query(`DROP DATABASE ${name}`)
        await admin.end()
      }
    })
  })
}

// TLS as DATABASE_URL asks, where the test cluster has it: TEST_DATABASE_TLS_ROOT names its
// certificate, self-signed for 127.0.0.1 (CI makes one).
const TLS_ROOT = process.env.TEST_DATABASE_TLS_ROOT
if (POSTGRES_URL !== undefined && TLS_ROOT !== undefined) {
  describe('PostgreSQL over TLS, as DATABASE_URL asks', () => {
    const asking = (params: Record<string, string>) => {
      const url = new URL(POSTGRES_URL)
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
      return String(url)
    }
    const encrypted = async (url: string) => {
      const pool = connect(url)
      try {
        const { rows } = await pool.query(
          'SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()',
        )
        return rows[0].ssl as boolean
      } finally {
        await pool.end()
      }
    }

    it('refuses a certificate it cannot check with sslmode=require (node-postgres 8: verify-full)', async () => {
      expect(await openPostgres(asking({ sslmode: 'require' }))).toMatch(
        /^The PostgreSQL database at DATABASE_URL cannot be used \(self-signed certificate/,
      )
    })

    it('connects encrypted, the certificate checked against sslrootcert, or unchecked with no-verify', async () => {
      expect(await encrypted(asking({ sslmode: 'verify-full', sslrootcert: TLS_ROOT }))).toBe(true)
      expect(await encrypted(asking({ sslmode: 'no-verify' }))).toBe(true)
      expect(await encrypted(asking({ sslmode: 'disable' }))).toBe(false)
    })
  })
}

describe('a server sent SIGTERM', () => {
  it('stops taking requests, closes its database and ends, with code 0', async () => {
    const free = createServer()
    await new Promise<void>((listening) => free.listen(0, '127.0.0.1', listening))
    const { port } = free.address() as AddressInfo
    await new Promise((closed) => free.close(closed))
    const folder = mkdtempSync(join(tmpdir(), 'people-api-'))
    const env = { ...process.env, PORT: String(port), PEOPLE: '1000', DATABASE_URL: '' }
    const server = spawn(process.execPath, [join(import.meta.dirname, 'server.ts')], {
      cwd: folder,
      env,
    })
    let said = ''
    server.stdout.on('data', (chunk: Buffer) => (said += String(chunk)))
    await vi.waitFor(() => expect(said).toContain('People on'), { timeout: 10_000 })
    const asked = await fetch(`http://127.0.0.1:${port}/api/people?page=50&pageSize=10`)
    server.kill('SIGTERM')
    const [code] = (await once(server, 'exit')) as [number]
    rmSync(folder, { recursive: true })
    expect(asked.status).toBe(200)
    expect([code, said]).toEqual([
      0,
      expect.stringContaining('SIGTERM: stopping once the requests under way are answered'),
    ])
  }, 15_000)
})
