// `npm run timing`: server.ts on its own 1,000,000 people, in a fresh folder, and the time of whole
// HTTP requests for the pages a reader reaches, in the sorts and searches that cost the most, and
// of writes. Prints the first start's time and the database's size, then medians (min-max).
import { statSync } from 'node:fs'
import { startApi } from './e2e/api.ts'
import type { PeoplePage } from './src/features/people/people.ts'

const PORT = Number(process.env.PORT ?? 3201)
const ROUNDS = 21
const WRITES = 300
const PAGE_SIZE = 10
// Every sort of names, either way, and id order; then "mar" (Omar, Amara, Martin), in about 4 %
// of the names, and a search of few people who sort last: "zoe", about 14,700 Zoes, at the end
// by first name.
const sorts = (search: string, ...sorts: string[]) => sorts.map((sort) => ({ sort, search }))
const CASES = [
  ...sorts('', 'id', 'firstName', '-firstName', 'lastName', '-lastName'),
  ...sorts('mar', 'id', 'lastName', '-lastName'),
  ...sorts('zoe', 'firstName', '-firstName'),
]

const started = performance.now()
const api = await startApi(PORT, '')
const startMs = performance.now() - started
const megabytes = statSync(api.database).size / 1e6
console.log(`First start: ${Math.round(startMs)} ms, people.db ${megabytes.toFixed(0)} MB`)

/** One whole request, from the first byte sent to the answer read: its time and its answer. */
async function timed(query: string) {
  const start = performance.now()
  const response = await fetch(`http://127.0.0.1:${PORT}/api/people?${query}`)
  const page = (await response.json()) as PeoplePage
  const ms = performance.now() - start
  if (response.status !== 200) throw new Error(`${query}: ${response.status}`)
  return { ms, page }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]
const cell = (values: number[]) =>
  `${median(values).toFixed(1)} (${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)})`

try {
  console.log(
    '\n| sort | search | total | page 1 | middle | last | Next from middle | Previous from middle |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const { sort, search } of CASES) {
    const base = `pageSize=${PAGE_SIZE}&sort=${sort}${search ? `&q=${search}` : ''}`
    const { total } = (await timed(`page=1&${base}`)).page
    const pages = Math.ceil(total / PAGE_SIZE)
    const middle = Math.ceil(pages / 2)
    const { items } = (await timed(`page=${middle}&${base}`)).page
    const queries = [
      `page=1&${base}`,
      `page=${middle}&${base}`,
      `page=${pages}&${base}`,
      `page=${middle + 1}&${base}&after=${items.at(-1)?.id}`,
      `page=${middle - 1}&${base}&before=${items[0].id}`,
    ]
    // The pages are right before they are timed: full, and Next and Previous from the middle
    // (by a neighbour) the same people as the pages by their place.
    const ids = async (query: string) => (await timed(query)).page.items.map(({ id }) => id)
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
    const times: number[][] = queries.map(() => [])
    // Round by round, so that a slower moment of the machine falls on every column alike.
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, query] of queries.entries()) times[i].push((await timed(query)).ms)
    }
    const shown = `${total.toLocaleString('en')}`
    console.log(`| ${sort} | ${search || '(none)'} | ${shown} | ${times.map(cell).join(' | ')} |`)
  }
  console.log(
    `\nMilliseconds, median (min-max) of ${ROUNDS} requests each, page size ${PAGE_SIZE}.`,
  )

  // A write changes the row, its three sort indexes, the names' index and the count, in one
  // transaction: a few hundred of each, added then deleted.
  const added: number[] = []
  const writes = { add: [] as number[], delete: [] as number[] }
  for (let n = 0; n < WRITES; n++) {
    const person = {
      firstName: 'Timing',
      lastName: `Writer ${n}`,
      email: `timing.${n}@example.com`,
    }
    const start = performance.now()
    const response = await fetch(`http://127.0.0.1:${PORT}/api/people`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(person),
    })
    const { id } = (await response.json()) as { id: number }
    writes.add.push(performance.now() - start)
    if (response.status !== 201) throw new Error(`POST: ${response.status}`)
    added.push(id)
  }
  for (const id of added) {
    const start = performance.now()
    const response = await fetch(`http://127.0.0.1:${PORT}/api/people/${id}`, { method: 'DELETE' })
    await response.arrayBuffer()
    writes.delete.push(performance.now() - start)
    if (response.status !== 204) throw new Error(`DELETE ${id}: ${response.status}`)
  }
  console.log(
    `\nWrites, ${WRITES} of each (ms): add ${cell(writes.add)}, delete ${cell(writes.delete)}.`,
  )
} finally {
  await api.remove()
}
