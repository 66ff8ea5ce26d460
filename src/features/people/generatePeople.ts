import { EMAIL_DOMAINS, uniqueEmail } from './email'
import type { Person } from './person'
import names from './ptBrNames.json'
import { randomDraws } from './random'

export const SAMPLE_SIZE = 215
export const MIN_ID = 10000
export const MAX_ID = 99999

/**
 * `count` sample people with Brazilian Portuguese names. The same `seed` gives the same list;
 * without one every call (every page load) draws new people. Throws a RangeError when `count`
 * is not a whole number or exceeds the distinct ids the id range holds.
 *
 * Draws as faker's SimpleFaker does, with faker's random engine ported to ./random.ts, from
 * faker's pt_BR name lists extracted to JSON (scripts/extract-names.mjs): importing faker itself
 * would ship its whole base module, and any locale object all of that locale.
 */
export function generatePeople(count: number = SAMPLE_SIZE, seed?: number): Person[] {
  return [...drawPeople(count, seed)(count)]
}

/**
 * generatePeople's `count` people, drawn as they are needed: each call draws up to the first
 * `upTo` of them (the same people, in the same order), and returns all drawn so far. So the page
 * shell shows its first page before the other 210 are drawn. Throws as generatePeople does.
 */
export function drawPeople(count: number = SAMPLE_SIZE, seed?: number) {
  const random = randomDraws(seed)
  const ids = distinctIntegers(count, MIN_ID, MAX_ID, random.int)
  const emails = new Set<string>()
  const people: Person[] = []
  return (upTo: number): readonly Person[] => {
    for (const id of ids.slice(people.length, upTo)) {
      const firstNames = random.boolean() ? names.femaleFirstNames : names.maleFirstNames
      const firstName = random.arrayElement(firstNames)
      const lastName = random.arrayElement(names.lastNames)
      const domain = random.arrayElement(EMAIL_DOMAINS)
      people.push({
        id,
        firstName,
        lastName,
        email: uniqueEmail(firstName, lastName, domain, emails),
      })
    }
    return people
  }
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
