import { memo, Profiler } from 'react'
import type { ProfilerOnRenderCallback, ReactNode } from 'react'
import { emailLines } from './email'
import type { Person } from './person'

interface PeopleTableProps {
  /** The people to show, one row each. */
  people: readonly Person[]
  /** Rows to reserve room for (5, 10, 15 or 20), so what is below the table never moves. */
  reservedRows: number
  /** What the table's footer shows. */
  footer: ReactNode
  /** Rows as they are drawn before the app runs: they hold their room, hidden. */
  pending?: boolean
  /**
   * Called through React's <Profiler> each time a row renders (id: the person's id). The tests use
   * it to prove that rows are memoised; React's production build never calls it.
   */
  onRowRender?: ProfilerOnRenderCallback
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
export function PeopleTable({
  people,
  reservedRows,
  footer,
  pending = false,
  onRowRender,
}: PeopleTableProps) {
  return (
    // data-rows reserves the body's height for `reservedRows` rows (styles.css).
    <div className="table-frame" data-rows={reservedRows}>
      <table className="people">
        {columns}
        <tbody className={pending ? 'pending-rows' : undefined}>
          {people.map((person, row) => (
            // Keyed by position: see PersonRow.
            <PersonRow key={row} person={person} onRender={onRowRender} />
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

interface PersonRowProps {
  person: Person
  onRender?: ProfilerOnRenderCallback | undefined
}

/**
 * A row is a place on the page, not a person: it is keyed by its position, so a new page keeps the
 * page's <tr> and <td> elements and only their text changes (the cheapest update the browser can
 * do: no elements made or removed, no style to compute again). That is safe because a row holds
 * no state of its own (no input, no focus, no animation) that would stay behind with the wrong
 * person. Memoised: an update renders only the rows whose person changed. The Profiler is inside
 * the memo, so it reports a row only when the row itself renders.
 */
const PersonRow = memo(function PersonRow({ person, onRender }: PersonRowProps) {
  const [name, domain] = emailLines(person.email)
  const row = (
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
  return onRender ? (
    <Profiler id={String(person.id)} onRender={onRender}>
      {row}
    </Profiler>
  ) : (
    row
  )
})

/**
 * Where an e-mail that does not fit may wrap: before its "@", so the domain stays whole
 * ("pedro.henrique.albuquerque" / "@example.com"). <wbr> adds nothing to what a visitor copies. One
 * element, made once: every address has the same three parts, so a new page changes two texts
 * and React skips the <wbr>. (One break before each "." of the name too made the count vary from
 * person to person, and every switch made and removed nodes: docs/performance.md.)
 */
const atBreak = <wbr />
