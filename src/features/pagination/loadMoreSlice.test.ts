import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit'
import fc from 'fast-check'
import { createLoadMoreSlice, placeOf, sameList, withStartOnNewQuery } from './loadMoreSlice'
import type { LoadsArg } from './loadMoreSlice'
import { createPaginationSlice, withPageInRange } from './paginationSlice'

const peopleLoads = createLoadMoreSlice({
  name: 'peopleLoads',
  pageSizes: [20, 50],
  defaultPageSize: 20,
})
const { setPlace, restart, setPageSize, restore } = peopleLoads.actions
const { selectLoadMore, selectPageSize, selectStart, selectPlace } = peopleLoads.selectors
/** What the people are a list of, for the glue: a search. */
const view = createSlice({
  name: 'view',
  initialState: { search: '' },
  reducers: {
    searchFor(state, action: PayloadAction<string>) {
      state.search = action.payload
    },
  },
})
const { searchFor } = view.actions
const reducer = withStartOnNewQuery(combineSlices(view, peopleLoads), [
  { list: peopleLoads, query: (state) => state.view },
])
/** A fresh store, after `actions`. */
function storeAfter(...actions: UnknownAction[]) {
  const store = configureStore({ reducer })
  for (const action of actions) store.dispatch(action)
  return store
}
const loadsAfter = (...actions: UnknownAction[]) =>
  selectLoadMore(storeAfter(...actions).getState())
const loads = (pageSize: number, start: string, place: string) => ({ pageSize, start, place })

describe('createLoadMoreSlice', () => {
  it('starts at the top, at the default size, and names its actions after the list', () => {
    expect(loadsAfter()).toEqual(loads(20, '', ''))
    expect(setPlace('p7')).toEqual({ type: 'peopleLoads/setPlace', payload: 'p7' })
    expect(peopleLoads.pageSizes).toEqual([20, 50])
  })

  it.each([
    { name: '', pageSizes: [20], defaultPageSize: 20 },
    { name: 'a', pageSizes: [20, 20], defaultPageSize: 20 },
    { name: 'a', pageSizes: [20], defaultPageSize: 50 },
    { name: 'a', pageSizes: [20], defaultPageSize: 20, isPlace: 'p' as unknown as () => boolean },
  ])('refuses the declaration %j', (options) => {
    expect(() => createLoadMoreSlice(options)).toThrow(
      `createLoadMoreSlice(${JSON.stringify(options)}): a list needs a name, page sizes (whole numbers from 1 up, each once), a default page size among them, and, if any, an isPlace function`,
    )
  })
})

describe('a list that loads more', () => {
  it('moves the reader’s place alone, where its loads stay', () => {
    const store = storeAfter(setPlace('p7'))
    expect(selectPlace(store.getState())).toBe('p7')
    expect(selectStart(store.getState())).toBe('')
    store.dispatch(restart())
    expect(selectStart(store.getState())).toBe('p7')
    store.dispatch(setPlace(''))
    expect(selectLoadMore(store.getState())).toEqual(loads(20, 'p7', ''))
  })

  it.each(['a\nb', '\u0085', 7, null, undefined])(
    'takes %j as no place, and changes nothing',
    (payload) => {
      const store = storeAfter(setPlace('p7'))
      const before = selectLoadMore(store.getState())
      store.dispatch({ type: 'peopleLoads/setPlace', payload })
      expect(selectLoadMore(store.getState())).toBe(before)
    },
  )

  it('takes a place of 200 characters, not 201, and only the places its isPlace takes', () => {
    expect(loadsAfter(setPlace('é'.repeat(200))).place).toBe('é'.repeat(200))
    expect(loadsAfter(setPlace('é'.repeat(201))).place).toBe('')
    const isPlace = (place: string) => /^\d+$/.test(place)
    const digits = createLoadMoreSlice({ name: 'a', pageSizes: [20], defaultPageSize: 20, isPlace })
    const places = ['p7', '7', 'x'].map((place) => digits.actions.setPlace(place))
    expect(places.reduce(digits.reducer, digits.getInitialState())).toEqual(loads(20, '', '7'))
  })

  it('starts its loads again where the reader is at a size it offers, and ignores another', () => {
    expect(loadsAfter(setPlace('p7'), setPageSize(50))).toEqual(loads(50, 'p7', 'p7'))
    expect(loadsAfter(setPlace('p7'), setPageSize(25))).toEqual(loads(20, '', 'p7'))
    expect(selectPageSize(storeAfter(setPageSize(50)).getState())).toBe(50)
  })

  it('restores a size and a place at once, repaired, its loads starting at the place', () => {
    expect(loadsAfter(restore({ pageSize: 50, place: 'p9' }))).toEqual(loads(50, 'p9', 'p9'))
    const repaired = loadsAfter(setPageSize(50), restore({ pageSize: 7, place: '\n' }))
    expect(repaired).toEqual(loads(20, '', ''))
    const store = storeAfter(restore({ pageSize: 50, place: 'p9' }))
    const before = selectLoadMore(store.getState())
    store.dispatch(restore({ pageSize: 50, place: 'p9' }))
    expect(selectLoadMore(store.getState())).toBe(before)
  })

  it('stays valid whatever actions come, malformed payloads included', () => {
    const payload = fc.oneof(
      fc.constantFrom(20, 50, 7, '', 'p1', '\n', 'x'.repeat(201), null),
      fc.string(),
    )
    const action = fc.oneof(
      ...['setPlace', 'setPageSize', 'restart'].map((name) =>
        payload.map((p) => ({ type: `peopleLoads/${name}`, payload: p })),
      ),
      fc.record({ pageSize: payload, place: payload }).map((p) => restore(p as never)),
    )
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const state = actions.reduce(peopleLoads.reducer, peopleLoads.getInitialState())
        expect(peopleLoads.repair(state)).toBe(state)
      }),
    )
  })
})

describe('repair', () => {
  const { repair } = peopleLoads

  it('returns a valid state itself', () => {
    const state = loads(50, 'p1', 'p9')
    expect(repair(state)).toBe(state)
  })

  it.each([
    [{ pageSize: 7, start: 'p1', place: 'p9' }, loads(20, 'p1', 'p9')],
    [{ pageSize: 50, start: 3, place: 'p9' }, loads(50, 'p9', 'p9')],
    [{ pageSize: 50, start: 'p1', place: '\t' }, loads(50, 'p1', '')],
    [{ pageSize: 50, start: '', place: '', extra: 1 }, loads(50, '', '')],
    [null, loads(20, '', '')],
  ])('makes %j %j', (value, repaired) => {
    expect(repair(value)).toEqual(repaired)
  })
})

describe('withStartOnNewQuery', () => {
  it('puts the list at its top when its query changes, and only then', () => {
    const store = storeAfter(setPlace('p7'), restart(), searchFor('ana'))
    expect(store.getState().peopleLoads).toEqual(loads(20, '', ''))
    store.dispatch(setPlace('p9'))
    const before = store.getState()
    store.dispatch(searchFor('ana'))
    expect(store.getState()).toBe(before)
    // A preloaded state with no query yet keeps its place.
    const preloaded = { ...before, view: undefined as unknown as { search: string } }
    expect(reducer(preloaded, searchFor('bia')).peopleLoads).toBe(before.peopleLoads)
  })

  it('composes with withPageInRange', () => {
    const pages = createPaginationSlice({ name: 'pages', pageSizes: [10], defaultPageSize: 10 })
    const both = withStartOnNewQuery(
      withPageInRange(combineSlices(view, peopleLoads, pages), [
        { list: pages, countItems: () => 95, query: (state) => state.view },
      ]),
      [{ list: peopleLoads, query: (state) => state.view }],
    )
    const state = [pages.actions.setPage(4), setPlace('p7'), searchFor('ana')].reduce(
      both,
      both(undefined, { type: '' }),
    )
    expect([state.pages.page, state.peopleLoads.place]).toEqual([1, ''])
  })

  it('refuses two lists under one name, and a list the state does not hold', () => {
    const list = { list: peopleLoads, query: () => 0 }
    expect(() => withStartOnNewQuery(combineSlices(peopleLoads), [list, list])).toThrow(
      'withStartOnNewQuery: two lists named "peopleLoads"',
    )
    const missing = withStartOnNewQuery(combineSlices(view), [list])
    expect(() => configureStore({ reducer: missing })).toThrow(
      'withStartOnNewQuery: no "peopleLoads" in the state',
    )
  })
})

describe('placeOf', () => {
  const rows = (...bottoms: number[]) => bottoms.map((bottom, i) => ({ id: `p${i + 1}`, bottom }))
  it.each([
    ['the first row in the window', rows(-40, -20, 0, 20), false, 'p4'],
    ['the first row in the window, at the top', rows(-20, 1), true, 'p2'],
    ['the top, at the first row once the top is reached', rows(20, 40), true, ''],
    ['the first row, before the top is reached', rows(20, 40), false, 'p1'],
    ['the last row, with all above the window', rows(-40, -20), true, 'p2'],
    ['nowhere, without rows', [], true, undefined],
  ])('is %s', (_, given, topReached, place) => {
    expect(placeOf(given, topReached)).toBe(place)
  })
})

describe('sameList', () => {
  const arg = { pageSize: 20, start: '', sort: 'name', search: '' }
  it('is one list whatever its start and size, and another with another sort, search or key', () => {
    expect(sameList(arg, { ...arg, pageSize: 50, start: 'p7' })).toBe(true)
    expect(sameList(arg, { ...arg, sort: '-name' })).toBe(false)
    expect(sameList(arg, { ...arg, search: 'ana' })).toBe(false)
    expect(sameList<LoadsArg>({ pageSize: 20, start: '' }, arg)).toBe(false)
  })
})
