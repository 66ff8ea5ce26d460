import { useLayoutEffect, useRef, useState } from 'react'
import type { KeyboardEvent, MouseEvent, RefObject } from 'react'
import { flushSync } from 'react-dom'
import { useAppSelector } from './app/hooks'
import { whyFailed } from './failures'
import type { Person } from './features/people/people'
import {
  selectLastAnswerAt,
  selectLastWriteAt,
  useDeletePersonMutation,
  useRestorePersonMutation,
} from './features/people/peopleApi'
import type { PeopleAnswer } from './features/people/peopleApi'

/**
 * What the latest delete or undo did, for the status: deleted (Undo offered), being put back, put
 * back (until their page has come), back, or gone already (deleted by someone else: nothing to
 * undo). `at` is when it was told (from `Date.now()`): it ends at the list's next write.
 */
interface Done {
  what: 'deleted' | 'restoring' | 'restored' | 'back' | 'gone'
  person: Person
  at: number
}

/** What it could not do, for the alert. */
interface Failed {
  text: string
  at: number
}

const nameOf = ({ firstName, lastName }: Person) => `${firstName} ${lastName}`

/** Focus to `to`, only from where the visitor left it: `from`, or nowhere (<body>). */
function moveFocus(from: Element | null, to: HTMLElement | null | undefined) {
  const focused = document.activeElement
  if (focused === from || !focused || focused === document.body) to?.focus()
}

/** The status's words for what was done. */
function toldOf(done: Done) {
  const name = nameOf(done.person)
  if (done.what === 'back') return `${name} is back.`
  if (done.what === 'gone') return `${name} was deleted already.`
  if (done.what === 'deleted') return `${name} deleted.`
  return `Putting ${name} back…`
}

/** A held key repeats its press: a button pressed once by a held key is pressed once. */
const onceHeld = (event: KeyboardEvent) => {
  if (event.repeat) event.preventDefault()
}

// #region deletes
/**
 * Deletes a visitor can take back. After a delete, a status says who was deleted, with an Undo
 * button that takes the focus: a key pressed twice lands on Undo, never on the Delete of the row
 * that took their place. The offer stays until the next write or its dismissal (no timer). After
 * Undo, focus goes to the person's Delete button once their row is back.
 */
export function usePeopleDeletes({
  shown,
  table,
}: {
  /** The page asked for, as the cache has it, when it came, and whether it failed since. */
  shown: {
    answer?: PeopleAnswer
    isFetching: boolean
    fulfilledTimeStamp?: number
    failed: boolean
  }
  table: RefObject<HTMLTableElement | null>
}) {
  const [deletePerson] = useDeletePersonMutation()
  const [restorePerson] = useRestorePersonMutation()
  const [done, setDone] = useState<Done>()
  const [failed, setFailed] = useState<Failed>()
  const undoButton = useRef<HTMLButtonElement>(null)
  // One write of this list at a time: a second press while the first is on its way does nothing.
  const writing = useRef(false)

  async function remove(person: Person, event: MouseEvent<HTMLButtonElement>) {
    const pressed = event.currentTarget
    // Their row stays until the page without them has come: pressed again, their delete is done.
    const deletedAlready = done?.what === 'deleted' && done.person.id === person.id
    if (writing.current || deletedAlready) return
    writing.current = true
    try {
      await deletePerson(person.id).unwrap()
      flushSync(() => {
        setDone({ what: 'deleted', person, at: Date.now() })
        setFailed(undefined)
      })
      moveFocus(pressed, undoButton.current)
    } catch (error) {
      if ((error as { status?: unknown }).status === 404) {
        // Gone already, by someone else's hand: nothing to undo, and their row goes.
        setDone({ what: 'gone', person, at: Date.now() })
        setFailed(undefined)
        moveFocus(pressed, table.current)
      } else {
        const { why } = whyFailed(error as Parameters<typeof whyFailed>[0])
        setDone(undefined)
        setFailed({ text: `${nameOf(person)} could not be deleted: ${why}.`, at: Date.now() })
      }
    } finally {
      writing.current = false
    }
  }

  async function undo() {
    if (done?.what !== 'deleted' || writing.current) return
    const { person } = done
    writing.current = true
    setDone({ what: 'restoring', person, at: done.at })
    try {
      await restorePerson(person.id).unwrap()
      // Told once their row is back, or the page has come without them (below).
      setDone({ what: 'restored', person, at: Date.now() })
    } catch (error) {
      const { status } = error as { status?: unknown }
      const text = `${nameOf(person)} could not be put back: `
      if (status === 409 || status === 404) {
        flushSync(() => {
          setDone(undefined)
          setFailed({
            text:
              text +
              (status === 409
                ? `someone else has their e-mail, ${person.email}, now.`
                : 'the server has no record of their delete.'),
            at: Date.now(),
          })
        })
        moveFocus(undoButton.current, table.current)
      } else {
        const { why } = whyFailed(error as Parameters<typeof whyFailed>[0])
        setDone({ what: 'deleted', person, at: Date.now() })
        setFailed({ text: `${text}${why}. Press Undo to try again.`, at: Date.now() })
      }
    } finally {
      writing.current = false
    }
  }

  // Once the page asked for has come after an undo: focus on the person's Delete button if
  // their row is on it, else on the table; never on the page's body.
  const { answer, isFetching, fulfilledTimeStamp = 0, failed: pageFailed } = shown
  useLayoutEffect(() => {
    if (done?.what !== 'restored') return
    const { person, at } = done
    // A page asked for after the undo (one from before may show them, about to go), or its failure.
    if (isFetching || (fulfilledTimeStamp < at && !pageFailed)) return
    const isShown = answer?.items.some(({ id }) => id === person.id)
    const theirs = isShown ? table.current?.querySelector(`button[value="${person.id}"]`) : null
    moveFocus(undoButton.current, (theirs as HTMLButtonElement | null) ?? table.current)
    setDone({ what: 'back', person, at: Date.now() })
  }, [done, answer, isFetching, fulfilledTimeStamp, pageFailed, table])

  const lastWriteAt = useAppSelector(selectLastWriteAt)
  const lastAnswerAt = useAppSelector(selectLastAnswerAt)
  // What was done is told until the next write (an undo of it excepted: it is under way); the
  // alert until a later request has succeeded.
  const underWay = done?.what === 'restoring' || done?.what === 'restored'
  const told = done && !underWay && lastWriteAt > done.at ? undefined : done
  const offered =
    told?.what === 'deleted' || told?.what === 'restoring' || told?.what === 'restored'

  // Dismiss: what `describes` says goes, and focus goes to the table, never to the page's body.
  const dismiss = (describes: string, clear: () => void) => (
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
  const status = (
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
            {dismiss('people-told', () => setDone(undefined))}
          </>
        )}
      </p>
      {failed && lastAnswerAt <= failed.at && (
        <p role="alert">
          <span id="people-failed">{failed.text}</span>{' '}
          {dismiss('people-failed', () => setFailed(undefined))}
        </p>
      )}
    </div>
  )

  return { remove, onceHeld, status }
}
// #endregion
