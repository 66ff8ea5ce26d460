import { useAppSelector } from '../../../app/hooks'
import { selectLastAnswerAt, selectLastWriteAt } from '../api/requestTimes'

/** Who was added, and when (from `Date.now()`). */
export interface Added {
  text: string
  at: number
}

/** Who was added, until the next write; or that the add failed, until a request succeeds. */
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
            The server did not answer: the person may have been added, or not. Add again, and they
            are added once.
          </p>
          <button type="button" onClick={onDismiss}>
            Dismiss
          </button>
        </div>
      )}
    </>
  )
}
