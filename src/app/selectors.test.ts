import { peoplePagination, setPage, setPageSize } from './peoplePagination'
import { TEST_PEOPLE, with215People } from '../test/fixtures'
import { selectPageCount, selectPeoplePage, selectVisiblePeople } from './selectors'
import { makeStore } from './store'

const storeWith215 = () => makeStore(with215People)

describe('the page of people', () => {
  it.each([
    [5, 43, 5],
    [10, 22, 5],
    [15, 15, 5],
    [20, 11, 15],
  ])('at size %i: %i pages, %i rows on the last page', (size, pages, lastRows) => {
    const store = storeWith215()
    store.dispatch(setPageSize(size))
    expect(selectPageCount(store.getState())).toBe(pages)
    expect(selectVisiblePeople(store.getState())).toHaveLength(size)

    store.dispatch(setPage(pages))
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
    for (const size of peoplePagination.pageSizes) {
      const store = storeWith215()
      store.dispatch(setPageSize(size))
      const seen = []
      for (let page = 1; page <= selectPageCount(store.getState()); page++) {
        store.dispatch(setPage(page))
        seen.push(...selectVisiblePeople(store.getState()))
      }
      expect(seen).toEqual(TEST_PEOPLE)
    }
  })

  it('returns the same rows while the list, the page and the size are unchanged', () => {
    const store = storeWith215()
    store.dispatch(setPage(2))
    const rows = selectVisiblePeople(store.getState())
    store.dispatch({ type: 'unrelated/action' })
    store.dispatch(setPage(2))
    expect(selectVisiblePeople(store.getState())).toBe(rows)
  })

  it('gives App one object with all it shows, the same one until a part of it changes', () => {
    const store = storeWith215()
    store.dispatch(setPage(3))
    const view = selectPeoplePage(store.getState())
    expect(view).toEqual({
      people: TEST_PEOPLE.slice(10, 15),
      peopleCount: 215,
      pageCount: 43,
      page: 3,
      pageSize: 5,
    })
    store.dispatch({ type: 'unrelated/action' })
    store.dispatch(setPage(3))
    expect(selectPeoplePage(store.getState())).toBe(view)
    store.dispatch(setPage(4))
    expect(selectPeoplePage(store.getState())).toMatchObject({
      page: 4,
      people: TEST_PEOPLE.slice(15, 20),
    })
    store.dispatch(setPageSize(10))
    expect(selectPeoplePage(store.getState())).toMatchObject({
      page: 1,
      pageSize: 10,
      pageCount: 22,
    })
  })
})
