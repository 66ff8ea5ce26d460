import { DEFAULT_LABELS } from '../features/pagination/labels'
import { clampPage, pageCount, pageItems, pageWindow } from '../features/pagination/pageMath'
import type { PaginationState } from '../features/pagination/paginationSlice'
import { emailLines } from '../features/people/email'
import type { Person } from '../features/people/person'
import type { ShellInput } from './boot'

/*
 * The shell's page before React arrives: the page and size a visitor picks on the painted bar,
 * shown at once, as the app will show them. A second renderer of the app's markup, kept to what a
 * press changes (texts, attributes, how many rows and buttons), and sharing the app's arithmetic
 * (pageMath.ts) and words (labels.ts), never copying them: shellPage.test.tsx renders every page at
 * every size both ways and compares the markup, and replays any presses both here and through the
 * store. What it needs of the app's markup, it finds by the classes and roles below, and throws
 * where one is missing rather than show half a page.
 */

/**
 * Where `input` takes the shell from `shown`, as the store's reducers take the app: a page is kept
 * within the pages `itemCount` items fill, and a new size goes back to page 1 (the spec's rule,
 * the demo slice's `onPageSizeChange`).
 */
export function nextShellPage(
  shown: PaginationState,
  input: ShellInput,
  itemCount: number,
): PaginationState {
  if ('pageSize' in input) return { page: 1, pageSize: input.pageSize }
  return { ...shown, page: clampPage(input.page, pageCount(itemCount, shown.pageSize)) }
}

/** The page and size the shell in `root` shows: as the build rendered it, the store's first state. */
export function shellPageIn(root: ParentNode): PaginationState {
  const current = root.querySelector<HTMLButtonElement>('nav [aria-current="page"]')
  const size = root.querySelector<HTMLOptionElement>('nav option[selected]')
  if (!current || !size) throw new Error('The shell shows no current page or size')
  return { page: Number(current.value), pageSize: Number(size.value) }
}

/**
 * Makes the shell in `root` (./shellMarkup.tsx) show `people` at `page` and `pageSize` (of
 * `itemCount` people: those past the page need not be drawn yet): the rows,
 * the table's reserved room and footer, and the bar (its size, window, current page, disabled
 * buttons and status), element for element as App renders that state. Rows and numbered buttons
 * are kept by position and only change their text and attributes, as React's are; those a page
 * needs more of are copies of the first.
 */
export function showShellPage(
  root: ParentNode,
  people: readonly Person[],
  { page, pageSize }: PaginationState,
  itemCount = people.length,
) {
  const words = DEFAULT_LABELS
  const pages = pageCount(itemCount, pageSize)
  const shown = pageItems(people, page, pageSize)
  const find = (selector: string) => {
    const element = root.querySelector(selector)
    if (!element) throw new Error(`The shell has no ${selector}`)
    return element
  }
  // Only what changes is written: the status is a live region, and a screen reader may announce
  // the same text written again.
  const write = (element: Element, text: string) => {
    if (element.textContent !== text) element.textContent = text
  }

  find('.table-frame').setAttribute('data-rows', String(pageSize))
  const body = find('tbody')
  body.removeAttribute('class')
  const rows = keepChildren(body, shown.length)
  shown.forEach((person, i) => {
    const [id, firstName, lastName, email] = Array.from(rows[i]?.children ?? [])
    if (!id || !firstName || !lastName || !email) throw new Error('The shell has a short row')
    write(id, String(person.id))
    write(firstName, person.firstName)
    write(lastName, person.lastName)
    // As PeopleTable's row has it: a break point before the "@".
    const [name, domain] = emailLines(person.email)
    email.replaceChildren(name, document.createElement('wbr'), domain)
  })
  write(find('tfoot span:first-child'), words.itemsShown(shown.length, itemCount))
  write(find('tfoot span:last-child'), words.pageOfPages(page, pages))

  const select = find('nav select') as HTMLSelectElement
  for (const option of select.querySelectorAll('option')) {
    option.toggleAttribute('selected', option.value === String(pageSize))
  }
  // The attribute no longer moves a select a visitor (or the browser's form restore) has set.
  select.value = String(pageSize)
  find('.pagination-bar__first').toggleAttribute('disabled', page === 1)
  const numbers = pageWindow(page, pages)
  keepChildren(find('.pagination-bar__numbers'), numbers.length).forEach((button, i) => {
    const number = numbers[i] ?? 1
    const label = words.page(number)
    button.setAttribute('value', String(number))
    button.setAttribute('title', label)
    button.setAttribute('aria-label', label)
    write(button, words.formatNumber(number))
    // In the order React writes them, after the others: aria-current, then disabled.
    if (number === page) button.setAttribute('aria-current', 'page')
    else button.removeAttribute('aria-current')
    button.toggleAttribute('disabled', number === page)
  })
  const last = find('.pagination-bar__last')
  last.setAttribute('value', String(pages))
  last.toggleAttribute('disabled', page === pages)
  write(find('nav [role="status"]'), words.pageOfPages(page, pages))
}

/** `parent`'s first `count` children, after removing those past them or adding copies of the first. */
function keepChildren(parent: Element, count: number): Element[] {
  const [first] = parent.children
  while (first && parent.children.length < count) parent.append(first.cloneNode(true))
  while (parent.children.length > count) parent.lastElementChild?.remove()
  return Array.from(parent.children)
}
