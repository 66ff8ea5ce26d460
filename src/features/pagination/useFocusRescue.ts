import { useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'

/**
 * The current page's button is disabled, so the button a keyboard user has just pressed ("Página
 * 3", "Primeira", "Última") turns disabled under their finger and focus would fall to <body>.
 * Returns a function to call with the pressed button before dispatching: once the new page is
 * committed, if that button held focus and is now disabled, focus moves to the nearest enabled
 * button after it in `group` (before it, when none follows).
 */
export function useFocusRescue(page: number, group: RefObject<HTMLElement | null>) {
  const pressed = useRef<HTMLButtonElement | null>(null)

  useLayoutEffect(() => {
    const button = pressed.current
    pressed.current = null
    if (!button?.disabled) return
    const buttons = Array.from(group.current?.querySelectorAll('button') ?? [])
    const at = buttons.indexOf(button)
    const enabled = (b: HTMLButtonElement) => !b.disabled
    const next = buttons.slice(at + 1).find(enabled) ?? buttons.slice(0, at).reverse().find(enabled)
    next?.focus()
  }, [page, group])

  return (button: HTMLButtonElement) => {
    pressed.current = document.activeElement === button ? button : null
  }
}
