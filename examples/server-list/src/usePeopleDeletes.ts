import { useRef, useState } from 'react'
import type { RefObject } from 'react'
import { flushSync } from 'react-dom'
import { whyFailed } from './failures'
import type { Person } from './features/people/people'
import { useDeletePersonMutation, useRestorePersonMutation } from './features/people/peopleApi'
import { moveFocus } from './moveFocus'
import { useFocusAfterUndo } from './useFocusAfterUndo'
import type { PageAsked } from './useFocusAfterUndo'
import { useOneWriteAtATime } from './useOneWriteAtATime'

/**
 * What the latest delete or undo did, for the status: deleted (Undo offered), being put back, put
 * back (until their page has come), back, or gone already (deleted by someone else: nothing to
 * undo). `at` is when it was told (from `Date.now()`): it ends at the list's next write.
 */
export interface Done {
  what: 'deleted' | 'restoring' | 'restored' | 'back' | 'gone'
  person: Person
  at: number
}

/** What it could not do, for the alert. */
interface Failed {
  text: string
  at: number
}

export const nameOf = ({ firstName, lastName }: Person) => `${firstName} ${lastName}`

/** Why a write failed, in the visitor's words. */
const whyOf = (error: unknown) => whyFailed(error as Parameters<typeof whyFailed>[0]).why

/** Why an undo was refused: their e-mail is someone else's now (409), or no delete is on record. */
function refusedUndo(person: Person, status: 409 | 404) {
  return status === 409
    ? `someone else has their e-mail, ${person.email}, now.`
    : 'the server has no record of their delete.'
}

/**
 * Deletes a visitor can take back, and what each did (DeleteStatus tells it). After a delete,
 * focus goes to Undo: a key pressed twice lands on Undo, never on the Delete of the row that took
 * their place. After Undo, focus goes to the person's Delete button once their row is back.
 */
export function usePeopleDeletes({
  page,
  table,
}: {
  page: PageAsked
  table: RefObject<HTMLTableElement | null>
}) {
  const [deletePerson] = useDeletePersonMutation()
  const [restorePerson] = useRestorePersonMutation()
  const [done, setDone] = useState<Done>()
  const [failed, setFailed] = useState<Failed>()
  const undoButton = useRef<HTMLButtonElement>(null)
  const write = useOneWriteAtATime()
  useFocusAfterUndo({ done, setDone, page, table, undoButton })

  // The status and the alert tell the latest write only: what it did, or what it could not do.
  function tell(what: Done | undefined, couldNot?: string) {
    setDone(what)
    setFailed(couldNot === undefined ? undefined : { text: couldNot, at: Date.now() })
  }

  async function remove(person: Person, pressed: HTMLButtonElement) {
    // Their row stays until the page without them has come: pressed again, their delete is done.
    if (done?.what === 'deleted' && done.person.id === person.id) return
    await write(async () => {
      try {
        await deletePerson(person.id).unwrap()
        flushSync(() => tell({ what: 'deleted', person, at: Date.now() }))
        moveFocus(pressed, undoButton.current)
      } catch (error) {
        if ((error as { status?: unknown }).status === 404) {
          // Gone already, by someone else's hand: nothing to undo, and their row goes.
          tell({ what: 'gone', person, at: Date.now() })
          moveFocus(pressed, table.current)
        } else {
          tell(undefined, `${nameOf(person)} could not be deleted: ${whyOf(error)}.`)
        }
      }
    })
  }

  async function undo() {
    if (done?.what !== 'deleted') return
    const { person, at } = done
    await write(async () => {
      setDone({ what: 'restoring', person, at })
      try {
        await restorePerson(person.id).unwrap()
        // Told once their row is back, or the page has come without them (useFocusAfterUndo).
        setDone({ what: 'restored', person, at: Date.now() })
      } catch (error) {
        const { status } = error as { status?: unknown }
        const couldNot = `${nameOf(person)} could not be put back: `
        if (status === 409 || status === 404) {
          flushSync(() => tell(undefined, couldNot + refusedUndo(person, status)))
          moveFocus(undoButton.current, table.current)
        } else {
          const again = `${couldNot}${whyOf(error)}. Press Undo to try again.`
          tell({ what: 'deleted', person, at: Date.now() }, again)
        }
      }
    })
  }

  const dismissDone = () => setDone(undefined)
  const dismissFailed = () => setFailed(undefined)
  return { done, failed, remove, undo, undoButton, dismissDone, dismissFailed }
}

export type PeopleDeletes = ReturnType<typeof usePeopleDeletes>
