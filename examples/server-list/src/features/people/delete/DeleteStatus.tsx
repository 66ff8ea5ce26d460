import type { RefObject } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { selectLastAnswerAt, selectLastWriteAt } from '../api/requestTimes'
import { onceHeld } from '../list/onceHeld'
import { nameOf } from '../model/person'
import type { DeleteWithUndo } from './useDeleteWithUndo'

/** The status's words for the latest delete or undo, and whether a write since ended its Undo. */
function statusText({ outcome, back }: Pick<DeleteWithUndo, 'outcome' | 'back'>, ended: boolean) {
  if (!outcome) return ''
  const name = nameOf(outcome.person)
  if (back) return `${name} is back.`
  if (outcome.what === 'gone') return `${name} was deleted already.`
  if (outcome.what === 'deleted')
    return `${name} deleted.${ended ? ' Undo ended with the next change.' : ''}`
  return `Putting ${name} back…`
}

/**
 * What the latest delete or undo did, until the next write, with Undo and no timer (WCAG 2.2.1);
 * what failed, until a request succeeds. Dismiss ends either.
 */
export function DeleteStatus({
  deletes,
  table,
}: {
  deletes: DeleteWithUndo
  table: RefObject<HTMLTableElement | null>
}) {
  const { outcome, back, failure, undo, statusLine, undoButton, dismissOutcome, dismissFailure } =
    deletes
  const lastWriteAt = useAppSelector(selectLastWriteAt)
  const lastAnswerAt = useAppSelector(selectLastAnswerAt)
  const underWay = !back && (outcome?.what === 'restoring' || outcome?.what === 'restored')
  // A write since ends the offer of Undo: a delete says so; the rest goes.
  const ended = outcome !== undefined && !underWay && lastWriteAt > outcome.at
  const shown = outcome && (!ended || outcome.what === 'deleted') ? deletes : undefined
  const offered = shown && !ended && !back && outcome?.what !== 'gone'

  return (
    <div className="people-told">
      <p ref={statusLine} tabIndex={-1}>
        <span role="status" id="people-told">
          {shown && statusText(shown, ended)}
        </span>
        {offered && (
          <>
            {' '}
            <button
              type="button"
              ref={undoButton}
              aria-describedby="people-told"
              aria-disabled={underWay || undefined}
              onKeyDown={onceHeld}
              onClick={() => void undo()}
            >
              Undo
            </button>{' '}
            <Dismiss describes="people-told" clear={dismissOutcome} table={table} />
          </>
        )}
      </p>
      {failure && lastAnswerAt <= failure.at && (
        <p role="alert">
          <span id="people-failed">{failure.text}</span>{' '}
          <Dismiss describes="people-failed" clear={dismissFailure} table={table} />
        </p>
      )}
    </div>
  )
}

/** Dismiss: what `describes` says goes, and focus goes to the table, never to the page's body. */
function Dismiss({
  describes,
  clear,
  table,
}: {
  describes: string
  clear: () => void
  table: RefObject<HTMLTableElement | null>
}) {
  return (
    <button
      type="button"
      aria-describedby={describes}
      onClick={() => {
        table.current?.focus()
        clear()
      }}
    >
      Dismiss
    </button>
  )
}
