import { useRef } from 'react'
import type { FocusEvent } from 'react'
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useAppSelector } from '../../../app/hooks'
import { RequestFailed } from '../../../components/RequestFailed'
import { useFocusWhenRecovered } from '../../../components/useFocusWhenRecovered'
import { whyFailed } from '../../../components/whyFailed'
import { KeepInPlace } from '../../pagination/KeepInPlace'
import { LoadButton } from '../../pagination/LoadButton'
import type { LoadButtonProps } from '../../pagination/LoadButton'
import { PageSizeSelect } from '../../pagination/PaginationBar'
import { useLoadMore } from '../../pagination/useLoadMore'
import { KEPT_FRESH_S, peopleLoadsInCache, useGetPeopleLoadsInfiniteQuery } from '../api/peopleApi'
import { DeleteStatus } from '../delete/DeleteStatus'
import { useDeleteWithUndo } from '../delete/useDeleteWithUndo'
import { PeopleTable } from '../list/PeopleTable'
import { grouped, noPeople, peopleCount } from '../list/words'
import type { Person } from '../model/person'
import { peopleLoads, selectLoadsArg } from './peopleLoads'
import { useRowsShown } from './rowsShown'

const keyOf = (person: Person) => person.id
const LOAD_WORDS = {
  more: 'Load more',
  earlier: 'Load earlier',
  loading: 'Loading…',
  tryAgain: 'Try again',
}
// The loads take each write in place: they show every write at once.
const showsWritesSince = () => true

// #region view
/** The people as a list that loads more: Load earlier above the table, Load more below it. */
export function PeopleLoadMore() {
  const arg = useAppSelector(selectLoadsArg)
  // Not every load again on focus or reconnect: useLoadMore has a policy of its own.
  const result = useGetPeopleLoadsInfiniteQuery(arg, {
    refetchOnFocus: false,
    refetchOnReconnect: false,
  })
  const loads = useLoadMore({
    list: peopleLoads,
    arg,
    result,
    cache: peopleLoadsInCache,
    keyOf,
    freshFor: KEPT_FRESH_S,
  })
  const table = useRef<HTMLTableElement>(null)
  const deletes = useDeleteWithUndo({ rows: loads.items, showsWritesSince, table })
  useFocusWhenRecovered(loads.failed, table)
  const { currentData, error, isFetching } = result
  const shown = useRowsShown(loads.items, result)
  const buttons = { busy: isFetching, labels: LOAD_WORDS, count: arg.pageSize }

  return (
    <div className="people-loads" ref={loads.root} onFocus={clearOfTheFoot}>
      <PageSizeSelect
        list={peopleLoads}
        pageSize={arg.pageSize}
        label="People per load:"
        formatNumber={grouped}
      />
      <p id="people-loads-state" className="people-table-state">
        {loads.failed && error ? (
          <RequestFailed
            what="The people could not be loaded"
            error={error}
            busy={isFetching}
            onRetry={result.refetch}
          />
        ) : (
          shown.rows.length === 0 && currentData === undefined && 'Loading the people…'
        )}
      </p>
      <KeepInPlace items={loads.items} keyOf={keyOf} root={loads.root}>
        {shown.hasEarlier && (
          <LoadPeople
            direction="earlier"
            {...buttons}
            loading={result.isFetchingPreviousPage}
            error={result.isFetchPreviousPageError ? error : undefined}
            onLoad={shown.asked(loads.loadEarlier)}
          />
        )}
        <PeopleTable
          ref={table}
          sort={arg.sort}
          rows={shown.rows}
          gone={shown.gone}
          describedBy="people-loads-state"
          focusableRows
          isFetching={isFetching && loads.items.length === 0}
          onDelete={deletes.remove}
        />
      </KeepInPlace>
      <DeleteStatus deletes={deletes} table={table} />
      <p role="status" className="people-loads__count">
        {loads.total !== undefined && countOf(loads.items.length, loads.total, arg.search)}
      </p>
      {result.hasNextPage ? (
        <LoadPeople
          direction="more"
          {...buttons}
          loading={result.isFetchingNextPage}
          error={result.isFetchNextPageError ? error : undefined}
          onLoad={shown.asked(loads.loadMore)}
        />
      ) : (
        currentData && loads.items.length > 0 && <p>That is everyone.</p>
      )}
    </div>
  )
}
// #endregion

/**
 * Focus that lands under what a delete did, held at the window's foot (people.css), scrolls up
 * clear of it, in every browser (Firefox's focus takes no `scroll-padding`): never hidden (WCAG 2.4.11).
 */
function clearOfTheFoot(event: FocusEvent<HTMLDivElement>) {
  const foot = event.currentTarget.querySelector('.people-told')
  // Only what comes before it (the rows), which it can cover; not Load more, under it.
  if (!foot || !(foot.compareDocumentPosition(event.target) & Node.DOCUMENT_POSITION_PRECEDING)) {
    return
  }
  const hidden = event.target.getBoundingClientRect().bottom - foot.getBoundingClientRect().top
  if (hidden > 0) scrollBy(0, hidden)
}

/** "75 of 1,000,000 people shown", "1 of 1 person matching “zoe” shown", "No people yet." */
function countOf(shown: number, total: number, search: string) {
  if (total === 0) return noPeople(search)
  const matching = search === '' ? '' : ` matching “${search}”`
  return `${grouped(shown)} of ${peopleCount(total)}${matching} shown`
}

/** Load more or Load earlier, with why the load failed, told in the list's words. */
function LoadPeople({
  count,
  error,
  ...button
}: Omit<LoadButtonProps, 'failure' | 'retry' | 'className'> & {
  count: number
  error: FetchBaseQueryError | SerializedError | undefined
}) {
  const which = button.direction === 'more' ? 'next' : 'earlier'
  const failed = error && whyFailed(error)
  const failure = failed && `The ${which} ${count} people could not be loaded: ${failed.why}.`
  return (
    <LoadButton
      {...button}
      className={`people-loads__${button.direction}`}
      failure={failure}
      retry={failed?.retry}
    />
  )
}
