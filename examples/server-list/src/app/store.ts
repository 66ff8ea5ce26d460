import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { withStartOnNewQuery } from '../features/pagination/loadMoreSlice'
import { withPageInRange } from '../features/pagination/paginationSlice'
import { peopleApi } from '../features/people/api/peopleApi'
import { peoplePageShown } from '../features/people/api/pageShown'
import { requestTimes } from '../features/people/api/requestTimes'
import { peopleLoads } from '../features/people/loadMore/peopleLoads'
import { peoplePagination, selectPeopleQuery } from '../features/people/pages/peoplePagination'
import { peopleLayout } from '../features/people/peopleLayout'
import { peopleSortAndSearch } from '../features/people/search/sortAndSearch'
import { todosPagination } from '../features/todos/todosPagination'
import { todosSlice } from '../features/todos/todosSlice'

// #region glue
const slices = combineSlices(
  peopleApi,
  peoplePageShown,
  requestTimes,
  peoplePagination,
  peopleSortAndSearch,
  peopleLoads,
  peopleLayout,
  todosSlice,
  todosPagination,
)

// The glue: each page within the pages its list fills, once its count is known (the people's: the
// total of the answer shown); a new sort or search, page 1 and the loads' top.
const paged = withPageInRange(slices, [
  {
    list: peoplePagination,
    countItems: (state) =>
      peopleApi.endpoints.getPeople.select(selectPeopleQuery(state))(state).data?.total,
    query: (state) => state.peopleSortAndSearch,
  },
  { list: todosPagination, countItems: (state) => state.todos.items.length },
])
export const rootReducer = withStartOnNewQuery(paged, [
  { list: peopleLoads, query: (state) => state.peopleSortAndSearch },
])
// #endregion

export type RootState = ReturnType<typeof rootReducer>

// The store's side effects: the lists in the address (address.ts).
export const listenerMiddleware = createListenerMiddleware()

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    // RTK Query's cache grows with every page kept: no development check walks it.
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
