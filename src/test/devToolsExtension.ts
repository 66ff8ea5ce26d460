// A stand-in for the Redux DevTools browser extension, built from the same parts: its
// window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ wraps the store in @redux-devtools/instrument (the
// history the extension drives) under the app's own enhancers, and its import works as the
// extension's does. Import this module before any module that imports Redux Toolkit:
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
   * The extension's Import button with a state file of this text (the guard's tests send its
   * export format, a list of actions, straight to the history). Like the extension, it reports a
   * file it cannot read instead of dispatching.
   */
  importFile(text: string) {
    let nextLiftedState: unknown
    try {
      nextLiftedState = JSON.parse(text)
    } catch (error) {
      this.errors.push(String(error))
      return
    }
    this.lifted().dispatch({ type: 'IMPORT_STATE', nextLiftedState })
  },
  /** A jump in the monitor's slider. */
  jumpToState: (index: unknown) => extension.lifted().dispatch({ type: 'JUMP_TO_STATE', index }),
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
