import { createSlice, isAnyOf } from '@reduxjs/toolkit'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { FetchArgs, FetchBaseQueryFn, FetchBaseQueryMeta } from '@reduxjs/toolkit/query'
import type { PeoplePage, PeopleQuery, Person } from './people'
import {
  MAX_LOADS,
  loadParams,
  nextCursor,
  previousCursor,
  toLoad,
  withAdded,
  withDeleted,
} from './peopleLoads'
import type { LoadCursor, PeopleLoad, PeopleLoads, PeopleLoadsQuery } from './peopleLoads'

/** A page as the app keeps it: with the query it answers, so that rows on screen can say whose they are. */
export interface PeopleAnswer extends PeoplePage {
  query: PeopleQuery
}

/**
 * How long a page kept in the cache is shown without being asked for again: a page older than
 * this is fetched again when it is shown (its old rows meanwhile), so another visitor's writes
 * show within this time of a move.
 */
export const PAGE_KEPT_FRESH_S = 30

// #region api
// RTK Query keeps each page it has fetched, by its page, size, sort and search: a page seen again
// shows at once, and a page asked for twice is fetched once.
export const peopleApi = createApi({
  reducerPath: 'peopleApi',
  // The page's own origin: Vite's proxy passes /api on to server.ts.
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['People', 'Version'],
  // Back to the window, or back online: the page on screen is asked for again (main.tsx sets up
  // the window's listeners).
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    getPeople: build.query<PeopleAnswer, PeopleQuery>({
      // From a neighbour's edge person when one is cached; asked for again at its place when
      // the answer may be stale (fetchPeoplePage, below).
      queryFn: (query, { getState }, _extraOptions, baseQuery) =>
        fetchPeoplePage(query, getState, baseQuery),
      // Every page holds the total, and a write moves people across pages: each write makes
      // every page stale. Each page is of a version of the list too (below).
      providesTags: (answer) =>
        answer ? ['People', { type: 'Version', id: answer.version }] : ['People'],
      // Another visitor's write raises the list's version: once an answer of a newer version
      // has come, every page of an older one is stale. RTK Query fetches again the ones on
      // screen and drops the others (a page fetched before its click among them).
      async onQueryStarted(_query, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        const stale = data ? staleVersions(getState(), data.version) : []
        if (stale.length > 0) {
          dispatch(peopleApi.util.invalidateTags(stale.map((id) => ({ type: 'Version', id }))))
        }
      },
    }),
    // A write makes every page stale (`People`): RTK Query fetches again the ones on screen and
    // drops the others. A write refused leaves them as they are. The loads kept take it in place
    // (region writes, below).
    addPerson: build.mutation<Person, Omit<Person, 'id'>>({
      query: (person) => ({ url: 'people', method: 'POST', body: person }),
      invalidatesTags: (_added, error) => (error ? [] : ['People']),
      onQueryStarted: (_person, api) => placeInLoads(api),
    }),
    deletePerson: build.mutation<void, Person['id']>({
      query: (id) => ({ url: `people/${id}`, method: 'DELETE' }),
      // A person deleted already (a 404) is gone too: the pages are stale all the same.
      invalidatesTags: (_deleted, error) =>
        !error || (error as { status?: unknown }).status === 404 ? ['People'] : [],
      onQueryStarted: (id, api) => takeOutOfLoads(id, api),
    }),
    /** A deleted person put back, with their id (the undo of a delete). */
    restorePerson: build.mutation<Person, Person['id']>({
      query: (id) => ({ url: `people/${id}/restore`, method: 'POST' }),
      invalidatesTags: (_restored, error) => (error ? [] : ['People']),
      onQueryStarted: (_id, api) => placeInLoads(api),
    }),
    // #endregion
    // #region loads
    // The people as a list that loads more: each load the server's page next to a person of the
    // one before (its cursors, peopleLoads.ts), at most MAX_LOADS kept; Load earlier brings back
    // the ones dropped. It provides no tag, so that a write never fetches its loads again: each
    // write above places itself in them. PeopleLoads.tsx turns the API's refetch on focus and on
    // reconnect off for them, with a policy of its own.
    getPeopleLoads: build.infiniteQuery<PeopleLoad, PeopleLoadsQuery, LoadCursor>({
      infiniteQueryOptions: {
        initialPageParam: 'start',
        maxPages: MAX_LOADS,
        // A refetch (PeopleLoads.tsx) fetches the first load alone, never every load in a row.
        refetchCachedPages: false,
        getNextPageParam: nextCursor,
        getPreviousPageParam: previousCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: 'people',
        params: loadParams(queryArg, pageParam),
      }),
      transformResponse: (page: PeoplePage, _meta, { queryArg, pageParam }) =>
        toLoad(page, queryArg, pageParam),
    }),
    // #endregion
  }),
})

// #region writes
/** The loads of one query, with a write in them. */
type Write = (loads: PeopleLoads, query: PeopleLoadsQuery) => PeopleLoads

interface WriteLifecycle {
  // RTK Query's own type for it: its thunks are typed with any state.
  dispatch: ThunkDispatch<any, any, UnknownAction>
  getState: () => unknown
}

/** The list's version after a write, as its answer says it (People-Version, server.ts). */
function versionAfter(meta: FetchBaseQueryMeta | undefined) {
  const version = Number(meta?.response?.headers.get('people-version') ?? NaN)
  return Number.isSafeInteger(version) ? version : undefined
}

/**
 * Once an add or an undo has put a person in the list (201, with the version after it), they are
 * placed in every list of loads kept, and counted; an undo that found them there already (200: put
 * back by someone else, or its answer lost), placed alone.
 */
async function placeInLoads({
  dispatch,
  getState,
  queryFulfilled,
}: WriteLifecycle & {
  queryFulfilled: Promise<{ data: Person; meta?: FetchBaseQueryMeta }>
}): Promise<void> {
  const answer = await queryFulfilled.catch(() => undefined)
  if (!answer) return
  const version = answer.meta?.response?.status === 201 ? versionAfter(answer.meta) : undefined
  await writeInLoads({ dispatch, getState }, (loads, query) =>
    withAdded(loads, answer.data, query, version),
  )
}

/**
 * Once a delete has come back (or a 404: deleted by someone else already), the person taken out
 * of every list of loads kept; counted out only for the app's own delete, which has a version.
 */
async function takeOutOfLoads(
  id: Person['id'],
  {
    dispatch,
    getState,
    queryFulfilled,
  }: WriteLifecycle & { queryFulfilled: Promise<{ meta?: FetchBaseQueryMeta }> },
): Promise<void> {
  const person = personCached(getState(), id)
  const deleted = await queryFulfilled.then(
    ({ meta }) => ({ version: versionAfter(meta) }),
    (failed: { error: unknown }) =>
      (failed.error as { status?: unknown }).status === 404 ? { version: undefined } : undefined,
  )
  if (!deleted || !person) return
  await writeInLoads({ dispatch, getState }, (loads, query) =>
    withDeleted(loads, person, query, deleted.version),
  )
}

/**
 * Every list of loads kept, with a write in it: no request. A load on its way is waited for
 * first: RTK Query puts the loads back as they were when it started, with the new load, and would
 * undo a write made meanwhile; the write's version tells which loads were read before it.
 */
async function writeInLoads({ dispatch, getState }: WriteLifecycle, write: Write): Promise<void> {
  const cached = () =>
    peopleApi.util.selectCachedArgsForQuery(getState() as PeopleApiState, 'getPeopleLoads')
  const running = cached().map((query) =>
    dispatch(peopleApi.util.getRunningQueryThunk('getPeopleLoads', query)),
  )
  await Promise.allSettled(running)
  const state = getState() as PeopleApiState
  for (const query of cached()) {
    const { data } = peopleApi.endpoints.getPeopleLoads.select(query)(state)
    const written = data && write(data, query)
    if (written !== data) {
      dispatch(peopleApi.util.updateQueryData('getPeopleLoads', query, () => written))
    }
  }
}

/** The person of this id, as a page or a load in the cache has them (a delete has only the id). */
function personCached(state: unknown, id: number): Person | undefined {
  const { queries } = (state as PeopleApiState).peopleApi
  for (const entry of Object.values(queries)) {
    const data = entry?.data as Partial<PeopleAnswer & PeopleLoads> | undefined
    const items = data?.items ?? data?.pages?.flatMap((load) => load.items) ?? []
    const person = items.find((kept) => kept.id === id)
    if (person) return person
  }
}
// #endregion

/** A request through the endpoint's `baseQuery` (fetchBaseQuery, on /api). */
type Ask = (args: FetchArgs) => ReturnType<FetchBaseQueryFn>

/**
 * A page of people from the server. A neighbour already here (the page before, for Next; after,
 * for Previous) lets the server start from its edge person, as fast as page 1 wherever the page
 * is. The cache's key stays the query alone: the same page, however it was reached. Taken at its
 * place instead: page 1, always the list's start; a page fetched again (after a write); and any
 * page whose neighbour is being fetched again, as it may be from before the write.
 */
async function fetchPeoplePage(query: PeopleQuery, getState: () => unknown, ask: Ask) {
  const { page, pageSize, sort, search } = query
  const cached = (at: number) => cachedPeople(getState(), { ...query, page: at })
  const atPlace = page === 1 || cached(page).items !== undefined
  const fresh = (at: number) => (atPlace ? undefined : cached(at).fresh)
  const before = fresh(page - 1)
  const after = before ? undefined : fresh(page + 1)
  const params = { page, pageSize, sort, q: search || undefined }
  const hint = before ? { after: before.items.at(-1)?.id } : after && { before: after.items[0]?.id }
  let result = await ask({ url: 'people', params: { ...params, ...hint } })
  // Asked for again, at its place: an answer read before a write whose newer answer has come
  // meanwhile (answers that crossed), so that no page older than one shown shows; and a page
  // found from a neighbour of another version, as the neighbour is then fetched again at its
  // place, and the two would overlap, or leave someone out.
  const { version } = (result.data ?? {}) as Partial<PeoplePage>
  const newest = Math.max(0, ...versionsCached(getState()))
  const neighbour = (before ?? after)?.version
  if (version !== undefined && (version < newest || (neighbour ?? version) !== version)) {
    result = await ask({ url: 'people', params })
  }
  if (result.error) return { error: result.error }
  return { data: { ...(result.data as PeoplePage), query } }
}

/**
 * The versions whose pages are stale once an answer of `version` has come: every older one. An
 * answer older than others even when asked for again is of a list made anew (its database
 * deleted and made again): then every other version is stale.
 */
function staleVersions(state: unknown, version: number) {
  const versions = versionsCached(state)
  const madeAnew = version < Math.max(...versions)
  return versions.filter((v) => v < version || (madeAnew && v !== version))
}

type PeopleApiState = { [peopleApi.reducerPath]: ReturnType<typeof peopleApi.reducer> }

/**
 * The people of `query`'s page, if the cache holds them; `fresh` too, with the version they were
 * read at, if no request is fetching them again.
 */
function cachedPeople(state: unknown, query: PeopleQuery) {
  const select = peopleApi.endpoints.getPeople.select(query)
  const { data, isSuccess } = select(state as PeopleApiState)
  const items: Person[] | undefined = data?.items
  return {
    items,
    fresh: isSuccess && data ? { items: data.items, version: data.version } : undefined,
  }
}

/** The versions of the list that the cached pages were read at, each once. */
function versionsCached(state: unknown) {
  const { queries } = (state as PeopleApiState).peopleApi
  const versions = Object.values(queries).map((entry) => (entry?.data as PeopleAnswer)?.version)
  return [...new Set(versions.filter((version) => version !== undefined))]
}

// #region requestTimes
const { getPeople, getPeopleLoads, addPerson, deletePerson, restorePerson } = peopleApi.endpoints
const isWrite = isAnyOf(
  addPerson.matchPending,
  deletePerson.matchPending,
  restorePerson.matchPending,
)
const isAnswer = isAnyOf(
  getPeople.matchFulfilled,
  getPeopleLoads.matchFulfilled,
  addPerson.matchFulfilled,
  deletePerson.matchFulfilled,
  restorePerson.matchFulfilled,
)

/**
 * When the app last sent a write, and when a request to the server last succeeded (times from
 * `Date.now()`, 0 before any): an offer to undo ends at the next write, and an alert of a failure
 * once a later request has succeeded, as the server is back. Kept apart from RTK Query's cache,
 * which drops its entries, so that neither time ever goes back.
 */
export const requestTimes = createSlice({
  name: 'requestTimes',
  initialState: { lastWriteAt: 0, lastAnswerAt: 0 },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(isWrite, (state, action) => {
        state.lastWriteAt = Math.max(state.lastWriteAt, action.meta.startedTimeStamp)
      })
      .addMatcher(isAnswer, (state, action) => {
        state.lastAnswerAt = Math.max(state.lastAnswerAt, action.meta.fulfilledTimeStamp)
      })
  },
  selectors: {
    selectLastWriteAt: (state) => state.lastWriteAt,
    selectLastAnswerAt: (state) => state.lastAnswerAt,
  },
})
// #endregion

export const { selectLastWriteAt, selectLastAnswerAt } = requestTimes.selectors

export const {
  useGetPeopleQuery,
  useGetPeopleLoadsInfiniteQuery,
  usePrefetch,
  useAddPersonMutation,
  useDeletePersonMutation,
  useRestorePersonMutation,
} = peopleApi
