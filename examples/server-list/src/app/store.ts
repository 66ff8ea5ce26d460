import { combineSlices, configureStore } from '@reduxjs/toolkit'
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

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(peopleApi.middleware),
  })
// #endregion

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
