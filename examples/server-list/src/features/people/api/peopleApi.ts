import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react'
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query/react'
import { LOAD_CURSORS, toLoad } from '../../pagination/loadMoreCache'
import type { Load, LoadCursor } from '../../pagination/loadMoreCache'
import { loadsInCache } from '../../pagination/loadsInCache'
import { MAX_LOADS, loadParams } from '../model/loads'
import type { PeopleLoadsArg } from '../model/loads'
import { askAgain, lostItsEdge, pageRequest, staleVersions } from '../model/pageHints'
import type { ReadBy } from '../model/pageHints'
import type { Person } from '../model/person'
import { samePage } from '../model/query'
import type { PeoplePage, PeopleQuery } from '../model/query'
import { selectShown } from './pageShown'
import type { PageShown } from './pageShown'

/**
 * A page with the query it answers, so that rows say whose they are; how it was read, the person
 * it started with, and whether the list changed since the rows it was read next to.
 */
export interface PeopleAnswer extends PeoplePage {
  query: PeopleQuery
  by?: ReadBy
  top?: number
  changed?: boolean
}

/** How long a page or a list of loads shows without being asked for again, in seconds. */
export const KEPT_FRESH_S = 30

/** The header of a write's key: the server does a write once for it, however often it is sent. */
export const KEY_HEADER = 'Idempotency-Key'

/** How many times a write is sent again while its outcome is not known, and after how long. */
export const SENT_AGAIN_AFTER_MS = [200, 600]

/**
 * Whether a failed request is sent again: a write (it has a key) with no answer, or a 502, 503 or
 * 504, may have been done or not; sent again with its key, it is done once. Reads are not: a page
 * is asked for again as it shows.
 */
export function sendAgain(error: FetchBaseQueryError, args: string | FetchArgs, attempt: number) {
  const keyed = typeof args === 'object' && new Headers(args.headers as HeadersInit).has(KEY_HEADER)
  const unknown = typeof error.status !== 'number' || [502, 503, 504].includes(error.status)
  return keyed && unknown && attempt <= SENT_AGAIN_AFTER_MS.length
}

const fetchFromApi = fetchBaseQuery({ baseUrl: '/api' })
/** fetchBaseQuery, and a write sent again with its key while its outcome is not known. */
const fetchOrSendAgain = retry(fetchFromApi, {
  retryCondition: (error, args, { attempt }) =>
    sendAgain(error as FetchBaseQueryError, args, attempt),
  backoff: (attempt) => new Promise((later) => setTimeout(later, SENT_AGAIN_AFTER_MS[attempt - 1])),
  // retry() keeps fetchBaseQuery's answers, and its meta: the response a write reads.
}) as typeof fetchFromApi

// #region api
export const peopleApi = createApi({
  reducerPath: 'peopleApi',
  // The page's own origin (Vite's proxy passes /api on to server.ts); a write whose outcome is
  // not known, sent again with its key (sendAgain).
  baseQuery: fetchOrSendAgain,
  tagTypes: ['People', 'Page', 'Version'],
  // Back to the window, or online again: the page on screen is asked for again.
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    getPeople: build.query<PeopleAnswer, PeopleQuery>({
      // Kept unused no longer than it is trusted: one older is read again before it shows.
      keepUnusedDataFor: KEPT_FRESH_S,
      async queryFn(query, { getState }, _extraOptions, baseQuery) {
        const held = (page: number) => pageHeld(getState(), { ...query, page })
        const shown = shownNextTo(getState(), query)
        const { params, atPlace, by, since } = pageRequest(query, held, shown)
        const ask = (asked: object) => baseQuery({ url: 'people', params: asked }) as Answered
        let [result, read] = [await ask(params), by]
        // No one left from there: the page at its place. Read before a write whose answer came
        // already (answers that crossed): asked for again.
        if (by && result.data?.items.length === 0) [result, read] = [await ask(atPlace), undefined]
        else if (result.data && askAgain(result.data.version, newestVersion(getState()))) {
          result = await ask(params)
        }
        if (result.error) return { error: result.error }
        const { version, items } = result.data!
        const top = held(query.page)?.top ?? (read && 'from' in read ? read.from : items[0]?.id)
        const changed = since !== undefined && version !== since
        return { data: { ...result.data!, query, by: read, top, changed } }
      },
      // A write moves people across pages and changes every total, as a newer version shows.
      providesTags: (answer, _error, query) => [
        'People',
        { type: 'Page', id: pageKey(query) },
        ...(answer ? [{ type: 'Version' as const, id: answer.version }] : []),
      ],
      async onQueryStarted(query, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        if (data) dispatch(peopleApi.util.invalidateTags(staleAfter(getState(), query, data)))
      },
    }),
    // #endregion
    // #region loads
    // No tags: a write is placed in the loads (peopleWrites.ts), never fetched again.
    getPeopleLoads: build.infiniteQuery<Load<Person>, PeopleLoadsArg, LoadCursor>({
      infiniteQueryOptions: { ...LOAD_CURSORS, maxPages: MAX_LOADS, refetchCachedPages: false },
      query: ({ queryArg, pageParam }) => ({
        url: 'people',
        params: loadParams(queryArg, pageParam),
      }),
      transformResponse: (page: PeoplePage, _meta, { queryArg, pageParam }) =>
        toLoad(page, pageParam, queryArg.start, (person) => person.id),
    }),
    // #endregion
  }),
})

/** The lists of loads in the cache, which take each write in place. */
export const peopleLoadsInCache = loadsInCache(peopleApi, 'getPeopleLoads')

type PageShownState = { peoplePageShown: PageShown | null }

/** The page shown, and its first person if kept, where it is a page of `query`'s list. */
function shownNextTo(state: unknown, query: PeopleQuery) {
  const shown = selectShown(state as PageShownState)
  const sameList = shown && samePage({ ...query, page: 0 }, { ...shown.query, page: 0 })
  return sameList ? { page: shown.query.page, top: shown.top } : undefined
}

type PeopleApiState = { [peopleApi.reducerPath]: ReturnType<typeof peopleApi.reducer> }

/** The cache's page of `query`, if it holds one. */
function pageHeld(state: unknown, query: PeopleQuery): PeopleAnswer | undefined {
  return peopleApi.endpoints.getPeople.select(query)(state as PeopleApiState).data
}

/**
 * The pages an answer makes stale: those of an older version; and a neighbour read next to an
 * edge person this page has lost, which would overlap it or leave a gap.
 */
function staleAfter(state: unknown, query: PeopleQuery, answer: PeopleAnswer) {
  const stale = staleVersions(versionsCached(state), answer.version)
  const apart = (['before', 'after'] as const)
    .map((side) => ({ side, query: { ...query, page: query.page + (side === 'after' ? 1 : -1) } }))
    .filter(({ side, query }) => lostItsEdge(answer, side, pageHeld(state, query)))
  return [
    ...stale.map((id) => ({ type: 'Version' as const, id })),
    ...apart.map(({ query }) => ({ type: 'Page' as const, id: pageKey(query) })),
  ]
}

type Answered = Promise<{ data?: PeoplePage; error?: FetchBaseQueryError }>
const pageKey = ({ page, pageSize, sort, search }: PeopleQuery) =>
  `${page} ${pageSize} ${sort} ${search}`

const newestVersion = (state: unknown) => Math.max(0, ...versionsCached(state))

/** The versions the cached pages were read at, each once. */
function versionsCached(state: unknown) {
  const { queries } = (state as PeopleApiState).peopleApi
  const versions = Object.values(queries).map((entry) => (entry?.data as PeopleAnswer)?.version)
  return [...new Set(versions.filter((version) => version !== undefined))]
}

export const { useGetPeopleQuery, useGetPeopleLoadsInfiniteQuery, usePrefetch } = peopleApi
