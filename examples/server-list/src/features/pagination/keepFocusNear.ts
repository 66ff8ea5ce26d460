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

/** How soon a press after another can be that press aimed again, in ms. */
export const AIMED_AGAIN_MS = 500
/** The last press: its button, the page it said, the button focus moved to, and when. */
let lastPress: { button: Element; value: string; movedTo?: Element; at: number } | undefined

/**
 * Whether a press of `button` is the press before aimed again, within AIMED_AGAIN_MS, and lands on
 * what was not aimed at: the same number, slid to another page under the pointer (a double click
 * on "5" would go on to "6"); or, by a key (`byKey`: a click event's `detail` of 0), the button
 * focus moved to when the one pressed turned disabled. It then does nothing. A step (previous,
 * next, `isStep`) is a move, not a page: pressed again, it is taken.
 */
export function aimedAgain(button: HTMLButtonElement, byKey: boolean, isStep = false) {
  if (!lastPress || Date.now() - lastPress.at >= AIMED_AGAIN_MS) return false
  const slid = !isStep && lastPress.button === button && lastPress.value !== button.value
  return slid || (byKey && lastPress.movedTo === button)
}

/**
 * Where the current page's button is disabled, a button a keyboard user presses can turn disabled
 * under their finger, and focus would fall to <body>. Call this from the press with `update`, which
 * must change the page at once (in React, through `flushSync`, as React's docs do before moving
 * focus): it then keeps focus with the page pressed for, on `button` if it still shows that page
 * and is enabled, else on the nearest enabled button to the one that now does (the window may have
 * slid). A step (previous, next) stands for a move, not a page: focus stays on it while it is
 * enabled, so it can be pressed again. It needs no React, so a bar drawn without it can use it too.
 * It remembers the press, for `aimedAgain`.
 */
export function keepFocusNear(
  button: HTMLButtonElement,
  group: HTMLElement | null,
  update: () => void,
  isStep = false,
) {
  const hadFocus = document.activeElement === button
  const pressedFor = button.value
  lastPress = { button, value: pressedFor, at: Date.now() }
  update()
  if (!hadFocus) return
  const stays = isStep || button.value === pressedFor
  if (stays && !button.disabled) return
  const buttons = Array.from(group?.querySelectorAll('button') ?? [])
  const showsPage = stays ? button : buttons.find(({ value }) => value === pressedFor)
  const movedTo = nearestEnabled(buttons, buttons.indexOf(showsPage ?? button))
  movedTo?.focus()
  lastPress.movedTo = movedTo
}
