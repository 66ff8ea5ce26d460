import { useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'

/** Once what failed has come, its Try again goes: the focus it held goes to `to`, not <body>. */
export function useFocusWhenRecovered(failed: boolean, to: RefObject<HTMLElement | null>) {
  const hadFailed = useRef(failed)
  useLayoutEffect(() => {
    if (hadFailed.current && !failed && document.activeElement === document.body)
      to.current?.focus()
    hadFailed.current = failed
  }, [failed, to])
}
