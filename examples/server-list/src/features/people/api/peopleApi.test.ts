import { makeStore } from '../../../app/store'
import { servePeople } from '../../../test/servePeople'
import type { PeopleQuery } from '../model/query'
import { peopleApi } from './peopleApi'

const { getPeople } = peopleApi.endpoints
const page = (n: number): PeopleQuery => ({ page: n, pageSize: 10, sort: 'lastName', search: '' })
const idsOf = (answer: { data?: { items: { id: number }[] } }) =>
  answer.data?.items.map(({ id }) => id)

describe('getPeople', () => {
  it('asks for Next next to the last person of the page before, and for page 1 at its place', async () => {
    const { asked } = await servePeople(60)
    const store = makeStore()
    const first = await store.dispatch(getPeople.initiate(page(1)))
    await store.dispatch(getPeople.initiate(page(2)))
    expect(asked).toEqual([
      'GET /api/people?page=1&pageSize=10&sort=lastName',
      `GET /api/people?page=2&pageSize=10&sort=lastName&after=${idsOf(first)!.at(-1)}`,
    ])
  })

  it('asks a page again at its place when its neighbour is of an older version', async () => {
    const { asked, other } = await servePeople(60)
    const store = makeStore()
    const first = await store.dispatch(getPeople.initiate(page(1)))
    expect(await other('/api/people/60', 'DELETE')).toBe(204)
    const second = await store.dispatch(getPeople.initiate(page(2)))
    expect(second.data!.version).toBe(first.data!.version + 1)
    // Page 1, of the version before the write, is stale: shown, it is asked for again.
    await vi.waitFor(() => {
      expect(getPeople.select(page(1))(store.getState()).data?.version).toBe(second.data!.version)
    })
    const [, , hinted, ...again] = asked
    expect(hinted).toMatch(/^GET \/api\/people\?page=2&pageSize=10&sort=lastName&after=\d+$/)
    expect(again).toEqual([
      'GET /api/people?page=2&pageSize=10&sort=lastName',
      'GET /api/people?page=1&pageSize=10&sort=lastName',
    ])
  })

  it('asks the page of the sort and search it is given', async () => {
    await servePeople(1000)
    const store = makeStore()
    const mar = { ...page(2), search: 'mar' }
    const { data } = await store.dispatch(getPeople.initiate(mar))
    expect(data?.items).toHaveLength(10)
    expect(
      data?.items.every(({ firstName, lastName }) => /mar/i.test(`${firstName} ${lastName}`)),
    ).toBe(true)
    const first = await store.dispatch(getPeople.initiate({ ...mar, page: 1 }))
    expect(first.data!.items.at(-1)!.lastName <= data!.items[0]!.lastName).toBe(true)
    expect(data?.total).toBeLessThan(1000)
  })
})
