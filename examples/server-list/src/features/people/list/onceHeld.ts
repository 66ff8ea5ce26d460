import type { KeyboardEvent } from 'react'

/** A held key repeats its press: a button pressed by a held key is pressed once. */
export function onceHeld(event: KeyboardEvent) {
  if (event.repeat) event.preventDefault()
}
