import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit'
import fc from 'fast-check'
import { createPaginationSlice, withPageInRange } from './paginationSlice'
import type { PaginationState } from './paginationSlice'

// A list of the learner's own: its sizes and default are not the demo's.
const todosPagination = createPaginationSlice({
  name: 'todosPagination',
  pageSizes: [10, 25, 50],
  defaultPageSize: 25,
})
const { reducer } = todosPagination
const { setPage, setPageSize, restore } = todosPagination.actions
const start = reducer(undefined, { type: '@@INIT' })
const after = (state: PaginationState, ...actions: UnknownAction[]) =>
  actions.reduce(reducer, state)

describe('createPaginationSlice', () => {
  it('starts on page 1 at the declared default size', () => {
    expect(start).toEqual({ page: 1, pageSize: 25 })
  })

  it('names its action types after the list', () => {
    expect(setPage(3)).toEqual({ type: 'todosPagination/setPage', payload: 3 })
    expect(setPageSize(10)).toEqual({ type: 'todosPagination/setPageSize', payload: 10 })
    expect(restore({ page: 3, pageSize: 50 })).toEqual({
      type: 'todosPagination/restore',
      payload: { page: 3, pageSize: 50 },
    })
    expect(todosPagination.reducerPath).toBe('todosPagination')
  })

  it.each([
    { name: '', pageSizes: [10], defaultPageSize: 10 },
    { name: 5 as unknown as string, pageSizes: [10], defaultPageSize: 10 },
    { name: 'a', pageSizes: '10' as unknown as number[], defaultPageSize: 10 },
    { name: 'a', pageSizes: [], defaultPageSize: 10 },
    { name: 'a', pageSizes: [10, 2.5], defaultPageSize: 10 },
    { name: 'a', pageSizes: [0, 10], defaultPageSize: 10 },
    { name: 'a', pageSizes: [10, 10], defaultPageSize: 10 },
    { name: 'a', pageSizes: [10, 25], defaultPageSize: 5 },
    { name: 'a', pageSizes: [10], defaultPageSize: 10, onPageSizeChange: 'keep' as 'keepPlace' },
  ])('refuses the declaration %j', (options) => {
    expect(() => createPaginationSlice(options)).toThrow(
      `createPaginationSlice(${JSON.stringify(options)}): a list needs a name, page sizes (whole numbers from 1 up, each once), a default page size among them, and, if any, onPageSizeChange 'firstPage' or 'keepPlace'`,
    )
  })

  it('takes any whole size from 1 up, in the order given, and keeps its own copy', () => {
    const sizes = [50, 1]
    const list = createPaginationSlice({ name: 'a', pageSizes: sizes, defaultPageSize: 1 })
    sizes.push(7)
    expect(list.pageSizes).toEqual([50, 1])
  })
})

describe('a list’s state', () => {
  it.each([0, -3, Number.MIN_SAFE_INTEGER, -0])('takes page %p as page 1', (page) => {
    expect(after(start, setPage(9), setPage(page))).toEqual({ page: 1, pageSize: 25 })
  })

  it.each([10, 25, 50])('sets its own size %i and goes back to page 1', (size) => {
    expect(after(start, setPage(9), setPageSize(size))).toEqual({ page: 1, pageSize: size })
  })

  it.each([2.5, '3', NaN, Infinity, 2 ** 53, 1e21, null, undefined, { page: 3 }, [3], true])(
    'ignores the malformed page %p',
    (payload) => {
      const onPage6 = after(start, setPage(6))
      expect(after(onPage6, { type: 'todosPagination/setPage', payload })).toBe(onPage6)
    },
  )

  it.each([5, 20, 0, '10', 10.5, NaN, null, {}])(
    'ignores the size %p, which this list does not offer, and keeps the page',
    (payload) => {
      const onPage4 = after(start, setPage(4))
      expect(after(onPage4, { type: 'todosPagination/setPageSize', payload })).toBe(onPage4)
    },
  )

  it('is read by its selectors under its own name', () => {
    const state = { todosPagination: { page: 3, pageSize: 50 } }
    expect(todosPagination.selectors.selectPage(state)).toBe(3)
    expect(todosPagination.selectors.selectPageSize(state)).toBe(50)
  })
})

describe('a list that keeps its place when its size changes', () => {
  const keeping = createPaginationSlice({
    name: 'keeping',
    pageSizes: [10, 25, 50],
    defaultPageSize: 10,
    onPageSizeChange: 'keepPlace',
  })
  const { setPage: goTo, setPageSize: resize } = keeping.actions
  const keep = (state: PaginationState, ...actions: UnknownAction[]) =>
    actions.reduce(keeping.reducer, state)
  const first = keeping.reducer(undefined, { type: '@@INIT' })

  it('shows item 391, first on page 40 at 10, on page 8 at 50, and on page 36 back at 10', () => {
    const at50 = keep(first, goTo(40), resize(50))
    expect(at50).toEqual({ page: 8, pageSize: 50 })
    expect(keep(at50, resize(10))).toEqual({ page: 36, pageSize: 10 })
  })

  it('puts the first item on screen on the page shown, from any page, at any size', () => {
    const size = fc.constantFrom(10, 25, 50)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), size, size, (page, from, to) => {
        const firstShown = (page - 1) * from + 1
        const next = keep(first, resize(from), goTo(page), resize(to))
        expect(next.pageSize).toBe(to)
        expect((next.page - 1) * to < firstShown && firstShown <= next.page * to).toBe(true)
      }),
    )
  })

  it('ignores a size the list does not offer', () => {
    const state = keep(first, goTo(40))
    expect(keep(state, resize(20))).toBe(state)
  })
})

describe('repair', () => {
  const { repair } = todosPagination

  it.each([
    { page: 1, pageSize: 10 },
    { page: 40, pageSize: 50 },
  ])('returns the valid state %j itself', (state) => {
    expect(repair(state)).toBe(state)
  })

  it.each([0, -1, 2.5, '3', null, NaN, 2 ** 53, [2]])(
    'makes page %p page 1, keeping a valid size',
    (page) => {
      expect(repair({ page, pageSize: 10 })).toEqual({ page: 1, pageSize: 10 })
    },
  )

  it.each([5, 20, '10', null, 10.5])('makes size %p the list’s default', (pageSize) => {
    expect(repair({ page: 3, pageSize })).toEqual({ page: 3, pageSize: 25 })
  })

  it('leaves out keys beside page and size', () => {
    expect(repair({ page: 2, pageSize: 50, extra: true })).toEqual({ page: 2, pageSize: 50 })
  })

  it.each([undefined, null, 3, 'page'])('makes %p the initial state', (value) => {
    expect(repair(value)).toEqual({ page: 1, pageSize: 25 })
  })
})

describe('restore', () => {
  it('sets page and size in one action, where setPageSize would go back to page 1', () => {
    expect(after(start, setPage(9), restore({ page: 4, pageSize: 50 }))).toEqual({
      page: 4,
      pageSize: 50,
    })
  })

  it.each([
    [
      { page: 0, pageSize: 50 },
      { page: 1, pageSize: 50 },
    ],
    [
      { page: 4, pageSize: 7 },
      { page: 4, pageSize: 25 },
    ],
    [
      { page: '4', pageSize: 10 },
      { page: 1, pageSize: 10 },
    ],
    [null, { page: 1, pageSize: 25 }],
  ])('makes %j what repair makes of it', (payload, restored) => {
    const onPage9 = after(start, setPage(9))
    expect(after(onPage9, { type: 'todosPagination/restore', payload })).toEqual(restored)
  })

  it('keeps the state itself when it restores the state already there', () => {
    const onPage9 = after(start, setPage(9))
    expect(after(onPage9, restore({ page: 9, pageSize: 25 }))).toBe(onPage9)
  })
})

describe('withPageInRange', () => {
  const usersPagination = createPaginationSlice({
    name: 'usersPagination',
    pageSizes: [5, 10],
    defaultPageSize: 5,
  })
  /** Two lists of their own: to-dos, whose count an action sets, and users, not counted yet. */
  const counts = createSlice({
    name: 'counts',
    initialState: { todos: 0, users: null as number | null },
    reducers: {
      counted(_state, action: PayloadAction<{ todos: number; users: number | null }>) {
        return action.payload
      },
    },
  })
  const { counted } = counts.actions
  const slices = combineSlices(counts, todosPagination, usersPagination)
  const paged = withPageInRange(slices, [
    { list: todosPagination, countItems: (state) => state.counts.todos },
    { list: usersPagination, countItems: (state) => state.counts.users ?? undefined },
  ])
  const run = (...actions: UnknownAction[]) => actions.reduce(paged, paged(undefined, { type: '' }))

  it('keeps each list’s page within the pages of its own items', () => {
    const state = run(
      counted({ todos: 230, users: 42 }),
      setPage(9),
      usersPagination.actions.setPage(9),
    )
    expect(state.todosPagination).toEqual({ page: 9, pageSize: 25 })
    expect(state.usersPagination).toEqual({ page: 9, pageSize: 5 })
    const fewer = paged(state, counted({ todos: 60, users: 12 }))
    expect(fewer.todosPagination).toEqual({ page: 3, pageSize: 25 })
    expect(fewer.usersPagination).toEqual({ page: 3, pageSize: 5 })
  })

  it('keeps the page of a list whose count is not known yet, and bounds it once it is', () => {
    const state = run(usersPagination.actions.setPage(40))
    expect(state.usersPagination.page).toBe(40)
    expect(paged(state, counted({ todos: 0, users: 42 })).usersPagination.page).toBe(9)
  })

  it('gives back the slices’ own state when every page is in range', () => {
    const state = run(counted({ todos: 230, users: 42 }), setPage(3))
    expect(paged(state, { type: 'other/action' })).toBe(state)
    expect(paged(state, setPage(4)).counts).toBe(state.counts)
  })

  it('puts a list back on page 1 when its query changes, and only then', () => {
    // The users' count stands for the to-dos' query here: a new one is a new sort or search.
    const sorted = withPageInRange(slices, [
      {
        list: todosPagination,
        countItems: (state) => state.counts.todos,
        query: (state) => state.counts.users ?? undefined,
      },
    ])
    const on9 = [counted({ todos: 230, users: 1 }), setPage(9)].reduce(
      sorted,
      sorted(undefined, { type: '' }),
    )
    expect(on9.todosPagination.page).toBe(9)
    expect(sorted(on9, counted({ todos: 240, users: 1 })).todosPagination).toBe(on9.todosPagination)
    const other = sorted(on9, counted({ todos: 230, users: 2 }))
    expect(other.todosPagination).toEqual({ page: 1, pageSize: 25 })
    // Already on page 1: the list's state stays itself.
    const again = sorted(other, counted({ todos: 230, users: 3 }))
    expect(again.todosPagination).toBe(other.todosPagination)
    // A preloaded state with no query yet keeps its page.
    const preloaded = { ...on9, counts: { todos: 230, users: null } }
    expect(sorted(preloaded, counted({ todos: 230, users: 4 })).todosPagination.page).toBe(9)
  })

  it('refuses two lists under one name, when the reducer is made', () => {
    const again = createPaginationSlice({
      name: 'todosPagination',
      pageSizes: [5],
      defaultPageSize: 5,
    })
    expect(() =>
      withPageInRange(slices, [
        { list: todosPagination, countItems: () => 0 },
        { list: again, countItems: () => 0 },
      ]),
    ).toThrow('two lists named "todosPagination"')
  })

  it('refuses, when the store is made, a list whose slice the state does not hold', () => {
    const reducer = withPageInRange(combineSlices(counts, todosPagination), [
      // TypeScript refuses a name the state does not hold; JavaScript would not.
      { list: { name: 'usersPagination' as 'counts' }, countItems: () => 0 },
    ])
    expect(() => configureStore({ reducer })).toThrow('no "usersPagination" in the state')
  })
})
