import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { LOAD_CURSORS, toLoad } from '../../pagination/loadMoreCache'
import type { Load, LoadCursor } from '../../pagination/loadMoreCache'
import { loadsInCache } from '../../pagination/loadsInCache'
import { MAX_LOADS, loadParams } from '../model/loads'
import type { PeopleLoadsArg } from '../model/loads'
import { askAgain, pageRequest, staleVersions } from '../model/pageHints'
import type { CachedPage } from '../model/pageHints'
import type { Person } from '../model/person'
import type { PeoplePage, PeopleQuery } from '../model/query'

/** A page with the query it answers, so that rows say whose they are. */
export interface PeopleAnswer extends PeoplePage {
  query: PeopleQuery
}

/** How long a page or a list of loads shows without being asked for again, in seconds. */
export const KEPT_FRESH_S = 30

// #region api
export const peopleApi = createApi({
  reducerPath: 'peopleApi',
  // The page's own origin: Vite's proxy passes /api on to server.ts.
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['People', 'Version'],
  // Back to the window, or online again: the page on screen is asked for again.
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: (build) => ({
    getPeople: build.query<PeopleAnswer, PeopleQuery>({
      async queryFn(query, { getState }, _extraOptions, baseQuery) {
        const cached = (page: number) => pageCached(getState(), { ...query, page })
        const { params, hinted, neighbourVersion } = pageRequest(query, cached)
        let result = await baseQuery({ url: 'people', params: hinted })
        const version = (result.data as PeoplePage | undefined)?.version
        const newest = Math.max(0, ...versionsCached(getState()))
        if (version !== undefined && askAgain(version, newest, neighbourVersion)) {
          result = await baseQuery({ url: 'people', params })
        }
        if (result.error) return { error: result.error }
        return { data: { ...(result.data as PeoplePage), query } }
      },
      // A write moves people across pages and changes every total, as a newer version shows.
      providesTags: (answer) =>
        answer ? ['People', { type: 'Version', id: answer.version }] : ['People'],
      async onQueryStarted(_query, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }))
        const stale = data ? staleVersions(versionsCached(getState()), data.version) : []
        if (stale.length > 0) {
          dispatch(peopleApi.util.invalidateTags(stale.map((id) => ({ type: 'Version', id }))))
        }
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

type PeopleApiState = { [peopleApi.reducerPath]: ReturnType<typeof peopleApi.reducer> }

/** The cache's page of `query`. */
function pageCached(state: unknown, query: PeopleQuery): CachedPage {
  const { data, isSuccess } = peopleApi.endpoints.getPeople.select(query)(state as PeopleApiState)
  return { items: data?.items, fresh: isSuccess ? data : undefined }
}

/** The versions the cached pages were read at, each once. */
function versionsCached(state: unknown) {
  const { queries } = (state as PeopleApiState).peopleApi
  const versions = Object.values(queries).map((entry) => (entry?.data as PeopleAnswer)?.version)
  return [...new Set(versions.filter((version) => version !== undefined))]
}

export const { useGetPeopleQuery, useGetPeopleLoadsInfiniteQuery, usePrefetch } = peopleApi
