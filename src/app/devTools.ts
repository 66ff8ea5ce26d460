import { isAction, isPlainObject } from '@reduxjs/toolkit'
import type { DevToolsEnhancerOptions, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit'
import * as pagination from '../features/pagination/paginationSlice'

/**
 * Redux DevTools, set up for learning in every build. Without the extension these options are
 * never read (configureStore then uses plain `compose`): they cost the page a few hundred bytes.
 */
export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Paginação com React',
  // Each action's call stack in the Trace tab; the build's source maps lead it to our .tsx files.
  trace: true,
  traceLimit: 20,
  // A long browsing session: about 200 clicks can be replayed and jumped to.
  maxAge: 200,
  // The Dispatcher's list. The extension reads each argument's name from the function's text, so
  // they are written out here, and webpack.config.js keeps `page` and `size` through minifying.
  actionCreators: {
    setPage(page: number) {
      return pagination.setPage(page)
    },
    setPageSize(size: number) {
      return pagination.setPageSize(size)
    },
  },
}

/** DevTools' history of the store, as @redux-devtools/instrument keeps it (the fields we check). */
interface History {
  actionsById: Record<number, { action: UnknownAction }>
  stagedActionIds: number[]
  skippedActionIds: number[]
  currentStateIndex: number
  nextActionId: number
}

const isRecord = (value: unknown): value is Record<string, unknown> => isPlainObject(value)

const isIndex = (value: unknown, length: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < length

/** Whether `value` is a history the extension can take whole without breaking the store. */
function isHistory(value: unknown): value is History {
  if (!isRecord(value)) return false
  const { actionsById, stagedActionIds, skippedActionIds, currentStateIndex, nextActionId } = value
  if (!isRecord(actionsById) || !Array.isArray(stagedActionIds)) return false
  if (!Array.isArray(skippedActionIds) || !Number.isSafeInteger(nextActionId)) return false
  const isStaged = (id: unknown) => {
    const entry: unknown = isIndex(id, nextActionId as number) ? actionsById[id] : undefined
    return isRecord(entry) && isAction(entry.action)
  }
  return (
    stagedActionIds.length > 0 &&
    stagedActionIds.every(isStaged) &&
    // The first state has no earlier one to stand in for it when skipped.
    !skippedActionIds.includes(stagedActionIds[0]) &&
    isIndex(currentStateIndex, stagedActionIds.length)
  )
}

/**
 * The lifted action to dispatch instead of `action`, or undefined to drop it.
 * - IMPORT_STATE of a whole history (the extension's own export format): taken, with every state
 *   recomputed by the app's reducer, so each is repaired whatever the file said.
 * - IMPORT_STATE of a list of actions: the ones that are actions, replayed from the file's
 *   starting state, or from the store's first state if it gives none.
 * - IMPORT_STATE of anything else (a plain state written by hand, a half history): a history of
 *   one state, that value, which the app's reducer repairs. @redux-devtools/instrument would take
 *   it as a history and throw on the next getState(), emptying the page.
 * - JUMP_TO_STATE outside the history: dropped. Every other action passes unchanged.
 */
function safeLiftedAction(action: unknown, length: number, firstState: unknown) {
  if (!isRecord(action)) return action
  if (action.type === 'JUMP_TO_STATE') return isIndex(action.index, length) ? action : undefined
  if (action.type !== 'IMPORT_STATE') return action
  const { nextLiftedState, preloadedState = firstState } = action
  if (isHistory(nextLiftedState)) {
    return { type: 'IMPORT_STATE', nextLiftedState: { ...nextLiftedState, computedStates: [] } }
  }
  if (Array.isArray(nextLiftedState)) {
    return {
      type: 'IMPORT_STATE',
      nextLiftedState: nextLiftedState.filter(isAction),
      preloadedState,
    }
  }
  return { type: 'IMPORT_STATE', nextLiftedState: [], preloadedState: nextLiftedState }
}

interface LiftedStore {
  dispatch(action: unknown): unknown
  getState(): { stagedActionIds?: unknown[] }
}

/**
 * With the extension, the store it builds carries `liftedStore`: the history the extension drives
 * (jump, skip, import...). This enhancer puts `safeLiftedAction` in front of it, so nothing the
 * extension sends can leave the store without a state. Without the extension it does nothing.
 */
export const repairDevToolsImports: StoreEnhancer = (createStore) => (reducer, preloadedState) => {
  const store = createStore(reducer, preloadedState)
  const { liftedStore } = store as { liftedStore?: LiftedStore }
  if (liftedStore) {
    const dispatch = liftedStore.dispatch.bind(liftedStore)
    liftedStore.dispatch = (action) => {
      const length = liftedStore.getState().stagedActionIds?.length ?? 0
      const safe = safeLiftedAction(action, length, preloadedState)
      return safe === undefined ? action : dispatch(safe)
    }
  }
  return store
}
