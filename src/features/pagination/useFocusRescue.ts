import { useCallback, useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'

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
 * Returns a function to call with the pressed button before dispatching: once the new page is
 * committed, if that button held focus and is now disabled, focus moves to the nearest enabled
 * button in `group`.
 */
export function useFocusRescue(page: number, group: RefObject<HTMLElement | null>) {
  const pressed = useRef<HTMLButtonElement | null>(null)

  useLayoutEffect(() => {
    const button = pressed.current
    pressed.current = null
    if (!button?.disabled) return
    const buttons = Array.from(group.current?.querySelectorAll('button') ?? [])
    nearestEnabled(buttons, buttons.indexOf(button))?.focus()
  }, [page, group])

  // The same function on every render: the bar's click handler can then stay the same too.
  return useCallback((button: HTMLButtonElement) => {
    pressed.current = document.activeElement === button ? button : null
  }, [])
}
