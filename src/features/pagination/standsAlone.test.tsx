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
import { pageItems, pageCount } from './pageMath'
import { createPaginationSlice, withPageInRange } from './paginationSlice'
import type { PaginationState } from './paginationSlice'

/*
 * The feature lifted into another app, as docs/use-pagination.md tells a learner to: two lists of
 * their own in one store (to-dos paged at 10, 25 or 50, users at 5 or 10), each with its own
 * pagination slice, the glue, their selectors, and a bar and a summary each, in English.
 */
const listSlice = <Name extends string>(name: Name) =>
  createSlice({
    name,
    initialState: { items: [] as string[] },
    reducers: {
      added(state, action: PayloadAction<string>) {
        state.items.push(action.payload)
      },
      removed(state, action: PayloadAction<number>) {
        state.items.splice(action.payload, 1)
      },
    },
  })
const todos = listSlice('todos')
const users = listSlice('users')
const todosPagination = createPaginationSlice({
  name: 'todosPagination',
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
})
const usersPagination = createPaginationSlice({
  name: 'usersPagination',
  pageSizes: [5, 10],
  defaultPageSize: 5,
})

const reducer = withPageInRange(combineSlices(todos, todosPagination, users, usersPagination), [
  { list: todosPagination, countItems: (state) => state.todos.items.length },
  { list: usersPagination, countItems: (state) => state.users.items.length },
])
type LearnerState = ReturnType<typeof reducer>

/** Each list on its own, in a store without the other. */
const todosAlone = withPageInRange(combineSlices(todos, todosPagination), [
  { list: todosPagination, countItems: (state) => state.todos.items.length },
])
const usersAlone = withPageInRange(combineSlices(users, usersPagination), [
  { list: usersPagination, countItems: (state) => state.users.items.length },
])

/** Any action of either list, with payloads a DevTools user might type. */
const payload = fc.oneof(
  fc.integer({ min: -2, max: 60 }),
  fc.constantFrom(5, 10, 25, 50, '10', 2.5),
)
const actionsOf = (items: typeof todos | typeof users, pagination: { name: string }) => [
  payload.map((p) => ({ type: `${pagination.name}/setPage`, payload: p })),
  payload.map((p) => ({ type: `${pagination.name}/setPageSize`, payload: p })),
  fc.nat(3).map((n) => items.actions.added(`item ${n}`)),
  fc.nat(3).map(() => items.actions.added('one more')),
  fc.integer({ min: -1, max: 40 }).map((at) => items.actions.removed(at)),
]
const anyAction: fc.Arbitrary<UnknownAction> = fc.oneof(
  ...actionsOf(todos, todosPagination),
  ...actionsOf(users, usersPagination),
)

/** `expect(…).toEqual`, called only when the two differ: 24,000 comparisons stay cheap. */
const expectSame = (a: PaginationState, b: PaginationState) => {
  if (a.page !== b.page || a.pageSize !== b.pageSize) expect(a).toEqual(b)
}

describe('two lists in one store', () => {
  it('each list is, after every action, exactly where it would be alone, whatever the other does', () => {
    const init = { type: '@@INIT' }
    fc.assert(
      fc.property(fc.array(anyAction, { maxLength: 80, size: 'max' }), (actions) => {
        let both = reducer(undefined, init)
        let todosOnly = todosAlone(undefined, init)
        let usersOnly = usersAlone(undefined, init)
        for (const action of actions) {
          both = reducer(both, action)
          todosOnly = todosAlone(todosOnly, action)
          usersOnly = usersAlone(usersOnly, action)
          expectSame(both.todosPagination, todosOnly.todosPagination)
          expectSame(both.usersPagination, usersOnly.usersPagination)
        }
      }),
      { numRuns: 300 },
    )
  })
})

const english: PaginationLabels = {
  navigation: 'To-do pages',
  pageSize: 'To-dos per page:',
  first: 'First',
  last: 'Last',
  formatNumber: String,
  page: (page) => `Page ${page}`,
  pageOfPages: (page, pageCount) => `Page ${page} of ${pageCount}`,
  itemsShown: (shown, total) => `${shown} of ${total} to-dos`,
}
const usersWords: PaginationLabels = {
  ...english,
  navigation: 'User pages',
  pageSize: 'Users per page:',
  itemsShown: (shown, total) => `${shown} of ${total} users`,
}

const useLearnerSelector = useSelector.withTypes<LearnerState>()

/** The learner's selectors and their list, with its summary and bar, for one list. */
function pagedList(
  name: 'todos' | 'users',
  pagination: typeof todosPagination | typeof usersPagination,
) {
  const selectItems = (state: LearnerState) => state[name].items
  const selectPageCount = createSelector(
    [(state: LearnerState) => selectItems(state).length, pagination.selectors.selectPageSize],
    pageCount,
  )
  const selectVisible = createSelector(
    [selectItems, pagination.selectors.selectPage, pagination.selectors.selectPageSize],
    pageItems,
  )
  return function List({ labels }: { labels: PaginationLabels }) {
    const items = useLearnerSelector(selectVisible)
    const count = useLearnerSelector((state) => selectItems(state).length)
    const pages = useLearnerSelector(selectPageCount)
    const page = useLearnerSelector(pagination.selectors.selectPage)
    return (
      <section aria-label={name}>
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <PageSummary
          page={page}
          pageCount={pages}
          shownCount={items.length}
          itemCount={count}
          labels={labels}
        />
        <PaginationBar list={pagination} pageCount={pages} labels={labels} />
      </section>
    )
  }
}
const TodoList = pagedList('todos', todosPagination)
const UserList = pagedList('users', usersPagination)

describe('two lists on one page, in the learner’s words', () => {
  it('pages each list by its own bar, at its own sizes', async () => {
    const store = configureStore({ reducer })
    for (let i = 1; i <= 137; i++) store.dispatch(todos.actions.added(`to-do ${i}`))
    for (let i = 1; i <= 42; i++) store.dispatch(users.actions.added(`user ${i}`))
    const user = userEvent.setup()
    render(
      <Provider store={store}>
        <TodoList labels={english} />
        <UserList labels={usersWords} />
      </Provider>,
    )
    const list = (name: string) => within(screen.getByRole('region', { name }))
    const shown = (name: string) =>
      list(name)
        .getAllByRole('listitem')
        .map((li) => li.textContent)
    const sizes = (name: string) =>
      list(name)
        .getAllByRole('option')
        .map((option) => option.textContent)

    expect(sizes('todos')).toEqual(['10', '25', '50'])
    expect(sizes('users')).toEqual(['5', '10'])
    expect(list('todos').getByText('10 of 137 to-dos')).toBeInTheDocument()

    await user.click(list('todos').getByRole('button', { name: 'Last' }))
    expect(shown('todos')).toEqual([
      'to-do 131',
      'to-do 132',
      'to-do 133',
      'to-do 134',
      'to-do 135',
      'to-do 136',
      'to-do 137',
    ])
    expect(list('todos').getByRole('status')).toHaveTextContent('Page 14 of 14')
    expect(shown('users')).toEqual(['user 1', 'user 2', 'user 3', 'user 4', 'user 5'])
    expect(store.getState().usersPagination).toEqual({ page: 1, pageSize: 5 })

    await user.click(list('users').getByRole('button', { name: 'Page 3' }))
    await user.selectOptions(list('users').getByRole('combobox', { name: 'Users per page:' }), '10')
    expect(store.getState().usersPagination).toEqual({ page: 1, pageSize: 10 })
    expect(store.getState().todosPagination).toEqual({ page: 14, pageSize: 10 })
    expect(list('users').getByText('10 of 42 users')).toBeInTheDocument()
    expect(list('todos').getByRole('button', { name: 'Last' })).toBeDisabled()
  })
})
