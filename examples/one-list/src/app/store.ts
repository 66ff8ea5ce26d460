import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit'
import { withPageInRange } from '../features/pagination/paginationSlice'
import { todosSlice } from '../features/todos/todosSlice'
import { todosPagination } from './todosPagination'

const slices = combineSlices(todosSlice, todosPagination)

// The glue: the to-dos' page stays within the pages the to-dos fill.
export const rootReducer = withPageInRange(slices, [
  { list: todosPagination, countItems: (state) => state.todos.items.length },
])

export type RootState = ReturnType<typeof rootReducer>

// The store's side effects, as Redux Toolkit has them: the page in the address (main.tsx).
export const listenerMiddleware = createListenerMiddleware()

export const makeStore = (preloadedState?: Partial<RootState>) =>
  configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(listenerMiddleware.middleware),
  })

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
