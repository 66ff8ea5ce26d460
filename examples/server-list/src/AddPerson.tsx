import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import type { Person } from './features/people/people'
import { useAddPersonMutation } from './features/people/peopleApi'

const FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
] as const

/** What the server says of a field it refused (a 400 or a 409). */
interface Refusal {
  field: string
  accepts?: string
  error?: string
}

// #region add
/**
 * The form that adds a person. The server checks the fields (the form has no rules of its own to
 * drift from the server's): a field it refuses is told beside that field, which takes the focus.
 */
export function AddPerson({ onAdded }: { onAdded: (person: Person) => void }) {
  const [addPerson, { isLoading }] = useAddPersonMutation()
  const [refused, setRefused] = useState<Refusal>()
  const [failed, setFailed] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const field = (name: string) => form.current?.elements.namedItem(name) as HTMLInputElement | null

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isLoading) return
    const values = new FormData(event.currentTarget)
    const [firstName, lastName, email] = FIELDS.map(({ name }) => String(values.get(name)))
    setRefused(undefined)
    setFailed(false)
    try {
      const added = await addPerson({ firstName, lastName, email }).unwrap()
      form.current?.reset()
      field('firstName')?.focus()
      onAdded(added)
    } catch (error) {
      const { status, data } = error as { status?: unknown; data?: Partial<Refusal> }
      const named = FIELDS.some(({ name }) => name === data?.field)
      if ((status === 400 || status === 409) && named) {
        setRefused(data as Refusal)
        field(data!.field!)?.focus()
      } else {
        setFailed(true)
      }
    }
  }

  return (
    <form
      ref={form}
      className="add-person"
      aria-labelledby="add-person-title"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h3 id="add-person-title">Add a person</h3>
      {FIELDS.map(({ name, label, ...input }) => {
        const told = refused?.field === name
        return (
          <p key={name}>
            <label htmlFor={`person-${name}`}>{label}</label>
            <input
              id={`person-${name}`}
              name={name}
              {...input}
              aria-invalid={told || undefined}
              aria-describedby={told ? `person-${name}-refused` : undefined}
            />
            {told && (
              <span id={`person-${name}-refused`} className="refused">
                {refused.error ? `${refused.error}.` : `Type ${refused.accepts}.`}
              </span>
            )}
          </p>
        )
      })}
      {failed && <p role="alert">The person could not be added: try again.</p>}
      <button type="submit">Add</button>
    </form>
  )
}
// #endregion
