export interface Person {
  /** Unique, from 10000 to 99999. */
  id: number
  firstName: string
  lastName: string
  /** Lower-case ASCII, unique, built from the person's own name. */
  email: string
}
