// @ts-nocheck
import { emailLines } from '../features/people/email'
import type { Person } from '../features/people/person'
import type { PageShell } from './boot'

/** The class of the shell's rows while they wait for people: hidden, holding their room. */
export const PENDING_ROWS = 'pending-rows'
/** The class they take once they show people before the app runs (see below). */
export const EARLY_ROWS = 'early-rows'

/**
 * Fills the shell's hidden stand-in rows with the first of `people` and shows them, as soon
 * as the people exist: React, the largest script, arrives last, and the table need not wait for it
 * to show its rows. Only text goes into the cells the build rendered (./shellMarkup.tsx); when the app
 * takes over it renders the same rows in their place, so nothing moves. The rows then show what
 * the shell's bar shows, page 1: not if the visitor has already asked the shell for another page
 * or size (their page shows when the app starts), and not on a page that has shown its failure
 * message. The body's class changes from `pending-rows` to `early-rows`, which marks rows that show
 * people while the bar still waits for the app. Without a boot script's record (a page
 * whose boot script did not run) it does nothing.
 */
export function showShellRows(
  container: ParentNode | null,
  people: readonly Person[],
  shell: PageShell | undefined = window.pageShell,
) {
  const body = container?.querySelector<HTMLTableSectionElement>(`tbody.${PENDING_ROWS}`)
  if (!body || !shell || shell.failed || shell.input.length > 0) return
  const rows = Array.from(body.rows)
  rows.forEach((row, i) => {
    const person = people[i]
    if (!person) {
      row.remove()
      return
    }
    const [id, firstName, lastName, email] = Array.from(row.cells)
    if (!id || !firstName || !lastName || !email) return
    id.textContent = String(person.id)
    firstName.textContent = person.firstName
    lastName.textContent = person.lastName
    // As the app's row has it (PeopleTable): a break point before the "@".
    const [name, domain] = emailLines(person.email)
    email.replaceChildren(name, document.createElement('wbr'), domain)
  })
  body.classList.replace(PENDING_ROWS, EARLY_ROWS)
}
