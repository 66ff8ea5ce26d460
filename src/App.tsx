import { ErrorBoundary } from './app/ErrorBoundary'
import { useAppSelector } from './app/hooks'
import { peoplePagination } from './app/peoplePagination'
import { selectPeoplePage } from './app/selectors'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import { PeopleTable } from './features/people/PeopleTable'

/**
 * What React owns of the page: the table and the pagination bar, behind an error boundary that
 * offers a way back if rendering them ever fails. The title above and the credits below are
 * static HTML in public/index.html.
 */
export function App() {
  return (
    <ErrorBoundary>
      <PeoplePage />
    </ErrorBoundary>
  )
}

/**
 * Here the two features meet: pagination is told how many pages there are and what to count, the
 * table which people to show.
 */
function PeoplePage() {
  const { people, peopleCount, pageCount, page, pageSize } = useAppSelector(selectPeoplePage)
  return (
    <>
      <PeopleTable
        people={people}
        reservedRows={pageSize}
        footer={
          <PageSummary
            page={page}
            pageCount={pageCount}
            shownCount={people.length}
            itemCount={peopleCount}
          />
        }
      />
      <PaginationBar list={peoplePagination} pageCount={pageCount} />
    </>
  )
}
