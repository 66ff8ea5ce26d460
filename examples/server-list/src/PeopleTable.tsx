import type { Ref } from 'react'
import type { PeopleColumn, PeopleSort, Person } from './features/people/people'
import { onceHeld } from './onceHeld'
import type { PeopleShown } from './peopleShown'
import { SortHeader } from './SortHeader'

const COLUMNS: readonly { column: PeopleColumn; header: string }[] = [
  { column: 'id', header: 'Id' },
  { column: 'firstName', header: 'First name' },
  { column: 'lastName', header: 'Last name' },
  { column: 'email', header: 'E-mail' },
]

/** Deletes `person`, the Delete button pressed given to put focus back where it was. */
type OnDelete = (person: Person, pressed: HTMLButtonElement) => Promise<void>

interface PeopleTableProps {
  ref: Ref<HTMLTableElement>
  sort: PeopleSort
  shown: PeopleShown
  isFetching: boolean
  onDelete: OnDelete
}

/**
 * The rows `shown` (dimmed when they are the page before, while the page asked for loads), under
 * headers that sort. The line above the table (TableState) describes it.
 */
export function PeopleTable({ ref, sort, shown, isFetching, onDelete }: PeopleTableProps) {
  return (
    // A table wider than a phone scrolls in its own box, and the page keeps its width.
    <div className="table-scroll">
      <table
        ref={ref}
        className="people-table"
        tabIndex={-1}
        aria-labelledby="people-title"
        aria-describedby="people-table-state"
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
        <tbody className={shown.of === 'before' ? 'people-table__before' : undefined}>
          {shown.rows.map((person) => (
            <PersonRow key={person.id} person={person} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A person's row, with a Delete button named for whom it deletes. */
function PersonRow({ person, onDelete }: { person: Person; onDelete: OnDelete }) {
  return (
    <tr>
      <td>{person.id}</td>
      <td>{person.firstName}</td>
      <td>{person.lastName}</td>
      <td>{person.email}</td>
      <td>
        <button
          type="button"
          value={person.id}
          aria-label={`Delete ${person.firstName} ${person.lastName}`}
          onKeyDown={onceHeld}
          onClick={(event) => void onDelete(person, event.currentTarget)}
        >
          Delete
        </button>
      </td>
    </tr>
  )
}
