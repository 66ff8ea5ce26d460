/*
 * The page's loading layer: what the production page adds so that it paints before its scripts
 * arrive, and keeps the promise of what it paints. To learn pagination, skip this folder:
 * src/index.tsx is the app's start, and nothing outside this folder depends on it. This file is
 * the page's last script; docs/architecture.md, "While it loads", gives each file's part and why.
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

// A task of its own, after React's own long evaluation; an error here reaches the boot script.
// `createRoot`, not `hydrateRoot`: the shell is static markup (no hydration markers) with the boot
// script's live region and call beside the app's, so React renders its own over it, in one commit
// that shows the same page (./shellPage.ts): nothing changes on screen.
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
