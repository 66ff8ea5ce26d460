import { useAppSelector } from './app/hooks'
import { selectLastAnswerAt, selectLastWriteAt } from './features/people/peopleApi'

/** Who was added, and when (from `Date.now()`). */
export interface Added {
  text: string
  at: number
}

/**
 * What the form's latest attempt did: who was added (a status), told until the list's next write
 * (this form's or a delete); or that the add failed (an alert, the server down or a 5xx), until
 * the server has answered a later request, or the visitor dismisses it.
 */
export function AddPersonStatus({
  added,
  failedAt,
  onDismiss,
}: {
  added: Added | undefined
  failedAt: number | undefined
  onDismiss: () => void
}) {
  const lastAnswerAt = useAppSelector(selectLastAnswerAt)
  const lastWriteAt = useAppSelector(selectLastWriteAt)
  const failed = failedAt !== undefined && lastAnswerAt <= failedAt
  return (
    <>
      <p role="status">{added && lastWriteAt <= added.at && added.text}</p>
      {failed && (
        <div className="add-person__failed">
          <p role="alert" className="error">
            The person could not be added: try again.
          </p>
          <button type="button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </>
  )
}
