// @ts-nocheck
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
 * Replaces the shell in `container` with `app` in one task, so that no input falls between: what
 * the visitor did to the shell is dispatched in order, `root` renders at once (flushSync) from the
 * state it left, focus goes back to its control or the nearest enabled one, and the boot script
 * stops standing in. Without a boot script it only renders; after the failure message, nothing.
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
