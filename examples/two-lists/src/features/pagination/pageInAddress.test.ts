import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  createSlice,
} from '@reduxjs/toolkit'
import type { Middleware, PayloadAction, UnknownAction } from '@reduxjs/toolkit'
import { keepPagesInAddress, readPagination, writePagination } from './pageInAddress'
import type { ListInAddress, LoadMoreInAddress } from './pageInAddress'
import { createLoadMoreSlice, withStartOnNewQuery } from './loadMoreSlice'
import { createPaginationSlice, withPageInRange } from './paginationSlice'

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
const todosInAddress: ListInAddress = {
  list: todosPagination,
  params: { page: 'page', size: 'size' },
}
const usersInAddress: ListInAddress = {
  list: usersPagination,
  params: { page: 'usersPage', size: 'usersSize' },
}

describe('readPagination', () => {
  it('reads the list’s own parameters', () => {
    const query = '?usersPage=2&page=3&size=50&usersSize=10'
    expect(readPagination(query, todosInAddress)).toEqual({ page: 3, pageSize: 50 })
    expect(readPagination(query, usersInAddress)).toEqual({ page: 2, pageSize: 10 })
  })

  it.each(['?page=0', '?page=2.5', '?page=%203%20', '?page=abc', '?page=', '?page=-3', '?page=+3'])(
    'reads %s as page 1',
    (query) => {
      expect(readPagination(`${query}&size=25`, todosInAddress)).toEqual({ page: 1, pageSize: 25 })
    },
  )

  it.each(['?size=25.0', '?size=7', '?size=%2025', '?size=1e1', '?size='])(
    'reads %s as the default size',
    (query) => {
      expect(readPagination(query, todosInAddress)).toEqual({ page: 1, pageSize: 10 })
    },
  )

  it('takes a page past any list’s last, for the glue to move', () => {
    expect(readPagination('?page=123456', todosInAddress)).toEqual({ page: 123456, pageSize: 10 })
  })
})

describe('writePagination', () => {
  it('writes the list’s parameters where they were, and keeps the others to the letter', () => {
    const query = '?utm_source=news%20letter&page=3&ref=a+b'
    expect(writePagination(query, { page: 4, pageSize: 25 }, todosInAddress)).toBe(
      '?utm_source=news%20letter&page=4&ref=a+b&size=25',
    )
  })

  it('leaves out page 1 and the default size, and another list’s parameters alone', () => {
    const query = '?page=4&usersPage=2&size=25'
    expect(writePagination(query, { page: 1, pageSize: 10 }, todosInAddress)).toBe('?usersPage=2')
    expect(writePagination('?page=4', { page: 1, pageSize: 10 }, todosInAddress)).toBe('')
  })

  it('keeps empty pairs as they were written', () => {
    expect(writePagination('?a=1&&b=2&', { page: 2, pageSize: 10 }, todosInAddress)).toBe(
      '?a=1&&b=2&&page=2',
    )
  })

  it('takes a query with or without its ?', () => {
    expect(writePagination('x=a?b&page=2', { page: 5, pageSize: 10 }, todosInAddress)).toBe(
      '?x=a?b&page=5',
    )
  })

  it('writes a parameter given twice once', () => {
    expect(writePagination('?page=2&x=1&page=3', { page: 5, pageSize: 10 }, todosInAddress)).toBe(
      '?page=5&x=1',
    )
  })
})

/** Lists of the learner's own, beside their pagination. */
const listSlice = <Name extends string>(name: Name, length: number) =>
  createSlice({
    name,
    initialState: { items: Array.from({ length }, (_, i) => i) },
    reducers: {
      shrunk(state, action: PayloadAction<number>) {
        state.items.length = action.payload
      },
    },
  })
const todos = listSlice('todos', 137)
const users = listSlice('users', 42)
/** What the to-dos are a list of: a sort (a bad one is 'id') and a search, trimmed. */
const todosView = createSlice({
  name: 'todosView',
  initialState: { sort: 'id', search: '' },
  reducers: {
    sortBy(state, action: PayloadAction<string>) {
      state.sort = ['id', 'title', '-title'].includes(action.payload) ? action.payload : 'id'
    },
    searchFor(state, action: PayloadAction<string>) {
      state.search = action.payload.trim()
    },
  },
})
const { sortBy, searchFor } = todosView.actions
/** The to-dos again, as a list that loads more. */
const todoLoads = createLoadMoreSlice({
  name: 'todoLoads',
  pageSizes: [20, 50],
  defaultPageSize: 20,
})
const { setPlace, restart } = todoLoads.actions
const paged = withPageInRange(
  combineSlices(todos, todosPagination, users, usersPagination, todosView, todoLoads),
  [
    {
      list: todosPagination,
      countItems: (state) => state.todos.items.length,
      query: (state) => state.todosView,
    },
    { list: usersPagination, countItems: (state) => state.users.items.length },
  ],
)
const rootReducer = withStartOnNewQuery(paged, [
  { list: todoLoads, query: (state) => state.todosView },
])
type State = ReturnType<typeof rootReducer>
const todosWithQuery: ListInAddress<State> = {
  ...todosInAddress,
  query: [
    {
      param: 'sort',
      select: ({ todosView: { sort } }) => (sort === 'id' ? '' : sort),
      restore: sortBy,
    },
    { param: 'q', select: (state) => state.todosView.search, restore: searchFor },
  ],
}

/** What stops each store the test opened. */
const opened: (() => void)[] = []
afterEach(() => {
  for (const stop of opened.splice(0)) stop()
})

/** The history's own pushState and replaceState, which `open` counts. */
const pushState = history.pushState.bind(history)
const replaceState = history.replaceState.bind(history)
afterEach(() => {
  Object.assign(history, { pushState, replaceState })
})

/**
 * The store at the address `url`, kept in it (with `lists` in the address: both, unless said):
 * what it dispatched, the history entries it added and replaced, and what the listener threw.
 */
function open(
  url: string,
  lists: (ListInAddress<State> | LoadMoreInAddress<State>)[] = [todosInAddress, usersInAddress],
) {
  replaceState(null, '', url)
  let [added, replaced] = [0, 0]
  history.pushState = (...args) => {
    added++
    pushState(...args)
  }
  history.replaceState = (...args) => {
    replaced++
    replaceState(...args)
  }
  const actions: string[] = []
  const record: Middleware = () => (next) => (action) => {
    actions.push((action as UnknownAction).type)
    return next(action)
  }
  const errors: unknown[] = []
  const listener = createListenerMiddleware({ onError: (error) => errors.push(error) })
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(record),
  })
  const stop = keepPagesInAddress(store, listener.startListening, lists)
  opened.push(stop)
  return {
    store,
    stop,
    actions,
    errors,
    /** History entries added since the store was made. */
    added: () => added,
    /** History entries replaced since the store was made. */
    replaced: () => replaced,
    todos: () => store.getState().todosPagination,
    users: () => store.getState().usersPagination,
    loads: () => store.getState().todoLoads,
  }
}

/** Back or Forward, once the page's popstate has come. */
async function traverse(delta: number) {
  const arrived = new Promise((resolve) => {
    addEventListener('popstate', resolve, { once: true })
  })
  history.go(delta)
  await arrived
}

describe('keepPagesInAddress', () => {
  it('opens a link in one restore action per list, and writes nothing back', () => {
    const app = open('/list?utm_source=x%20y&page=3&usersSize=10#top')
    expect(app.todos()).toEqual({ page: 3, pageSize: 10 })
    expect(app.users()).toEqual({ page: 1, pageSize: 10 })
    expect(app.actions).toEqual(['todosPagination/restore', 'usersPagination/restore'])
    expect(location.search).toBe('?utm_source=x%20y&page=3&usersSize=10')
    expect(location.hash).toBe('#top')
    expect([app.added(), app.replaced()]).toEqual([0, 0])
  })

  it('rewrites what it repaired, in place of the entry', () => {
    const app = open('/?page=abc&size=7&usersPage=2.5&x=1')
    expect(app.todos()).toEqual({ page: 1, pageSize: 10 })
    expect(app.actions).toEqual([])
    expect(location.search).toBe('?x=1')
    expect([app.added(), app.replaced()]).toEqual([0, 1])
  })

  it('moves a page past the last to the last, in place of the entry', () => {
    const app = open('/?page=99&size=50&usersPage=99999999999999999999')
    expect(app.todos()).toEqual({ page: 3, pageSize: 50 })
    expect(app.users()).toEqual({ page: 9, pageSize: 5 })
    expect(location.search).toBe('?page=3&size=50&usersPage=9')
    expect([app.added(), app.replaced()]).toEqual([0, 1])
  })

  it('pushes one entry for each page or size chosen; Back and Forward restore them', async () => {
    const app = open('/')
    app.store.dispatch(todosPagination.actions.setPage(4))
    app.store.dispatch(todosPagination.actions.setPageSize(25))
    app.store.dispatch(todosPagination.actions.setPage(2))
    expect(location.search).toBe('?size=25&page=2')
    expect(app.added()).toBe(3)

    await traverse(-1)
    expect(app.todos()).toEqual({ page: 1, pageSize: 25 })
    await traverse(-1)
    expect(app.todos()).toEqual({ page: 4, pageSize: 10 })
    expect(location.search).toBe('?page=4')
    await traverse(2)
    expect(app.todos()).toEqual({ page: 2, pageSize: 25 })
    expect(app.actions.slice(3)).toEqual(Array(3).fill('todosPagination/restore'))
    // Back and Forward wrote nothing: the entries are the three pushed.
    expect(app.added()).toBe(3)
  })

  it('pages one list without touching the other’s parameters', () => {
    const app = open('/?usersPage=3')
    app.store.dispatch(todosPagination.actions.setPage(2))
    expect(location.search).toBe('?usersPage=3&page=2')
    expect(app.users()).toEqual({ page: 3, pageSize: 5 })
  })

  it('writes only the lists it is given', () => {
    const app = open('/?usersPage=3', [todosInAddress])
    app.store.dispatch(usersPagination.actions.setPage(4))
    expect(location.search).toBe('?usersPage=3')
    app.store.dispatch(todosPagination.actions.setPage(2))
    expect(location.search).toBe('?usersPage=3&page=2')
    expect([app.added(), app.replaced()]).toEqual([1, 0])
  })

  it('leaves the address alone after an action that moves no list, whoever wrote it', () => {
    const app = open('/?page=2')
    replaceState(null, '', '/?page=7')
    app.store.dispatch(todos.actions.shrunk(137))
    expect(location.search).toBe('?page=7')
  })

  it('replaces the entry when the list shrinks under its page', () => {
    const app = open('/?page=14')
    app.store.dispatch(todos.actions.shrunk(95))
    expect(location.search).toBe('?page=10')
    expect(app.added()).toBe(0)
  })

  it('refuses, when it starts, a list whose slice the state does not hold', () => {
    const errors: unknown[] = []
    const listener = createListenerMiddleware({ onError: (error) => errors.push(error) })
    const store = configureStore({
      reducer: combineSlices(todos, todosPagination),
      middleware: (getDefault) => getDefault().prepend(listener.middleware),
    })
    expect(() =>
      keepPagesInAddress(store, listener.startListening, [todosInAddress, usersInAddress]),
    ).toThrow('keepPagesInAddress: no "usersPagination" in the state')
    // Before it started anything: no listener is left to fail on the next action.
    store.dispatch(todosPagination.actions.setPage(2))
    expect(errors).toEqual([])
  })

  it.each([
    ['within a list', [{ list: todosPagination, params: { page: 'p', size: 'p' } }], 'p'],
    [
      'across lists',
      [todosInAddress, { list: usersPagination, params: { page: 'page', size: 'usersSize' } }],
      'page',
    ],
  ])('refuses a parameter given twice, %s', (_, lists, name) => {
    const store = configureStore({ reducer: rootReducer })
    const listener = createListenerMiddleware()
    expect(() => keepPagesInAddress(store, listener.startListening, lists)).toThrow(
      `keepPagesInAddress: the parameter "${name}" is given twice`,
    )
  })

  describe('with a list’s query', () => {
    const view = (app: ReturnType<typeof open>) => app.store.getState().todosView

    it('opens a link to a sorted search’s page: the query first, then the page, no writes', () => {
      const app = open('/?sort=-title&q=Ana+Costa&page=3', [todosWithQuery])
      expect(app.actions).toEqual([
        'todosView/sortBy',
        'todosView/searchFor',
        'todosPagination/restore',
      ])
      expect(view(app)).toEqual({ sort: '-title', search: 'Ana Costa' })
      expect(app.todos()).toEqual({ page: 3, pageSize: 10 })
      expect([app.added(), app.replaced()]).toEqual([0, 0])
    })

    it('repairs a bad sort or search in a link, and rewrites the entry in place', () => {
      const app = open('/?sort=age&page=2&q=%20mar%20', [todosWithQuery])
      expect(view(app)).toEqual({ sort: 'id', search: 'mar' })
      expect(app.todos().page).toBe(2)
      expect(location.search).toBe('?page=2&q=mar')
      expect([app.added(), app.replaced()]).toEqual([0, 1])
    })

    it('restores nothing the address and the state agree on', () => {
      const app = open('/?page=2&usersPage=3', [todosWithQuery, usersInAddress])
      expect(app.actions).toEqual(['todosPagination/restore', 'usersPagination/restore'])
    })

    it('pushes one entry for a new sort or search, on page 1, and none for the same', async () => {
      const app = open('/?page=4', [todosWithQuery, usersInAddress])
      app.store.dispatch(sortBy('title'))
      expect(location.search).toBe('?sort=title')
      app.store.dispatch(todosPagination.actions.setPage(2))
      app.store.dispatch(searchFor('Ana Costa'))
      expect(location.search).toBe('?sort=title&q=Ana+Costa')
      app.store.dispatch(searchFor(' Ana Costa '))
      app.store.dispatch(sortBy('title'))
      expect([app.added(), app.replaced()]).toEqual([3, 0])

      await traverse(-1)
      expect(view(app)).toEqual({ sort: 'title', search: '' })
      expect(app.todos().page).toBe(2)
      await traverse(-2)
      expect(view(app)).toEqual({ sort: 'id', search: '' })
      expect(app.todos().page).toBe(4)
      expect(app.added()).toBe(3)
      // A page the glue moves, with the query as it was, replaces the entry.
      app.store.dispatch(todos.actions.shrunk(25))
      expect(location.search).toBe('?page=3')
      expect([app.added(), app.replaced()]).toEqual([3, 1])
    })

    it('refuses a query parameter that a page or size uses', () => {
      const store = configureStore({ reducer: rootReducer })
      const listener = createListenerMiddleware()
      const clash = {
        ...todosInAddress,
        query: [{ param: 'size', select: () => '', restore: sortBy }],
      }
      expect(() => keepPagesInAddress(store, listener.startListening, [clash])).toThrow(
        'keepPagesInAddress: the parameter "size" is given twice',
      )
    })
  })

  describe('with a list that loads more', () => {
    const loadsInAddress: LoadMoreInAddress<State> = {
      list: todoLoads,
      params: { size: 'loadSize', place: 'from' },
      query: todosWithQuery.query,
    }

    it('opens a link in one restore action, its loads starting at the place', () => {
      const app = open('/?loadSize=50&from=Ana+C', [loadsInAddress])
      expect(app.loads()).toEqual({ pageSize: 50, start: 'Ana C', place: 'Ana C' })
      expect(app.actions).toEqual(['todoLoads/restore'])
      expect([app.added(), app.replaced()]).toEqual([0, 0])
    })

    it.each(['?loadSize=25&from=%0A', '?loadSize=+50&from=', '?loadSize=50.0'])(
      'reads %s as the default size at the top, and rewrites it in place',
      (query) => {
        const app = open(`/${query}`, [loadsInAddress])
        expect(app.loads()).toEqual({ pageSize: 20, start: '', place: '' })
        expect(location.search).toBe('')
        expect([app.added(), app.replaced()]).toEqual([0, 1])
      },
    )

    it('pushes a size or a query chosen, replaces the place, and restores them on Back', async () => {
      const app = open('/', [loadsInAddress])
      app.store.dispatch(setPlace('7'))
      app.store.dispatch(restart())
      app.store.dispatch(setPlace('9'))
      expect(location.search).toBe('?from=9')
      expect([app.added(), app.replaced()]).toEqual([0, 2])
      app.store.dispatch(todoLoads.actions.setPageSize(50))
      app.store.dispatch(setPlace('12'))
      app.store.dispatch(sortBy('title'))
      expect(location.search).toBe('?loadSize=50&sort=title')
      expect(app.added()).toBe(2)

      await traverse(-1)
      expect(app.loads()).toEqual({ pageSize: 50, start: '12', place: '12' })
      await traverse(-1)
      expect(app.loads()).toEqual({ pageSize: 20, start: '9', place: '9' })
      expect(app.added()).toBe(2)
    })

    it('starts the loads again at the place on Back, where the reader had scrolled to', async () => {
      const app = open('/?from=9', [loadsInAddress])
      app.store.dispatch(setPlace('12'))
      history.pushState(null, '', '/?elsewhere')
      await traverse(-1)
      expect(app.loads()).toEqual({ pageSize: 20, start: '12', place: '12' })
    })

    it('refuses a parameter another list uses', () => {
      const store = configureStore({ reducer: rootReducer })
      const clash = { list: todoLoads, params: { size: 'usersSize', place: 'from' } }
      expect(() =>
        keepPagesInAddress(store, createListenerMiddleware().startListening, [
          usersInAddress,
          clash,
        ]),
      ).toThrow('keepPagesInAddress: the parameter "usersSize" is given twice')
    })
  })

  it('stops', async () => {
    const app = open('/')
    app.store.dispatch(todosPagination.actions.setPage(2))
    app.stop()
    app.store.dispatch(todosPagination.actions.setPage(3))
    expect(location.search).toBe('?page=2')
    await traverse(-1)
    expect(app.todos()).toEqual({ page: 3, pageSize: 10 })
    expect(app.errors).toEqual([])
  })
})
