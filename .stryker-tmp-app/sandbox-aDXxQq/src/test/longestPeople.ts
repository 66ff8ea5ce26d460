// @ts-nocheck
import { uniqueEmail } from '../features/people/email'
import type { Person } from '../features/people/person'
import names from '../features/people/ptBrNames.json'

const longestFirst = (list: string[]) => [...list].sort((a, b) => b.length - a.length)
const firstNames = longestFirst([...names.femaleFirstNames, ...names.maleFirstNames])
const lastName = longestFirst(names.lastNames)[0]!
const longestWord = longestFirst(firstNames.filter((name) => !name.includes(' ')))[0]!

/**
 * The widest text the generator can put in a table: 215 people who all have its longest last
 * name, and, as first names, its two longest compound names and its longest single word. The
 * longest name comes back so often that its e-mail is numbered up to three digits
 * ("pedro.henrique.albuquerque108@example.com"), as a draw of 215 people could make it. Ids run
 * down from the largest.
 */
export const LONGEST_PEOPLE: Person[] = (() => {
  const pattern = [firstNames[0]!, firstNames[0]!, firstNames[1]!, longestWord]
  const taken = new Set<string>()
  return Array.from({ length: 215 }, (_, i) => {
    const firstName = pattern[i % pattern.length]!
    return {
      id: 99999 - i,
      firstName,
      lastName,
      email: uniqueEmail(firstName, lastName, 'example.com', taken),
    }
  })
})()
