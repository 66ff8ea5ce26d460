import { Fragment, memo } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectShownCount, selectTotalPages, selectVisiblePeople } from '../pagination/selectors'
import { selectPage, selectPageSize } from '../pagination/paginationSlice'
import { selectTotalItems } from './peopleSlice'
import type { Person } from './person'

export function PeopleTable() {
  const people = useAppSelector(selectVisiblePeople)
  const shown = useAppSelector(selectShownCount)
  const total = useAppSelector(selectTotalItems)
  const page = useAppSelector(selectPage)
  const totalPages = useAppSelector(selectTotalPages)
  const pageSize = useAppSelector(selectPageSize)

  return (
    // data-page-size reserves the body's height for a full page, so the bar below never moves.
    <div className="table-frame" data-page-size={pageSize}>
      <table className="people">
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
        <tbody>
          {people.map((person) => (
            <PersonRow key={person.id} person={person} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>
              <div className="table-summary">
                <span>
                  {shown} de {total} itens
                </span>
                <span>
                  Página {page} de {totalPages}
                </span>
              </div>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

/** Memoised and keyed by id: an update renders only the rows whose person changed. */
export const PersonRow = memo(function PersonRow({ person }: { person: Person }) {
  return (
    <tr>
      <td>{person.id}</td>
      <td>{person.firstName}</td>
      <td>{person.lastName}</td>
      <td className="email">
        <EmailText email={person.email} />
      </td>
    </tr>
  )
})

/**
 * An address that may wrap before its "@" or before a "." of the name, where typesetters break one,
 * but never inside a name or the domain: "maria.eduarda.albuquerque" / "@example.com". <wbr> adds
 * no character to what a visitor copies.
 */
function EmailText({ email }: { email: string }) {
  return email.split(/(?=@)|(?=\.[^@]*@)/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {part}
    </Fragment>
  ))
}
