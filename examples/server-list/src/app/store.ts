import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { withStartOnNewQuery } from '../features/pagination/loadMoreSlice'
import { withPageInRange } from '../features/pagination/paginationSlice'
import { requestTimes, peopleApi } from '../features/people/peopleApi'
import { todosSlice } from '../features/todos/todosSlice'
import { peopleLayout, peopleLoads } from './peopleLoads'
import { peoplePagination } from './peoplePagination'
import { peopleView, selectPeopleQuery } from './peopleView'
import { todosPagination } from './todosPagination'

// #region glue
const slices = combineSlices(
  peopleApi,
  requestTimes,
  peoplePagination,
  peopleView,
  peopleLoads,
  peopleLayout,
  todosSlice,
  todosPagination,
)

// The glue, for both lists. The people's count is the total in the server's answer to the query
// the list shows, read with the component's own selector; once it has come, the page moves into
// the pages the total fills (from past the last page, to the last). Until then the total is not
// known (undefined), and the page stays. A new sort or search (the list's query) is page 1, and,
// for the list that loads more, its top.
const paged = withPageInRange(slices, [
  {
    list: peoplePagination,
    countItems: (state) =>
      peopleApi.endpoints.getPeople.select(selectPeopleQuery(state))(state).data?.total,
    query: (state) => state.peopleView,
  },
  { list: todosPagination, countItems: (state) => state.todos.items.length },
])
export const rootReducer = withStartOnNewQuery(paged, [
  { list: peopleLoads, query: (state) => state.peopleView },
])
// #endregion

export type RootState = ReturnType<typeof rootReducer>

// The store's side effects, as Redux Toolkit has them: the pages in the address (main.tsx).
export const listenerMiddleware = createListenerMiddleware()

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    // The development checks walk the state on every dispatch; RTK Query's cache, which grows with
    // every page kept, is its own reducers' JSON: they leave it alone, as RTK's docs allow.
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        immutableCheck: { ignoredPaths: [peopleApi.reducerPath] },
        serializableCheck: { ignoredPaths: [peopleApi.reducerPath] },
      })
        .prepend(listenerMiddleware.middleware)
        .concat(peopleApi.middleware),
  })

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
