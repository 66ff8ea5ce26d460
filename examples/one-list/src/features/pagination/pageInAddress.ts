import type { Dispatch, ListenerMiddlewareInstance } from '@reduxjs/toolkit'
import type { PaginationSlice, PaginationState } from './paginationSlice'

/** A list whose page and size live in the address, under parameters of its own. */
export interface ListInAddress {
  list: Pick<PaginationSlice, 'actions' | 'getInitialState' | 'reducerPath' | 'repair'>
  /** Its parameters' names, `{ page: 'page', size: 'size' }`: each list on a page needs its own. */
  params: { page: string; size: string }
}

/**
 * The page and size the address `query` ("?page=3&size=25") gives `list`, read as strictly as a
 * server reads them: decimal digits only, so not " 3 ", "2.5" or "25.0". What is missing or not
 * valid is what `repair` makes of it: page 1, or the list's default size. A page past the last is
 * left for the glue (`withPageInRange`) to move.
 */
export function readPagination(query: string, { list, params }: ListInAddress): PaginationState {
  const search = new URLSearchParams(query)
  const digits = (value: string | null) =>
    value !== null && /^\d+$/.test(value) ? Number(value) : undefined
  return list.repair({
    page: digits(search.get(params.page)),
    pageSize: digits(search.get(params.size)),
  })
}

/**
 * `query` with `list`'s parameters saying `state`, each where it was: a value that is the list's
 * own start (page 1, the default size) is left out, and every other parameter is kept as it was
 * written, to the letter.
 */
export function writePagination(
  query: string,
  state: PaginationState,
  { list, params }: ListInAddress,
): string {
  const start = list.getInitialState()
  const bare = query.replace(/^\?/, '')
  let pairs = bare === '' ? [] : bare.split('&')
  const nameOf = (pair: string) => new URLSearchParams(pair).keys().next().value
  for (const [name, value, unset] of [
    [params.page, state.page, start.page],
    [params.size, state.pageSize, start.pageSize],
  ] as const) {
    const written = value === unset ? [] : [`${encodeURIComponent(name)}=${value}`]
    const at = pairs.findIndex((pair) => nameOf(pair) === name)
    pairs = pairs.filter((pair) => nameOf(pair) !== name)
    pairs.splice(at === -1 ? pairs.length : at, 0, ...written)
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

/**
 * Keeps each list's page and size in the address, under its own parameters, and each list in step
 * with the address; the store stays the one source of truth. Call it once, when the store is made,
 * before the first render. With the store's listener middleware (`startListening`), after every
 * action that changes a list:
 *
 * - a page or size the visitor chose (the list's own `setPage`, `setPageSize`) pushes one history
 *   entry, so Back returns to the page before;
 * - a page the store moved by itself (the glue, when the list shrinks or its count arrives) replaces
 *   the entry, so Back never lands on a page that does not exist.
 *
 * The address it opens with, and each Back and Forward, restore each list whose parameters say
 * another state: one `restore` action, which writes nothing unless the glue then moves the page (a
 * link past the last page) or the address was not as this writes it (`?page=abc`): then it
 * replaces the entry. Returns what stops it.
 */
export function keepPagesInAddress(
  store: { dispatch: Dispatch; getState: () => unknown },
  startListening: ListenerMiddlewareInstance['startListening'],
  lists: readonly ListInAddress[],
): () => void {
  const stateOf = (root: unknown, { list }: ListInAddress) => {
    const state = (root as Partial<Record<string, PaginationState>>)[list.reducerPath]
    if (state === undefined) {
      throw new Error(`keepPagesInAddress: no "${list.reducerPath}" in the state`)
    }
    return state
  }
  for (const each of lists) stateOf(store.getState(), each)
  const names = lists.flatMap(({ params }) => [params.page, params.size])
  const repeated = names.find((name, i) => names.indexOf(name) !== i)
  if (repeated !== undefined) {
    throw new Error(`keepPagesInAddress: the parameter "${repeated}" is given twice`)
  }

  function write(push: boolean) {
    const root = store.getState()
    const query = lists.reduce(
      (written, each) => writePagination(written, stateOf(root, each), each),
      location.search,
    )
    if (query === location.search) return
    const url = `${location.pathname}${query}${location.hash}`
    // Stryker disable next-line StringLiteral: the title argument, which browsers ignore
    const title = ''
    if (push) history.pushState(null, title, url)
    else history.replaceState(history.state, title, url)
  }

  // While the lists are restored from the address, it is the address that is right: it is written
  // once they all are, where the glue moved a page or the address was not as `write` writes it.
  // Stryker disable next-line BooleanLiteral: restore() sets it before any action can come
  let restoring = false
  function restore() {
    const query = location.search
    restoring = true
    try {
      for (const each of lists) {
        const wanted = readPagination(query, each)
        const now = stateOf(store.getState(), each)
        if (wanted.page !== now.page || wanted.pageSize !== now.pageSize) {
          store.dispatch(each.list.actions.restore(wanted))
        }
      }
    } finally {
      restoring = false
    }
    write(false)
  }

  const stopListening = startListening({
    predicate: (_action, current, previous) =>
      lists.some((each) => stateOf(current, each) !== stateOf(previous, each)),
    effect: (action) => {
      const chosen = lists.some(({ list: { actions } }) =>
        [actions.setPage, actions.setPageSize].some((creator) => creator.match(action)),
      )
      if (!restoring) write(chosen)
    },
  })
  restore()
  addEventListener('popstate', restore)
  return () => {
    stopListening()
    removeEventListener('popstate', restore)
  }
}
