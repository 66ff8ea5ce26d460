// @ts-nocheck
import { memo } from 'react'
import type { ReactNode } from 'react'
import { emailLines } from './email'
import type { Person } from './person'

interface PeopleTableProps {
  /** The people to show, one row each. */
  people: readonly Person[]
  /** Rows to reserve room for (5, 10, 15 or 20), so what is below the table never moves. */
  reservedRows: number
  /** What the table's footer shows. */
  footer: ReactNode
}

// The caption, the columns and the header never change: made once, so React skips them.
const columns = (
  <>
    <caption className="visually-hidden">Pessoas de exemplo</caption>
    <colgroup>
      <col className="id" />
      <col className="first-name" />
      <col className="last-name" />
      <col className="email" />
    </colgroup>
    <thead>
      <tr>
        <th scope="col">Código</th>
        <th scope="col">Nome</th>
        <th scope="col">Sobrenome</th>
        <th scope="col" className="email">
          E-mail
        </th>
      </tr>
    </thead>
  </>
)

/** The table of people. It knows nothing of pages: it shows the people it is given. */
export function PeopleTable({ people, reservedRows, footer }: PeopleTableProps) {
  return (
    <div className="table-frame" data-rows={reservedRows}>
      <table className="people">
        {columns}
        <tbody>
          {people.map((person, row) => (
            // Keyed by position: see PersonRow.
            <PersonRow key={row} person={person} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{footer}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/**
 * A row is a place on the page, not a person: keyed by position, a new page only changes the text
 * of the same elements, the cheapest update there is. Safe because a row holds no state of its own
 * (no input, no focus) that could stay behind with the wrong person; a list that does keys by id.
 */
const PersonRow = memo(function PersonRow({ person }: { person: Person }) {
  const [name, domain] = emailLines(person.email)
  return (
    <tr>
      <td>{person.id}</td>
      <td>{person.firstName}</td>
      <td>{person.lastName}</td>
      <td className="email">
        {name}
        {atBreak}
        {domain}
      </td>
    </tr>
  )
})

/**
 * Where an e-mail that does not fit may wrap: before its "@", so the domain stays whole. <wbr> adds
 * nothing to what a visitor copies, and one made once lets React skip it on every new page.
 */
const atBreak = <wbr />
