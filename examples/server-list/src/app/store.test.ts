import { peopleApi } from '../features/people/api/peopleApi'
import type { PeopleQuery } from '../features/people/model/query'
import { peoplePagination } from '../features/people/pages/peoplePagination'
import { makeStore } from './store'

/** Page `page` of 50 people, as the server answers it, for RTK Query's cache. */
function answered(page: number) {
  const query: PeopleQuery = { page, pageSize: 50, sort: 'id', search: '' }
  const items = Array.from({ length: 50 }, (_, i) => {
    const id = (page - 1) * 50 + i + 1
    return { id, firstName: `First ${id}`, lastName: `Last ${id}`, email: `p${id}@example.com` }
  })
  return {
    endpointName: 'getPeople' as const,
    arg: query,
    value: { items, total: 1_000_000, version: 1, query },
  }
}

// Redux Toolkit's development checks walk the state on every dispatch, in a time that grows with
// it; the people's cache grows with every page kept, and a store may start from a copy of one (a
// Redux DevTools import), where nothing is frozen. The checks leave RTK Query's cache alone.
test('a store holding 1,000 pages of people dispatches with no warning from the checks', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const visit = makeStore()
  visit.dispatch(
    peopleApi.util.upsertQueryEntries(Array.from({ length: 1_000 }, (_, i) => answered(i + 1))),
  )
  const store = makeStore(JSON.parse(JSON.stringify(visit.getState())))
  warn.mockClear()

  store.dispatch(peoplePagination.actions.setPage(1_001))
  store.dispatch(peopleApi.util.upsertQueryEntries([answered(1_001)]))

  expect(warn).not.toHaveBeenCalled()
  const { data } = peopleApi.endpoints.getPeople.select(answered(1_001).arg)(store.getState())
  expect(data?.items[0]?.id).toBe(50_001)
})
