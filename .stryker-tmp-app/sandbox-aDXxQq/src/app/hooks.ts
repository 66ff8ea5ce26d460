// @ts-nocheck
import { useDispatch, useSelector } from 'react-redux'
import type { AppDispatch, RootState } from './store'

// `withTypes` binds the hooks to this store's types once, so components neither annotate the state
// in every selector nor lose thunks' types on dispatch. ESLint keeps components on these.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
