import { combineSlices, configureStore, createSelector, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import fc from 'fast-check'
// eslint-disable-next-line no-restricted-imports -- a learner's own typed hook, for their store
import { Provider, useSelector } from 'react-redux'
import type { PaginationLabels } from './labels'
import { PageSummary } from './PageSummary'
import { PaginationBar } from './PaginationBar'
import { pageCount, pageItems, pageWindow } from './pageMath'
import {
  PAGE_SIZES,
  paginationSlice,
  selectPage,
  selectPageSize,
  selectPagination,
  withPageInRange,
} from './paginationSlice'

/*
 * The pagination feature lifted into another app, as docs/use-pagination.md tells a learner to:
 * their own list (here, a to-do list that grows and shrinks), the pagination slice, the one line of
 * glue that bounds the page by their list, their two selectors, and the bar and the summary in
 * their own words. Nothing of this app's store is used.
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

const slices = combineSlices(paginationSlice, todosSlice)
const reducer = withPageInRange(slices, (state) => state.todos.items.length)
type LearnerState = ReturnType<typeof reducer>

const makeLearnerStore = () => configureStore({ reducer })

// The learner's two selectors: how many pages their list fills, and the current page's items.
const selectTodos = (state: LearnerState) => state.todos.items
const selectTodoPageCount = createSelector(
  [(state: LearnerState) => selectTodos(state).length, selectPageSize],
  pageCount,
)
const selectVisibleTodos = createSelector([selectTodos, selectPage, selectPageSize], pageItems)

/** Anything a DevTools user might type as a payload, valid values weighted in. */
const payload = fc.oneof(
  fc.integer({ min: -3, max: 12 }),
  fc.constantFrom(...PAGE_SIZES),
  fc.integer(),
  fc.double(),
  fc.jsonValue(),
)

const RUNS = 500

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
      { numRuns: RUNS },
    )
    // Sequences of 1 to 60 actions: about 27 steps each on average. Ten per run proves long
    // sequences were run.
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

// The learner's words: the bar and the summary in English.
const english: PaginationLabels = {
  navigation: 'Pagination',
  pageSize: 'Items per page:',
  first: 'First',
  last: 'Last',
  page: (page) => `Page ${page}`,
  pageOfPages: (page, pageCount) => `Page ${page} of ${pageCount}`,
  itemsShown: (shown, total) => `${shown} of ${total} to-dos`,
}

const useLearnerSelector = useSelector.withTypes<LearnerState>()

/** The learner's page: the current page of their list, then the summary and the bar. */
function TodoPage() {
  const todos = useLearnerSelector(selectVisibleTodos)
  const count = useLearnerSelector((state) => selectTodos(state).length)
  const pages = useLearnerSelector(selectTodoPageCount)
  const { page } = useLearnerSelector(selectPagination)
  return (
    <>
      <ul aria-label="To-dos">
        {todos.map((todo, place) => (
          // Keyed by place, as the guide's list is: a page is places, filled anew.
          <li key={place}>{todo}</li>
        ))}
      </ul>
      <PageSummary
        page={page}
        pageCount={pages}
        shownCount={todos.length}
        itemCount={count}
        labels={english}
      />
      <PaginationBar pageCount={pages} labels={english} />
    </>
  )
}

describe('the pagination feature on a learner’s page, in their words', () => {
  it('pages their 137 to-dos, driven by the English names', async () => {
    const store = makeLearnerStore()
    for (let i = 1; i <= 137; i++) store.dispatch(todosSlice.actions.added(`to-do ${i}`))
    const user = userEvent.setup()
    render(
      <Provider store={store}>
        <TodoPage />
      </Provider>,
    )
    const shown = () =>
      within(screen.getByRole('list', { name: 'To-dos' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)

    expect(shown()).toEqual(['to-do 1', 'to-do 2', 'to-do 3', 'to-do 4', 'to-do 5'])
    expect(screen.getByText('5 of 137 to-dos')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Last' }))
    expect(shown()).toEqual(['to-do 136', 'to-do 137'])
    expect(screen.getByText('2 of 137 to-dos')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Page 28 of 28')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page:' }), '20')
    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    expect(shown()).toHaveLength(20)
    expect(shown()[0]).toBe('to-do 41')
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page')
    await user.click(screen.getByRole('button', { name: 'First' }))
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled()
    expect(screen.getAllByText('Page 1 of 7')).toHaveLength(2)
  })
})
