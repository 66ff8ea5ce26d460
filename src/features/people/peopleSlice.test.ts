import { repairPeople } from './peopleSlice'
import { isPerson } from './person'
import type { Person } from './person'

const person = (id: number): Person => ({
  id,
  firstName: 'Ana',
  lastName: 'Lima',
  email: `ana.lima${id}@example.com`,
})

describe('isPerson', () => {
  it('takes an integer id and three strings', () => {
    expect(isPerson(person(1))).toBe(true)
    expect(isPerson({ ...person(1), id: -7 })).toBe(true)
  })

  it.each([
    ['null', null],
    ['a number', 12],
    ['a string', 'Ana'],
    ['a fractional id', { ...person(1), id: 1.5 }],
    ['an id past safe integers', { ...person(1), id: 2 ** 53 }],
    ['an id as text', { ...person(1), id: '1' }],
    ['no first name', { ...person(1), firstName: undefined }],
    ['a last name that is a number', { ...person(1), lastName: 3 }],
    ['an e-mail that is null', { ...person(1), email: null }],
    ['a function with a person’s fields', Object.assign(() => undefined, person(1))],
  ])('refuses %s', (_, value) => {
    expect(isPerson(value)).toBe(false)
  })
})

describe('repairPeople', () => {
  it('makes anything but an array an empty list', () => {
    for (const value of [undefined, null, 3, 'people', { 0: person(1), length: 1 }]) {
      expect(repairPeople(value)).toEqual([])
    }
  })

  it('drops what is not a person and keeps the order of the rest', () => {
    const list = [person(1), { id: 'x' }, person(2), null, person(3), 7]
    expect(repairPeople(list)).toEqual([person(1), person(2), person(3)])
  })

  it('drops an entry that repeats an earlier id, the last one included', () => {
    const first = { ...person(1), firstName: 'Bia' }
    expect(repairPeople([first, person(2), person(1)])).toEqual([first, person(2)])
  })

  it('leaves out fields beside the four, keeping the other entries as they are', () => {
    const kept = person(1)
    const repaired = repairPeople([kept, { ...person(2), age: 30 }])
    expect(repaired).toEqual([person(1), person(2)])
    expect(repaired[0]).toBe(kept)
  })
})
