// Runs in the page before the app's scripts, in every browser test that needs it: Playwright adds
// it with addInitScript; the every-engine suite, whose WebKit driver has no such call, serves a copy
// of dist/ whose index.html loads it first (e2e/engines/probed-dist.mjs).
//
// 1. It records what a visitor's console would show as a problem: uncaught errors, failed loads,
//    unhandled rejections, Content-Security-Policy violations and console.error / console.warn.
// 2. It stands in for the Redux DevTools extension: like it, it is handed the store's enhancers
//    through window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__, sees every action, can dispatch its own
//    and can replace the whole state, as the extension's import does.
;(() => {
  const problems = []
  const record = (kind, text) => problems.push(`${kind}: ${text}`)

  addEventListener(
    'error',
    (event) => {
      const target = event.target
      const url = target && target !== window ? target.src || target.href : undefined
      record('error', url ? `failed to load ${url}` : event.message)
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', event.reason))
  addEventListener('securitypolicyviolation', (event) =>
    record('CSP violation', `${event.effectiveDirective} ${event.blockedURI}`),
  )
  for (const level of ['error', 'warn']) {
    const original = console[level]
    console[level] = (...args) => {
      record(`console.${level}`, args.map(String).join(' '))
      original.apply(console, args)
    }
  }

  const IMPORT = '@@devtools-stand-in/IMPORT_STATE'
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    () =>
    (...enhancers) =>
    (createStore) =>
    (reducer, ...rest) => {
      const actions = []
      // An import hands the app's reducer the new state, as the extension's replay does.
      const watched = (state, action) => {
        actions.push(action)
        return action.type === IMPORT
          ? reducer(action.state, { type: IMPORT })
          : reducer(state, action)
      }
      const store = enhancers.reduceRight((next, enhance) => enhance(next), createStore)(
        watched,
        ...rest,
      )
      window.devtools = {
        store,
        actions,
        importState: (state) => store.dispatch({ type: IMPORT, state }),
      }
      return store
    }

  window.probe = { problems }
})()
