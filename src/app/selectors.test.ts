import { makeStore } from '../../app/store'
import { TEST_PEOPLE } from '../../test/renderWithProviders'
import { PAGE_SIZES, setPage, setPageSize } from './paginationSlice'
import {
  selectPageWindow,
  selectShownCount,
  selectTotalPages,
  selectVisiblePeople,
} from './selectors'

const storeWith215 = () => makeStore({ people: { items: TEST_PEOPLE } })

describe('pagination selectors', () => {
  it.each([
    [5, 43, 5],
    [10, 22, 5],
    [15, 15, 5],
    [20, 11, 15],
  ])('at size %i: %i pages, %i rows on the last page', (size, pages, lastRows) => {
    const store = storeWith215()
    store.dispatch(setPageSize(size))
    expect(selectTotalPages(store.getState())).toBe(pages)
    expect(selectShownCount(store.getState())).toBe(size)

    store.dispatch(setPage(pages))
    expect(selectShownCount(store.getState())).toBe(lastRows)
    expect(selectVisiblePeople(store.getState())).toEqual(TEST_PEOPLE.slice(215 - lastRows))
  })

  it('shows the slice of the list that belongs to the page', () => {
    const store = storeWith215()
    expect(selectVisiblePeople(store.getState())).toEqual(TEST_PEOPLE.slice(0, 5))
    store.dispatch(setPage(3))
    expect(selectVisiblePeople(store.getState())).toEqual(TEST_PEOPLE.slice(10, 15))
    store.dispatch(setPageSize(15))
    store.dispatch(setPage(2))
    expect(selectVisiblePeople(store.getState())).toEqual(TEST_PEOPLE.slice(15, 30))
  })

  it('covers the whole list, in order, under every page size', () => {
    for (const size of PAGE_SIZES) {
      const store = storeWith215()
      store.dispatch(setPageSize(size))
      const seen = []
      for (let page = 1; page <= selectTotalPages(store.getState()); page++) {
        store.dispatch(setPage(page))
        seen.push(...selectVisiblePeople(store.getState()))
      }
      expect(seen).toEqual(TEST_PEOPLE)
    }
  })

  it('windows the buttons at both ends and in the middle', () => {
    const store = storeWith215()
    expect(selectPageWindow(store.getState())).toEqual([1, 2, 3, 4, 5])
    store.dispatch(setPage(5))
    expect(selectPageWindow(store.getState())).toEqual([3, 4, 5, 6, 7])
    store.dispatch(setPage(43))
    expect(selectPageWindow(store.getState())).toEqual([39, 40, 41, 42, 43])
  })

  it('returns the same rows and window objects while their inputs are unchanged', () => {
    const store = storeWith215()
    store.dispatch(setPage(2))
    const rows = selectVisiblePeople(store.getState())
    const window = selectPageWindow(store.getState())
    store.dispatch({ type: 'unrelated/action' })
    expect(selectVisiblePeople(store.getState())).toBe(rows)
    expect(selectPageWindow(store.getState())).toBe(window)
  })
})
