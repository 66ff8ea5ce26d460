import { useAppDispatch } from '../../../app/hooks'
import type { PeopleColumn, PeopleSort } from '../model/query'
import { sortBy } from '../search/sortAndSearch'

/** A column's header: a button that sorts by it, and, on the sorted one, which way. */
export function SortHeader({
  column,
  sort,
  children,
}: {
  column: PeopleColumn
  sort: PeopleSort
  children: string
}) {
  const dispatch = useAppDispatch()
  const way = sort === column ? 'ascending' : sort === `-${column}` ? 'descending' : undefined
  return (
    <th scope="col" aria-sort={way}>
      <button type="button" className="sort" onClick={() => dispatch(sortBy(column))}>
        {children}
        <span aria-hidden="true">
          {way === 'ascending' ? ' ▲' : way === 'descending' ? ' ▼' : ' ↕'}
        </span>
      </button>
    </th>
  )
}
