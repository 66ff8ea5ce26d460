import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import type { PeoplePage, PeopleQuery } from './people'

// RTK Query keeps each page it has fetched, by its page and size: a page seen again shows at
// once, and a page asked for twice is fetched once.
export const peopleApi = createApi({
  reducerPath: 'peopleApi',
  // The page's own origin: Vite's proxy passes /api on to server.ts.
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    getPeople: build.query<PeoplePage, PeopleQuery>({
      query: ({ page, pageSize }) => ({ url: 'people', params: { page, pageSize } }),
    }),
  }),
})

export const { useGetPeopleQuery, usePrefetch } = peopleApi
