// Functions the every-engine scenarios run inside the page. Each is sent to the browser as its
// source text, so each stands alone: no imports, no closures, JSON in and out.

export interface Control {
  role: 'button' | 'combobox'
  name: string
}

/** The enabled or disabled control whose role and accessible name are these, or null. */
export function findControl({ role, name }: Control): HTMLElement | null {
  const accessibleName = (element: HTMLElement) =>
    element.getAttribute('aria-label') ??
    (element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null) ??
    element.textContent
  const tag = role === 'button' ? 'button' : 'select'
  const all = Array.from(document.querySelectorAll<HTMLElement>(tag))
  return all.find((element) => accessibleName(element).trim() === name) ?? null
}

/** What a visitor reads: the footer's two texts, the numbered buttons, which are disabled, focus. */
export function readPage() {
  const bar = document.querySelector('nav[aria-label="Paginação"]')!
  const buttons = Array.from(bar.querySelectorAll('button'))
  const name = (b: HTMLButtonElement | Element | null) =>
    b ? (b.getAttribute('aria-label') ?? b.textContent).trim() : null
  const rows = Array.from(document.querySelectorAll('tbody tr'), (row) =>
    Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent),
  )
  return {
    footer: Array.from(document.querySelectorAll('tfoot span'), (s) => s.textContent),
    numbers: buttons.filter((b) => /^Página \d+$/.test(name(b)!)).map((b) => b.textContent),
    disabled: buttons.filter((b) => b.disabled).map(name),
    current: name(bar.querySelector('[aria-current="page"]')),
    focused: document.activeElement === document.body ? 'body' : name(document.activeElement),
    rows,
    problems: (window as unknown as { probe: { problems: string[] } }).probe.problems,
  }
}

/** Resolves once the app shows its rows: it has replaced the shell and its slow-load notice. */
export async function appStarted() {
  for (let i = 0; i < 200; i++) {
    if (document.querySelector('#root:not(:has(> .load-notice)) tbody tr')) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}

/**
 * Hands the store a whole state, as Redux DevTools' import does (through e2e/probe.js), then
 * waits for the page to show it.
 */
export async function importState(state: unknown) {
  const devtools = (window as unknown as { devtools: { importState(s: unknown): void } }).devtools
  devtools.importState(state)
  // React commits a store update in a microtask; a task later the page shows it.
  await new Promise((resolve) => setTimeout(resolve))
}

/**
 * Visits every page at `size` through the store (just the page shown, with `size` null) and
 * returns, for each, the footer it showed, where the bar's numbered buttons were, and everything
 * that lost text: a sideways scroll, or a visible cell of the table with text outside its box
 * (clipped, cut with an ellipsis or spilling into a neighbour).
 */
export async function visitPages(size: number | null) {
  const lostText = () => {
    const lost: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) {
      lost.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth} px`)
    }
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('table th, table td'))) {
      if (cell.getClientRects().length === 0) continue
      const box = cell.getBoundingClientRect()
      const text = document.createRange()
      text.selectNodeContents(cell)
      const outside = Array.from(text.getClientRects()).some(
        (line) =>
          line.width > 0 &&
          (line.left < box.left - 0.5 ||
            line.right > box.right + 0.5 ||
            line.top < box.top - 0.5 ||
            line.bottom > box.bottom + 0.5),
      )
      const style = getComputedStyle(cell)
      if (outside || (style.textOverflow === 'ellipsis' && style.overflowX !== 'visible')) {
        lost.push(`${Math.round(box.width)} px cell "${cell.textContent}"`)
      }
    }
    return lost
  }
  const visit = () => ({
    footer: document.querySelectorAll('tfoot span')[1]!.textContent,
    buttons: Array.from(
      document.querySelectorAll('nav[aria-label="Paginação"] button[aria-label^="Página "]'),
      (b) => {
        const { left, top } = b.getBoundingClientRect()
        return `${Math.round(left + scrollX)},${Math.round(top + scrollY)}`
      },
    ).join(' '),
    lost: lostText(),
  })
  if (size === null) return [visit()]

  const { store } = (window as unknown as { devtools: { store: { dispatch(a: unknown): void } } })
    .devtools
  // React commits a store update in a microtask; a task later the page shows it. (Not
  // requestAnimationFrame: WebKit under a virtual display runs it seldom.)
  const frame = () => new Promise((resolve) => setTimeout(resolve))
  store.dispatch({ type: 'pagination/setPageSize', payload: size })
  await frame()
  const pages = Number(/de (\d+)$/.exec(visit().footer)![1])
  const visits = []
  for (let page = 1; page <= pages; page++) {
    store.dispatch({ type: 'pagination/setPage', payload: page })
    await frame()
    visits.push(visit())
  }
  return visits
}

/** The colours and border of three buttons a visitor must tell apart. */
export function buttonLooks() {
  const look = (b: Element | null) => {
    if (!b) return null
    const s = getComputedStyle(b)
    return [s.backgroundColor, s.color, s.borderTopColor, s.borderTopWidth].join(' / ')
  }
  const bar = document.querySelector('nav[aria-label="Paginação"]')!
  return {
    current: look(bar.querySelector('[aria-current="page"]')),
    disabled: look(bar.querySelector('button:disabled:not([aria-current])')),
    enabled: look(bar.querySelector('button:enabled')),
  }
}

/** The focus ring of the focused element: an outline, and its colour. */
export function focusRing() {
  const s = getComputedStyle(document.activeElement!)
  return { style: s.outlineStyle, width: s.outlineWidth, color: s.outlineColor }
}

/**
 * From now on, records what #root shows after each change to it (when a frame could paint it):
 * the footer's texts, the current page and the rows, each state once. `pagesShown` reads them.
 */
export function watchPagesShown() {
  const root = document.getElementById('root')!
  const shown: string[] = []
  const read = () =>
    JSON.stringify({
      footer: Array.from(root.querySelectorAll('tfoot span'), (span) => span.textContent),
      current: root.querySelector('[aria-current="page"]')?.getAttribute('aria-label') ?? null,
      rows: Array.from(root.querySelectorAll('tbody tr'), (row) =>
        Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent),
      ),
    })
  new MutationObserver(() => {
    const now = read()
    if (shown[shown.length - 1] !== now) shown.push(now)
  }).observe(root, { childList: true, subtree: true, characterData: true, attributes: true })
  ;(window as unknown as { pagesShown: string[] }).pagesShown = shown
}

/** What `watchPagesShown` recorded, oldest first. */
export const pagesShown = () =>
  (window as unknown as { pagesShown: string[] }).pagesShown.map(
    (state) => JSON.parse(state) as { footer: string[]; current: string | null; rows: string[][] },
  )

/** The actions Redux DevTools has recorded (e2e/probe.js's stand-in), after the store's init. */
export const devToolsActions = () =>
  (window as unknown as { devtools: { actions: unknown[] } }).devtools.actions
