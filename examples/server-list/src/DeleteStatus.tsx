import type { RefObject } from 'react'
import { flushSync } from 'react-dom'
import { useAppSelector } from './app/hooks'
import { selectLastAnswerAt, selectLastWriteAt } from './features/people/peopleApi'
import { onceHeld } from './onceHeld'
import { nameOf } from './usePeopleDeletes'
import type { Done, PeopleDeletes } from './usePeopleDeletes'

/** The status's words for what was done. */
function toldOf(done: Done) {
  const name = nameOf(done.person)
  if (done.what === 'back') return `${name} is back.`
  if (done.what === 'gone') return `${name} was deleted already.`
  if (done.what === 'deleted') return `${name} deleted.`
  return `Putting ${name} back…`
}

/**
 * What the latest delete or undo did (a status), told until the next write (an undo of it
 * excepted: it is under way), with Undo while it can be taken back: no timer. What could not be
 * done (an alert), until a later request has succeeded. Dismiss ends either.
 */
export function DeleteStatus({
  deletes,
  table,
}: {
  deletes: PeopleDeletes
  table: RefObject<HTMLTableElement | null>
}) {
  const { done, failed, undo, undoButton, dismissDone, dismissFailed } = deletes
  const lastWriteAt = useAppSelector(selectLastWriteAt)
  const lastAnswerAt = useAppSelector(selectLastAnswerAt)
  const underWay = done?.what === 'restoring' || done?.what === 'restored'
  const told = done && !underWay && lastWriteAt > done.at ? undefined : done
  const offered =
    told?.what === 'deleted' || told?.what === 'restoring' || told?.what === 'restored'

  return (
    <div className="people-told">
      <p>
        <span role="status" id="people-told">
          {told && toldOf(told)}
        </span>
        {offered && (
          <>
            {' '}
            <button
              type="button"
              ref={undoButton}
              aria-describedby="people-told"
              aria-disabled={told.what !== 'deleted' || undefined}
              onKeyDown={onceHeld}
              onClick={() => void undo()}
            >
              Undo
            </button>{' '}
            <Dismiss describes="people-told" clear={dismissDone} table={table} />
          </>
        )}
      </p>
      {failed && lastAnswerAt <= failed.at && (
        <p role="alert">
          <span id="people-failed">{failed.text}</span>{' '}
          <Dismiss describes="people-failed" clear={dismissFailed} table={table} />
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
        flushSync(clear)
        table.current?.focus()
      }}
    >
      Dismiss
    </button>
  )
}
