import { makeStore } from '../../app/store'
import { TEST_PEOPLE } from '../../test/renderWithProviders'
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  repairPagination,
  selectPage,
  selectPageSize,
  setPage,
  setPageSize,
} from './paginationSlice'

const storeWith215 = () => makeStore({ people: { items: TEST_PEOPLE } })

describe('pagination state', () => {
  it('starts on page 1 with 5 items per page', () => {
    const store = storeWith215()
    expect(store.getState().pagination).toEqual({ page: 1, pageSize: 5 })
    expect(DEFAULT_PAGE_SIZE).toBe(5)
    expect(PAGE_SIZES).toEqual([5, 10, 15, 20])
  })

  it('uses the action types the team agreed on', () => {
    expect(setPage(3)).toEqual({ type: 'pagination/setPage', payload: 3 })
    expect(setPageSize(10)).toEqual({ type: 'pagination/setPageSize', payload: 10 })
  })

  it('goes to the page asked for', () => {
    const store = storeWith215()
    store.dispatch(setPage(7))
    expect(selectPage(store.getState())).toBe(7)
    store.dispatch(setPage(43))
    expect(selectPage(store.getState())).toBe(43)
  })

  it.each(PAGE_SIZES)('sets size %i and goes back to page 1', (size) => {
    const store = storeWith215()
    store.dispatch(setPage(9))
    store.dispatch(setPageSize(size))
    expect(store.getState().pagination).toEqual({ page: 1, pageSize: size })
  })

  it.each([
    [0, 1],
    [-3, 1],
    [44, 43],
    [1e9, 43],
    [Number.MIN_SAFE_INTEGER, 1],
  ])('clamps the out-of-range page %p to %i', (page, expected) => {
    const store = storeWith215()
    store.dispatch(setPage(6))
    store.dispatch(setPage(page))
    expect(selectPage(store.getState())).toBe(expected)
  })

  it('clamps to the last page of the current size', () => {
    const store = storeWith215()
    store.dispatch(setPageSize(20))
    store.dispatch(setPage(12))
    expect(selectPage(store.getState())).toBe(11)
  })

  it.each([2.5, '3', NaN, Infinity, null, undefined, { page: 3 }, [3], true])(
    'ignores the malformed page %p',
    (payload) => {
      const store = storeWith215()
      store.dispatch(setPage(6))
      store.dispatch({ type: 'pagination/setPage', payload })
      expect(store.getState().pagination).toEqual({ page: 6, pageSize: 5 })
    },
  )

  it.each([7, 0, -5, 25, '10', 10.5, NaN, null, undefined, {}])(
    'ignores the page size %p and keeps the page',
    (payload) => {
      const store = storeWith215()
      store.dispatch(setPageSize(10))
      store.dispatch(setPage(4))
      store.dispatch({ type: 'pagination/setPageSize', payload })
      expect(store.getState().pagination).toEqual({ page: 4, pageSize: 10 })
    },
  )

  it('keeps the state object when an action changes nothing', () => {
    const store = storeWith215()
    const before = store.getState()
    store.dispatch({ type: 'pagination/setPage', payload: 'x' })
    store.dispatch({ type: 'some/otherAction' })
    expect(store.getState()).toBe(before)
  })

  it('puts an out-of-range preloaded page back in range', () => {
    const high = makeStore({
      people: { items: TEST_PEOPLE },
      pagination: { page: 99, pageSize: 20 },
    })
    expect(selectPage(high.getState())).toBe(11)
    const low = makeStore({ people: { items: TEST_PEOPLE }, pagination: { page: -2, pageSize: 5 } })
    expect(selectPage(low.getState())).toBe(1)
  })

  it('keeps page 1 for an empty list', () => {
    const store = makeStore()
    store.dispatch(setPage(3))
    expect(store.getState()).toEqual({
      people: { items: [] },
      pagination: { page: 1, pageSize: 5 },
    })
    expect(selectPageSize(store.getState())).toBe(5)
  })
})

describe('repairPagination', () => {
  it('returns a valid pagination state itself', () => {
    for (const state of [
      { page: 1, pageSize: 5 },
      { page: 40, pageSize: 20 },
    ]) {
      expect(repairPagination(state)).toBe(state)
    }
  })

  it('makes a page that is not a whole number from 1 up page 1, keeping a valid size', () => {
    for (const page of [0, -1, 2.5, '3', null, undefined, NaN, 2 ** 53, [2]]) {
      expect(repairPagination({ page, pageSize: 10 })).toEqual({ page: 1, pageSize: 10 })
    }
  })

  it('makes a size that is not one of 5, 10, 15 or 20 the default, keeping a valid page', () => {
    for (const pageSize of [7, 0, '10', null, undefined, 25, 10.5]) {
      expect(repairPagination({ page: 3, pageSize })).toEqual({ page: 3, pageSize: 5 })
    }
  })

  it('leaves out keys beside page and size', () => {
    expect(repairPagination({ page: 2, pageSize: 15, extra: true })).toEqual({
      page: 2,
      pageSize: 15,
    })
  })

  it('makes anything but an object the initial state', () => {
    for (const value of [undefined, null, 3, 'page', true]) {
      expect(repairPagination(value)).toEqual({ page: 1, pageSize: 5 })
    }
  })
})
