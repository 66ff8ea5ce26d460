/*
 * Faker's random engine, the Mersenne Twister (MT19937) as @faker-js/faker 10 seeds and reads it,
 * ported here so that the page does not ship faker to draw numbers: faker's whole base module
 * (about 21 KiB gzip) comes with any import from it, and it is evaluated before the first row. The
 * same seed gives the very numbers faker gives, so the same people (random.test.ts holds this
 * engine to faker's own `generateMersenne53Randomizer`, and generatePeople.test.ts the people to
 * faker's `SimpleFaker`). Faker is MIT-licensed; the algorithm is Matsumoto and Nishimura's.
 */
// @ts-nocheck


/* eslint-disable @typescript-eslint/no-non-null-assertion -- every index below is one of the 624
   words, or one of the list's own entries. */

const N = 624
const M = 397
const MATRIX_A = 0x9908b0df
const UPPER_MASK = 2 ** 31
const LOWER_MASK = 2 ** 31 - 1

/** The generator's 624 words for a numeric seed (MT19937's init_genrand, as faker does it). */
function initialWords(seed: number): number[] {
  const words: number[] = [seed]
  for (let i = 1; i < N; i++) {
    const previous = words[i - 1]! ^ (words[i - 1]! >>> 30)
    words.push(Math.trunc(Math.imul(1812433253, previous) + i))
  }
  return words
}

/** The next 624 words, in place. */
function twist(words: number[]): number[] {
  const mix = (i: number, j: number, k: number) => {
    const y = (words[i]! & UPPER_MASK) + (words[j]! & LOWER_MASK)
    words[i] = words[k]! ^ (y >>> 1) ^ (-(y & 1) & MATRIX_A)
  }
  for (let i = 0; i < N - M; i++) mix(i, i + 1, i + M)
  for (let i = N - M; i < N - 1; i++) mix(i, i + 1, i + M - N)
  mix(N - 1, 0, M - 1)
  return words
}

/**
 * A source of random numbers in [0, 1) with 53 bits each, faker's default. Without a seed it
 * seeds itself from Math.random, as faker does.
 */
export function randomNumbers(seed: number = Math.ceil(Math.random() * (2 ** 53 - 1))) {
  let words = twist(initialWords(seed))
  let index = 0
  const next32 = () => {
    let y = words[index]!
    y ^= y >>> 11
    y ^= (y << 7) & 0x9d2c5680
    y ^= (y << 15) & 0xefc60000
    y ^= y >>> 18
    if (++index >= N) {
      words = twist(words)
      index = 0
    }
    return y >>> 0
  }
  return () => ((next32() >>> 5) * 2 ** 26 + (next32() >>> 6)) * 2 ** -53
}

/**
 * What the generator draws, with faker's arithmetic: `int(max)` is faker.number.int({ max }),
 * `boolean()` faker.datatype.boolean(), `arrayElement(list)` faker.helpers.arrayElement(list).
 */
export function randomDraws(seed?: number) {
  const next = randomNumbers(seed)
  // faker.number.int returns 0 for a max of 0 without drawing.
  const int = (max: number) => (max === 0 ? 0 : Math.floor(next() * (max + 1)))
  return {
    int,
    boolean: () => next() < 0.5,
    // faker draws no number for a list of one: int(0) neither.
    arrayElement: <T>(list: readonly T[]): T => list[int(list.length - 1)]!,
  }
}
