import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { AddPerson } from './AddPerson'
import { useAppDispatch, useAppSelector } from './app/hooks'
import { peoplePagination } from './app/peoplePagination'
import { peopleView, searchFor, searchOf, selectPeopleQuery, sortBy } from './app/peopleView'
import { GoToPage } from './features/pagination/GoToPage'
import type { PaginationLabels } from './features/pagination/labels'
import { pageCount, pageWindowWithEnds } from './features/pagination/pageMath'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import { SEARCH_LENGTH } from './features/people/people'
import type { PeopleColumn, PeopleSort, Person } from './features/people/people'
import {
  useDeletePersonMutation,
  useGetPeopleQuery,
  usePrefetch,
} from './features/people/peopleApi'

// One way to write a number, on the buttons as in the summary: "100,000" on both.
const grouped = new Intl.NumberFormat('en').format

const peopleLabels: PaginationLabels = {
  navigation: 'People pages',
  pageSize: 'People per page:',
  first: 'First',
  last: 'Last',
  previous: 'Previous',
  next: 'Next',
  goToPage: 'Go to page',
  go: 'Go',
  notAPage: 'Type a whole number, from 1 up.',
  pageOutOfRange: (pages) => `Type a page from 1 to ${grouped(pages)}.`,
  formatNumber: grouped,
  page: (page) => `Page ${grouped(page)}`,
  pageOfPages: (page, pages) => `Page ${grouped(page)} of ${grouped(pages)}`,
  itemsShown: (shown, total) => `${grouped(shown)} of ${grouped(total)} people`,
}

// Before the server's first answer, the summary's words state no count.
const countUnknown: PaginationLabels = {
  ...peopleLabels,
  pageOfPages: (page) => `Page ${grouped(page)}`,
  itemsShown: () => 'Counting people…',
}

const COLUMNS: readonly { column: PeopleColumn; header: string }[] = [
  { column: 'id', header: 'Id' },
  { column: 'firstName', header: 'First name' },
  { column: 'lastName', header: 'Last name' },
  { column: 'email', header: 'E-mail' },
]

/** How long typing must pause before the search is asked for. */
const SEARCH_SETTLES_MS = 300

export function PeopleList() {
  // #region query
  const query = useAppSelector(selectPeopleQuery)
  const { page, pageSize, search } = query
  // `data` is the last page that came, on screen while the page asked for loads; `currentData`
  // is the page asked for, once it has come.
  const { data, currentData, error, isFetching, refetch } = useGetPeopleQuery(query)
  const prefetchPeople = usePrefetch('getPeople')
  // The count of the search shown, never another's: while a new search loads, or before the
  // server's first answer, none, and the bar shows no Last and no count.
  const total = data?.search === search ? data.total : undefined
  const pages = total === undefined ? undefined : pageCount(total, pageSize)

  // Once a page has shown (`currentData`, and then `data` is the same answer), the next one is
  // fetched, so that a click on it shows it at once.
  useEffect(() => {
    if (currentData && pages !== undefined && page < pages) {
      prefetchPeople({ ...query, page: page + 1 })
    }
  }, [currentData, page, pages, query, prefetchPeople])
  // #endregion

  // #region delete
  const [deletePerson] = useDeletePersonMutation()
  // What the last write did, for the status; and what it could not do, for the alert.
  const [told, setTold] = useState({ done: '', failed: '' })
  // The row a deleted person stood in, until the page without them has come.
  const [deleted, setDeleted] = useState<{ id: number; row: number; page: number }>()
  const rows = useRef<HTMLTableSectionElement>(null)
  const table = useRef<HTMLTableElement>(null)

  // The ids being deleted: a second press while the first is on its way does nothing.
  const deleting = useRef(new Set<number>())

  async function remove(person: Person, row: number) {
    const name = `${person.firstName} ${person.lastName}`
    if (deleting.current.has(person.id)) return
    deleting.current.add(person.id)
    try {
      await deletePerson(person.id).unwrap()
      setTold({ done: `${name} deleted.`, failed: '' })
      setDeleted({ id: person.id, row, page })
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) {
        setTold({ done: `${name} was deleted already.`, failed: '' })
        setDeleted({ id: person.id, row, page })
      } else {
        setTold({ done: '', failed: `${name} could not be deleted: try again.` })
      }
    } finally {
      deleting.current.delete(person.id)
    }
  }

  // Once the page without them has come, focus goes to the Delete button of the row that took
  // their place, or of the row before them (the last row of the page before, when theirs was
  // left empty), or to the table: never to the page's body. Unless the reader has moved on
  // (to the bar, the search) meanwhile: their focus is theirs.
  useLayoutEffect(() => {
    if (!deleted || !currentData || currentData.items.some(({ id }) => id === deleted.id)) return
    // A last page left empty: the glue moves to the new last page, where the focus goes.
    if (currentData.items.length === 0 && currentData.total > 0) return
    const focused = document.activeElement
    const lost = !focused || focused === document.body || focused === table.current
    if (lost || rows.current?.contains(focused)) {
      const buttons = rows.current?.querySelectorAll('button') ?? []
      const row = page < deleted.page ? buttons.length - 1 : deleted.row
      ;(buttons[Math.min(row, buttons.length - 1)] ?? table.current)?.focus()
    }
    setDeleted(undefined)
  }, [deleted, currentData, page])
  // #endregion

  // #region view
  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">People</h2>
      <PeopleSearch />
      {error && (
        <p role="alert">
          The people could not be loaded.{' '}
          <button type="button" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      )}
      {/* A table wider than a phone scrolls in its own box, and the page keeps its width. */}
      <div className="table-scroll">
        <table ref={table} tabIndex={-1} aria-labelledby="people-title" aria-busy={isFetching}>
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
          <tbody ref={rows}>
            {data?.items.map((person, row) => (
              <tr key={person.id}>
                <td>{person.id}</td>
                <td>{person.firstName}</td>
                <td>{person.lastName}</td>
                <td>{person.email}</td>
                <td>
                  <button
                    type="button"
                    aria-label={`Delete ${person.firstName} ${person.lastName}`}
                    onClick={() => void remove(person, row)}
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p role="status">{told.done}</p>
      {told.failed && <p role="alert">{told.failed}</p>}
      <p role="status">
        {currentData?.total === 0 &&
          (search === '' ? 'No people yet.' : `No people match “${search}”.`)}
      </p>
      <PageSummary
        page={page}
        pageCount={pages ?? page}
        shownCount={total === undefined ? 0 : (data?.items.length ?? 0)}
        itemCount={total ?? 0}
        labels={total === undefined ? countUnknown : peopleLabels}
      />
      <PaginationBar
        list={peoplePagination}
        pageCount={pages}
        labels={peopleLabels}
        previousNext
        windowOf={pageWindowWithEnds}
        goToPage={GoToPage}
      />
      <AddPerson
        onAdded={({ id, firstName, lastName }) =>
          setTold({ done: `${firstName} ${lastName} added, with the id ${id}.`, failed: '' })
        }
      />
    </section>
  )
  // #endregion
}

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

// #region search
/**
 * The search field. What is typed is the field's own; the search is the store's, asked for once
 * the typing settles (or at once on Enter), so that the server is asked once per search, not once
 * per key. A search from outside (Back, Forward, a link) shows in the field.
 */
function PeopleSearch() {
  const dispatch = useAppDispatch()
  const search = useAppSelector(peopleView.selectors.selectSearch)
  const [text, setText] = useState(search)
  const [searchShown, setSearchShown] = useState(search)
  if (search !== searchShown) {
    setSearchShown(search)
    if (searchOf(text) !== search) setText(search)
  }
  useEffect(() => {
    if (searchOf(text) === search) return
    const settled = setTimeout(() => dispatch(searchFor(text)), SEARCH_SETTLES_MS)
    return () => clearTimeout(settled)
  }, [text, search, dispatch])

  return (
    <form
      role="search"
      className="people-search"
      onSubmit={(event) => {
        event.preventDefault()
        dispatch(searchFor(text))
      }}
    >
      <label htmlFor="people-search">Search names</label>
      <input
        id="people-search"
        type="search"
        value={text}
        maxLength={SEARCH_LENGTH.max}
        aria-describedby="people-search-hint"
        onChange={(event) => setText(event.target.value)}
      />
      <p id="people-search-hint">
        Any part of a first or last name, from {SEARCH_LENGTH.min} letters.
      </p>
    </form>
  )
}
// #endregion
