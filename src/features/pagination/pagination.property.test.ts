import fc from 'fast-check'
import type { UnknownAction } from '@reduxjs/toolkit'
import { makeStore } from '../../app/store'
import { generatePeople } from '../people/generatePeople'
import { PAGE_SIZES } from './paginationSlice'
import { selectPageWindow, selectShownCount, selectVisiblePeople } from './selectors'

const PEOPLE = generatePeople(400, 7)

/** Anything a DevTools user might type as a payload, valid values weighted in. */
const payload = fc.oneof(
  fc.integer({ min: -5, max: 90 }),
  fc.constantFrom(...PAGE_SIZES),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, null, undefined, true, '3', '10', ''),
  fc.string(),
  fc.object(),
  fc.array(fc.integer()),
)

const action: fc.Arbitrary<UnknownAction> = fc.oneof(
  payload.map((p) => ({ type: 'pagination/setPage', payload: p })),
  payload.map((p) => ({ type: 'pagination/setPageSize', payload: p })),
  fc.constant({ type: 'pagination/setPage' }),
  fc.constant({ type: 'unrelated/action', payload: 1 }),
)

describe('pagination under arbitrary action sequences', () => {
  it('keeps the invariants and shows exactly the page’s slice after every action', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: PEOPLE.length }),
        fc.array(action, { maxLength: 50 }),
        (count, actions) => {
          const items = PEOPLE.slice(0, count)
          const store = makeStore({ people: { items } })
          for (const a of actions) {
            store.dispatch(a)
            const state = store.getState()
            const { page, pageSize } = state.pagination
            const lastPage = Math.max(1, Math.ceil(count / pageSize))

            expect(PAGE_SIZES).toContain(pageSize)
            expect(Number.isInteger(page)).toBe(true)
            expect(page).toBeGreaterThanOrEqual(1)
            expect(page).toBeLessThanOrEqual(lastPage)
            const start = (page - 1) * pageSize
            expect(selectVisiblePeople(state)).toEqual(items.slice(start, start + pageSize))
            expect(selectShownCount(state)).toBe(Math.min(pageSize, count - start))
            expect(selectPageWindow(state)).toContain(page)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('follows the spec’s transitions exactly (a model of SPEC §4)', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 50 }), (actions) => {
        const store = makeStore({ people: { items: PEOPLE.slice(0, 215) } })
        let model = { page: 1, pageSize: 5 }
        for (const a of actions) {
          store.dispatch(a)
          const p = (a as { payload?: unknown }).payload
          if (a.type === 'pagination/setPageSize' && PAGE_SIZES.includes(p as never)) {
            model = { page: 1, pageSize: p as number }
          } else if (a.type === 'pagination/setPage' && Number.isInteger(p)) {
            const last = Math.ceil(215 / model.pageSize)
            model = { ...model, page: Math.min(Math.max(p as number, 1), last) }
          }
          expect(store.getState().pagination).toEqual(model)
        }
      }),
      { numRuns: 300 },
    )
  })
})
