import fc from 'fast-check'
import type { UnknownAction } from '@reduxjs/toolkit'
import { pageWindow } from '../features/pagination/pageMath'
import { peoplePagination } from './peoplePagination'
import { generatePeople } from '../features/people/generatePeople'
import { selectPageCount, selectVisiblePeople } from './selectors'
import { rootReducer } from './store'
import type { RootState } from './store'

const PEOPLE = generatePeople(400, 7)

const SEQUENCES = 500
/** The mutation run (PROPERTY_SHRINK=0) needs a failure, not the smallest failing sequence. */
const endOnFailure = process.env.PROPERTY_SHRINK === '0'

/** Anything a DevTools user might type as a payload, valid values weighted in. */
const payload = fc.oneof(
  fc.integer({ min: -5, max: 90 }),
  fc.constantFrom(...peoplePagination.pageSizes),
  fc.integer(),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, null, undefined, true, '3', '10', '', -0),
  fc.string({ maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 3 }), fc.integer(), { maxKeys: 2 }),
  fc.array(fc.integer(), { maxLength: 2 }),
)

const action: fc.Arbitrary<UnknownAction> = fc.oneof(
  payload.map((p) => ({ type: 'pagination/setPage', payload: p })),
  payload.map((p) => ({ type: 'pagination/setPageSize', payload: p })),
  fc.constant({ type: 'pagination/setPage' }),
  fc.constant({ type: 'unrelated/action', payload: 1 }),
)

/** The spec's invariants and the exact visible slice; throws on the first broken one. */
function checkState(state: RootState, items: readonly unknown[]) {
  const { page, pageSize } = state.pagination
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize))
  if (!peoplePagination.pageSizes.includes(pageSize))
    throw new Error(`page size ${String(pageSize)}`)
  if (!Number.isInteger(page) || page < 1 || page > pageCount) {
    throw new Error(`page ${String(page)} outside 1..${pageCount}`)
  }
  const start = (page - 1) * pageSize
  const expected = items.slice(start, start + pageSize)
  const visible = selectVisiblePeople(state)
  if (visible.length !== expected.length || visible.some((person, i) => person !== expected[i])) {
    throw new Error(`rows of page ${page} at size ${pageSize} are not items ${start}..`)
  }
  if (selectPageCount(state) !== pageCount) throw new Error('page count')
  if (!pageWindow(page, pageCount).includes(page)) throw new Error('window misses the page')
}

describe('pagination under arbitrary action sequences', () => {
  it(`holds the invariants and the exact slice after every step of ${SEQUENCES} sequences`, () => {
    let sequences = 0
    let steps = 0
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: PEOPLE.length }),
        fc.array(action, { minLength: 1, maxLength: 50, size: 'max' }),
        (count, actions) => {
          sequences++
          const items = PEOPLE.slice(0, count)
          let state = rootReducer({ people: { items } }, { type: '@@INIT' })
          checkState(state, items)
          for (const a of actions) {
            state = rootReducer(state, a)
            checkState(state, items)
            steps++
          }
        },
      ),
      { numRuns: SEQUENCES, endOnFailure },
    )
    // Sequences of 1 to 50 actions: about 25 steps each on average.
    expect(sequences).toBe(SEQUENCES)
    expect(steps).toBeGreaterThan(SEQUENCES * 20)
  })
})
