// @ts-nocheck
// A stand-in for the Redux DevTools browser extension, built from the same parts: its
// window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ wraps the store in @redux-devtools/instrument (the
// history the extension drives) under the app's own enhancers, and its import and export work
// as the extension's do. Import this module before any module that imports Redux Toolkit:
// configureStore looks for the extension when @reduxjs/toolkit is first loaded. The Jest tests
// import it; the browser tests get it bundled into e2e/probe.js.
import { instrument } from '@redux-devtools/instrument'
import type { Action, Store, StoreEnhancer } from 'redux'

interface Options {
  name?: string
  trace?: boolean
  traceLimit?: number
  maxAge?: number
  actionCreators?: Record<string, (...args: never[]) => Action>
}

interface LiftedStore {
  dispatch(action: unknown): unknown
  getState(): {
    actionsById: Record<number, { action: Action }>
    stagedActionIds: number[]
    skippedActionIds: number[]
    committedState: unknown
    currentStateIndex: number
    computedStates: { state: unknown; error?: string }[]
  }
}

/** What the page handed the extension, and the extension's own controls. */
export const extension = {
  /** The options of each store created, in order. */
  options: [] as Options[],
  /** The last store created, as the page sees it, and its history, as the extension drives it. */
  store: undefined as Store | undefined,
  liftedStore: undefined as LiftedStore | undefined,
  lifted(): LiftedStore {
    if (!this.liftedStore) throw new Error('no store has been created with the extension')
    return this.liftedStore
  },
  /** What the extension showed as errors (it reports a file it cannot read, and goes on). */
  errors: [] as string[],
  /**
   * The extension's Import button with a file of this text: a file with `payload` is the
   * extension's export format, anything else is taken as it is (@redux-devtools/utils' importState).
   * Like the extension, it reports a file it cannot read instead of dispatching; what the store
   * throws is not caught.
   */
  importFile(text: string) {
    let imported: { nextLiftedState: unknown; preloadedState?: unknown }
    try {
      const file = JSON.parse(text) as { payload?: string; preloadedState?: string }
      imported = file.payload
        ? {
            nextLiftedState: JSON.parse(file.payload),
            preloadedState: file.preloadedState ? JSON.parse(file.preloadedState) : undefined,
          }
        : { nextLiftedState: file }
    } catch (error) {
      this.errors.push(String(error))
      return
    }
    this.lifted().dispatch({ type: 'IMPORT_STATE', ...imported })
  },
  /** The extension's Export button: the actions after @@INIT and the committed state. */
  exportFile(): string {
    const { actionsById, stagedActionIds, committedState } = this.lifted().getState()
    return JSON.stringify({
      payload: JSON.stringify(stagedActionIds.slice(1).map((id) => actionsById[id]!.action)),
      preloadedState: JSON.stringify(committedState),
    })
  },
  /** The monitor's buttons: Reset, Commit, Revert, a jump in the slider, an action's Skip. */
  reset: () => extension.lifted().dispatch({ type: 'RESET' }),
  commit: () => extension.lifted().dispatch({ type: 'COMMIT' }),
  revert: () => extension.lifted().dispatch({ type: 'ROLLBACK' }),
  jumpToState: (index: unknown) => extension.lifted().dispatch({ type: 'JUMP_TO_STATE', index }),
  toggleAction: (id: number) => extension.lifted().dispatch({ type: 'TOGGLE_ACTION', id }),
}

Object.assign(window, {
  __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
    (options: Options) =>
    (...enhancers: StoreEnhancer[]): StoreEnhancer =>
    (createStore) => {
      extension.options.push(options)
      const { maxAge, trace, traceLimit } = options
      const instrumented = instrument(undefined, { maxAge, trace, traceLimit })(createStore)
      const enhanced = enhancers.reduceRight<typeof createStore>(
        (next, enhance) => enhance(next),
        instrumented as typeof createStore,
      )
      return (reducer, preloadedState) => {
        const store = enhanced(reducer, preloadedState)
        extension.store = store
        extension.liftedStore = (store as unknown as { liftedStore: LiftedStore }).liftedStore
        return store
      }
    },
})
