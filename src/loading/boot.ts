/*
 * What runs before the app, inline at the top of dist/index.html's <head> (webpack.config.js). The
 * page paints its shell (./shellMarkup.tsx), a table and a bar that work from the first frame, and
 * this script keeps that promise until the app takes over (./takeOver.ts): it draws this visit's
 * people as far as the first page and shows them as soon as the shell is parsed, shows at once
 * each page or size a visitor picks and writes it down (./shellPage.ts), adds the app's scripts
 * after the first frame, tells a slow load politely, and replaces the shell with a message
 * and a retry when a script fails or throws. It knows the page's controls, not Redux.
 */
import { aimedAgain, keepFocusNear } from '../features/pagination/keepFocusNear'
import type { PaginationState } from '../features/pagination/paginationSlice'
import { drawPeople, SAMPLE_SIZE } from '../features/people/generatePeople'
import type { Person } from '../features/people/person'
import { nextShellPage, shellPageIn, showShellPage } from './shellPage'

/** What a visitor did to the shell: a page button pressed, or a page size chosen. */
export type ShellInput = { page: number } | { pageSize: number }

/** What this script leaves on `window` for the app. */
export interface PageShell {
  /** What the visitor did to the shell, oldest first. The app takes it all when it starts. */
  readonly input: ShellInput[]
  /**
   * This visit's people, once `showPeople` has begun drawing them (those past the page it showed
   * are drawn when this is read): the store's (./start.ts).
   */
  readonly people: readonly Person[] | undefined
  /** True once the page has shown the failure message: the app must not start any more. */
  readonly failed: boolean
  /**
   * Draws this visit's people as far as the shell's page, and shows them, with what the visitor
   * has already picked. The shell's last element calls it, an inline script, so the first frame
   * that paints the table paints its rows.
   */
  showPeople(): void
  /** The app calls this once it has replaced the shell: from then on it handles everything. */
  started(): void
}

declare global {
  interface Window {
    pageShell?: PageShell
  }
}

/**
 * When a load is slow enough to say so: well past what a slow phone needs (docs/performance.md).
 * A slow link and a stalled one look the same from here, so neither is called a failure: only the
 * script's `error` event (a dropped connection included) says a download has failed.
 */
const SLOW_MS = 5_000
/** When a load is long enough to say so more plainly (a server that never answers looks so). */
const VERY_SLOW_MS = 30_000

const SLOW = 'Ainda carregando… a conexão parece lenta.'
const VERY_SLOW = 'Ainda carregando… está demorando mais que o normal.'

/** Where "Tentar de novo" leaves its time for the page it loads again (see loadScripts). */
const RETRY = 'pageShell.retry'

/**
 * Sets `key` in the tab's session storage to `value` (null: removes it), and returns what it held.
 * Storage may be refused (a browser's privacy settings): the page then loads as a first visit.
 */
function remember(key: string, value: string | null): string | null {
  try {
    const held = sessionStorage.getItem(key)
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
    return held
  } catch {
    return null
  }
}

const ROOT = 'root'
// The shell's bar: the same markup the app renders, inside #root (./shellMarkup.tsx). What this
// script needs of it to listen (src/features/pagination/PaginationBar.tsx, which knows nothing of
// it): a <nav> holding the page size's <select>, and <button>s whose `value` is the page each
// goes to. What ./shellPage.ts needs to show a page, it lists; shellPage.test.tsx guards both.
const BAR = `#${ROOT} nav`
// Its first, numbered and last buttons, among which focus moves when a pressed one turns disabled.
const BUTTONS = '.pagination-bar__buttons'
// Where the slow link is told: a live region the shell holds, empty, after the bar.
const NOTICE = `#${ROOT} .load-notice`
// The app's scripts' addresses, in order: a JSON list the build writes last in <body>
// (webpack.config.js), which nothing fetches before loadScripts adds them.
const SCRIPTS = 'app-scripts'

function boot() {
  const input: ShellInput[] = []
  let stage: 'loading' | 'started' | 'failed' = 'loading'
  let timers: ReturnType<typeof setTimeout>[] = []
  // This visit's people, drawn as far as a page shown needs, and all of them once the app asks.
  let draw: ReturnType<typeof drawPeople> | undefined
  // The page and size picked, from the first pick on: what the shell shows once it has people.
  let shown: PaginationState | undefined

  /**
   * Writes `picked` down and, once the shell shows people, shows where it goes. A pick that goes
   * nowhere (a button pressed twice before the people were made, when the bar could not yet show
   * it disabled) is not written down: the app would dispatch nothing for it.
   */
  const pick = (picked: ShellInput) => {
    const root = document.getElementById(ROOT)
    if (!root) return
    const from = shown ?? shellPageIn(root)
    const to = nextShellPage(from, picked, SAMPLE_SIZE)
    if (to.page === from.page && to.pageSize === from.pageSize) return
    input.push(picked)
    shown = to
    show(root, to)
  }
  /** Shows `state`'s page in the shell once it has people, drawing those up to it first. */
  const show = (root: HTMLElement, state: PaginationState) => {
    if (draw) showShellPage(root, draw(state.page * state.pageSize), state, SAMPLE_SIZE)
  }
  // Capture phase on the document: this runs before <body> exists, and catches every control.
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest(`${BAR} button`) : null
    const byKey = (event as MouseEvent).detail === 0
    if (button instanceof HTMLButtonElement && !button.disabled && !aimedAgain(button, byKey)) {
      // Focus stays with the page pressed for, as the app's bar keeps it.
      keepFocusNear(button, button.closest(BUTTONS), () => {
        pick({ page: Number(button.value) })
      })
    }
  }
  const onChange = (event: Event) => {
    const select = event.target
    if (select instanceof HTMLSelectElement && select.matches(`${BAR} select`)) {
      pick({ pageSize: Number(select.value) })
    }
  }
  const onError = () => {
    fail()
  }
  const stopWatching = () => {
    timers.forEach(clearTimeout)
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('change', onChange, true)
    removeEventListener('error', onError)
  }

  const retryButton = () => {
    const retry = document.createElement('button')
    retry.type = 'button'
    retry.className = 'page-action'
    retry.textContent = 'Tentar de novo'
    retry.addEventListener('click', () => {
      remember(RETRY, String(Date.now()))
      location.reload()
    })
    return retry
  }

  /** The shell's table and bar give way to a message and a way to try again. */
  function fail() {
    if (stage !== 'loading') return
    stage = 'failed'
    stopWatching()
    const root = document.getElementById(ROOT)
    if (!root) return
    const hadFocus = root.contains(document.activeElement)
    const message = document.createElement('div')
    message.className = 'render-fault'
    message.setAttribute('role', 'alert')
    const text = document.createElement('p')
    text.textContent = 'Não foi possível carregar a demonstração.'
    const retry = retryButton()
    message.append(text, retry)
    root.replaceChildren(message)
    if (hadFocus) retry.focus()
  }

  /**
   * Says in the shell's live region that the load is taking long, and offers a reload; the shell
   * keeps working. The region is in the page from its first frame, so screen readers announce it.
   */
  function tellSlow(words: string) {
    const notice = document.querySelector(NOTICE)
    if (!notice) return
    const text = notice.querySelector('p') ?? document.createElement('p')
    text.textContent = words
    if (!text.isConnected) notice.append(text, retryButton())
  }

  /**
   * Adds the app's scripts; they run as each arrives. After "Tentar de novo" each address
   * carries the retry's time: WebKit would otherwise fail a script that failed before from its
   * memory cache, without asking the network.
   */
  function loadScripts() {
    if (stage !== 'loading') return
    timers = [setTimeout(tellSlow, SLOW_MS, SLOW), setTimeout(tellSlow, VERY_SLOW_MS, VERY_SLOW)]
    const retry = remember(RETRY, null)
    const addresses: unknown = JSON.parse(document.getElementById(SCRIPTS)?.textContent ?? '[]')
    for (const src of Array.isArray(addresses) ? addresses : []) {
      const script = document.createElement('script')
      const address = new URL(String(src), document.baseURI)
      if (retry) address.searchParams.set('retry', retry)
      script.src = address.href
      script.addEventListener('error', fail)
      document.body.append(script)
    }
  }

  document.addEventListener('click', onClick, true)
  document.addEventListener('change', onChange, true)
  // An uncaught error before the app has started: making the people (showPeople, below), a
  // script that throws while it is evaluated, or the app's start (creating the store).
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
    get people() {
      return draw?.(SAMPLE_SIZE)
    },
    get failed() {
      return stage === 'failed'
    },
    showPeople() {
      if (draw) return
      draw = drawPeople()
      const root = document.getElementById(ROOT)
      if (stage !== 'loading' || !root) return
      // With what was picked before, if anything was: a browser other than Chromium may paint the
      // bar before this runs. Only the people up to that page are drawn before the first frame.
      show(root, shown ?? shellPageIn(root))
    },
    started() {
      if (stage !== 'loading') return
      stage = 'started'
      stopWatching()
    },
  }
}

boot()
