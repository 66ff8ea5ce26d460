import {
  Component,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import type { ReactNode, RefObject } from 'react'
import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { useAppDispatch, useAppSelector } from './app/hooks'
import { peopleLoads, selectLoadsQuery } from './app/peopleLoads'
import { DeleteStatus } from './DeleteStatus'
import { whyFailed } from './failures'
import { PageSizeSelect } from './features/pagination/PaginationBar'
import type { Person } from './features/people/people'
import {
  PAGE_KEPT_FRESH_S,
  peopleApi,
  useGetPeopleLoadsInfiniteQuery,
} from './features/people/peopleApi'
import { peopleOf, previousCursor, totalOf } from './features/people/peopleLoads'
import type { PeopleLoads as Loads, PeopleLoadsQuery } from './features/people/peopleLoads'
import { moveFocus } from './moveFocus'
import { grouped } from './peopleLabels'
import { PeopleTable } from './PeopleTable'
import { usePeopleDeletes } from './usePeopleDeletes'

const { setPlace, restart } = peopleLoads.actions

/** A person's row, if it is in `table`. */
const rowOf = (table: HTMLTableElement | null, id: number | undefined) =>
  id === undefined ? null : table?.querySelector<HTMLTableRowElement>(`tr[data-id="${id}"]`)

// #region loads
/**
 * The people as a list that loads more: Load earlier above the table while people before it are
 * not shown, Load more below while the list goes on. The reader's place (the person at the top of
 * what they see) is kept in the state and the address as they scroll; opened there, the list
 * starts with that person, at the top of the window.
 */
export function PeopleLoads() {
  const dispatch = useAppDispatch()
  const query = useAppSelector(selectLoadsQuery)
  const place = useAppSelector(peopleLoads.selectors.selectPlace)
  // The API fetches what is on screen again on focus and on reconnect; for the loads, that would
  // be every load, one after another: they have a policy of their own (below).
  const result = useGetPeopleLoadsInfiniteQuery(query, {
    refetchOnFocus: false,
    refetchOnReconnect: false,
  })
  const { currentData, error, isFetching, fulfilledTimeStamp, refetch } = result
  const failed = error !== undefined && currentData === undefined
  // The rows before stay while the loads start again elsewhere, never under a failure's alert.
  const shown = useRowsShown(query, currentData)
  const rows = failed ? NO_ROWS : shown
  const total = totalOf(currentData)
  const table = useRef<HTMLTableElement>(null)
  const root = useRef<HTMLDivElement>(null)
  // The loads kept take each write at once (peopleApi.ts): they are as new as the write.
  const kept = useMemo(
    () => ({
      answer: { items: rows },
      isFetching: false,
      fulfilledTimeStamp: Infinity,
      failed: false,
    }),
    [rows],
  )
  const deletes = usePeopleDeletes({ page: kept, table })
  const loads = useLoads(result, rows, { root, table })
  useReaderPlace(table, currentData, query, !result.hasPreviousPage)

  // Other visitors' writes: shown again, back to the window, or online, loads older than
  // PAGE_KEPT_FRESH_S (since the last came) start again where the reader is, in one request; the
  // rest comes with Load more and Load earlier. Never every load again.
  const refresh = useEffectEvent(() => {
    if (!fulfilledTimeStamp || Date.now() - fulfilledTimeStamp < PAGE_KEPT_FRESH_S * 1000) return
    if (place !== query.start) {
      dispatch(restart())
      return
    }
    // The loads began at the place: the load that began there alone, fetched again (a refetch
    // fetches the first load kept, and Load earlier may have put others before it).
    const trimmed = (kept: Loads) => {
      const at = kept.pageParams.indexOf('start')
      if (at === -1) return
      kept.pages = kept.pages.slice(at, at + 1)
      kept.pageParams = kept.pageParams.slice(at, at + 1)
    }
    dispatch(peopleApi.util.updateQueryData('getPeopleLoads', query, trimmed))
    void refetch()
  })
  useEffect(() => {
    const onReturn = () => refresh()
    onReturn()
    addEventListener('focus', onReturn)
    addEventListener('online', onReturn)
    return () => {
      removeEventListener('focus', onReturn)
      removeEventListener('online', onReturn)
    }
  }, [])

  return (
    <div className="people-loads" ref={root}>
      <PageSizeSelect
        list={peopleLoads}
        pageSize={query.pageSize}
        label="People per load:"
        formatNumber={grouped}
      />
      <p id="people-loads-state" className="people-table-state">
        {failed ? (
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
            busy={isFetching}
            loading={result.isFetchingPreviousPage}
            error={result.isFetchPreviousPageError ? error : undefined}
            onLoad={loads.earlier}
          />
        )}
        <PeopleTable
          ref={table}
          sort={query.sort}
          rows={rows}
          describedBy="people-loads-state"
          focusableRows
          isFetching={isFetching && rows.length === 0}
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
          busy={isFetching}
          loading={result.isFetchingNextPage}
          error={result.isFetchNextPageError ? error : undefined}
          onLoad={loads.more}
        />
      ) : (
        currentData && rows.length > 0 && <p>That is everyone.</p>
      )}
    </div>
  )
}
// #endregion

/**
 * The rows the table shows: the people of the loads kept; while the loads start again at another
 * place of the same sort and search (`restart`, a new size), the rows before, which hold the
 * reader's, so that nothing they see goes.
 */
function useRowsShown(query: PeopleLoadsQuery, loads: Loads | undefined) {
  const rows = useMemo(() => (loads ? peopleOf(loads) : undefined), [loads])
  const [before, setBefore] = useState<{ query: PeopleLoadsQuery; rows: readonly Person[] }>()
  if (rows && before?.rows !== rows) setBefore({ query, rows })
  if (rows) return rows
  const same = before?.query.sort === query.sort && before.query.search === query.search
  return same ? before.rows : NO_ROWS
}

const NO_ROWS: readonly Person[] = []

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
 * row of the first person it brought (read out whole, and Tab goes on to its Delete; never the
 * Delete itself, which a key pressed twice would press); after Load earlier, where it was (the
 * button, while people before are left; else the list's first row). Focus moves only from the
 * list, or from nowhere: never from where the reader went meanwhile.
 */
function useLoads(
  { fetchNextPage, fetchPreviousPage, isFetching }: LoadsResult,
  rows: readonly Person[],
  {
    root,
    table,
  }: { root: RefObject<HTMLElement | null>; table: RefObject<HTMLTableElement | null> },
) {
  // The person to focus once their row is on the page.
  const focusOn = useRef<number>(undefined)
  const focusNow = () => {
    const row = rowOf(table.current, focusOn.current)
    if (!row) return
    focusOn.current = undefined
    moveFocus(root.current, row)
  }
  useLayoutEffect(focusNow, [rows])

  async function load(direction: 'more' | 'earlier') {
    if (isFetching) return
    const { data, isError } = await (direction === 'more' ? fetchNextPage() : fetchPreviousPage())
    if (isError || !data) return
    const { pages } = data
    const top = direction === 'earlier' && previousCursor(pages[0]!) === undefined
    const person =
      direction === 'more' ? pages.at(-1)?.items[0] : top ? pages[0]?.items[0] : undefined
    focusOn.current = person?.id
    focusNow()
  }
  return { more: () => load('more'), earlier: () => load('earlier') }
}
// #endregion

/**
 * Load more or Load earlier, and, beside it, why a load failed: the same button, which says Try
 * again where trying again can help, so that the focus stays on it.
 */
function LoadButton({
  direction,
  count,
  busy,
  loading,
  error,
  onLoad,
}: {
  direction: 'more' | 'earlier'
  count: number
  /** Whether a load is on its way (this one or another): a press does nothing. */
  busy: boolean
  /** Whether this one is. */
  loading: boolean
  error: FetchBaseQueryError | SerializedError | undefined
  onLoad: () => Promise<void>
}) {
  const which = direction === 'more' ? 'next' : 'earlier'
  const { retry, why } = error ? whyFailed(error) : { retry: true, why: '' }
  return (
    <div className={`people-loads__${direction}`}>
      {error && <p role="alert">{`The ${which} ${count} people could not be loaded: ${why}.`}</p>}
      {retry && (
        <button
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => busy || void onLoad()}
        >
          {loading ? 'Loading…' : error ? 'Try again' : `Load ${direction}`}
        </button>
      )}
    </div>
  )
}

/** The first load that failed: an alert, and Try again where trying again can help. */
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
  const { retry: helps, why } = whyFailed(error)
  return (
    <span role="alert">
      {`${what}: ${why}.`}
      {helps && (
        <>
          {' '}
          <button type="button" aria-disabled={busy || undefined} onClick={() => busy || retry()}>
            {busy ? 'Trying again…' : 'Try again'}
          </button>
        </>
      )}
    </span>
  )
}

// #region place
/**
 * The reader's place in the state (and so in the address): the person of the first row that shows
 * at the top of the window, or '' when it is the list's first, read as they scroll and as rows
 * come or go. When the loads of a place (`query.start`) come, that person's row is put at the top
 * of the window.
 */
function useReaderPlace(
  table: RefObject<HTMLTableElement | null>,
  loads: Loads | undefined,
  query: PeopleLoadsQuery,
  topReached: boolean,
) {
  const dispatch = useAppDispatch()
  const placed = useRef<PeopleLoadsQuery>(undefined)
  useLayoutEffect(() => {
    if (!loads || placed.current === query) return
    placed.current = query
    if (query.start === '') return
    // The person the loads began with, or, deleted meanwhile, the one who came after them.
    const fromStart = loads.pages.slice(loads.pageParams.indexOf('start'))
    const person = fromStart.flatMap((load) => load.items)[0]
    const row = rowOf(table.current, person?.id)
    row?.scrollIntoView({ block: 'start' })
    if (person) dispatch(setPlace(String(person.id)))
  }, [loads, query, table, dispatch])

  const read = useEffectEvent(() => {
    const rows = [...(table.current?.tBodies[0]?.rows ?? [])]
    if (rows.length === 0) return
    const at = rows.findIndex((row) => row.getBoundingClientRect().bottom > 0)
    const row = rows[at === -1 ? rows.length - 1 : at]!
    dispatch(setPlace(at === 0 && topReached ? '' : String(row.dataset.id)))
  })
  // Read once the scroll settles, and once rows came or went (Load earlier moves no scroll).
  const settled = useRef<ReturnType<typeof setTimeout>>(undefined)
  const track = useEffectEvent(() => {
    clearTimeout(settled.current)
    settled.current = setTimeout(read, 150)
  })
  useEffect(() => {
    const onScroll = () => track()
    addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(settled.current)
      removeEventListener('scroll', onScroll)
    }
  }, [])
  useEffect(() => {
    if (loads) track()
  }, [loads])
}

interface Anchor {
  anchor: Element
  top: number
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
  getSnapshotBeforeUpdate(before: { rows: readonly Person[] }): Anchor | null {
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

  componentDidUpdate(_props: unknown, _state: unknown, kept: Anchor | null) {
    const moved = kept?.anchor.isConnected && kept.anchor.getBoundingClientRect().top - kept.top
    if (moved) scrollBy(0, moved)
  }

  render() {
    return this.props.children
  }
}
// #endregion
