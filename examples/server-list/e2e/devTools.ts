/** What the stand-in for Redux DevTools keeps: the store, and every action's type. */
export interface Recorded {
  getState: () => unknown
  actions: string[]
}

/**
 * Stands in for the Redux DevTools extension: run in the page before the app's scripts.
 * configureStore composes its enhancers with the extension's, so the test sees the store and every
 * action's type, as the extension would.
 */
export function recordStore() {
  type Store = { getState: () => unknown; dispatch: (action: { type: string }) => unknown }
  type CreateStore = (...args: unknown[]) => Store
  type Enhancer = (next: CreateStore) => CreateStore
  const recorded: Recorded = { getState: () => undefined, actions: [] }
  Object.assign(window, {
    recorded,
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
      () =>
      (...enhancers: Enhancer[]): Enhancer =>
      (createStore) =>
      (...args) => {
        const store = enhancers.reduceRight(
          (next, enhancer) => enhancer(next),
          createStore,
        )(...args)
        const dispatch = store.dispatch
        recorded.getState = store.getState
        store.dispatch = (action) => {
          recorded.actions.push(action.type)
          return dispatch(action)
        }
        return store
      },
  })
}
