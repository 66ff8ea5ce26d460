import { Component, useEffect, useLayoutEffect, useMemo, useRef } from 'react'
import type { ReactNode, RefObject } from 'react'
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useAppDispatch, useAppSelector } from './app/hooks'
import { peopleLoads, selectLoadsQuery } from './app/peopleLoads'
import { DeleteStatus } from './DeleteStatus'
import { whyFailed } from './failures'
import { PageSizeSelect } from './features/pagination/PaginationBar'
import type { Person } from './features/people/people'
import { PAGE_KEPT_FRESH_S, useGetPeopleLoadsInfiniteQuery } from './features/people/peopleApi'
import { peopleOf, placeId, totalOf } from './features/people/peopleLoads'
import type { PeopleLoadsQuery } from './features/people/peopleLoads'
import { moveFocus } from './moveFocus'
import { grouped } from './peopleLabels'
import { PeopleTable } from './PeopleTable'
import { usePeopleDeletes } from './usePeopleDeletes'

const { setPlace, restart } = peopleLoads.actions

/** The Delete button of a person's row, if it is in `table`. */
const deleteButtonOf = (table: HTMLTableElement | null, id: number | undefined) =>
  id === undefined ? null : table?.querySelector<HTMLButtonElement>(`button[value="${id}"]`)

// #region loads
/**
 * The people as a list that loads more: Load earlier above the table while loads are left
 * before it, Load more below while the list goes on. The reader's place (the person at the top of
 * what they see) is kept in the state and the address as they scroll; opened again there, the
 * list starts with that person, at the top of the window.
 */
export function PeopleLoads() {
  const dispatch = useAppDispatch()
  const query = useAppSelector(selectLoadsQuery)
  const place = useAppSelector(peopleLoads.selectors.selectPlace)
  // Never every load in a row: any refetch fetches the first load alone (peopleApi.ts): loads
  // kept longer than PAGE_KEPT_FRESH_S, when the list shows again; and not on focus or reconnect,
  // which have a policy of their own (below).
  const result = useGetPeopleLoadsInfiniteQuery(query, {
    refetchOnMountOrArgChange: PAGE_KEPT_FRESH_S,
    refetchOnFocus: false,
    refetchOnReconnect: false,
  })
  const { currentData, error, isFetching, fulfilledTimeStamp, refetch } = result
  const rows = useMemo(() => peopleOf(currentData), [currentData])
  const total = totalOf(currentData)
  const table = useRef<HTMLTableElement>(null)
  const root = useRef<HTMLDivElement>(null)
  // The loads kept take each write at once (peopleApi.ts): they are as new as the write.
  const deletes = usePeopleDeletes({
    page: {
      answer: { items: rows },
      isFetching: false,
      fulfilledTimeStamp: Infinity,
      failed: false,
    },
    table,
  })
  const loads = useLoads(result, rows, { root, table })
  useReaderPlace(table, currentData ? query : undefined, rows, !result.hasPreviousPage)

  // Opened again (from the other layout), the list starts where the reader was.
  useEffect(() => {
    dispatch(restart())
  }, [dispatch])

  // Other visitors' writes: back to the window or online, loads older than PAGE_KEPT_FRESH_S
  // start again where the reader is, in one request; the rest comes with Load more and Load
  // earlier. Never every load again.
  useEffect(() => {
    function refresh() {
      if (!fulfilledTimeStamp || Date.now() - fulfilledTimeStamp < PAGE_KEPT_FRESH_S * 1000) return
      if (place === query.start) void refetch()
      else dispatch(restart())
    }
    addEventListener('focus', refresh)
    addEventListener('online', refresh)
    return () => {
      removeEventListener('focus', refresh)
      removeEventListener('online', refresh)
    }
  }, [fulfilledTimeStamp, place, query.start, refetch, dispatch])

  const firstFailed = error !== undefined && currentData === undefined
  return (
    <div className="people-loads" ref={root}>
      <PageSizeSelect
        list={peopleLoads}
        pageSize={query.pageSize}
        label="People per load:"
        formatNumber={grouped}
      />
      <p id="people-loads-state" className="people-table-state">
        {firstFailed ? (
          <Failed
            what="The people could not be loaded"
            error={error}
            busy={isFetching}
            retry={() => void refetch()}
          />
        ) : (
          currentData === undefined && 'Loading the people…'
        )}
      </p>
      <KeepInPlace rows={rows} root={root}>
        {result.hasPreviousPage && (
          <LoadButton
            direction="earlier"
            count={query.pageSize}
            busy={result.isFetchingPreviousPage}
            error={result.isFetchPreviousPageError ? error : undefined}
            onLoad={loads.earlier}
          />
        )}
        <PeopleTable
          ref={table}
          sort={query.sort}
          rows={rows}
          describedBy="people-loads-state"
          isFetching={isFetching}
          onDelete={deletes.remove}
        />
      </KeepInPlace>
      <DeleteStatus deletes={deletes} table={table} />
      <p role="status" className="people-loads__count">
        {total !== undefined && countOf(rows.length, total, query.search)}
      </p>
      {result.hasNextPage ? (
        <LoadButton
          direction="more"
          count={query.pageSize}
          busy={result.isFetchingNextPage}
          error={result.isFetchNextPageError ? error : undefined}
          onLoad={loads.more}
        />
      ) : (
        rows.length > 0 && <p>That is everyone.</p>
      )}
    </div>
  )
}
// #endregion

/** "75 of 1,000,000 people shown", "3 of 3 people matching “zoe” shown", "No people yet." */
function countOf(shown: number, total: number, search: string) {
  if (total === 0) return search === '' ? 'No people yet.' : `No people match “${search}”.`
  const matching = search === '' ? '' : ` matching “${search}”`
  return `${grouped(shown)} of ${grouped(total)} people${matching} shown`
}

// #region focus
type LoadsResult = ReturnType<typeof useGetPeopleLoadsInfiniteQuery>

/**
 * Load more and Load earlier, with focus where a keyboard reader goes on: after Load more, on the
 * first new row (its Delete button, which names the person); after Load earlier, where it was (the
 * button, while earlier people are left; else the list's first row).
 */
function useLoads(
  { fetchNextPage, fetchPreviousPage, isFetching, hasPreviousPage }: LoadsResult,
  rows: readonly Person[],
  {
    root,
    table,
  }: { root: RefObject<HTMLElement | null>; table: RefObject<HTMLTableElement | null> },
) {
  const asked = useRef<{ rows: readonly Person[]; direction: 'more' | 'earlier' }>(undefined)
  useLayoutEffect(() => {
    const pending = asked.current
    if (!pending || pending.rows === rows) return
    asked.current = undefined
    // Focus moves only from the list, or from nowhere: never from where the reader went meanwhile.
    if (pending.direction === 'more') {
      const last = pending.rows.at(-1)?.id
      const firstNew = rows[rows.findIndex(({ id }) => id === last) + 1]
      moveFocus(root.current, deleteButtonOf(table.current, firstNew?.id) ?? table.current)
    } else if (!hasPreviousPage) {
      // Load earlier is gone, the top reached: the list's first row took its place.
      moveFocus(root.current, deleteButtonOf(table.current, rows[0]?.id))
    }
  }, [rows, hasPreviousPage, root, table])

  async function load(direction: 'more' | 'earlier') {
    if (isFetching) return
    asked.current = { rows, direction }
    const loaded = await (direction === 'more' ? fetchNextPage() : fetchPreviousPage())
    if (loaded.isError) asked.current = undefined
  }
  return { more: () => load('more'), earlier: () => load('earlier') }
}
// #endregion

/** Load more or Load earlier, and, where it was asked for, why a load failed. */
function LoadButton({
  direction,
  count,
  busy,
  error,
  onLoad,
}: {
  direction: 'more' | 'earlier'
  count: number
  busy: boolean
  error: FetchBaseQueryError | SerializedError | undefined
  onLoad: () => Promise<void>
}) {
  const which = direction === 'more' ? 'next' : 'earlier'
  const name = direction === 'more' ? 'Load more' : 'Load earlier'
  return (
    <div className={`people-loads__${direction}`}>
      {error ? (
        <Failed
          what={`The ${which} ${count} people could not be loaded`}
          error={error}
          busy={busy}
          retry={() => void onLoad()}
        />
      ) : (
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => busy || void onLoad()}
        >
          {busy ? 'Loading…' : name}
        </button>
      )}
    </div>
  )
}

/** A load that failed: an alert, and Try again. */
function Failed({
  what,
  error,
  busy,
  retry,
}: {
  what: string
  error: FetchBaseQueryError | SerializedError
  busy: boolean
  retry: () => void
}) {
  return (
    <span role="alert">
      {`${what}: ${whyFailed(error).why}.`}{' '}
      <button type="button" aria-disabled={busy || undefined} onClick={() => busy || retry()}>
        {busy ? 'Trying again…' : 'Try again'}
      </button>
    </span>
  )
}

// #region place
/**
 * The reader's place in the state (and so in the address) as they scroll: the person of the first
 * row that shows at the top of the window, or '' when it is the list's first. When the loads of a
 * place (`query.start`) come, that person's row is put at the top of the window.
 */
function useReaderPlace(
  table: RefObject<HTMLTableElement | null>,
  shown: PeopleLoadsQuery | undefined,
  rows: readonly Person[],
  topReached: boolean,
) {
  const dispatch = useAppDispatch()
  const placed = useRef<PeopleLoadsQuery>(undefined)
  useLayoutEffect(() => {
    if (!shown || placed.current === shown) return
    placed.current = shown
    const first = table.current?.tBodies[0]?.rows[0]
    if (first && placeId(shown.start) !== undefined) {
      first.scrollIntoView({ block: 'start' })
      // The person, or, deleted meanwhile, the one who came after them.
      dispatch(setPlace(String(first.dataset.id)))
    }
  }, [shown, table, dispatch])

  useEffect(() => {
    let settled: ReturnType<typeof setTimeout> | undefined
    function track() {
      clearTimeout(settled)
      settled = setTimeout(() => {
        const shownRows = [...(table.current?.tBodies[0]?.rows ?? [])]
        if (shownRows.length === 0) return
        const at = shownRows.findIndex((row) => row.getBoundingClientRect().bottom > 0)
        const row = shownRows[at === -1 ? shownRows.length - 1 : at]!
        dispatch(setPlace(at === 0 && topReached ? '' : String(row.dataset.id)))
      }, 150)
    }
    addEventListener('scroll', track, { passive: true })
    return () => {
      clearTimeout(settled)
      removeEventListener('scroll', track)
    }
  }, [rows, topReached, table, dispatch])
}

/**
 * Keeps what the reader sees where it is on the screen while rows come or go above it (Load
 * earlier, a load dropped, a write): the first thing in the window that stays is the anchor, Load
 * earlier if the reader is at it (the rows it brings come under it), else a row. It is measured
 * before React changes the page and after (the browser's own scroll anchoring is off here,
 * people.css, as WebKit has none).
 */
class KeepInPlace extends Component<{
  rows: readonly Person[]
  root: RefObject<HTMLElement | null>
  children: ReactNode
}> {
  getSnapshotBeforeUpdate(before: { rows: readonly Person[] }) {
    if (before.rows === this.props.rows) return null
    const staying = new Set(this.props.rows.map(({ id }) => String(id)))
    const candidates = this.props.root.current?.querySelectorAll<HTMLElement>(
      '.people-loads__earlier, tbody tr',
    )
    const anchor = [...(candidates ?? [])].find((element) => {
      const { top, bottom } = element.getBoundingClientRect()
      const stays = element.dataset.id === undefined || staying.has(element.dataset.id)
      return bottom > 0 && top < innerHeight && stays
    })
    return anchor ? { anchor, top: anchor.getBoundingClientRect().top } : null
  }

  componentDidUpdate(_props: unknown, _state: unknown, kept: { anchor: Element; top: number }) {
    const moved = kept?.anchor.isConnected && kept.anchor.getBoundingClientRect().top - kept.top
    if (moved) scrollBy(0, moved)
  }

  render() {
    return this.props.children
  }
}
// #endregion
