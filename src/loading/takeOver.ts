import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import type { Root } from 'react-dom/client'
import type { AppStore } from '../app/store'
import type { PageShell, ShellInput } from './boot'
import { setPage, setPageSize } from '../app/peoplePagination'
import { nearestEnabled } from '../features/pagination/keepFocusNear'

/** The ordinary action for what a visitor did to the shell (./boot.ts wrote it down). */
export const actionFor = (input: ShellInput) =>
  'page' in input ? setPage(input.page) : setPageSize(input.pageSize)

/**
 * The controls in `container`, in order: the shell's bar and the slow-load notice's "Tentar de
 * novo" after it (./boot.ts), or the app's bar once it has rendered.
 */
const controlsIn = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLSelectElement | HTMLButtonElement>('select, button'))

/** What names a control across the swap: "SELECT", "BUTTON Primeira", "BUTTON Página 3"... */
const identity = (control: Element) =>
  `${control.tagName} ${control.getAttribute('aria-label') ?? (control.tagName === 'SELECT' ? '' : control.textContent)}`

/**
 * Replaces the shell in `container` with `app`, in one task, so that no input falls between:
 * 1. what the visitor did to the shell is dispatched, in order, as the ordinary actions;
 * 2. `root` renders the app at once (flushSync), from the state those actions left;
 * 3. focus goes back to the control that had it, or, if that one is gone or now disabled, to
 *    the nearest enabled one (as the bar does when a pressed button turns disabled);
 * 4. the boot script is told the app has started, and stops standing in for it.
 * On a page whose boot script did not run, it only renders. After the page has shown its
 * failure message, it does nothing: the visitor is offered a reload instead.
 */
export function takeOver(
  container: HTMLElement,
  root: Root,
  store: AppStore,
  app: ReactNode,
  shell: PageShell | undefined = window.pageShell,
) {
  if (shell?.failed) return
  const before = controlsIn(container)
  const focused = before.findIndex((control) => control === document.activeElement)
  const focusedIdentity = focused === -1 ? undefined : identity(before[focused] as Element)
  for (const input of shell?.input.splice(0) ?? []) store.dispatch(actionFor(input))
  flushSync(() => {
    root.render(app)
  })
  if (focusedIdentity !== undefined) {
    const after = controlsIn(container)
    const same = after.findIndex((control) => identity(control) === focusedIdentity)
    nearestEnabled(after, same === -1 ? focused : same)?.focus()
  }
  shell?.started()
}
