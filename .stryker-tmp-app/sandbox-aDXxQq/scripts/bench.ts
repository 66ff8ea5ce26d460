// @ts-nocheck
// npm run bench: generation cost per record, and the cost of a page switch through the store and
// the selectors, at 215, 10k, 100k and 1M records. Run with NODE_ENV=production (the npm script
// does), as in the browser build: RTK's development checks walk the whole state on every action.
import { performance } from 'node:perf_hooks'
import { selectPeoplePage } from '../src/app/selectors'
import { makeStore } from '../src/app/store'
import { pageWindow } from '../src/features/pagination/pageMath'
import { setPage, setPageSize } from '../src/app/peoplePagination'
import { generatePeople, MAX_ID, MIN_ID } from '../src/features/people/generatePeople'
import type { Person } from '../src/features/people/person'

const SIZES = [215, 10_000, 100_000, 1_000_000]
const MAX_DISTINCT_IDS = MAX_ID - MIN_ID + 1
const SWITCHES = 20_000

function median(values: number[]) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
}

/** Microseconds per record to generate `count` people, median of a few runs. */
function generationCost(count: number) {
  const runs = count <= 10_000 ? 9 : 3
  const times = Array.from({ length: runs }, (_, run) => {
    const start = performance.now()
    generatePeople(count, run)
    return performance.now() - start
  })
  return (median(times) * 1000) / count
}

/**
 * A list of `count` people for the selector benchmark. Past the 90,000 distinct ids the id range
 * allows, generated people are repeated with shifted ids: the selectors never look at ids.
 */
function peopleList(count: number): Person[] {
  const generated = generatePeople(Math.min(count, MAX_DISTINCT_IDS), 1)
  return Array.from({ length: count }, (_, i) => {
    const { length } = generated
    const person = generated[i % length] ?? generated[0]
    if (!person) throw new Error('no people to repeat')
    return { ...person, id: person.id + Math.floor(i / length) * 100_000 }
  })
}

/** Microseconds per page switch: dispatch setPage, then read every selector the page reads. */
function pageSwitchCost(count: number) {
  const store = makeStore({ people: { items: peopleList(count) } })
  store.dispatch(setPageSize(20))
  const pages = selectPeoplePage(store.getState()).pageCount
  let seed = 12345
  const nextPage = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) % pages) + 1
  const run = () => {
    const start = performance.now()
    let rows = 0
    for (let i = 0; i < SWITCHES; i++) {
      store.dispatch(setPage(nextPage()))
      // What App and the bar read on a switch.
      const view = selectPeoplePage(store.getState())
      rows += view.people.length + pageWindow(view.page, view.pageCount).length
    }
    if (rows === 0) throw new Error('the selectors returned nothing')
    return ((performance.now() - start) * 1000) / SWITCHES
  }
  run() // warm-up
  return median([run(), run(), run()])
}

const rows = SIZES.map((count) => ({
  count,
  generation: count <= MAX_DISTINCT_IDS ? generationCost(count) : undefined,
  pageSwitch: pageSwitchCost(count),
}))
const base = rows.find((row) => row.count === 215)?.pageSwitch ?? Number.NaN
const pad = (text: string, width: number) => text.padStart(width)
console.log(`NODE_ENV=${process.env.NODE_ENV ?? ''}, ${SWITCHES} switches a run, page size 20\n`)
console.log(
  `${pad('records', 10)} ${pad('generate µs/record', 19)} ${pad('page switch µs', 15)} ${pad('× at 215', 9)}`,
)
for (const { count, generation, pageSwitch } of rows) {
  console.log(
    `${pad(count.toLocaleString('en'), 10)} ${pad(generation === undefined ? 'n/a*' : generation.toFixed(2), 19)} ` +
      `${pad(pageSwitch.toFixed(2), 15)} ${pad((pageSwitch / base).toFixed(2), 9)}`,
  )
}
console.log(
  `\n* The id range ${MIN_ID}..${MAX_ID} holds ${MAX_DISTINCT_IDS.toLocaleString('en')} distinct ids; ` +
    'generatePeople refuses more (RangeError).',
)
