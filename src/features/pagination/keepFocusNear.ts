import { flushSync } from 'react-dom'

/**
 * `controls[at]` if it is enabled; else the nearest enabled control after it, or before it when
 * none follows. Where focus goes when the control that had it turns disabled.
 */
export function nearestEnabled<T extends HTMLButtonElement | HTMLSelectElement>(
  controls: readonly T[],
  at: number,
): T | undefined {
  const enabled = (control: T) => !control.disabled
  if (controls[at] && enabled(controls[at])) return controls[at]
  return controls.slice(at + 1).find(enabled) ?? controls.slice(0, at).reverse().find(enabled)
}

/**
 * The current page's button is disabled, so the button a keyboard user has just pressed ("Página
 * 3", "Primeira", "Última") turns disabled under their finger and focus would fall to <body>.
 * Call this from the press: it runs `update` (the dispatch) and has React commit it at once
 * (`flushSync`, as React's docs do before moving focus). Then, if `button` had focus, focus stays
 * with the page it was pressed for: on `button` while it still stands for that page and is
 * enabled, else on the nearest enabled button in `group` to the one that now shows that page (a
 * numbered button is a place in the window: when the window slides, the pressed one shows
 * another page). Nothing is remembered between presses, so a press that changes nothing cannot
 * move focus later, whatever changes the page next.
 */
export function keepFocusNear(
  button: HTMLButtonElement,
  group: HTMLElement | null,
  update: () => void,
) {
  const hadFocus = document.activeElement === button
  const pressedFor = button.value
  flushSync(update)
  if (!hadFocus) return
  if (button.value === pressedFor && !button.disabled) return
  const buttons = Array.from(group?.querySelectorAll('button') ?? [])
  const showsPage =
    button.value === pressedFor ? button : buttons.find(({ value }) => value === pressedFor)
  nearestEnabled(buttons, buttons.indexOf(showsPage ?? button))?.focus()
}
