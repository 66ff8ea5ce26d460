import { makeStore } from '../../../app/store'
import { servePeople } from '../../../test/servePeople'
import type { PeopleQuery } from '../model/query'
import { pageShown } from './pageShown'
import { KEPT_FRESH_S, peopleApi } from './peopleApi'

const { getPeople } = peopleApi.endpoints
const page = (n: number): PeopleQuery => ({ page: n, pageSize: 10, sort: 'lastName', search: '' })
const idsOf = (answer: { data?: { items: { id: number }[] } }) =>
  answer.data?.items.map(({ id }) => id)

describe('getPeople', () => {
  it('asks for Next next to the last person of the page before, and for page 1 at its place', async () => {
    const { asked } = await servePeople(60)
    const store = makeStore()
    const first = await store.dispatch(getPeople.initiate(page(1)))
    store.dispatch(pageShown({ query: page(1) }))
    await store.dispatch(getPeople.initiate(page(2)))
    expect(asked).toEqual([
      'GET /api/people?page=1&pageSize=10&sort=lastName',
      `GET /api/people?page=2&pageSize=10&sort=lastName&after=${idsOf(first)!.at(-1)}`,
    ])
  })

  it('keeps Next next to the last person the reader saw when the list changed meanwhile', async () => {
    const { asked, other } = await servePeople(60)
    const store = makeStore()
    const shown = store.dispatch(getPeople.initiate(page(1)))
    const first = await shown
    store.dispatch(pageShown({ query: page(1) }))
    shown.unsubscribe()
    const last = idsOf(first)!.at(-1)
    expect(await other(`/api/people/${idsOf(first)![2]}`, 'DELETE')).toBe(204)
    const second = await store.dispatch(getPeople.initiate(page(2)))
    expect(second.data).toMatchObject({
      version: first.data!.version + 1,
      by: { after: last },
      changed: true,
    })
    // Asked once, next to the reader's last person: not again at its place.
    expect(asked.filter((line) => line.startsWith('GET')).slice(1)).toEqual([
      `GET /api/people?page=2&pageSize=10&sort=lastName&after=${last}`,
    ])
    // Page 1, of the version before, is stale: no longer shown, it goes from the cache.
    await vi.waitFor(() => expect(getPeople.select(page(1))(store.getState()).data).toBeUndefined())
  })

  it('fetches a page held again from the person it started with, while they are there', async () => {
    const { asked, other } = await servePeople(60)
    const store = makeStore()
    const shown = store.dispatch(getPeople.initiate(page(3)))
    const [top, second] = idsOf(await shown)!
    expect(await other(`/api/people/${top}`, 'DELETE')).toBe(204)
    const without = await shown.refetch()
    expect(idsOf(without)![0]).toBe(second)
    expect(without.data).toMatchObject({ top, by: { from: top }, changed: true })
    expect(await other(`/api/people/${top}/restore`, 'POST')).toBe(201)
    expect(idsOf(await shown.refetch())![0]).toBe(top)
    expect(asked.filter((line) => line.startsWith('GET')).slice(1)).toEqual([
      `GET /api/people?page=3&pageSize=10&sort=lastName&from=${top}`,
      `GET /api/people?page=3&pageSize=10&sort=lastName&from=${top}`,
    ])
  })

  it('drops a page fetched ahead once the page before it no longer ends with its edge', async () => {
    const { other } = await servePeople(60)
    const store = makeStore()
    const shown = store.dispatch(getPeople.initiate(page(1)))
    const before = idsOf(await shown)!
    store.dispatch(pageShown({ query: page(1) }))
    const ahead = store.dispatch(getPeople.initiate(page(2)))
    expect((await ahead).data?.by).toEqual({ after: before.at(-1) })
    ahead.unsubscribe()
    // Page 1, fetched again after a delete in it, ends with page 2's first: page 2 goes.
    expect(await other(`/api/people/${before[4]}`, 'DELETE')).toBe(204)
    const after = idsOf(await shown.refetch())!
    await vi.waitFor(() => expect(getPeople.select(page(2))(store.getState()).data).toBeUndefined())
    const next = await store.dispatch(getPeople.initiate(page(2)))
    expect(next.data?.by).toEqual({ after: after.at(-1) })
    expect(idsOf(next)).not.toContain(after.at(-1))
  })

  it('keeps a page no one shows for KEPT_FRESH_S, no longer: one older is read again before it shows', async () => {
    await servePeople(60)
    const store = makeStore()
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await store.dispatch(getPeople.initiate(page(2), { subscribe: false }))
    const held = () => getPeople.select(page(2))(store.getState()).data
    vi.advanceTimersByTime(KEPT_FRESH_S * 1000 - 1)
    expect(held()).toBeDefined()
    vi.advanceTimersByTime(1)
    expect(held()).toBeUndefined()
    vi.useRealTimers()
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
