// `npm run timing`: server.ts on fresh databases of each size asked for, and the time of whole
// HTTP requests for the pages a reader reaches, in every sort both ways, without a search and with
// three, and of writes.
//
//   npm run timing                                          1,000,000 people, SQLite
//   npm run timing -- --people 1000000,10000000             two sizes, timed side by side
//   DATABASE_URL=postgres://… npm run timing -- --engine postgres --people 1000000,10000000
//
// On PostgreSQL, DATABASE_URL is a database of a cluster where it may make databases: each size
// gets one of its own (timing_<size>), dropped at the end. Prints each first start's time and each
// database's size, then medians (min-max) for each size, requested in turn, request by request,
// so that a slower moment of the machine falls on every size alike; then checks the bounds:
// at the largest size, page 1, the last page, Next and Previous under 50 ms and at most 1.5 times
// (or 2 ms more than) the smallest size's; the middle page under 500 ms. Then the loads of a list
// that grows, from the middle person, each under 20 ms at the largest size; then heavy searches
// beside light pages, at each size (at the largest: light pages' median under 50 ms beside 20
// heavy ones sent at once, a heavy page alone under 300 ms, each answered within 6 s); then writes.
import { statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { startApi } from './e2e/api.ts'
import { PEOPLE_SORTS } from './src/features/people/model/query.ts'
import type { PeoplePage } from './src/features/people/model/query.ts'

const { values: options } = parseArgs({
  options: {
    people: { type: 'string', default: '1000000' },
    engine: { type: 'string', default: 'sqlite' },
    rounds: { type: 'string', default: '21' },
  },
})
// From the smallest: the bounds compare the largest size with it.
const sizes = [...new Set(options.people.split(',').map(Number))].sort((a, b) => a - b)
const engine = options.engine
const url = process.env.DATABASE_URL
/** Ends the run, saying why in one line. */
function refuse(why: string): never {
  console.error(`npm run timing: ${why}`)
  process.exit(1)
}
// "na sc" needs 3 pages at least, for Previous and Next from its middle.
if (sizes.some((size) => !Number.isSafeInteger(size) || size < 100_000)) {
  refuse(`--people ${options.people}: sizes of at least 100000, comma-separated`)
}
if (engine !== 'sqlite' && engine !== 'postgres') refuse('--engine is sqlite or postgres')
if (engine === 'postgres' && !url)
  refuse('--engine postgres needs DATABASE_URL (README: "Either database")')
const ROUNDS = Number(options.rounds)
const WRITES = 300
const PAGE_SIZE = 10
const FIRST_PORT = Number(process.env.PORT ?? 3201)
// Every sort, either way; without a search, and with "mar" (Omar, Amara, Martin: about 4.4 % of
// the people), "zoe" (one first name, about 1.5 %, at the end by first name) and "na sc", which
// spans first and last name (Ana, Jana, Valentina… Schmidt: about 0.1 %).
const SEARCHES = ['', 'mar', 'zoe', 'na sc']
const CASES = SEARCHES.flatMap((search) => PEOPLE_SORTS.map((sort) => ({ sort, search })))
const QUERIES = ['page 1', 'middle', 'last', 'Next', 'Previous'] as const
// A list that grows by loads of the most people a page holds (the costliest).
const LOAD_SIZE = 50
const LOADS = ['Load more', 'Load earlier', 'from a person'] as const

// Heavy pages: the middle pages of two searches of many matches, in several sorts, 20 at once; each
// answered (a page, or a 503 that says the server is busy) within the statement timeout and a second.
const HEAVY_SEARCHES = ['mar', 'ana']
const HEAVY_SORTS = ['id', 'lastName', '-firstName', 'email', '-id']
const HEAVY_AT_ONCE = 20
const HEAVY_ANSWERED_MS = 6_000

const admin = engine === 'postgres' ? new pg.Pool({ connectionString: url }) : undefined
const databaseOf = (size: number) => `timing_${size}`

/** A fresh server.ts over `size` people, on the engine asked for. */
async function start(size: number, port: number) {
  let env: Record<string, string> = { PEOPLE: String(size) }
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseOf(size)}`)
    await admin.query(`CREATE DATABASE ${databaseOf(size)}`)
    const sized = new URL(url!)
    sized.pathname = `/${databaseOf(size)}`
    env = { ...env, DATABASE_URL: String(sized) }
  }
  const started = performance.now()
  const api = await startApi(port, '', env)
  const ms = performance.now() - started
  const [{ bytes }] = admin
    ? (await admin.query('SELECT pg_database_size($1) AS bytes', [databaseOf(size)])).rows
    : [{ bytes: statSync(api.database).size }]
  return { size, port, api, ms, megabytes: Number(bytes) / 1e6 }
}

/** One whole request, from the first byte sent to the answer read: its time and its answer. */
async function timed(port: number, query: string) {
  const start = performance.now()
  const response = await fetch(`http://127.0.0.1:${port}/api/people?${query}`)
  const page = (await response.json()) as PeoplePage
  const ms = performance.now() - start
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`)
  return { ms, page }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]
const cell = (values: number[]) =>
  `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`
const count = (n: number) => n.toLocaleString('en')

/**
 * On one server: heavy pages alone, one after another; light pages alone; then HEAVY_AT_ONCE heavy
 * pages sent at once, and light pages read one after another until they are all answered.
 */
async function heavyBesideLight(port: number) {
  const get = async (query: string) => {
    const start = performance.now()
    const response = await fetch(`http://127.0.0.1:${port}/api/people?${query}`)
    const body = (await response.json()) as PeoplePage
    return { ms: performance.now() - start, status: response.status, body }
  }
  const { total } = (await get(`page=1&pageSize=${PAGE_SIZE}`)).body
  const matches = new Map<string, number>()
  for (const search of HEAVY_SEARCHES) {
    matches.set(search, (await get(`page=1&pageSize=${PAGE_SIZE}&q=${search}`)).body.total)
  }
  const heavyQueries = Array.from({ length: HEAVY_AT_ONCE }, (_, i) => {
    const search = HEAVY_SEARCHES[i % HEAVY_SEARCHES.length]
    const page = Math.ceil(matches.get(search)! / PAGE_SIZE / 2) + i
    return `page=${page}&pageSize=${PAGE_SIZE}&q=${search}&sort=${HEAVY_SORTS[i % HEAVY_SORTS.length]}`
  })
  const pages = Math.ceil(total / PAGE_SIZE)
  const middle = Math.ceil(pages / 2)
  const { items } = (await get(`page=${middle}&pageSize=${PAGE_SIZE}`)).body
  const lightQueries = [
    `page=1&pageSize=${PAGE_SIZE}`,
    `page=${pages}&pageSize=${PAGE_SIZE}`,
    `page=${middle + 1}&pageSize=${PAGE_SIZE}&after=${items.at(-1)!.id}`,
    `page=${middle - 1}&pageSize=${PAGE_SIZE}&before=${items[0].id}`,
    `page=1&pageSize=${LOAD_SIZE}&from=${items[0].id}`,
  ]
  const alone: number[] = []
  for (const query of heavyQueries.slice(0, 10)) alone.push((await get(query)).ms)
  const light: number[] = []
  for (let i = 0; i < 20; i++) light.push((await get(lightQueries[i % lightQueries.length])).ms)
  let answered = false
  const heavy = Promise.all(heavyQueries.map(get)).finally(() => (answered = true))
  const beside: number[] = []
  let lightFailed = 0
  for (let i = 0; !answered || beside.length < 10; i++) {
    const { ms, status } = await get(lightQueries[i % lightQueries.length])
    beside.push(ms)
    if (status !== 200) lightFailed++
  }
  const statuses: Record<number, number> = {}
  for (const { status } of await heavy) statuses[status] = (statuses[status] ?? 0) + 1
  const ms = (await heavy).map((answer) => answer.ms)
  return { alone, light, beside, lightFailed, heavy: { statuses, ms } }
}

const servers: Awaited<ReturnType<typeof start>>[] = []
try {
  for (const [i, size] of sizes.entries()) servers.push(await start(size, FIRST_PORT + i))
  console.log(`Engine: ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`)
  for (const { size, ms, megabytes } of servers) {
    console.log(
      `${count(size)} people: first start ${(ms / 1000).toFixed(1)} s, ${megabytes.toFixed(0)} MB on disk`,
    )
  }

  /** The five queries of a case, on one server, checked before they are timed. */
  async function pagesOf(port: number, sort: string, search: string) {
    const base = `pageSize=${PAGE_SIZE}&sort=${sort}${search ? `&q=${encodeURIComponent(search)}` : ''}`
    const { total } = (await timed(port, `page=1&${base}`)).page
    const pages = Math.ceil(total / PAGE_SIZE)
    const middle = Math.ceil(pages / 2)
    const { items } = (await timed(port, `page=${middle}&${base}`)).page
    const queries = [
      `page=1&${base}`,
      `page=${middle}&${base}`,
      `page=${pages}&${base}`,
      `page=${middle + 1}&${base}&after=${items.at(-1)?.id}`,
      `page=${middle - 1}&${base}&before=${items[0].id}`,
    ]
    // The pages are right before they are timed: full, and Next and Previous from the middle
    // (by a neighbour) the same people as the pages by their place.
    const ids = async (query: string) => (await timed(port, query)).page.items.map(({ id }) => id)
    const [firstIds, , lastIds, nextIds, previousIds] = await Promise.all(queries.map(ids))
    const expected = [
      [firstIds.length, PAGE_SIZE],
      [lastIds.length, total - (pages - 1) * PAGE_SIZE],
      [String(nextIds), String(await ids(`page=${middle + 1}&${base}`))],
      [String(previousIds), String(await ids(`page=${middle - 1}&${base}`))],
    ]
    if (expected.some(([got, wanted]) => got !== wanted)) {
      throw new Error(`${base}: wrong pages ${JSON.stringify(expected)}`)
    }
    return { total, queries }
  }

  /**
   * The loads of a list that grows, from the person in the middle (deep in the list, or in a
   * search's matches), of the most people a load takes: Load more (after them), Load earlier
   * (before them), and the load that a reload starts with (from them). Checked before they are
   * timed: each the people next to the others.
   */
  async function loadsOf(port: number, sort: string, search: string) {
    const q = search ? `&q=${encodeURIComponent(search)}` : ''
    const { total } = (await timed(port, `page=1&pageSize=${PAGE_SIZE}&sort=${sort}${q}`)).page
    const middle = Math.ceil(Math.ceil(total / PAGE_SIZE) / 2)
    const page = `page=${middle}&pageSize=${PAGE_SIZE}&sort=${sort}${q}`
    const [person, ...rest] = (await timed(port, page)).page.items
    const base = `page=1&pageSize=${LOAD_SIZE}&sort=${sort}${q}`
    const queries = [
      `${base}&after=${person.id}`,
      `${base}&before=${person.id}`,
      `${base}&from=${person.id}`,
    ]
    const ids = async (query: string) => (await timed(port, query)).page.items.map(({ id }) => id)
    const [more, earlier, from] = await Promise.all(queries.map(ids))
    const before = await ids(`page=${middle - 1}&pageSize=${PAGE_SIZE}&sort=${sort}${q}`)
    const expected = [
      [String(from.slice(0, PAGE_SIZE)), String([person, ...rest].map(({ id }) => id))],
      [String(more.slice(0, LOAD_SIZE - 1)), String(from.slice(1))],
      [String(earlier.slice(-PAGE_SIZE)), String(before)],
    ]
    if (expected.some(([got, wanted]) => got !== wanted)) {
      throw new Error(`${base} from ${person.id}: wrong loads ${JSON.stringify(expected)}`)
    }
    return { total, queries }
  }

  const header = sizes.map(count).join(' / ')
  const failures: string[] = []
  /**
   * A table of `columns`, one row for each case, the queries `of` gives timed on each server in
   * turn, request by request, ROUNDS rounds; then `bound` checks each median at the largest size
   * (`is`) against the smallest's (`was`), and says what it missed.
   */
  async function table(
    columns: readonly string[],
    of: typeof pagesOf,
    bound: (column: string, is: number, was: number) => string | undefined,
  ) {
    console.log(
      `\n| sort | search | matches (${header}) | ${columns.map((column) => `${column} (${header})`).join(' | ')} |`,
    )
    console.log(`|---|---|---|${columns.map(() => '---|').join('')}`)
    for (const { sort, search } of CASES) {
      const cases = await Promise.all(
        servers.map(async ({ port }) => ({ port, ...(await of(port, sort, search)) })),
      )
      // times[server][query]
      const times = cases.map(() => columns.map((): number[] => []))
      for (let round = 0; round < ROUNDS; round++) {
        for (const q of columns.keys()) {
          for (const [s, { port, queries }] of cases.entries()) {
            times[s][q].push((await timed(port, queries[q])).ms)
          }
        }
      }
      const cells = columns.map((_, q) => times.map((server) => cell(server[q])).join(' / '))
      const totals = cases.map(({ total }) => count(total)).join(' / ')
      console.log(`| ${sort} | ${search || '(none)'} | ${totals} | ${cells.join(' | ')} |`)
      const [smallest, largest] = [times[0], times.at(-1)!].map((server) => server.map(median))
      for (const [q, column] of columns.entries()) {
        const missed = bound(column, largest[q], smallest[q])
        if (missed) {
          failures.push(
            `${sort} ${search || '(none)'} ${column}: ${largest[q].toFixed(1)} ms, ${missed}`,
          )
        }
      }
    }
  }

  await table(QUERIES, pagesOf, (query, is, was) => {
    if (query === 'middle') return is >= 500 ? 'not under 500 ms' : undefined
    if (is >= 50) return 'not under 50 ms'
    if (servers.length > 1 && is > Math.max(1.5 * was, was + 2)) {
      return `against ${was.toFixed(1)} ms at ${count(sizes[0])}`
    }
  })
  console.log(
    `\nMilliseconds, median (min-max) of ${ROUNDS} requests each, page size ${PAGE_SIZE}, for ${header} people.`,
  )
  // A list that grows: each load under 20 ms, at the largest size.
  await table(LOADS, loadsOf, (_, is) => (is >= 20 ? 'not under 20 ms' : undefined))
  console.log(
    `\nLoads of ${LOAD_SIZE} from the middle person, milliseconds, median (min-max) of ${ROUNDS} requests each, for ${header} people.`,
  )

  // Heavy searches beside light pages: 20 middle pages of "mar" and "ana" (4.4 % and 5.8 % of the
  // people), each sorting every match, sent at once, while light pages are read one after another.
  console.log(
    `\n| people | heavy alone | light alone | light beside 20 heavy | heavy: answers, median, slowest |`,
  )
  console.log('|---|---|---|---|---|')
  for (const { size, port } of servers) {
    const { alone, light, beside, lightFailed, heavy } = await heavyBesideLight(port)
    const answers = Object.entries(heavy.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ')
    console.log(
      `| ${count(size)} | ${cell(alone)} | ${cell(light)} | ${cell(beside)}, ${beside.length} pages, ${lightFailed} not 200 | ${answers}, ${median(heavy.ms).toFixed(1)}, ${Math.max(...heavy.ms).toFixed(1)} |`,
    )
    if (size !== sizes.at(-1)) continue
    const at = `at ${count(size)}`
    if (median(beside) >= 50) failures.push(`light pages beside heavy ${at}: not under 50 ms`)
    if (lightFailed > 0) failures.push(`light pages beside heavy ${at}: ${lightFailed} not 200`)
    if (median(alone) >= 300) failures.push(`a heavy page alone ${at}: not under 300 ms`)
    if (Math.max(...heavy.ms) > HEAVY_ANSWERED_MS)
      failures.push(`a heavy page ${at} answered in more than ${HEAVY_ANSWERED_MS} ms`)
  }
  console.log(
    `\nMilliseconds, median (min-max); light: page 1, the last page, Next and Previous from the middle, and a load of ${LOAD_SIZE} from it, in turn; heavy: middle pages of "mar" and "ana", in ${HEAVY_SORTS.length} sorts.`,
  )

  const { port } = servers.at(-1)!
  // A write changes the row, its sort indexes, the name's count and the list's count, in one
  // transaction: a few hundred of each, added then deleted, at the largest size.
  const added: number[] = []
  const writes = { add: [] as number[], delete: [] as number[] }
  for (let n = 0; n < WRITES; n++) {
    const person = {
      firstName: 'Timing',
      lastName: `Writer ${n}`,
      email: `timing.${n}@example.com`,
    }
    const start = performance.now()
    const response = await fetch(`http://127.0.0.1:${port}/api/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    })
    const { id } = (await response.json()) as { id: number }
    writes.add.push(performance.now() - start)
    if (response.status !== 201) throw new Error(`POST: ${response.status}`)
    added.push(id)
    if (n === 0) {
      // The page past the old last one now holds the one added, by id: the API's pages follow
      // the count, whatever its size.
      const { total, items } = (
        await timed(
          port,
          `page=${Math.ceil((sizes.at(-1)! + 1) / PAGE_SIZE)}&pageSize=${PAGE_SIZE}`,
        )
      ).page
      if (total !== sizes.at(-1)! + 1 || items.at(-1)?.id !== id) {
        failures.push(`the last page after an add: ${JSON.stringify({ total, items })}`)
      }
    }
  }
  for (const id of added) {
    const start = performance.now()
    const response = await fetch(`http://127.0.0.1:${port}/api/people/${id}`, { method: 'DELETE' })
    await response.arrayBuffer()
    writes.delete.push(performance.now() - start)
    if (response.status !== 204) throw new Error(`DELETE ${id}: ${response.status}`)
  }
  console.log(
    `\nWrites at ${count(sizes.at(-1)!)}, ${WRITES} of each (ms): add ${cell(writes.add)}, delete ${cell(writes.delete)}.`,
  )
  if (failures.length > 0) {
    console.log(`\nBounds not met:\n${failures.map((failure) => `- ${failure}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log('\nEvery bound met.')
  }
} finally {
  for (const { api, size } of servers) {
    await api.remove()
    if (admin) await admin.query(`DROP DATABASE IF EXISTS ${databaseOf(size)}`)
  }
  await admin?.end()
}
