import type { UnknownAction } from '@reduxjs/toolkit'
import {
  keepPageInRange,
  withPageInRange,
  PAGE_SIZES,
  paginationSlice,
  repairPagination,
  selectPage,
  selectPageSize,
  setPage,
  setPageSize,
} from './paginationSlice'
import type { PaginationState } from './paginationSlice'

const { reducer } = paginationSlice
const start = reducer(undefined, { type: '@@INIT' })
const after = (state: PaginationState, ...actions: UnknownAction[]) =>
  actions.reduce(reducer, state)

describe('pagination state', () => {
  it('starts on page 1 with 5 items per page', () => {
    expect(start).toEqual({ page: 1, pageSize: 5 })
  })

  it('uses the action types of the contract', () => {
    expect(setPage(3)).toEqual({ type: 'pagination/setPage', payload: 3 })
    expect(setPageSize(10)).toEqual({ type: 'pagination/setPageSize', payload: 10 })
  })

  it('goes to the page asked for; its upper bound is withPageInRange’s', () => {
    expect(after(start, setPage(7))).toEqual({ page: 7, pageSize: 5 })
    expect(after(start, setPage(430))).toEqual({ page: 430, pageSize: 5 })
  })

  it.each([0, -1, -3, Number.MIN_SAFE_INTEGER, -0])(
    'takes page %p as page 1: on its own, the slice keeps pages from 1 up',
    (page) => {
      expect(after(start, setPage(9), setPage(page))).toEqual({ page: 1, pageSize: 5 })
    },
  )

  it.each(PAGE_SIZES)('sets size %i and goes back to page 1', (size) => {
    expect(after(start, setPage(9), setPageSize(size))).toEqual({ page: 1, pageSize: size })
  })

  it.each([2.5, '3', NaN, Infinity, null, undefined, { page: 3 }, [3], true])(
    'ignores the malformed page %p',
    (payload) => {
      const onPage6 = after(start, setPage(6))
      expect(after(onPage6, { type: 'pagination/setPage', payload })).toBe(onPage6)
    },
  )

  it.each([7, 0, -5, 25, '10', 10.5, NaN, null, undefined, {}])(
    'ignores the page size %p and keeps the page',
    (payload) => {
      const onPage4 = after(start, setPageSize(10), setPage(4))
      expect(after(onPage4, { type: 'pagination/setPageSize', payload })).toBe(onPage4)
    },
  )

  it('keeps the state object when an action is not its own', () => {
    expect(after(start, { type: 'some/otherAction' })).toBe(start)
  })

  it('reads page and size from a state that holds it under "pagination"', () => {
    const state = { pagination: { page: 3, pageSize: 15 } as PaginationState }
    expect(selectPage(state)).toBe(3)
    expect(selectPageSize(state)).toBe(15)
  })
})

describe('keepPageInRange', () => {
  it.each([
    [0, 215, 1],
    [-3, 215, 1],
    [44, 215, 43],
    [1e9, 215, 43],
    [Number.MIN_SAFE_INTEGER, 215, 1],
    [3, 0, 1],
    [3, 11, 3],
    [4, 11, 3],
  ])('moves page %p of %i items at size 5 to %i', (page, itemCount, expected) => {
    expect(keepPageInRange({ page, pageSize: 5 }, itemCount)).toEqual({
      page: expected,
      pageSize: 5,
    })
  })

  it('counts the pages of the current size', () => {
    expect(keepPageInRange({ page: 12, pageSize: 20 }, 215)).toEqual({ page: 11, pageSize: 20 })
  })

  it('returns the state itself when the page is in range', () => {
    const state: PaginationState = { page: 43, pageSize: 5 }
    expect(keepPageInRange(state, 215)).toBe(state)
  })
})

describe('withPageInRange', () => {
  interface State {
    pagination: PaginationState
    items: number[]
  }
  const initial: State = { pagination: { page: 1, pageSize: 5 }, items: [] }
  /** A store's reducer with pagination and a list that an action can set. */
  const slices = (state: State = initial, action: UnknownAction): State => {
    const pagination = reducer(state.pagination, action)
    if (action.type === 'items/set') return { pagination, items: action.payload as number[] }
    return pagination === state.pagination ? state : { ...state, pagination }
  }
  const paged = withPageInRange(slices, (state) => state.items.length)
  const items = (count: number) => ({ type: 'items/set', payload: Array.from({ length: count }) })

  it('keeps the page within the pages the items fill, after the slices have run', () => {
    const state = [items(23), setPage(9)].reduce(paged, initial)
    expect(state.pagination).toEqual({ page: 5, pageSize: 5 })
    expect(paged(state, items(6)).pagination).toEqual({ page: 2, pageSize: 5 })
    expect(paged(state, items(0)).pagination).toEqual({ page: 1, pageSize: 5 })
  })

  it('gives back the slices’ own state when the page is in range', () => {
    const state = [items(23), setPage(3)].reduce(paged, initial)
    expect(paged(state, { type: 'other/action' })).toBe(state)
    const next = paged(state, setPage(4))
    expect(next).toEqual({ ...state, pagination: { page: 4, pageSize: 5 } })
    expect(next.items).toBe(state.items)
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
