import { combineSlices, configureStore } from '@reduxjs/toolkit'
import type { Reducer, UnknownAction } from '@reduxjs/toolkit'
import { paginationSlice, withPageInRange } from '../features/pagination/paginationSlice'
import { peopleSlice } from '../features/people/peopleSlice'

const slicesReducer = combineSlices(peopleSlice, paginationSlice)

export type RootState = ReturnType<typeof slicesReducer>

/** Each slice handles its actions, then the one cross-slice invariant is applied. */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  withPageInRange(slicesReducer(state, action))

/**
 * A fresh store: the app calls this once with the generated people, every test calls it again.
 * Redux DevTools is enabled in every build (configureStore's default): watching it is the point.
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
