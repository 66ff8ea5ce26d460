import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { withPageInRange } from '../features/pagination/paginationSlice'
import { peopleApi } from '../features/people/peopleApi'
import { todosSlice } from '../features/todos/todosSlice'
import { peoplePagination } from './peoplePagination'
import { todosPagination } from './todosPagination'

// #region store
const slices = combineSlices(peopleApi, peoplePagination, todosSlice, todosPagination)

// The glue, for both lists. The people's count is the total in the server's answer for the page
// asked for; once it has come, the page moves into the pages the total fills (from past the last
// page, to the last). Until then the total is not known (undefined), and the page stays.
export const rootReducer = withPageInRange(slices, [
  {
    list: peoplePagination,
    countItems: (state) =>
      peopleApi.endpoints.getPeople.select(state.peoplePagination)(state).data?.total,
  },
  { list: todosPagination, countItems: (state) => state.todos.items.length },
])

export type RootState = ReturnType<typeof rootReducer>

// The store's side effects, as Redux Toolkit has them: the pages in the address (main.tsx).
export const listenerMiddleware = createListenerMiddleware()

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(peopleApi.middleware),
  })
// #endregion

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
