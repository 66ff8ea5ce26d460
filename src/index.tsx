import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { ErrorBoundary } from './app/ErrorBoundary'
import { makeStore } from './app/store'
import { generatePeople } from './features/people/generatePeople'
import './styles.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element to mount the app in')

/**
 * Generates the people, builds the store and replaces the prerendered shell with the app.
 * `createRoot`, not `hydrateRoot`: hydrating needs the HTML to match what the app renders, and the
 * shell holds blank stand-ins and an inert bar where the app has this visit's random people. React
 * would find the mismatch and render everything again anyway, after logging it as an error.
 */
function start(root: HTMLElement) {
  const store = makeStore({ people: { items: generatePeople() } })
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </Provider>
    </StrictMode>,
  )
}

// A task of its own, after the bundle's evaluation: two short tasks block a slow phone less than one long one.
setTimeout(start, 0, container)
