import { useRef } from 'react'

/**
 * One write of the list at a time: `write(send)` runs `send`, unless a write it ran is still on
 * its way, and then does nothing. A Delete or Undo pressed again before the server has answered
 * sends nothing more.
 */
export function useOneWriteAtATime() {
  const writing = useRef(false)
  return async function write(send: () => Promise<void>) {
    if (writing.current) return
    writing.current = true
    try {
      await send()
    } finally {
      writing.current = false
    }
  }
}
