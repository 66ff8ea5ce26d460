import { useEffect } from 'react'
import { useAppSelector } from './app/hooks'
import { peoplePagination } from './app/peoplePagination'
import { GoToPage } from './features/pagination/GoToPage'
import type { PaginationLabels } from './features/pagination/labels'
import { pageCount, pageWindowWithEnds } from './features/pagination/pageMath'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import { useGetPeopleQuery, usePrefetch } from './features/people/peopleApi'

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

export function PeopleList() {
  // #region query
  const pagination = useAppSelector(peoplePagination.selectors.selectPagination)
  const { page, pageSize } = pagination
  // `data` is the last page that came, on screen while the page asked for loads; `currentData`
  // is the page asked for, once it has come.
  const { data, currentData, error, isFetching, refetch } = useGetPeopleQuery(pagination)
  const prefetchPeople = usePrefetch('getPeople')
  // Not known before the server's first answer: the bar then shows no Last and no count.
  const pages = data ? pageCount(data.total, pageSize) : undefined

  // Once a page has shown (`currentData`, and then `data` is the same answer), the next one is
  // fetched, so that a click on it shows it at once.
  useEffect(() => {
    if (currentData && pages !== undefined && page < pages) {
      prefetchPeople({ page: page + 1, pageSize })
    }
  }, [currentData, page, pages, pageSize, prefetchPeople])
  // #endregion

  // #region view
  return (
    <section aria-labelledby="people-title">
      <h2 id="people-title">People</h2>
      {error && (
        <p role="alert">
          The people could not be loaded.{' '}
          <button type="button" onClick={() => refetch()}>
            Try again
          </button>
        </p>
      )}
      <table aria-labelledby="people-title" aria-busy={isFetching}>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">First name</th>
            <th scope="col">Last name</th>
            <th scope="col">E-mail</th>
          </tr>
        </thead>
        <tbody>
          {data?.items.map((person) => (
            <tr key={person.id}>
              <td>{person.id}</td>
              <td>{person.firstName}</td>
              <td>{person.lastName}</td>
              <td>{person.email}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data?.total === 0 && <p>No people yet.</p>}
      <PageSummary
        page={page}
        pageCount={pages ?? page}
        shownCount={data?.items.length ?? 0}
        itemCount={data?.total ?? 0}
        labels={data ? peopleLabels : countUnknown}
      />
      <PaginationBar
        list={peoplePagination}
        pageCount={pages}
        labels={peopleLabels}
        previousNext
        windowOf={pageWindowWithEnds}
        goToPage={GoToPage}
      />
    </section>
  )
  // #endregion
}
