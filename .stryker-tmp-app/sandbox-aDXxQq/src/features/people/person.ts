// @ts-nocheck
export interface Person {
  /** Unique, from 10000 to 99999. */
  id: number
  firstName: string
  lastName: string
  /** Lower-case ASCII, unique, built from the person's own name. */
  email: string
}

/** Whether `value` has a person's shape: an integer id and three strings. */
export function isPerson(value: unknown): value is Person {
  if (typeof value !== 'object' || value === null) return false
  const { id, firstName, lastName, email } = value as Partial<Record<keyof Person, unknown>>
  return (
    Number.isSafeInteger(id) &&
    typeof firstName === 'string' &&
    typeof lastName === 'string' &&
    typeof email === 'string'
  )
}
