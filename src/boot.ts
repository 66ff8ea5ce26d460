/*
 * What runs before the app. The build puts this file, compiled and minified, inline at the top of
 * dist/index.html's <head> (webpack.config.js), so it runs before anything paints. The page then
 * paints its shell (src/shell.tsx): the table's frame, the counts and a pagination bar that works
 * from the first frame. This script keeps the shell's promise until the app takes over:
 *
 * 1. Input. A click, tap, Enter or Space on a page button, or a size chosen in the select, is
 *    written down in `pageShell.input`, in order. The app dispatches each as the ordinary action
 *    when it starts (src/takeOver.ts), so nothing a visitor does early is lost.
 * 2. Loading. After the first frame it adds the scripts the <head> preloads, in their order.
 * 3. Failure. A script that fails to load, scripts that stop arriving for STALL_MS, or an error
 *    thrown before the app has started, replace the shell with a message and a button that loads
 *    the page again. A visitor never faces a page that looks usable and is not.
 *
 * It knows the page's controls, not Redux: the app turns what it wrote down into actions.
 */

/** What a visitor did to the shell: a page button pressed, or a page size chosen. */
export type ShellInput = { page: number } | { pageSize: number }

/** What this script leaves on `window` for the app. */
export interface PageShell {
  /** What the visitor did to the shell, oldest first. The app takes it all when it starts. */
  readonly input: ShellInput[]
  /** True once the page has shown the failure message: the app must not start any more. */
  readonly failed: boolean
  /** The app calls this once it has replaced the shell: from then on it handles everything. */
  started(): void
}

declare global {
  interface Window {
    pageShell?: PageShell
  }
}

/**
 * How long the scripts may stop arriving before the page gives up. All four arrive within about
 * 1.5 s on a slow phone (npm run perf); the time restarts whenever one arrives, so a slow network
 * that is still delivering them is not cut short.
 */
const STALL_MS = 6000

// The shell's bar: the same markup the app renders, inside #root (src/shell.tsx).
const BAR = '#root nav'

function boot() {
  const input: ShellInput[] = []
  let stage: 'loading' | 'started' | 'failed' = 'loading'
  let stallTimer: ReturnType<typeof setTimeout> | undefined

  // Capture phase on the document: this runs before <body> exists, and catches every control.
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`${BAR} button`) : null
    if (button instanceof HTMLButtonElement && !button.disabled) {
      input.push({ page: Number(button.value) })
    }
  }
  const onChange = (event: Event) => {
    const select = event.target
    if (select instanceof HTMLSelectElement && select.matches(`${BAR} select`)) {
      input.push({ pageSize: Number(select.value) })
    }
  }
  const onError = () => {
    fail()
  }
  const stopWatching = () => {
    clearTimeout(stallTimer)
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('change', onChange, true)
    removeEventListener('error', onError)
  }

  /** The shell's table and bar give way to a message and a way to try again. */
  function fail() {
    if (stage !== 'loading') return
    stage = 'failed'
    stopWatching()
    const root = document.getElementById('root')
    if (!root) return
    const hadFocus = root.contains(document.activeElement)
    const message = document.createElement('div')
    message.className = 'render-fault'
    message.setAttribute('role', 'alert')
    const text = document.createElement('p')
    text.textContent = 'Não foi possível carregar a demonstração.'
    const retry = document.createElement('button')
    retry.type = 'button'
    retry.textContent = 'Tentar de novo'
    retry.addEventListener('click', () => {
      location.reload()
    })
    message.append(text, retry)
    root.replaceChildren(message)
    if (hadFocus) retry.focus()
  }

  const restartStallTimer = () => {
    clearTimeout(stallTimer)
    stallTimer = setTimeout(fail, STALL_MS)
  }

  /** Adds the preloaded scripts; they run as each arrives, and webpack's runtime waits for all. */
  function loadScripts() {
    restartStallTimer()
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script]')) {
      const script = document.createElement('script')
      script.src = link.href
      script.addEventListener('load', () => {
        if (stage === 'loading') restartStallTimer()
      })
      script.addEventListener('error', fail)
      document.body.append(script)
    }
  }

  document.addEventListener('click', onClick, true)
  document.addEventListener('change', onChange, true)
  // An uncaught error before the app has started: a script that throws while it is evaluated,
  // or the app's start (generating the people, creating the store).
  addEventListener('error', onError)

  // The first frame first, so the shell paints before any script is evaluated (in a background
  // tab, until the tab is first shown); then a task of its own.
  const afterFirstFrame = () => requestAnimationFrame(() => setTimeout(loadScripts))
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterFirstFrame)
  } else {
    afterFirstFrame()
  }

  window.pageShell = {
    input,
    get failed() {
      return stage === 'failed'
    },
    started() {
      if (stage !== 'loading') return
      stage = 'started'
      stopWatching()
    },
  }
}

boot()
