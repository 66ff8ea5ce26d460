import type { Person } from '../features/people/person'
import { selectPageCount, selectPeoplePage, selectVisiblePeople } from './selectors'
import type { RootState } from './store'

/** A list of `length` people that counts how many of its entries are read. */
function countingList(length: number) {
  const reads = { count: 0 }
  const person: Person = { id: 10000, firstName: 'Ana', lastName: 'Silva', email: 'a@example.com' }
  const items = new Proxy(new Array<Person>(length).fill(person), {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.count++
      return Reflect.get(target, key, receiver) as unknown
    },
  })
  return { items, reads }
}

describe('selector cost', () => {
  it('reads only the rows of the page, whatever the size of the list', () => {
    for (const length of [215, 1_000_000]) {
      const { items, reads } = countingList(length)
      const state: RootState = { people: { items }, pagination: { page: 3, pageSize: 20 } }
      expect(selectVisiblePeople(state)).toHaveLength(20)
      expect(selectPageCount(state)).toBe(Math.ceil(length / 20))
      expect(selectPeoplePage(state).people).toHaveLength(20)
      expect(reads.count).toBe(20)
    }
  })
})
