import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { whyFailed } from './whyFailed'

/** What failed, and why, with Try again where it can help: kept while it tries, with the focus. */
export function RequestFailed({
  what,
  error,
  busy,
  onRetry,
}: {
  what: string
  error: FetchBaseQueryError | SerializedError
  busy: boolean
  onRetry: () => unknown
}) {
  const { retry, why } = whyFailed(error)
  return (
    <span role="alert">
      {`${what}: ${why}.`}
      {retry && (
        <>
          {' '}
          <button type="button" aria-disabled={busy || undefined} onClick={() => busy || onRetry()}>
            {busy ? 'Trying again…' : 'Try again'}
          </button>
        </>
      )}
    </span>
  )
}
