/** Focus to `to`, only from where the visitor left it: inside `from`, or nowhere (<body>). */
export function moveFocus(from: Element | null | undefined, to: HTMLElement | null | undefined) {
  const focused = document.activeElement
  if (!focused || focused === document.body || from?.contains(focused)) to?.focus()
}
