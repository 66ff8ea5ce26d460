import { SimpleFaker } from '@faker-js/faker'
import { distinctIntegers, drawPeople, generatePeople, MAX_ID, MIN_ID } from './generatePeople'
import { EMAIL_DOMAINS, emailLocalPart, uniqueEmail } from './email'
import names from './ptBrNames.json'

describe('generatePeople', () => {
  const people = generatePeople(215, 42)

  it('gives unique integer ids from 10000 to 99999', () => {
    const ids = people.map((p) => p.id)
    expect(new Set(ids).size).toBe(215)
    expect(ids.filter((id) => !Number.isInteger(id) || id < 10000 || id > 99999)).toEqual([])
  })

  it('gives unique lower-case ASCII e-mails built from the person’s own name', () => {
    expect(new Set(people.map((p) => p.email)).size).toBe(215)
    for (const { firstName, lastName, email } of people) {
      expect(email).toMatch(/^[a-z0-9.]+@example\.(com|net|org)$/)
      expect(email.startsWith(emailLocalPart(firstName, lastName))).toBe(true)
    }
  })

  it('draws the same people as far as asked, a page at a time, and no further', () => {
    const draw = drawPeople(215, 42)
    expect(draw(5)).toEqual(people.slice(0, 5))
    expect(draw(3)).toHaveLength(5)
    expect(draw(20)).toEqual(people.slice(0, 20))
    expect(draw(1000)).toEqual(people)
  })

  it('draws 215 new people on every call without a seed', () => {
    const drawn = generatePeople()
    expect(drawn).toHaveLength(215)
    expect(generatePeople()).not.toEqual(drawn)
  })

  it('can fill the whole id range', () => {
    expect(new Set(generatePeople(90000, 1).map((p) => p.id)).size).toBe(90000)
  })

  it.each([90001, -1, 2.5, NaN])('refuses the count %p', (count) => {
    expect(() => generatePeople(count)).toThrow(
      new RangeError(`Cannot draw ${count} distinct integers from 10000..99999`),
    )
  })

  it('makes an empty list for a count of 0', () => {
    expect(generatePeople(0)).toEqual([])
  })
})

describe('distinctIntegers', () => {
  it('is a permutation of the range when asked for all of it', () => {
    let i = 0
    const pseudoRandom = (n: number) => (i++ * 7) % (n + 1)
    expect(distinctIntegers(10, 1, 10, pseudoRandom).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ])
  })

  it('picks in order when the random source always says 0', () => {
    expect(distinctIntegers(4, 100, 199, () => 0)).toEqual([100, 101, 102, 103])
  })

  it('swaps with the end when the random source always says the maximum', () => {
    expect(distinctIntegers(3, 1, 5, (n) => n)).toEqual([5, 1, 2])
  })
})

/** The generator as it was written on faker's SimpleFaker: the list a seed must keep giving. */
function generatePeopleWithFaker(count: number, seed: number) {
  const faker = new SimpleFaker()
  faker.seed(seed)
  const ids = distinctIntegers(count, MIN_ID, MAX_ID, (max) => faker.number.int({ max }))
  const emails = new Set<string>()
  return ids.map((id) => {
    const firstNames = faker.datatype.boolean() ? names.femaleFirstNames : names.maleFirstNames
    const firstName = faker.helpers.arrayElement(firstNames)
    const lastName = faker.helpers.arrayElement(names.lastNames)
    const domain = faker.helpers.arrayElement(EMAIL_DOMAINS)
    return { id, firstName, lastName, email: uniqueEmail(firstName, lastName, domain, emails) }
  })
}

describe('generatePeople against faker', () => {
  it.each([0, 1, 42, 2024, 2 ** 32 + 7, 2 ** 53 - 1])(
    'gives for the seed %p the very list faker’s SimpleFaker gives',
    (seed) => {
      expect(generatePeople(215, seed)).toEqual(generatePeopleWithFaker(215, seed))
    },
  )
})
