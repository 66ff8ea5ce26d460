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
 * Where the current page's button is disabled, a button a keyboard user presses can turn disabled
 * under their finger, and focus would fall to <body>. Call this from the press with `update`, which
 * must change the page at once (in React, through `flushSync`, as React's docs do before moving
 * focus): it then keeps focus with the page pressed for, on `button` if it still shows that page
 * and is enabled, else on the nearest enabled button to the one that now does (the window may have
 * slid). A step (previous, next) stands for a move, not a page: focus stays on it while it is
 * enabled, so it can be pressed again. It needs no React, so a bar drawn without it can use it too.
 */
export function keepFocusNear(
  button: HTMLButtonElement,
  group: HTMLElement | null,
  update: () => void,
  isStep = false,
) {
  const hadFocus = document.activeElement === button
  const pressedFor = button.value
  update()
  if (!hadFocus) return
  const stays = isStep || button.value === pressedFor
  if (stays && !button.disabled) return
  const buttons = Array.from(group?.querySelectorAll('button') ?? [])
  const showsPage = stays ? button : buttons.find(({ value }) => value === pressedFor)
  nearestEnabled(buttons, buttons.indexOf(showsPage ?? button))?.focus()
}
