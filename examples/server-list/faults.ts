// `npm run faults`: server.ts on PostgreSQL while the database fails under it. Readers and writers
// send requests while PostgreSQL's connections are ended (pg_terminate_backend), the cluster is
// restarted, then stopped for a while and started again. It holds the server to this:
// - it never exits, and pages again once the database is back, with no restart;
// - every request is answered, and while the database is away, with a 503 within a second;
// - every write acknowledged is in the database, once; a write whose answer was a 503 or never
//   came, sent again with its Idempotency-Key until answered, is done once (its add never a 409,
//   its delete never a 404: the answer of its first try).
//
//   DATABASE_URL=postgres://… PG_CTL='pg_ctl -D … -l … -m fast -w' npm run faults
//
// DATABASE_URL is a database of a cluster where it may make databases (it makes `faults`, and
// drops it at the end); PG_CTL a shell command that controls that cluster, given `restart` or
// `stop` after it (.ci/run's runs it as the postgres user). Prints its figures, and ends with 1
// if any check failed.
import { execSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { startApi } from './e2e/api.ts'
import { DEFAULT_SCHEMA } from './server/postgres.ts'
import { PEOPLE_SORTS } from './src/features/people/model/query.ts'

const url = process.env.DATABASE_URL
const pgCtl = process.env.PG_CTL
if (!url || !pgCtl) {
  console.error('npm run faults: set DATABASE_URL and PG_CTL (faults.ts says what they are)')
  process.exit(1)
}
const PORT = Number(process.env.PORT ?? 3211)
const DATABASE = 'faults'
const READERS = 6
const WRITERS = 4
/** What a request may take with the database away: the bound. */
const AWAY_MS = 1_000
/** A request unanswered after this is a request not answered. */
const ANSWER_MS = 10_000

const admin = new pg.Pool({ connectionString: url, max: 2 })
admin.on('error', () => undefined)
/** `sql` on the admin's database, once it is back (it too is cut by the faults). */
async function adminQuery(sql: string, values: unknown[] = []) {
  for (let tries = 0; ; tries++) {
    try {
      return await admin.query(sql, values)
    } catch (error) {
      if (tries === 50) throw error
      await sleep(200)
    }
  }
}
const sleep = (ms: number) => new Promise((later) => setTimeout(later, ms))

await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE}`)
await adminQuery(`CREATE DATABASE ${DATABASE}`)
const target = new URL(url)
target.pathname = `/${DATABASE}`
// Its log of each 503 left out: the figures below count them.
const api = await startApi(
  PORT,
  '',
  { PEOPLE: '20000', DATABASE_URL: String(target) },
  { quiet: true },
)
const origin = `http://127.0.0.1:${PORT}`

/** Every request's answer: its status (0: none came), its time, and whether the database was away. */
const answers: { status: number; ms: number; away: boolean }[] = []
let away = false
let running = true

async function send(path: string, init: RequestInit = {}) {
  const started = performance.now()
  const wasAway = away
  let status = 0
  let body: unknown
  try {
    const response = await fetch(`${origin}${path}`, {
      ...init,
      signal: AbortSignal.timeout(ANSWER_MS),
    })
    status = response.status
    const text = await response.text()
    body = text === '' ? undefined : JSON.parse(text)
  } catch {
    status = 0
  }
  answers.push({ status, ms: performance.now() - started, away: wasAway && away })
  return { status, body }
}

async function reader() {
  while (running) {
    const sort = PEOPLE_SORTS[Math.floor(Math.random() * PEOPLE_SORTS.length)]
    const page = 1 + Math.floor(Math.random() * 2_000)
    await send(`/api/people?page=${page}&pageSize=10&sort=${sort}`)
    await sleep(5)
  }
}

/** What each writer's writes came to. */
const added = new Map<string, number>()
const deleted = new Set<string>()
const wrong: string[] = []
let retried = 0

/** A write sent until answered with something other than a 503, with one key. */
async function write(path: string, init: RequestInit) {
  const key = randomUUID()
  for (let tries = 0; ; tries++) {
    const headers = { ...init.headers, 'idempotency-key': key }
    const answer = await send(path, { ...init, headers })
    if (answer.status !== 503 && answer.status !== 0) return answer
    if (tries === 0) retried++
    await sleep(100)
  }
}

async function writer(n: number) {
  for (let i = 0; running; i++) {
    const email = `writer${n}.${i}@faults.example.com`
    const person = { firstName: 'Fault', lastName: `Writer ${n}`, email }
    const add = await write('/api/people', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    })
    if (add.status !== 201) {
      wrong.push(`add ${email}: ${add.status}`)
      continue
    }
    const { id } = add.body as { id: number }
    added.set(email, id)
    if (i % 3 === 2) {
      const removed = await write(`/api/people/${id}`, { method: 'DELETE' })
      if (removed.status === 204) deleted.add(email)
      else wrong.push(`delete ${id}: ${removed.status}`)
    }
  }
}

const terminate = () =>
  adminQuery(
    `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
      WHERE datname = $1 AND pid <> pg_backend_pid()`,
    [DATABASE],
  )
const cluster = (command: 'restart' | 'stop') =>
  execSync(`${pgCtl} ${command}`, { stdio: 'ignore' })

const clients = [
  ...Array.from({ length: READERS }, reader),
  ...Array.from({ length: WRITERS }, (_, n) => writer(n)),
]
let disruptions = 0
let ended = 0
for (let round = 0; round < 2; round++) {
  await sleep(1_000)
  for (let i = 0; i < 3; i++) {
    ended += (await terminate()).rows[0].ended
    disruptions++
    await sleep(500)
  }
  cluster('restart')
  disruptions++
  await sleep(1_500)
}
// Away for 2.5 s: the 503s of that time are timed.
cluster('stop')
disruptions++
await sleep(200)
away = true
await sleep(2_500)
away = false
cluster('restart')
await sleep(1_500)
running = false
await Promise.all(clients)

const health = await send('/api/health')
const alive = api.isRunning()
// Every acknowledged write as it was answered: each add there once (a delete, gone).
const people = new pg.Pool({ connectionString: String(target), max: 1 })
const { rows } = await people.query(`SELECT email, count(*)::int AS times, min(id)::int AS id
  FROM ${DEFAULT_SCHEMA}.person WHERE email LIKE '%@faults.example.com' GROUP BY email`)
await people.end()
const inDatabase = new Map(rows.map(({ email, times, id }) => [email, { times, id }]))
for (const [email, id] of added) {
  const there = inDatabase.get(email)
  if (deleted.has(email)) {
    if (there) wrong.push(`${email}: deleted, but there`)
  } else if (!there || there.times !== 1 || there.id !== id) {
    wrong.push(`${email}: added as ${id}, in the database ${JSON.stringify(there)}`)
  }
}
for (const email of inDatabase.keys()) {
  if (!added.has(email)) wrong.push(`${email}: in the database, never acknowledged`)
}
const unanswered = answers.filter(({ status }) => status === 0).length
const awayAnswers = answers.filter(({ away }) => away)
const slowAway = awayAnswers.filter(({ ms }) => ms > AWAY_MS).length
const failed = [
  !alive && 'server.ts exited',
  health.status !== 200 && `GET /api/health after: ${health.status}`,
  unanswered > 0 && `${unanswered} requests had no answer`,
  awayAnswers.length === 0 && 'no request was sent while the database was away',
  awayAnswers.some(({ status }) => status !== 503) && 'an answer other than 503 while away',
  slowAway > 0 && `${slowAway} answers took over ${AWAY_MS} ms while the database was away`,
  ...wrong,
].filter(Boolean)

const count = (status: number) => answers.filter((answer) => answer.status === status).length
console.log(
  [
    `Disruptions: ${disruptions} (backends terminated 6 times, ${ended} connections; restarted 2 times; stopped 2.5 s once)`,
    `Requests: ${answers.length} (${count(200)} pages, ${count(201)} adds, ${count(204)} deletes, ${count(503)} answered 503, ${unanswered} unanswered)`,
    `While away: ${awayAnswers.length} requests, all 503: ${awayAnswers.every(({ status }) => status === 503)}, slowest ${Math.max(0, ...awayAnswers.map(({ ms }) => ms)).toFixed(0)} ms`,
    `Writes acknowledged: ${added.size} adds, ${deleted.size} deletes; ${retried} sent again after a 503 or no answer, each done once`,
    `server.ts: ${alive ? 'never exited' : 'EXITED'}; health after: ${health.status}`,
  ].join('\n'),
)
await api.remove()
await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE}`)
await admin.end()
if (failed.length > 0) {
  console.error(`npm run faults: failed:\n- ${failed.join('\n- ')}`)
  process.exit(1)
}
console.log('npm run faults: held')
