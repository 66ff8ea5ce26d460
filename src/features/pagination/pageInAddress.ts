import type { Action, Dispatch, ListenerMiddlewareInstance } from '@reduxjs/toolkit'
import type { LoadMoreSlice } from './loadMoreSlice'
import type { PaginationSlice, PaginationState } from './paginationSlice'

/** A paged list whose page and size live in the address, under parameters of its own. */
export interface ListInAddress<S = unknown> {
  list: Pick<PaginationSlice, 'actions' | 'getInitialState' | 'reducerPath' | 'repair'>
  /** Its parameters' names, `{ page: 'page', size: 'size' }`: each list on a page needs its own. */
  params: { page: string; size: string }
  /** What the list is a list of (its sort, its search), in parameters of its own too. */
  query?: readonly ValueInAddress<S>[]
}

/** A list that loads more, whose size and place live in the address, under parameters of its own. */
export interface LoadMoreInAddress<S = unknown> {
  list: Pick<LoadMoreSlice, 'actions' | 'getInitialState' | 'reducerPath' | 'repair'>
  /** Its parameters' names, `{ size: 'loadSize', place: 'from' }`. */
  params: { size: string; place: string }
  /** What the list is a list of (its sort, its search), in parameters of its own too. */
  query?: readonly ValueInAddress<S>[]
}

/** One value of a list's query in the address: its sort, say, as `?sort=-lastName`. */
export interface ValueInAddress<S> {
  param: string
  /** The value in the state, as the address writes it; '' leaves the parameter out. */
  select: (state: S) => string
  /**
   * The action that puts a value back from the address: what the parameter says, or '' where
   * there is none. The app's reducer repairs what it cannot take, and the address is rewritten.
   */
  restore: (value: string) => Action
}

/**
 * The page and size the address `query` ("?page=3&size=25") gives `list`, read as strictly as a
 * server reads them: decimal digits only, so not " 3 ", "2.5" or "25.0". What is missing or not
 * valid is what `repair` makes of it: page 1, or the list's default size. A page past the last,
 * even past the largest safe number (read as that number), is left for the glue (`withPageInRange`)
 * to move.
 */
export function readPagination(
  query: string,
  { list, params }: Pick<ListInAddress, 'list' | 'params'>,
): PaginationState {
  return list.repair(readFields(query, pagedFields(params)))
}

/**
 * `query` with `list`'s parameters saying `state`, each where it was: a value that is the list's
 * own start (page 1, the default size) is left out, and every other parameter is kept as it was
 * written, to the letter.
 */
export function writePagination(
  query: string,
  state: PaginationState,
  { list, params }: Pick<ListInAddress, 'list' | 'params'>,
): string {
  return writeFields(query, state, list.getInitialState(), pagedFields(params))
}

/** A parameter of a list: its name, the state's key it holds, and how the address writes it. */
type Field = readonly [param: string, key: string, parse: (value: string) => unknown]

/** Decimal digits only; past the largest safe number, that number. */
const digits = (value: string) =>
  /^\d+$/.test(value) ? Math.min(Number(value), Number.MAX_SAFE_INTEGER) : undefined
const pagedFields = ({ page, size }: ListInAddress['params']): Field[] => [
  [page, 'page', digits],
  [size, 'pageSize', digits],
]
const loadMoreFields = ({ size, place }: LoadMoreInAddress['params']): Field[] => [
  [size, 'pageSize', digits],
  [place, 'place', String],
]

/** What `query` says of each field, for the list's `repair`: undefined where it says nothing. */
function readFields(query: string, fields: readonly Field[]) {
  const search = new URLSearchParams(query)
  return Object.fromEntries(
    fields.map(([param, key, parse]) => {
      const value = search.get(param)
      return [key, value === null ? undefined : parse(value)]
    }),
  )
}

/** `query` with each field saying its value in `state`; its value in `initial` is left out. */
function writeFields(query: string, state: object, initial: object, fields: readonly Field[]) {
  return writeParams(
    query,
    fields.map(([param, key]) => {
      const now = valueOf(state, key)
      return [param, now === valueOf(initial, key) ? '' : String(now)] as const
    }),
  )
}

const valueOf = (state: object, key: string) => (state as Record<string, unknown>)[key]

/** `query` with each parameter of `values` saying its value, where it was; '' leaves it out. */
function writeParams(query: string, values: readonly (readonly [string, string])[]) {
  const bare = query.replace(/^\?/, '')
  let pairs = bare === '' ? [] : bare.split('&')
  const nameOf = (pair: string) => new URLSearchParams(pair).keys().next().value
  for (const [name, value] of values) {
    const written = value === '' ? [] : [new URLSearchParams([[name, value]]).toString()]
    const at = pairs.findIndex((pair) => nameOf(pair) === name)
    pairs = pairs.filter((pair) => nameOf(pair) !== name)
    pairs.splice(at === -1 ? pairs.length : at, 0, ...written)
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

/** A list as `keepPagesInAddress` keeps it, paged or loading more. */
interface KeptList<S> {
  list: {
    reducerPath: string
    getInitialState(): object
    repair(value: unknown): object
    actions: { restore(state: object): Action }
  }
  fields: readonly Field[]
  /** The list's actions that push an entry: what the visitor chose. */
  chosen: readonly { match(action: unknown): boolean }[]
  query: readonly ValueInAddress<S>[]
}

const isPaged = <S>(each: ListInAddress<S> | LoadMoreInAddress<S>): each is ListInAddress<S> =>
  'page' in each.params

function kept<S>(each: ListInAddress<S> | LoadMoreInAddress<S>): KeptList<S> {
  const { list, query = [] } = each
  const { setPageSize } = list.actions
  return isPaged(each)
    ? {
        list,
        query,
        fields: pagedFields(each.params),
        chosen: [each.list.actions.setPage, setPageSize],
      }
    : { list, query, fields: loadMoreFields(each.params), chosen: [setPageSize] }
}

/**
 * Keeps each list's page and size in the address, under its own parameters, and each list in step
 * with the address; the store stays the one source of truth. Call it once, when the store is made,
 * before the first render. With the store's listener middleware (`startListening`), after every
 * action that changes a list:
 *
 * - a page or size the visitor chose (the list's own `setPage`, `setPageSize`), or a new value of
 *   its query (a sort, a search), pushes one history entry, so Back returns to what was before;
 * - a page the store moved by itself (the glue, when the list shrinks or its count arrives), or the
 *   place of a list that loads more (the reader scrolling), replaces the entry, so Back never lands
 *   on a page that does not exist, nor steps through scroll positions.
 *
 * A list that loads more keeps its size and its place ('' the top, left out) the same way. The
 * address it opens with, and each Back and Forward, restore each list whose parameters say another
 * state: its query's values first (each its own `restore`), then one `restore` action of the page
 * and size (or size and place). They write nothing unless the glue then moves the page (a link past
 * the last page) or the address was not as this writes it (`?page=abc`): then they replace the
 * entry. Returns what stops it.
 */
export function keepPagesInAddress<S>(
  store: { dispatch: Dispatch; getState: () => S },
  startListening: ListenerMiddlewareInstance['startListening'],
  given: readonly (ListInAddress<S> | LoadMoreInAddress<S>)[],
): () => void {
  const lists = given.map(kept)
  const stateOf = (root: unknown, { list }: KeptList<S>) => {
    const state = (root as Partial<Record<string, object>>)[list.reducerPath]
    if (state === undefined) {
      throw new Error(`keepPagesInAddress: no "${list.reducerPath}" in the state`)
    }
    return state
  }
  for (const each of lists) stateOf(store.getState(), each)
  const names = lists.flatMap(({ fields, query }) => [
    ...fields.map(([param]) => param),
    ...query.map(({ param }) => param),
  ])
  const repeated = names.find((name, i) => names.indexOf(name) !== i)
  if (repeated !== undefined) {
    throw new Error(`keepPagesInAddress: the parameter "${repeated}" is given twice`)
  }
  const queryChanged = (current: S, previous: S) =>
    lists.some(({ query }) => query.some(({ select }) => select(current) !== select(previous)))

  function write(push: boolean) {
    const root = store.getState()
    const query = lists.reduce(
      (written, each) =>
        writeParams(
          writeFields(written, stateOf(root, each), each.list.getInitialState(), each.fields),
          each.query.map(({ param, select }) => [param, select(root)] as const),
        ),
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
    const params = new URLSearchParams(query)
    restoring = true
    try {
      for (const each of lists) {
        // The query first: a new sort or search puts the list on page 1 (or its top), and the
        // address's page comes after it.
        for (const { param, select, restore: restoreValue } of each.query) {
          const wanted = params.get(param) ?? ''
          if (wanted !== select(store.getState())) store.dispatch(restoreValue(wanted))
        }
        // The whole state the address makes: a list that loads more starts its loads at the
        // place, even where the place is the one it holds.
        const wanted = each.list.repair(readFields(query, each.fields))
        const now = stateOf(store.getState(), each)
        if (Object.entries(wanted).some(([key, value]) => valueOf(now, key) !== value)) {
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
      lists.some((each) => stateOf(current, each) !== stateOf(previous, each)) ||
      queryChanged(current as S, previous as S),
    effect: (action, api) => {
      const chosen =
        lists.some(({ chosen }) => chosen.some((creator) => creator.match(action))) ||
        queryChanged(api.getState() as S, api.getOriginalState() as S)
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
