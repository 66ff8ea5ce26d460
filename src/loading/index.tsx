/*
 * The page's loading layer: what the production page adds around the app so that it paints before
 * its scripts have arrived, and keeps the promise of what it paints. To learn pagination, skip this
 * folder: src/index.tsx is the app's start, and nothing outside this folder depends on it.
 *
 * - boot.ts          inline first in <head>: writes down input given to the painted page, adds the
 *                    scripts, tells a slow load and a failed one
 * - shellMarkup.tsx  the app rendered at build time into index.html: the frame, the counts, the bar
 * - people.ts        the production page's first script: this visit's people, and the first
 *                    page's rows before Redux and React arrive (showShellRows.ts)
 * - start.ts         its second, once Redux has arrived: the store
 * - index.tsx        this file, its third, once React has arrived: the app takes over
 *                    (takeOver.ts)
 * - loading.css      the look of the rows before they are filled, and of the slow-load notice
 *
 * webpack.config.js builds the page from these. Why, and what each moment of a load looks like:
 * docs/architecture.md, "While it loads".
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from '../App'
import { store } from './start'
import { takeOver } from './takeOver'
import '../index.css'
import './loading.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element to mount the app in')

// In a task of its own: this script runs as soon as React has arrived, and React's own evaluation is
// a long task already. An error thrown here reaches the boot script, which tells the visitor.
// `createRoot`, not `hydrateRoot`: the shell holds blank stand-ins where the app has this visit's
// random people, so React would find a mismatch, log it and render everything again anyway.
setTimeout(() => {
  takeOver(
    container,
    createRoot(container),
    store,
    <StrictMode>
      <Provider store={store}>
        <App />
      </Provider>
    </StrictMode>,
  )
})
