import { combineSlices, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit'
import fc from 'fast-check'
import { createPaginationSlice, withPageInRange } from './paginationSlice'
import type { PaginationState } from './paginationSlice'

/*
 * Two lists in one store, as docs/use-pagination.md builds them (to-dos paged at 10, 25 or 50, users
 * at 5 or 10): whatever one list's actions do, the other's page is what it would be alone. The two
 * bars on one page are driven in a browser by the guide's examples/two-lists.
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
  fc
    .record({ page: payload, pageSize: payload })
    .map((p) => ({ type: `${pagination.name}/restore`, payload: p })),
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
      // A broken glue (the other list's count, a list left out, a count off by one) fails
      // within 17 runs for every one of 30 seeds: 50 keep that power at a sixth of the time.
      { numRuns: 50 },
    )
  })
})
