import type { Ref } from 'react'
import { nameOf } from '../model/person'
import type { Person } from '../model/person'
import type { PeopleColumn, PeopleSort } from '../model/query'
import { onceHeld } from './onceHeld'
import { SortHeader } from './SortHeader'

const COLUMNS: readonly { column: PeopleColumn; header: string }[] = [
  { column: 'id', header: 'Id' },
  { column: 'firstName', header: 'First name' },
  { column: 'lastName', header: 'Last name' },
  { column: 'email', header: 'E-mail' },
]

/** Deletes `person`; the Delete button pressed, to move focus from it. */
type OnDelete = (person: Person, pressed: HTMLButtonElement) => Promise<void>

interface PeopleTableProps {
  ref: Ref<HTMLTableElement>
  sort: PeopleSort
  rows: readonly Person[]
  /** The ids of rows whose person was deleted elsewhere, kept in place (the list that loads more). */
  gone?: ReadonlySet<number>
  /** Whether the rows are not the ones asked for (the page before, while it loads). */
  dimmed?: boolean
  /** The id of the line above the table, which says what its rows are. */
  describedBy: string
  /** Whether a row takes the focus (after a load), though Tab skips it. */
  focusableRows?: boolean
  isFetching: boolean
  onDelete: OnDelete
}

/** The rows, under headers that sort. */
export function PeopleTable(props: PeopleTableProps) {
  const { ref, sort, rows, gone, dimmed, describedBy, focusableRows, isFetching, onDelete } = props
  return (
    // Wider than a phone, the table scrolls in its own box (but in the list that loads more).
    <div className="table-scroll">
      <table
        ref={ref}
        className="people-table"
        tabIndex={-1}
        aria-labelledby="people-title"
        aria-describedby={describedBy}
        aria-busy={isFetching}
      >
        <thead>
          <tr>
            {COLUMNS.map(({ column, header }) => (
              <SortHeader key={column} column={column} sort={sort}>
                {header}
              </SortHeader>
            ))}
            <th scope="col">
              <span className="visually-hidden">Delete</span>
            </th>
          </tr>
        </thead>
        <tbody className={dimmed ? 'people-table__before' : undefined}>
          {rows.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              gone={gone?.has(person.id)}
              focusable={focusableRows}
              onDelete={onDelete}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A person's row, with a Delete button named for whom it deletes, or "Deleted" if `gone`. */
function PersonRow({
  person,
  gone,
  focusable,
  onDelete,
}: {
  person: Person
  gone?: boolean
  focusable?: boolean
  onDelete: OnDelete
}) {
  return (
    <tr
      data-id={person.id}
      className={gone ? 'people-gone' : undefined}
      tabIndex={focusable ? -1 : undefined}
    >
      <td>{person.id}</td>
      <td>{person.firstName}</td>
      <td>{person.lastName}</td>
      <td>{person.email}</td>
      <td>
        {gone ? (
          <span className="people-gone__said">Deleted</span>
        ) : (
          <button
            type="button"
            value={person.id}
            aria-label={`Delete ${nameOf(person)}`}
            onKeyDown={onceHeld}
            onClick={(event) => void onDelete(person, event.currentTarget)}
          >
            Delete
          </button>
        )}
      </td>
    </tr>
  )
}
