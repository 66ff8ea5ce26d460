import { useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useAppSelector } from './app/hooks'
import { checkPerson } from './features/people/people'
import type { FieldRefusal, PersonField } from './features/people/people'
import {
  selectLastAnswerAt,
  selectLastWriteAt,
  useAddPersonMutation,
} from './features/people/peopleApi'

const FIELDS: readonly { name: PersonField; label: string; type: string; autoComplete: string }[] =
  [
    { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
    { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  ]

/** A field refused, by the form or by the server (a 409 says why, beside what it accepts). */
type Refusal = FieldRefusal & { error?: string }

/** The fields of a 400 or 409 that the form shows, in the form's order; none for another answer. */
function refusalsOf(error: unknown): Refusal[] {
  const { status, data } = error as { status?: unknown; data?: { refused?: unknown } }
  if ((status !== 400 && status !== 409) || !Array.isArray(data?.refused)) return []
  const refused = data.refused as Partial<Refusal>[]
  return FIELDS.flatMap(({ name }) => {
    const refusal = refused.find(({ field }) => field === name)
    return refusal ? [{ ...refusal, field: name, accepts: String(refusal.accepts) }] : []
  })
}

// #region add
/**
 * The form that adds a person. It checks the fields with `checkPerson`, the function the server
 * checks them with, and tells every field refused at once, beside it, the focus on the first: it
 * sends only what the server takes. What the server still refuses (a taken e-mail) is told the
 * same way. Its status and its alert tell the latest attempt only.
 */
export function AddPerson() {
  const [addPerson, { isLoading }] = useAddPersonMutation()
  const [refused, setRefused] = useState<Refusal[]>([])
  // Who was added, and when: told until the list's next write (this form's or a delete).
  const [added, setAdded] = useState<{ text: string; at: number }>()
  // When an add last failed (the server down, or a 5xx): its alert stands until the server has
  // answered a later request, or the visitor dismisses it.
  const [failedAt, setFailedAt] = useState<number>()
  const lastAnswerAt = useAppSelector(selectLastAnswerAt)
  const lastWriteAt = useAppSelector(selectLastWriteAt)
  const failed = failedAt !== undefined && lastAnswerAt <= failedAt
  const form = useRef<HTMLFormElement>(null)
  const field = (name: string) => form.current?.elements.namedItem(name) as HTMLInputElement | null

  // Focus moves only from where the visitor left it, the form or nowhere: an answer that comes
  // once they have gone on (to the search, the bar) leaves their focus where it is.
  function focus(name: string) {
    const focused = document.activeElement
    if (!focused || focused === document.body || form.current?.contains(focused)) {
      field(name)?.focus()
    }
  }

  function tell(refusals: Refusal[]) {
    setRefused(refusals)
    focus(refusals[0]!.field)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isLoading) return
    const values = new FormData(event.currentTarget)
    setAdded(undefined)
    setRefused([])
    setFailedAt(undefined)
    const checked = checkPerson({
      firstName: values.get('firstName'),
      lastName: values.get('lastName'),
      email: values.get('email'),
    })
    if ('refused' in checked) return tell(checked.refused)
    try {
      const { id, firstName, lastName } = await addPerson(checked.person).unwrap()
      form.current?.reset()
      focus('firstName')
      setAdded({ text: `${firstName} ${lastName} added, with the id ${id}.`, at: Date.now() })
    } catch (error) {
      const refusals = refusalsOf(error)
      if (refusals.length > 0) tell(refusals)
      else setFailedAt(Date.now())
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
        const refusal = refused.find((refusal) => refusal.field === name)
        return (
          <p key={name}>
            <label htmlFor={`person-${name}`}>{label}</label>
            <input
              id={`person-${name}`}
              name={name}
              {...input}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? `person-${name}-refused` : undefined}
            />
            {refusal && (
              <span id={`person-${name}-refused`} className="error">
                {refusal.error ? `${refusal.error}.` : `Type ${refusal.accepts}.`}
              </span>
            )}
          </p>
        )
      })}
      <p role="status">{added && lastWriteAt <= added.at && added.text}</p>
      {failed && (
        <div className="add-person__failed">
          <p role="alert" className="error">
            The person could not be added: try again.
          </p>
          <button
            type="button"
            onClick={() => {
              setFailedAt(undefined)
              form.current?.querySelector<HTMLButtonElement>('[type="submit"]')?.focus()
            }}
          >
            Dismiss
          </button>
        </div>
      )}
      <button type="submit">Add</button>
    </form>
  )
}
// #endregion
