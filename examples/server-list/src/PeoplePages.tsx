import { useRef } from 'react'
import { peoplePagination } from './app/peoplePagination'
import { DeleteStatus } from './DeleteStatus'
import { GoToPage } from './features/pagination/GoToPage'
import { pageWindowWithEnds } from './features/pagination/pageMath'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import { peopleLabels, summaryLabels } from './peopleLabels'
import { PeopleTable } from './PeopleTable'
import { TableState } from './TableState'
import { useFocusTableAfterFailure } from './useFocusTableAfterFailure'
import { usePeopleDeletes } from './usePeopleDeletes'
import { usePeoplePage } from './usePeoplePage'

/**
 * The people in pages: the table of the page asked for and the line above it, what a delete did,
 * the summary and the bar.
 */
export function PeoplePages() {
  const { query, result, shown, total, pages } = usePeoplePage()
  const { currentData, isFetching, fulfilledTimeStamp, refetch, error } = result
  const { page, search } = query
  const table = useRef<HTMLTableElement>(null)
  useFocusTableAfterFailure(shown.error !== undefined, table)
  const deletes = usePeopleDeletes({
    page: { answer: currentData, isFetching, fulfilledTimeStamp, failed: !!error },
    table,
  })

  return (
    <>
      <TableState query={query} shown={shown} isFetching={isFetching} refetch={refetch} />
      <PeopleTable
        ref={table}
        sort={query.sort}
        rows={shown.rows}
        dimmed={shown.of === 'before'}
        describedBy="people-table-state"
        isFetching={isFetching}
        onDelete={deletes.remove}
      />
      <DeleteStatus deletes={deletes} table={table} />
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
    </>
  )
}
