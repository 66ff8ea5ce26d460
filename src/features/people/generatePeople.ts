import { SimpleFaker } from '@faker-js/faker'
import { EMAIL_DOMAINS, uniqueEmail } from './email'
import type { Person } from './person'
import names from './ptBrNames.json'

export const SAMPLE_SIZE = 215
export const MIN_ID = 10000
export const MAX_ID = 99999

/**
 * `count` sample people with Brazilian Portuguese names. The same `seed` gives the same list;
 * without one every call (every page load) draws new people. Throws a RangeError when `count`
 * is not a whole number or exceeds the distinct ids the id range holds.
 *
 * Uses faker's random engine (SimpleFaker) with faker's pt_BR name lists extracted to JSON
 * (scripts/extract-names.mjs): importing any faker locale object would ship all of it.
 */
export function generatePeople(count: number = SAMPLE_SIZE, seed?: number): Person[] {
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

/**
 * `count` distinct integers drawn uniformly from min..max, in O(count) time and memory: a
 * Fisher–Yates shuffle of the range that only remembers the positions it has swapped.
 * `randomUpTo(n)` must return an integer in 0..n.
 */
export function distinctIntegers(
  count: number,
  min: number,
  max: number,
  randomUpTo: (n: number) => number,
): number[] {
  const size = max - min + 1
  if (!Number.isInteger(count) || count < 0 || count > size) {
    throw new RangeError(`Cannot draw ${count} distinct integers from ${min}..${max}`)
  }
  const swapped = new Map<number, number>()
  const result: number[] = []
  for (let i = 0; i < count; i++) {
    const j = i + randomUpTo(size - 1 - i)
    const picked = swapped.get(j) ?? j
    swapped.set(j, swapped.get(i) ?? i)
    result.push(min + picked)
  }
  return result
}
