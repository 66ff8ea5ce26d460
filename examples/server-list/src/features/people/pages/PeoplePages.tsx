import { useCallback, useRef } from 'react'
import { useFocusWhenRecovered } from '../../../components/useFocusWhenRecovered'
import { GoToPage } from '../../pagination/GoToPage'
import { pageWindowWithEnds } from '../../pagination/pageMath'
import { PageSummary } from '../../pagination/PageSummary'
import { PaginationBar } from '../../pagination/PaginationBar'
import { DeleteStatus } from '../delete/DeleteStatus'
import { useDeleteWithUndo } from '../delete/useDeleteWithUndo'
import { PeopleTable } from '../list/PeopleTable'
import { noPeople } from '../list/words'
import { peopleLabels, summaryLabels } from './pageLabels'
import { peoplePagination } from './peoplePagination'
import { RowsDescription } from './RowsDescription'
import { useKeepPageShown, usePeoplePage } from './usePeoplePage'

/** The people in pages: the table of the page asked for, its deletes, the summary and the bar. */
export function PeoplePages() {
  const { query, result, shown, total, pages } = usePeoplePage()
  const { currentData, isFetching, fulfilledTimeStamp = 0, refetch } = result
  useKeepPageShown(query, currentData)
  const table = useRef<HTMLTableElement>(null)
  // A page fetched since, or one that failed, has every write made before it.
  const showsWritesSince = useCallback(
    (time: number) => !isFetching && (shown.of === 'failed' || fulfilledTimeStamp >= time),
    [isFetching, shown.of, fulfilledTimeStamp],
  )
  const deletes = useDeleteWithUndo({ rows: shown.rows, showsWritesSince, table })
  useFocusWhenRecovered(shown.error !== undefined, table)

  return (
    <>
      <RowsDescription query={query} shown={shown} isFetching={isFetching} refetch={refetch} />
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
      <p role="status">{currentData?.total === 0 && noPeople(query.search)}</p>
      <PageSummary
        page={query.page}
        pageCount={pages ?? query.page}
        shownCount={shown.of === 'asked' ? shown.rows.length : 0}
        itemCount={total ?? 0}
        labels={summaryLabels(shown, total !== undefined)}
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
