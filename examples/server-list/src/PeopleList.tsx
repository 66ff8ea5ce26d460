import { useEffect, useLayoutEffect, useRef } from 'react'
import { AddPerson } from './AddPerson'
import { useAppDispatch, useAppSelector } from './app/hooks'
import { peoplePagination } from './app/peoplePagination'
import { selectPeopleQuery, sortBy } from './app/peopleView'
import { whyFailed } from './failures'
import { GoToPage } from './features/pagination/GoToPage'
import { pageCount, pageWindowWithEnds } from './features/pagination/pageMath'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import type { PeopleColumn, PeopleQuery, PeopleSort } from './features/people/people'
import { PAGE_KEPT_FRESH_S, useGetPeopleQuery, usePrefetch } from './features/people/peopleApi'
import { usePeopleDeletes } from './PeopleDeletes'
import { peopleLabels, summaryLabels } from './peopleLabels'
import { PeopleSearch } from './PeopleSearch'
import { pageOf, peopleShown, showingBefore } from './peopleShown'
import type { PeopleShown } from './peopleShown'

const COLUMNS: readonly { column: PeopleColumn; header: string }[] = [
  { column: 'id', header: 'Id' },
  { column: 'firstName', header: 'First name' },
  { column: 'lastName', header: 'Last name' },
  { column: 'email', header: 'E-mail' },
]

export function PeopleList() {
  // #region query
  const query = useAppSelector(selectPeopleQuery)
  const { page, pageSize, search } = query
  // A page kept longer than PAGE_KEPT_FRESH_S is fetched again when it is shown.
  const result = useGetPeopleQuery(query, { refetchOnMountOrArgChange: PAGE_KEPT_FRESH_S })
  const { data, currentData, isFetching, fulfilledTimeStamp, refetch } = result
  const shown = peopleShown(query, result)
  const prefetchPeople = usePrefetch('getPeople')
  // The count of the search asked for, never another's: while a new search loads, or before
  // the server's first answer, none, and the bar shows no Last and no count.
  const total = data?.query.search === search ? data.total : undefined
  const pages = total === undefined ? undefined : pageCount(total, pageSize)

  // Once a page has shown (`currentData`, and then `data` is the same answer), the next one is
  // fetched, so that a click on it shows it at once.
  useEffect(() => {
    if (currentData && pages !== undefined && page < pages) {
      prefetchPeople({ ...query, page: page + 1 })
    }
  }, [currentData, page, pages, query, prefetchPeople])
  // #endregion

  const table = useRef<HTMLTableElement>(null)
  // Once the page that failed has come, Try again goes with its alert: the focus it held goes
  // to the table, never to the page's body.
  const failed = shown.error !== undefined
  const hadFailed = useRef(failed)
  useLayoutEffect(() => {
    if (hadFailed.current && !failed && document.activeElement === document.body) {
      table.current?.focus()
    }
    hadFailed.current = failed
  }, [failed])

  const deletes = usePeopleDeletes({
    shown: { answer: currentData, isFetching, fulfilledTimeStamp, failed: !!result.error },
    table,
  })

  // #region view
  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">People</h2>
      <PeopleSearch />
      <p id="people-table-state" className="people-table-state">
        <TableState query={query} shown={shown} isFetching={isFetching} refetch={refetch} />
      </p>
      {/* A table wider than a phone scrolls in its own box, and the page keeps its width. */}
      <div className="table-scroll">
        <table
          ref={table}
          className="people-table"
          tabIndex={-1}
          aria-labelledby="people-title"
          aria-describedby="people-table-state"
          aria-busy={isFetching}
        >
          <thead>
            <tr>
              {COLUMNS.map(({ column, header }) => (
                <SortHeader key={column} column={column} sort={query.sort}>
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
              <tr key={person.id}>
                <td>{person.id}</td>
                <td>{person.firstName}</td>
                <td>{person.lastName}</td>
                <td>{person.email}</td>
                <td>
                  <button
                    type="button"
                    value={person.id}
                    aria-label={`Delete ${person.firstName} ${person.lastName}`}
                    onKeyDown={deletes.onceHeld}
                    onClick={(event) => void deletes.remove(person, event)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {deletes.status}
      <p role="status">
        {currentData?.total === 0 &&
          (search === '' ? 'No people yet.' : `No people match “${search}”.`)}
      </p>
      <PageSummary
        page={page}
        pageCount={pages ?? page}
        shownCount={shown.of === 'asked' ? shown.rows.length : 0}
        itemCount={total ?? 0}
        labels={summaryLabels(shown.of, total !== undefined)}
      />
      <PaginationBar
        list={peoplePagination}
        pageCount={pages}
        labels={peopleLabels}
        className="people-bar"
        previousNext
        windowOf={pageWindowWithEnds}
        goToPage={GoToPage}
        currentPage="focusable"
      />
      <AddPerson />
    </section>
  )
  // #endregion
}

// #region state
/**
 * The line above the table: which rows these are when they are not the page asked for, or why
 * there are none. A failure is an alert, with Try again where trying again can help.
 */
function TableState({
  query,
  shown,
  isFetching,
  refetch,
}: {
  query: PeopleQuery
  shown: PeopleShown
  isFetching: boolean
  refetch: () => unknown
}) {
  if (shown.error) {
    const { retry, why } = whyFailed(shown.error)
    const what =
      shown.of === 'asked'
        ? 'could not be loaded again, and is shown as it was'
        : 'could not be loaded'
    const page = pageOf(query)
    return (
      <span role="alert">
        {`${page[0]!.toUpperCase()}${page.slice(1)} ${what}: ${why}.`}
        {retry && (
          <>
            {' '}
            <button
              type="button"
              aria-disabled={isFetching || undefined}
              onClick={() => isFetching || void refetch()}
            >
              {isFetching ? 'Trying again…' : 'Try again'}
            </button>
          </>
        )}
      </span>
    )
  }
  if (shown.of === 'before') return showingBefore(shown.answer.query, query)
  return shown.of === 'loading' ? `Loading ${pageOf(query)}…` : null
}
// #endregion

// #region sort
/** A column's header: a button that sorts by it, and, on the sorted one, which way. */
function SortHeader({
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
// #endregion
