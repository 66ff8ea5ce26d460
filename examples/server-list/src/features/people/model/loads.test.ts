import fc from 'fast-check'
import { itemsOf, toLoad, withAdded } from '../../pagination/loadMoreCache'
import { compareIn, isPersonId, loadParams, matches, orderOf } from './loads'
import type { Person } from './person'
import { PEOPLE_SORTS } from './query'

const person = (id: number, firstName: string, lastName: string): Person => ({
  id,
  firstName,
  lastName,
  email: `${firstName}.${lastName}.${id}@example.com`.toLowerCase(),
})
const ids = (people: Person[]) => people.map(({ id }) => id)

describe('compareIn', () => {
  const people = [
    person(3, 'Émile', 'de la Cruz'),
    person(1, 'Emile', 'Dalton'),
    person(2, 'Zoe', "O'Brien"),
    person(4, 'ana', 'Costa'),
  ]

  it.each([
    ['id', [1, 2, 3, 4]],
    ['-id', [4, 3, 2, 1]],
    // Émile beside Emile, as "emile": the id breaks the tie.
    ['firstName', [4, 1, 3, 2]],
    ['-firstName', [2, 3, 1, 4]],
    // "de la Cruz" as "delacruz", among the Ds.
    ['lastName', [4, 1, 3, 2]],
    // E-mails by their code points, as written: é after z.
    ['email', [4, 1, 2, 3]],
  ] as const)('sorts by %s as the server does', (sort, order) => {
    expect(ids([...people].sort(compareIn(sort)))).toEqual(order)
  })

  it('is a total order in every sort: no two people tie', () => {
    const anyone = fc.record({ id: fc.nat(), firstName: fc.string(), lastName: fc.string() })
    fc.assert(
      fc.property(fc.constantFrom(...PEOPLE_SORTS), anyone, anyone, (sort, a, b) => {
        const [x, y] = [
          person(a.id, a.firstName, a.lastName),
          person(b.id + 1 + a.id, b.firstName, b.lastName),
        ]
        const compare = compareIn(sort)
        expect(Math.sign(compare(x, y))).toBe(-Math.sign(compare(y, x)))
        expect(compare(x, y)).not.toBe(0)
      }),
    )
  })
})

describe('matches', () => {
  it('finds any part of the whole name, without case or accents', () => {
    const jose = person(1, 'José', 'Núñez')
    expect(['', 'jose', 'JOSÉ NU', 'é n'].map((search) => matches(jose, search))).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(matches(jose, 'nunez jose')).toBe(false)
  })
})

describe('loadParams', () => {
  const arg = { sort: '-lastName' as const, search: '', pageSize: 25, start: '' }

  it('asks a load next to a person, or from the place the loads began', () => {
    expect(loadParams(arg, 'start')).toEqual({ page: 1, pageSize: 25, sort: '-lastName' })
    expect(loadParams({ ...arg, start: '42', search: 'mar' }, 'start')).toEqual({
      page: 1,
      pageSize: 25,
      sort: '-lastName',
      q: 'mar',
      from: '42',
    })
    expect(loadParams(arg, { after: '7' })).toMatchObject({ after: '7' })
    expect(loadParams(arg, { before: '7' })).toMatchObject({ before: '7' })
  })

  it('takes an id as a place, and nothing else', () => {
    expect(['1', '4242', '9'.repeat(16)].every(isPersonId)).toBe(true)
    expect(['', '0', '01', '1.5', ' 1', '9'.repeat(17), 'p1'].some(isPersonId)).toBe(false)
  })
})

describe('orderOf', () => {
  it('places a person added among the loads where the sort and the search put them', () => {
    const arg = { sort: 'lastName' as const, search: 'an', pageSize: 2, start: '' }
    const page = {
      items: [person(4, 'Ana', 'Abreu'), person(9, 'Ian', 'Lopes')],
      total: 5,
      version: 1,
    }
    const loads = {
      pages: [toLoad(page, 'start', '', (p) => p.id)],
      pageParams: ['start' as const],
    }
    const added = withAdded(loads, person(12, 'Joana', 'Costa'), orderOf(arg), 2)
    expect(ids(itemsOf(added))).toEqual([4, 12, 9])
    expect(added.pages[0]?.total).toBe(6)
    expect(withAdded(loads, person(13, 'Bia', 'Costa'), orderOf(arg), 2)).toBe(loads)
  })
})
