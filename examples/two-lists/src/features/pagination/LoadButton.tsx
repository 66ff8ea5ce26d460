import { DEFAULT_LOAD_MORE_LABELS } from './labels'
import type { LoadMoreLabels } from './labels'

export interface LoadButtonProps {
  /** Load more, under the list, or Load earlier, above it. */
  direction: 'more' | 'earlier'
  onLoad: () => unknown
  /** Whether a load is on its way, this one or another: a press then does nothing. */
  busy: boolean
  /** Whether this one is. */
  loading: boolean
  /** Why this load failed, in your words: told beside the button, which then says Try again. */
  failure?: string
  /** Whether trying again can help, where it failed; else there is no button. */
  retry?: boolean
  /** Its words; any left out are the defaults (./labels.ts). */
  labels?: Partial<LoadMoreLabels>
  /** Classes of the app's own, beside its own. */
  className?: string
}

/**
 * Load more or Load earlier and, beside it, why it failed: the same button says Try again, so that
 * the focus stays on it. Marked `aria-disabled` while a load is on its way, never `disabled`, which
 * would drop the focus.
 */
export function LoadButton({
  direction,
  onLoad,
  busy,
  loading,
  failure,
  retry = true,
  labels,
  className,
}: LoadButtonProps) {
  const words = { ...DEFAULT_LOAD_MORE_LABELS, ...labels }
  const classes = ['load-more', `load-more--${direction}`, className]
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {failure !== undefined && <p role="alert">{failure}</p>}
      {(failure === undefined || retry) && (
        <button type="button" aria-disabled={busy || undefined} onClick={() => busy || onLoad()}>
          {loading ? words.loading : failure === undefined ? words[direction] : words.tryAgain}
        </button>
      )}
    </div>
  )
}
