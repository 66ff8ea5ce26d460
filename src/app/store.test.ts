import { TEST_PEOPLE } from '../test/fixtures'
import { repairState } from './store'

describe('repairState', () => {
  const items = TEST_PEOPLE.slice(0, 12)
  const valid = { pagination: { page: 3, pageSize: 5 }, people: { items } }

  it('copies only what it repairs, and keeps the rest', () => {
    const badPage = repairState({ ...valid, pagination: { page: 'x', pageSize: 5 } })
    expect(badPage).toEqual({ pagination: { page: 1, pageSize: 5 }, people: valid.people })
    expect(badPage.people).toBe(valid.people)

    const pastTheEnd = repairState({ ...valid, pagination: { page: 4, pageSize: 5 } })
    expect(pastTheEnd.pagination).toEqual({ page: 3, pageSize: 5 })

    const extraInPeople = repairState({ ...valid, people: { items, more: 1 } })
    expect(extraInPeople).toEqual(valid)
    expect(extraInPeople.people.items).toBe(items)
    expect(extraInPeople.pagination).toBe(valid.pagination)

    const repeated = repairState({ ...valid, people: { items: [...items, items[0]] } })
    expect(repeated.people.items).toEqual(items)
  })

  it('drops keys beside the two slices and puts pagination first', () => {
    const extra = repairState({ ...valid, extra: true })
    expect(extra).toEqual(valid)
    const peopleFirst = repairState({ people: valid.people, pagination: valid.pagination })
    expect(Object.keys(peopleFirst)).toEqual(['pagination', 'people'])
    expect(repairState({ pagination: valid.pagination })).toEqual({
      pagination: { page: 1, pageSize: 5 },
      people: { items: [] },
    })
  })
})
