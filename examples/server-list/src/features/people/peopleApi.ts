import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { PeoplePage, PeopleQuery, Person } from './people'

/** A page as the app keeps it: with the search its total counts. */
export interface PeopleAnswer extends PeoplePage {
  search: string
}

// #region api
// RTK Query keeps each page it has fetched, by its page, size, sort and search: a page seen again
// shows at once, and a page asked for twice is fetched once.
export const peopleApi = createApi({
  reducerPath: 'peopleApi',
  // The page's own origin: Vite's proxy passes /api on to server.ts.
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['People'],
  endpoints: (build) => ({
    getPeople: build.query<PeopleAnswer, PeopleQuery>({
      async queryFn(query, { getState }, _extraOptions, baseQuery) {
        const { page, pageSize, sort, search } = query
        // A neighbour already here (the page before, for Next; after, for Previous) lets the
        // server start from its edge person, as fast as page 1 wherever the page is. The cache's
        // key stays the query alone: the same page, however it was reached. A page fetched again
        // (after a write) is taken at its place: its neighbours may be from before the write.
        const cached = (at: number) => cachedPeople(getState(), { ...query, page: at })
        const again = cached(page) !== undefined
        const before = again ? undefined : cached(page - 1)?.at(-1)
        const after = again ? undefined : cached(page + 1)?.[0]
        const result = await baseQuery({
          url: 'people',
          params: {
            page,
            pageSize,
            sort,
            q: search || undefined,
            ...(before ? { after: before.id } : after ? { before: after.id } : {}),
          },
        })
        if (result.error) return { error: result.error }
        return { data: { ...(result.data as PeoplePage), search } }
      },
      // Every page holds the total, and a write moves people across pages: each write makes
      // every page stale.
      providesTags: ['People'],
    }),
    addPerson: build.mutation<Person, Omit<Person, 'id'>>({
      query: (person) => ({ url: 'people', method: 'POST', body: person }),
      invalidatesTags: (_added, error) => (error ? [] : ['People']),
    }),
    deletePerson: build.mutation<void, Person['id']>({
      query: (id) => ({ url: `people/${id}`, method: 'DELETE' }),
      // A person deleted already (a 404) is gone too: the pages are stale all the same.
      invalidatesTags: (_deleted, error) =>
        !error || (error as { status?: unknown }).status === 404 ? ['People'] : [],
    }),
  }),
})
// #endregion

/** The people of `query`'s page, if the cache holds them. */
function cachedPeople(state: unknown, query: PeopleQuery): Person[] | undefined {
  const select = peopleApi.endpoints.getPeople.select(query)
  return select(state as Parameters<typeof select>[0]).data?.items
}

export const { useGetPeopleQuery, usePrefetch, useAddPersonMutation, useDeletePersonMutation } =
  peopleApi
