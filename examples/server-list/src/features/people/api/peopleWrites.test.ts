import { itemsOf, totalOf } from '../../pagination/loadMoreCache'
import { makeStore } from '../../../app/store'
import { servePeople } from '../../../test/servePeople'
import type { PeopleLoadsArg } from '../model/loads'
import { KEY_HEADER, peopleApi, sendAgain } from './peopleApi'
import { peopleWrites } from './peopleWrites'

const { getPeople, getPeopleLoads } = peopleApi.endpoints
const page = { page: 1, pageSize: 10, sort: 'id', search: '' } as const
const { addPerson, deletePerson, restorePerson } = peopleWrites.endpoints
/** From person 31, by id from Z to A, 10 a load. */
const arg: PeopleLoadsArg = { sort: '-id', search: '', pageSize: 10, start: '31' }

async function loadsKept() {
  const server = await servePeople(40)
  const store = makeStore()
  await store.dispatch(getPeopleLoads.initiate(arg))
  await store.dispatch(getPeopleLoads.initiate(arg, { direction: 'forward' }))
  const loads = () => getPeopleLoads.select(arg)(store.getState()).data
  const shown = () => itemsOf(loads()).map(({ id }) => id)
  return {
    server,
    store,
    shown,
    total: () => totalOf(loads()),
    asked: () => server.asked.length,
  }
}

describe('the writes, in the loads kept', () => {
  it('place a delete, its undo and an add where the sort puts them, counted, with no request but theirs', async () => {
    const { store, shown, total, asked } = await loadsKept()
    expect([shown(), total()]).toEqual([
      [31, 30, 29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12],
      40,
    ])
    const before = asked()
    const [, person] = [...itemsOf(getPeopleLoads.select(arg)(store.getState()).data)]
    await store.dispatch(deletePerson.initiate(person!))
    expect([shown().slice(0, 3), total()]).toEqual([[31, 29, 28], 39])
    await store.dispatch(restorePerson.initiate(30))
    expect([shown().slice(0, 3), total()]).toEqual([[31, 30, 29], 40])
    // An add: the newest id sorts first, before the loads' part, where Load earlier brings them.
    await store.dispatch(
      addPerson.initiate({ firstName: 'Zoe', lastName: 'Aaberg', email: 'zoe@example.com' }),
    )
    expect([shown()[0], total()]).toEqual([31, 41])
    expect(asked()).toBe(before + 3)
  })

  it('take a person someone else deleted already out, and out of the count; place, uncounted, one back already', async () => {
    const { server, store, shown, total, asked } = await loadsKept()
    const before = asked()
    const [, , gone, back] = itemsOf(getPeopleLoads.select(arg)(store.getState()).data)
    expect(await server.other(`/api/people/${gone!.id}`, 'DELETE')).toBe(204)
    await store.dispatch(deletePerson.initiate(gone!))
    expect([shown().includes(gone!.id), total()]).toEqual([false, 39])
    expect(await server.other(`/api/people/${back!.id}`, 'DELETE')).toBe(204)
    expect(await server.other(`/api/people/${back!.id}/restore`, 'POST')).toBe(201)
    await store.dispatch(restorePerson.initiate(back!.id))
    expect([shown().includes(back!.id), total()]).toEqual([true, 39])
    // The other visitor's three writes, and the app's two: no read.
    expect(asked()).toBe(before + 5)
  })

  it('wait for a load on its way, which would put the loads back as they were', async () => {
    const { store, shown, total } = await loadsKept()
    const more = store.dispatch(getPeopleLoads.initiate(arg, { direction: 'forward' }))
    await store.dispatch(
      deletePerson.initiate(itemsOf(getPeopleLoads.select(arg)(store.getState()).data)[0]!),
    )
    await more
    expect([shown().slice(0, 2), shown().length, total()]).toEqual([[30, 29], 29, 39])
  })

  it('leave the loads as they are when refused', async () => {
    const { store, shown } = await loadsKept()
    const before = shown()
    await store.dispatch(
      addPerson.initiate({ firstName: 'A', lastName: 'B', email: 'not an e-mail' }),
    )
    await store.dispatch(restorePerson.initiate(31))
    expect(shown()).toEqual(before)
  })
})

describe('a write whose answer was lost', () => {
  it('is sent again with its key, and done once: an add, a delete and an Undo', async () => {
    const server = await servePeople(40)
    const store = makeStore()
    const total = async () =>
      (await store.dispatch(getPeople.initiate(page, { forceRefetch: true }))).data?.total
    const writes = () => server.asked.filter((line) => !line.startsWith('GET'))
    server.loseAnswers(2)
    const added = await store.dispatch(
      addPerson.initiate({ firstName: 'Ada', lastName: 'Once', email: 'ada.once@example.com' }),
    )
    expect(added.data).toMatchObject({ id: 41, firstName: 'Ada' })
    expect(await total()).toBe(41)
    // Sent three times, with one key.
    const [first, ...again] = writes()
    expect(again).toEqual([first, first])
    expect(first).toMatch(/^POST \/api\/people [0-9a-f]{32}$/)
    server.loseAnswers(1)
    await store.dispatch(deletePerson.initiate(added.data!))
    server.loseAnswers(1)
    expect((await store.dispatch(restorePerson.initiate(41))).data).toEqual(added.data)
    expect(await total()).toBe(41)
    expect(
      writes()
        .slice(3)
        .map((line) => line.replace(/ \S+$/, '')),
    ).toEqual([
      'DELETE /api/people/41',
      'DELETE /api/people/41',
      'POST /api/people/41/restore',
      'POST /api/people/41/restore',
    ])
  })

  it('is not sent again once answered, nor is a read', () => {
    const write = { url: 'people', method: 'POST', headers: { [KEY_HEADER]: 'k' } }
    expect(sendAgain({ status: 503, data: {} }, write, 1)).toBe(true)
    expect(sendAgain({ status: 'FETCH_ERROR', error: '' }, write, 2)).toBe(true)
    expect(sendAgain({ status: 503, data: {} }, write, 3)).toBe(false)
    expect(sendAgain({ status: 409, data: {} }, write, 1)).toBe(false)
    expect(sendAgain({ status: 500, data: {} }, write, 1)).toBe(false)
    expect(sendAgain({ status: 503, data: {} }, { url: 'people' }, 1)).toBe(false)
  })
})
