// @ts-nocheck
import { generateMersenne53Randomizer, SimpleFaker } from '@faker-js/faker'
import { randomDraws, randomNumbers } from './random'

// Seeds of every size faker takes: 0, small, 32-bit, above 32 bits, the largest safe integer.
const SEEDS = [0, 1, 42, 2 ** 31, 2 ** 32 - 1, 2 ** 32 + 5, 123456789012345, 2 ** 53 - 1]

describe('randomNumbers', () => {
  it.each(SEEDS)('gives faker’s numbers for the seed %p, past a second twist', (seed) => {
    const ours = randomNumbers(seed)
    const fakers = generateMersenne53Randomizer(seed)
    // Two words a number: 1,300 numbers read the 624 words more than four times.
    const drawn = Array.from({ length: 1300 }, () => [ours(), fakers.next()])
    for (const [a, b] of drawn) expect(a).toBe(b)
  })

  it('draws another sequence unseeded, every time, in [0, 1)', () => {
    const a = randomNumbers()
    const b = randomNumbers()
    const first = Array.from({ length: 20 }, () => [a(), b()])
    expect(first.some(([x, y]) => x !== y)).toBe(true)
    for (const [x, y] of first) {
      expect(x).toBeGreaterThanOrEqual(0)
      expect(x).toBeLessThan(1)
      expect(y).toBeGreaterThanOrEqual(0)
      expect(y).toBeLessThan(1)
    }
  })
})

describe('randomDraws', () => {
  it.each(SEEDS)('draws as SimpleFaker does for the seed %p', (seed) => {
    const ours = randomDraws(seed)
    const faker = new SimpleFaker()
    faker.seed(seed)
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g']
    for (let i = 0; i < 300; i++) {
      const max = i % 17 // 0 included: faker draws nothing for it
      expect(ours.int(max)).toBe(faker.number.int({ max }))
      expect(ours.boolean()).toBe(faker.datatype.boolean())
      expect(ours.arrayElement(list)).toBe(faker.helpers.arrayElement(list))
      expect(ours.arrayElement(['only'])).toBe(faker.helpers.arrayElement(['only']))
    }
  })
})
