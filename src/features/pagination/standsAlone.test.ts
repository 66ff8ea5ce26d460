import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit'
import fc from 'fast-check'
import { pageCount, pageWindow } from './pageMath'
import { PAGE_SIZES, paginationSlice, selectPagination, withPageInRange } from './paginationSlice'

/*
 * The pagination feature lifted into another app, as the README tells a learner to: their own
 * list (here, a to-do list that grows and shrinks), the pagination slice, and the one line of glue
 * that bounds the page by their list. Nothing of this app's store is used.
 */
const todosSlice = createSlice({
  name: 'todos',
  initialState: { items: [] as string[] },
  reducers: {
    added(state, action: PayloadAction<string>) {
      state.items.push(action.payload)
    },
    removed(state, action: PayloadAction<number>) {
      state.items.splice(action.payload, 1)
    },
    cleared(state) {
      state.items = []
    },
  },
})

function makeLearnerStore() {
  const slices = combineSlices(paginationSlice, todosSlice)
  const reducer = withPageInRange(slices, (state) => state.todos.items.length)
  return configureStore({ reducer })
}

/** Anything a DevTools user might type as a payload, valid values weighted in. */
const payload = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(...PAGE_SIZES),
  fc.integer(),
  fc.double(),
  fc.jsonValue(),
)

/** 500 under npm test; the mutation run (npm run test:mutation) sets fewer. */
const RUNS = Math.max(50, Math.round(Number(process.env.PROPERTY_RUNS ?? 10_000) / 20))
const endOnFailure = process.env.PROPERTY_SHRINK === '0'

const anyAction: fc.Arbitrary<UnknownAction> = fc.oneof(
  payload.map((p) => ({ type: 'pagination/setPage', payload: p })),
  payload.map((p) => ({ type: 'pagination/setPageSize', payload: p })),
  fc.string({ maxLength: 3 }).map((text) => todosSlice.actions.added(text)),
  fc.string({ maxLength: 3 }).map((text) => todosSlice.actions.added(text)),
  fc.integer({ min: -1, max: 30 }).map((at) => todosSlice.actions.removed(at)),
  fc.constant(todosSlice.actions.cleared()),
  fc.constant({ type: 'unrelated/action' }),
)

describe('the pagination feature in a learner’s own store', () => {
  it(`keeps a whole page within the pages of their list and a size from the list, after any action (${RUNS} runs)`, () => {
    let steps = 0
    fc.assert(
      fc.property(fc.array(anyAction, { minLength: 1, maxLength: 60, size: 'max' }), (actions) => {
        const store = makeLearnerStore()
        for (const action of actions) {
          store.dispatch(action)
          const { pagination, todos } = store.getState()
          const pages = pageCount(todos.items.length, pagination.pageSize)
          expect(PAGE_SIZES).toContain(pagination.pageSize)
          expect(Number.isInteger(pagination.page)).toBe(true)
          expect(pagination.page).toBeGreaterThanOrEqual(1)
          expect(pagination.page).toBeLessThanOrEqual(pages)
          // What the bar reads in their store, and the buttons it then shows.
          expect(selectPagination(store.getState())).toBe(pagination)
          expect(pageWindow(pagination.page, pages)).toContain(pagination.page)
          steps++
        }
      }),
      { numRuns: RUNS, endOnFailure },
    )
    // Sequences of 1 to 60 actions: about 27 steps each on average, and in a batch of 50 runs (the
    // mutation run's) as few as 19. Ten per run still proves long sequences were run.
    expect(steps).toBeGreaterThan(RUNS * 10)
  })

  it('follows the list: removing the last page’s items takes the page back', () => {
    const store = makeLearnerStore()
    for (let i = 0; i < 12; i++) store.dispatch(todosSlice.actions.added(`tarefa ${i}`))
    store.dispatch(paginationSlice.actions.setPage(3))
    expect(store.getState().pagination).toEqual({ page: 3, pageSize: 5 })
    store.dispatch(todosSlice.actions.removed(0))
    store.dispatch(todosSlice.actions.removed(0))
    expect(store.getState().pagination).toEqual({ page: 2, pageSize: 5 })
    store.dispatch(paginationSlice.actions.setPage(-3))
    expect(store.getState().pagination).toEqual({ page: 1, pageSize: 5 })
  })
})
