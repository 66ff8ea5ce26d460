import type { FieldRefusal, PersonField } from '../model/person'

const FIELDS: readonly { name: PersonField; label: string; type: string; autoComplete: string }[] =
  [
    { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
    { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
    { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  ]

/** A field refused, by the form or by the server (a 409 says why, beside what it accepts). */
export type FieldError = FieldRefusal & { error?: string }

/** A new person's fields, each refused one marked invalid, and why told beside it. */
export function PersonFields({ refused }: { refused: readonly FieldError[] }) {
  return FIELDS.map(({ name, label, ...input }) => {
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
  })
}
