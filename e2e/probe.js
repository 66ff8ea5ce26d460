// Runs in the page before the app's scripts, in every browser test that needs it: Playwright adds
// it with addInitScript; the every-engine suite, whose WebKit driver has no such call, serves a copy
// of dist/ whose index.html loads it first (e2e/engines/probed-dist.mjs).
//
// 1. It records what a visitor's console would show as a problem: uncaught errors, failed loads,
//    unhandled rejections, Content-Security-Policy violations and console.error / console.warn.
// 2. It stands in for the Redux DevTools extension (src/test/devToolsExtension.ts, the one the Jest
//    tests use): like it, it wraps the store in @redux-devtools/instrument through
//    window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__, keeps the history, and imports files as the
//    extension's Import button does. window.devtools is its controls.
//
// It is bundled (it imports those modules) by e2e/engines/probed-dist.mjs.
import getParams from 'get-params'
import { extension } from '../src/test/devToolsExtension'

;(() => {
  /** @type {string[]} */
  const problems = []
  /** @type {(kind: string, text: unknown) => void} */
  const record = (kind, text) => {
    problems.push(`${kind}: ${String(text)}`)
  }

  addEventListener(
    'error',
    (event) => {
      // A script, a stylesheet or an image that failed to load, or the window itself.
      const target = /** @type {{ src?: string, href?: string } | null} */ (event.target)
      const url = target && event.target !== window ? target.src || target.href : undefined
      record('error', url ? `failed to load ${url}` : event.message)
    },
    true,
  )
  addEventListener('unhandledrejection', (event) => record('unhandled rejection', event.reason))
  addEventListener('securitypolicyviolation', (event) =>
    record('CSP violation', `${event.effectiveDirective} ${event.blockedURI}`),
  )
  for (const level of /** @type {const} */ (['error', 'warn'])) {
    const original = console[level]
    console[level] = (/** @type {unknown[]} */ ...args) => {
      record(`console.${level}`, args.map(String).join(' '))
      original.apply(console, args)
    }
  }

  // The stand-in records what the page hands it. The Dispatcher's argument names are read from
  // each action creator's text by get-params, as the extension reads them.
  const globals = /** @type {{ devtools?: object, probe?: object }} */ (
    /** @type {unknown} */ (window)
  )
  globals.devtools = {
    get store() {
      return extension.store
    },
    get options() {
      return extension.options.map(({ actionCreators = {}, ...options }) => ({
        ...options,
        actionCreators: Object.entries(actionCreators).map(([name, create]) => ({
          name,
          args: getParams(create),
          action: /** @type {(argument: number) => unknown} */ (create)(1),
        })),
      }))
    },
    get errors() {
      return extension.errors
    },
    /** The actions the extension has recorded, in order, after the store's own first, its init. */
    get actions() {
      const { actionsById, stagedActionIds } = extension.lifted().getState()
      return stagedActionIds.slice(1).map((id) => actionsById[id]?.action)
    },
    /** The Import button with a file holding `state`. */
    importState: (/** @type {unknown} */ state) => extension.importFile(JSON.stringify(state)),
  }

  globals.probe = { problems }
})()
