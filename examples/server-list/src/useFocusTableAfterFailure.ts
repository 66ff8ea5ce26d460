import { useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'

/**
 * Once the page that failed has come, Try again goes with its alert: the focus it held goes to
 * the table, never to the page's body.
 */
export function useFocusTableAfterFailure(
  failed: boolean,
  table: RefObject<HTMLTableElement | null>,
) {
  const hadFailed = useRef(failed)
  useLayoutEffect(() => {
    if (hadFailed.current && !failed && document.activeElement === document.body) {
      table.current?.focus()
    }
    hadFailed.current = failed
  }, [failed, table])
}
