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

/**
 * Replaces the shell in `container` with `app` in one task, so that no input falls between: what
 * the visitor did to the shell is dispatched in order, which leaves the store at the page the
 * shell shows (./shellPage.ts), and `root` renders it at once (flushSync). The shell's bar is the
 * app's, control for control, so focus goes to the same place in the app's; from the slow-load
 * notice's button, which the app has not, to the nearest enabled control before it. Then the boot
 * script stops standing in. Without a boot script it only renders; after the failure message,
 * nothing.
 */
export function takeOver(
  container: HTMLElement,
  root: Root,
  store: AppStore,
  app: ReactNode,
  shell: PageShell | undefined = window.pageShell,
) {
  if (shell?.failed) return
  const focused = controlsIn(container).findIndex((control) => control === document.activeElement)
  for (const input of shell?.input.splice(0) ?? []) store.dispatch(actionFor(input))
  flushSync(() => {
    root.render(app)
  })
  if (focused !== -1) nearestEnabled(controlsIn(container), focused)?.focus()
  shell?.started()
}
