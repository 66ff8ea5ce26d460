import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { ErrorBoundary } from './app/ErrorBoundary'
import { makeStore } from './app/store'
import type { AppStore } from './app/store'
import { generatePeople } from './features/people/generatePeople'
import { takeOver } from './takeOver'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element to mount the app in')

/**
 * Generates the people and builds the store; then, in a task of its own (two short tasks block a
 * slow phone less than one long one), the app takes over from the prerendered shell
 * (src/takeOver.ts). An error thrown here reaches the page's boot script, which shows the visitor
 * a message and a way to try again (src/boot.ts).
 *
 * `createRoot`, not `hydrateRoot`: hydrating needs the HTML to match what the app renders, and the
 * shell holds blank stand-ins where the app has this visit's random people. React would find the
 * mismatch and render everything again anyway, after logging it as an error.
 */
function start(root: HTMLElement) {
  const store = makeStore({ people: { items: generatePeople() } })
  setTimeout(mount, 0, root, store)
}

function mount(root: HTMLElement, store: AppStore) {
  takeOver(
    root,
    createRoot(root),
    store,
    <StrictMode>
      <Provider store={store}>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </Provider>
    </StrictMode>,
  )
}

// A task of its own, after the bundle's evaluation.
setTimeout(start, 0, container)
