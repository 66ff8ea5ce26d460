import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { ErrorBoundary } from './app/ErrorBoundary'
import { store } from './start'
import { takeOver } from './takeOver'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element to mount the app in')

/**
 * The app takes over from the prerendered shell (src/takeOver.ts), with the store src/start.ts has
 * already made, in a task of its own: this script runs when React has arrived, and React's own
 * evaluation is a long task already. An error thrown here reaches the page's boot script, which
 * shows the visitor a message and a way to try again (src/boot.ts).
 *
 * `createRoot`, not `hydrateRoot`: hydrating needs the HTML to match what the app renders, and the
 * shell holds blank stand-ins where the app has this visit's random people. React would find the
 * mismatch and render everything again anyway, after logging it as an error.
 */
function mount(root: HTMLElement) {
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

setTimeout(mount, 0, container)
