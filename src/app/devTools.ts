import { isAction, isPlainObject } from '@reduxjs/toolkit'
import type { DevToolsEnhancerOptions, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit'
import * as pagination from './peoplePagination'

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
  committedState: unknown
  computedStates: unknown[]
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
  if (!Array.isArray(value.computedStates)) return false
  if (!isRecord(actionsById) || !Array.isArray(stagedActionIds)) return false
  if (!Array.isArray(skippedActionIds) || !Number.isSafeInteger(nextActionId)) return false
  const isStaged = (id: unknown) => {
    const entry: unknown = isIndex(id, nextActionId as number) ? actionsById[id] : undefined
    return isRecord(entry) && isAction(entry.action)
  }
  return (
    stagedActionIds.every(isStaged) &&
    // The first state has no earlier one to stand in for it when skipped.
    !skippedActionIds.includes(stagedActionIds[0]) &&
    // A current state among the staged ones: there is at least one.
    isIndex(currentStateIndex, stagedActionIds.length)
  )
}

/**
 * The lifted action to dispatch instead of `action`, or undefined to drop it. Only an import
 * carries states, and each goes through `repair`: a whole history keeps its actions and has its
 * first state repaired (the rest are recomputed), a list of actions is replayed from a repaired
 * start, and anything else becomes a history of one repaired state (taken as it is,
 * @redux-devtools/instrument would throw on the next getState() and empty the page). A jump
 * outside the history, or a skip of the first action, is dropped: the first state has no earlier
 * one to stand in for it. Everything else carries no state and passes unchanged.
 */
function safeLiftedAction(
  action: unknown,
  { stagedActionIds, nextActionId }: LiftedState,
  firstState: unknown,
  repair: (state: unknown) => unknown,
) {
  if (!isRecord(action)) return action
  const [first = 0] = stagedActionIds
  switch (action.type) {
    case 'JUMP_TO_STATE':
      return isIndex(action.index, stagedActionIds.length) ? action : undefined
    case 'TOGGLE_ACTION':
      return action.id === first ? undefined : action
    case 'SET_ACTIONS_ACTIVE': {
      const { start, end, active } = action
      if (!isIndex(start, nextActionId + 1) || !isIndex(end, nextActionId + 1)) return undefined
      // A range that skips actions from the first one, or from before it.
      return !active && start <= first ? undefined : action
    }
  }
  if (action.type !== 'IMPORT_STATE') return action
  const { nextLiftedState, preloadedState = firstState } = action
  if (isHistory(nextLiftedState)) {
    // Without `noRecompute`, which this action never passes on, @redux-devtools/instrument
    // recomputes every state from the committed one.
    const committedState = repair(nextLiftedState.committedState)
    return { type: 'IMPORT_STATE', nextLiftedState: { ...nextLiftedState, committedState } }
  }
  if (Array.isArray(nextLiftedState)) {
    return {
      type: 'IMPORT_STATE',
      nextLiftedState: nextLiftedState.filter(isAction),
      preloadedState: repair(preloadedState),
    }
  }
  return { type: 'IMPORT_STATE', nextLiftedState: [], preloadedState: repair(nextLiftedState) }
}

interface LiftedState {
  stagedActionIds: number[]
  nextActionId: number
}

interface LiftedStore {
  dispatch(action: unknown): unknown
  getState(): LiftedState
}

/**
 * The border between Redux DevTools and the store: `safeLiftedAction` in front of the history the
 * extension drives (`liftedStore`), so every state it hands the store is repaired and nothing it
 * sends can leave the store without a state. Without the extension it adds nothing.
 */
export const guardDevTools =
  (repair: (state: unknown) => unknown): StoreEnhancer =>
  (createStore) =>
  (reducer, preloadedState) => {
    const store = createStore(reducer, preloadedState)
    const { liftedStore } = store as { liftedStore?: LiftedStore }
    if (liftedStore) {
      const dispatch = liftedStore.dispatch.bind(liftedStore)
      liftedStore.dispatch = (action) => {
        const safe = safeLiftedAction(action, liftedStore.getState(), preloadedState, repair)
        return safe === undefined ? action : dispatch(safe)
      }
    }
    return store
  }
