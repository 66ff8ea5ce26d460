/**
 * Focus to `to`, only from where the visitor left it: inside `from`, or nowhere (<body>). An answer
 * that comes once they have gone on (to the search, the bar) leaves their focus where it is.
 */
export function moveFocus(from: Element | null | undefined, to: HTMLElement | null | undefined) {
  const focused = document.activeElement
  if (!focused || focused === document.body || from?.contains(focused)) to?.focus()
}
