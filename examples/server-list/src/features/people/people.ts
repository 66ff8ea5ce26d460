// What the server and the app agree on. It imports nothing, so that plain `node` loads it
// beside server.ts as surely as Vite bundles it into the app.

/** The sizes the list offers, in the order its select shows them. */
export const PEOPLE_PAGE_SIZES: readonly number[] = [10, 25, 50]

export interface Person {
  id: number
  firstName: string
  lastName: string
  email: string
}

/**
 * The limits of a new person's fields, written once: the form checks them before sending, the
 * server on arrival. In characters (code points), once trimmed and in NFC.
 */
export const PERSON_LIMITS = { name: 50, email: 100 } as const

/** A new person's fields, in the form's order. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email'] as const
export type PersonField = (typeof PERSON_FIELDS)[number]

/** A refused field: which, and what it accepts (a phrase: "a name of 1 to 50 characters, ..."). */
export interface FieldRefusal {
  field: PersonField
  accepts: string
}

const NAME_ACCEPTS = `a name of 1 to ${PERSON_LIMITS.name} characters, none a control character`
const ACCEPTS: Record<PersonField, string> = {
  firstName: NAME_ACCEPTS,
  lastName: NAME_ACCEPTS,
  email: `an e-mail address (name@example.com) of at most ${PERSON_LIMITS.email} characters`,
}

/**
 * A new person's fields checked all at once: the person (trimmed, NFC, e-mail lower case) or
 * every refused field, in the form's order. Strings that are not well-formed UTF-16 (a lone
 * surrogate) and control characters are refused. The person it gives is accepted again as it is,
 * so the form sends that, and its JSON fits in the server's 1,024 bytes.
 */
export function checkPerson(
  fields: Record<PersonField, unknown>,
): { person: Omit<Person, 'id'> } | { refused: FieldRefusal[] } {
  const person = { firstName: '', lastName: '', email: '' }
  const refused: FieldRefusal[] = []
  for (const field of PERSON_FIELDS) {
    const value = fields[field]
    // The length is counted last, on the text as it is kept: lower case can lengthen it (İ is i̇).
    let text = typeof value === 'string' ? value.trim().normalize('NFC') : ''
    if (field === 'email') text = text.toLowerCase().normalize('NFC')
    const max = field === 'email' ? PERSON_LIMITS.email : PERSON_LIMITS.name
    const length = [...text].length
    // With the u flag, a lone surrogate is a code point of its own, in Cs (a pair is one letter).
    const ok =
      length >= 1 &&
      length <= max &&
      !/[\p{Cc}\p{Cs}]/u.test(text) &&
      (field !== 'email' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
    if (ok) person[field] = text
    else refused.push({ field, accepts: ACCEPTS[field] })
  }
  return refused.length > 0 ? { refused } : { person }
}

/**
 * The key a name sorts by, as people read names: without case or accents (Émile beside Emile),
 * letters with a stroke or joined spelled in plain ones (ß as ss, æ as ae, ø as o, ł as l), and
 * only letters and digits compared, so that "de la Cruz" sorts among the Ds, as "delacruz", and O'Brien as "obrien".
 * Other scripts keep their letters, compared by code point. Computed in TypeScript, so that any
 * database can store the same key beside the name and index it.
 */
export function nameSortKey(name: string) {
  return folded(name).replace(/[^\p{L}\p{N}]/gu, '')
}

/**
 * A name, or a search, as the search reads it: folded as names sort (no case, no accents in any
 * script, ß as ss, ø as o, final ς as σ), its spaces tidied; apostrophes (’ as ') and hyphens kept, so that
 * "o'b" finds O'Brien. A search finds any part of the whole name, "first last" ("omar k" finds
 * Omar Kim), and counts its characters as folded. Computed in TypeScript, so that any database
 * indexes the same text.
 */
export function searchKey(text: string) {
  return folded(text).replace(/ς/g, 'σ').replace(/[’‘ʼ]/g, "'").replace(/\s+/g, ' ').trim()
}

/**
 * Without case or accents, and letters with a stroke or joined spelled in plain ones. Only the marks
 * that are accents go (Unicode's Diacritic): the vowel signs of Devanagari or Thai are letters'
 * own parts, and stay (प्रिया keeps its vowels).
 */
function folded(text: string) {
  return text
    .normalize('NFKD')
    .replace(/(?=\p{Diacritic})\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđþı]/g, (letter) => SPELLED_OUT[letter])
}
const SPELLED_OUT: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  þ: 'th',
  ı: 'i',
}

/** The columns the list sorts by: each a column the table shows. */
export const PEOPLE_COLUMNS = ['id', 'firstName', 'lastName', 'email'] as const
export type PeopleColumn = (typeof PEOPLE_COLUMNS)[number]

/** A sort: a column, ascending (`lastName`) or descending (`-lastName`). The id breaks ties. */
export type PeopleSort = PeopleColumn | `-${PeopleColumn}`
export const PEOPLE_SORTS: readonly PeopleSort[] = PEOPLE_COLUMNS.flatMap((column) => [
  column,
  `-${column}` as const,
])
export const DEFAULT_PEOPLE_SORT: PeopleSort = 'id'

/**
 * A search's text: 3 characters at least once folded (`searchKey`: the name index is made of every
 * 3 characters in a row, so "ab" and an accent is too short), 100 at most as typed, none of them a
 * control character. Shorter text searches nothing; the app searches only once it is long enough.
 */
export const SEARCH_LENGTH = { min: 3, max: 100 } as const
export function isSearchText(text: string) {
  return (
    [...searchKey(text)].length >= SEARCH_LENGTH.min &&
    [...text].length <= SEARCH_LENGTH.max &&
    !/\p{Cc}/u.test(text)
  )
}

/**
 * The answer to GET /api/people: one page of people, how many match in all, and the version of
 * the list it was read at (every add, delete and restore raises it by one): of two answers, the
 * one with the higher version is the newer.
 */
export interface PeoplePage {
  items: Person[]
  total: number
  version: number
  /**
   * On a page next to a person or from one (`after`, `before`, `from`): whether anyone comes after
   * it (before it, for `before`).
   */
  more?: boolean
}

/**
 * What GET /api/people asks for: a page and its size, in a sort, among the people whose name holds
 * `search` ('' for everyone).
 */
export interface PeopleQuery {
  page: number
  pageSize: number
  sort: PeopleSort
  search: string
}
