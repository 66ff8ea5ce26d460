import { setPage, setPageSize } from './peoplePagination'
import { TEST_PEOPLE, with215People } from '../test/fixtures'
import { selectPeoplePage } from './selectors'
import { makeStore } from './store'

describe('the page of people', () => {
  it('gives App one object with all it shows, the same one until a part of it changes', () => {
    const store = makeStore(with215People)
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
