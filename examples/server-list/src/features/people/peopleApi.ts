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
        // key stays the query alone: the same page, however it was reached. Taken at its place
        // instead: page 1, always the list's start; a page fetched again (after a write); and
        // any page whose neighbour is being fetched again, as it may be from before the write.
        const cached = (at: number) => cachedPeople(getState(), { ...query, page: at })
        const atPlace = page === 1 || cached(page).items !== undefined
        const fresh = (at: number) => (atPlace ? undefined : cached(at).fresh)
        const before = fresh(page - 1)?.at(-1)
        const after = fresh(page + 1)?.[0]
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

/**
 * The people of `query`'s page, if the cache holds them; `fresh` too, if no request is fetching
 * them again.
 */
function cachedPeople(state: unknown, query: PeopleQuery) {
  const select = peopleApi.endpoints.getPeople.select(query)
  const { data, isSuccess } = select(state as Parameters<typeof select>[0])
  const items: Person[] | undefined = data?.items
  return { items, fresh: isSuccess ? items : undefined }
}

export const { useGetPeopleQuery, usePrefetch, useAddPersonMutation, useDeletePersonMutation } =
  peopleApi
