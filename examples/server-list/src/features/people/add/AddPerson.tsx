import { useLayoutEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { moveFocus } from '../../../components/moveFocus'
import { newWriteKey, useAddPersonMutation } from '../api/peopleWrites'
import { checkPerson, nameOf, PERSON_FIELDS } from '../model/person'
import { AddPersonStatus } from './AddPersonStatus'
import type { Added } from './AddPersonStatus'
import { PersonFields } from './PersonFields'
import type { FieldError } from './PersonFields'

/** The fields of a 400 or 409 that the form shows, in the form's order; none for another answer. */
function refusalsOf(error: unknown): FieldError[] {
  const { status, data } = error as { status?: unknown; data?: { refused?: unknown } }
  if ((status !== 400 && status !== 409) || !Array.isArray(data?.refused)) return []
  const refused = data.refused as Partial<FieldError>[]
  return PERSON_FIELDS.flatMap((name) => {
    const refusal = refused.find(({ field }) => field === name)
    return refusal ? [{ ...refusal, field: name, accepts: String(refusal.accepts) }] : []
  })
}

/** The form that adds a person: every field refused told at once, as the server would refuse it. */
export function AddPerson() {
  const [addPerson, { isLoading }] = useAddPersonMutation()
  const [refused, setRefused] = useState<FieldError[]>([])
  const [added, setAdded] = useState<Added>()
  const [failedAt, setFailedAt] = useState<number>()
  const form = useRef<HTMLFormElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const writeKey = useRef<{ fields: string; key: string }>(undefined)
  const focus = (name: string) =>
    moveFocus(form.current, form.current?.elements.namedItem(name) as HTMLInputElement | null)

  // The first field refused takes the focus once it is marked, so that its error is read with it.
  const focusOn = useRef<string>(undefined)
  useLayoutEffect(() => {
    if (focusOn.current) focus(focusOn.current)
    focusOn.current = undefined
  }, [refused])
  function tell(refusals: FieldError[]) {
    focusOn.current = refusals[0]!.field
    setRefused(refusals)
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
    // One key for these fields, until they are added: pressed again after a failure whose outcome
    // was not known, Add adds them once (never "the e-mail is taken", by their own first add).
    const fields = JSON.stringify(checked.person)
    if (writeKey.current?.fields !== fields) writeKey.current = { fields, key: newWriteKey() }
    try {
      const person = await addPerson({ ...checked.person, key: writeKey.current.key }).unwrap()
      writeKey.current = undefined
      form.current?.reset()
      focus('firstName')
      setAdded({ text: `${nameOf(person)} added, with the id ${person.id}.`, at: Date.now() })
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
      <PersonFields refused={refused} />
      <AddPersonStatus
        added={added}
        failedAt={failedAt}
        onDismiss={() => {
          setFailedAt(undefined)
          submitButton.current?.focus()
        }}
      />
      <button type="submit" ref={submitButton}>
        Add
      </button>
    </form>
  )
}
