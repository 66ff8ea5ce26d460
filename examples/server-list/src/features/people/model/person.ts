// A person, and what a new person's fields may hold: the form and the server check them alike.

export interface Person {
  id: number
  firstName: string
  lastName: string
  email: string
}

/** "First Last", as the app writes a person's name. */
export const nameOf = ({ firstName, lastName }: Pick<Person, 'firstName' | 'lastName'>) =>
  `${firstName} ${lastName}`

/** In code points, once trimmed and in NFC. */
export const PERSON_LIMITS = { name: 50, email: 100 } as const

/** A new person's fields, in the form's order. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email'] as const
export type PersonField = (typeof PERSON_FIELDS)[number]

/** A refused field, and what it accepts. */
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

/** The person (trimmed, NFC, e-mail in lower case), or every refused field, in order. */
export function checkPerson(
  fields: Record<PersonField, unknown>,
): { person: Omit<Person, 'id'> } | { refused: FieldRefusal[] } {
  const person = { firstName: '', lastName: '', email: '' }
  const refused: FieldRefusal[] = []
  for (const field of PERSON_FIELDS) {
    const value = fields[field]
    let text = typeof value === 'string' ? value.trim().normalize('NFC') : ''
    if (field === 'email') text = text.toLowerCase().normalize('NFC')
    // Counted on the text as kept: lower case can lengthen it (İ is i̇).
    const length = [...text].length
    const max = field === 'email' ? PERSON_LIMITS.email : PERSON_LIMITS.name
    // With the u flag, a lone surrogate is a code point of its own, in Cs.
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
