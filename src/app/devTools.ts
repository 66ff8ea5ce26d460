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
 * The lifted action to dispatch instead of `action`, or undefined to drop it. Of everything the
 * extension sends, only an import carries states; every state in it goes through `repair`, the
 * same repair as a preloaded state's, and every later state is the app's reducer's work on it.
 * - IMPORT_STATE of a whole history (the extension's own export format): taken, with its first
 *   (committed) state repaired and every later state recomputed by the app's reducer, whatever
 *   the file said they were (the action is rebuilt without `noRecompute`).
 * - IMPORT_STATE of a list of actions: the ones that are actions, replayed from the file's
 *   starting state, repaired, or from the store's first state if it gives none.
 * - IMPORT_STATE of anything else (a plain state written by hand, a half history): a history of
 *   one state, that value repaired. @redux-devtools/instrument would take it as a history and
 *   throw on the next getState(), emptying the page.
 * - JUMP_TO_STATE outside the history: dropped.
 * - A skip of the first action (TOGGLE_ACTION, or SET_ACTIONS_ACTIVE skipping from it or before):
 *   dropped, as is a range that is not one of whole ids up to the next: the first state has no
 *   earlier one to stand in for it, and @redux-devtools/instrument would be left without a state.
 * Every other lifted action (commit, revert, reset, a jump to an action, a sweep, a reorder, lock,
 * pause, the monitor's own) carries no state and passes unchanged: @redux-devtools/instrument
 * computes its states with the app's reducer from states already repaired.
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
 * The border between Redux DevTools and the store. With the extension, the store it builds
 * carries `liftedStore`: the history the extension drives (jump, skip, import...). This enhancer
 * puts `safeLiftedAction` in front of it, so that every state the extension hands the store is
 * repaired by `repair` (the store's `repairState`) and nothing it sends can leave the store
 * without a state. Without the extension it adds nothing, and nothing of it runs per action.
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
