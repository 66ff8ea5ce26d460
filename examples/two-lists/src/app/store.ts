import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { withPageInRange } from '../features/pagination/paginationSlice'
import { todosSlice } from '../features/todos/todosSlice'
import { usersSlice } from '../features/users/usersSlice'
import { todosPagination } from './todosPagination'
import { usersPagination } from './usersPagination'

// #region glue
const slices = combineSlices(todosSlice, todosPagination, usersSlice, usersPagination)

// The glue: each list's page stays within the pages its own items fill.
export const rootReducer = withPageInRange(slices, [
  { list: todosPagination, countItems: (state) => state.todos.items.length },
  { list: usersPagination, countItems: (state) => state.users.items.length },
])
// #endregion

export type RootState = ReturnType<typeof rootReducer>

// #region listener
// The store's side effects, as Redux Toolkit has them: the pages in the address (main.tsx).
export const listenerMiddleware = createListenerMiddleware()

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware),
  })
// #endregion

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
