import { useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { moveFocus } from '../../../components/moveFocus'
import { whyFailed } from '../../../components/whyFailed'
import { statusOf, useDeletePersonMutation, useRestorePersonMutation } from '../api/peopleWrites'
import { nameOf } from '../model/person'
import type { Person } from '../model/person'
import { useDeletesSaid } from './deletesSaid'
import type { DeleteOutcome } from './deletesSaid'

const whyOf = (error: unknown) => whyFailed(error as Parameters<typeof whyFailed>[0]).why

interface DeleteWithUndoOptions {
  /** The rows shown, and whether they hold every write made since a time. */
  rows: readonly Person[]
  showsWritesSince: (time: number) => boolean
  table: RefObject<HTMLTableElement | null>
}

/** A press of another row's Delete this soon after one is that press, aimed a second time. */
export const AIMED_AGAIN_MS = 500

/**
 * Deletes a visitor can take back, one write at a time. Focus goes to the status line, which
 * tells the delete and offers Undo a Tab away: a key pressed twice neither deletes the next row
 * nor undoes. After Undo, focus goes to the person's Delete once back, or to the table. What it
 * said stays through a switch of view (KeepDeletesSaid); the offer of Undo, until the next write.
 */
export function useDeleteWithUndo({ rows, showsWritesSince, table }: DeleteWithUndoOptions) {
  const [deletePerson] = useDeletePersonMutation()
  const [restorePerson] = useRestorePersonMutation()
  const { outcome, setOutcome, failure, setFailure } = useDeletesSaid()
  const statusLine = useRef<HTMLParagraphElement>(null)
  const undoButton = useRef<HTMLButtonElement>(null)
  const writing = useRef(false)
  const lastPress = useRef({ at: -Infinity, id: NaN })
  // Who this visitor deleted last, known at once: the outcome's state comes a render later, and a
  // second Enter handled before it would delete them again (a 404: "deleted already", no Undo).
  const deletedLast = useRef<number>(undefined)
  const focusStatusFrom = useRef<Element>(undefined)
  const back = outcome?.what === 'restored' && showsWritesSince(outcome.at)

  useLayoutEffect(() => {
    if (focusStatusFrom.current) moveFocus(focusStatusFrom.current, statusLine.current)
    focusStatusFrom.current = undefined
  }, [outcome])
  // Shown in another view, a person back already is not focused again.
  const focusedBack = useRef<DeleteOutcome>(outcome)
  useLayoutEffect(() => {
    if (!back || focusedBack.current === outcome) return
    focusedBack.current = outcome
    const id = outcome.person.id
    const theirs = rows.some((row) => row.id === id)
      ? table.current?.querySelector<HTMLButtonElement>(`button[value="${id}"]`)
      : undefined
    moveFocus(undoButton.current, theirs ?? table.current)
  }, [back, outcome, rows, table])

  async function oneAtATime(send: () => Promise<void>) {
    if (writing.current) return
    writing.current = true
    await send().finally(() => (writing.current = false))
  }
  function tell(latest: DeleteOutcome | undefined, couldNot?: string) {
    setOutcome(latest)
    setFailure(couldNot === undefined ? undefined : { text: couldNot, at: Date.now() })
  }

  // A double click's second press would land on the person who moved up under the pointer: a
  // press of another person's Delete this soon after one taken is that press, aimed again.
  function aimedAgain(person: Person) {
    const now = performance.now()
    const { at, id } = lastPress.current
    if (now - at < AIMED_AGAIN_MS && id !== person.id) return true
    lastPress.current = { at: now, id: person.id }
    return false
  }

  const remove = async (person: Person, pressed: HTMLButtonElement) => {
    if (aimedAgain(person)) return
    await oneAtATime(async () => {
      // Their row stays until the rows without them have come: pressed again, it is done.
      if (deletedLast.current === person.id) return
      try {
        await deletePerson(person).unwrap()
        deletedLast.current = person.id
        focusStatusFrom.current = pressed
        tell({ what: 'deleted', person, at: Date.now() })
      } catch (error) {
        if (statusOf(error) !== 404) {
          tell(undefined, `${nameOf(person)} could not be deleted: ${whyOf(error)}.`)
          return
        }
        moveFocus(pressed, table.current)
        tell({ what: 'gone', person, at: Date.now() })
      }
    })
  }

  const undo = () =>
    oneAtATime(async () => {
      if (outcome?.what !== 'deleted') return
      const { person, at } = outcome
      setOutcome({ what: 'restoring', person, at })
      try {
        await restorePerson(person.id).unwrap()
        deletedLast.current = undefined
        setOutcome({ what: 'restored', person, at: Date.now() })
      } catch (error) {
        const couldNot = `${nameOf(person)} could not be put back: `
        const status = statusOf(error)
        if (status === 409 || status === 404) {
          moveFocus(undoButton.current, table.current)
          tell(undefined, couldNot + refusedUndo(person, status))
        } else {
          tell(
            { what: 'deleted', person, at: Date.now() },
            `${couldNot}${whyOf(error)}. Press Undo to try again.`,
          )
        }
      }
    })

  return {
    outcome,
    back,
    failure,
    remove,
    undo,
    statusLine,
    undoButton,
    dismissOutcome: () => setOutcome(undefined),
    dismissFailure: () => setFailure(undefined),
  }
}

export type DeleteWithUndo = ReturnType<typeof useDeleteWithUndo>

/** Why an undo was refused: their e-mail is someone else's now (409), or no delete is on record. */
const refusedUndo = (person: Person, status: 409 | 404) =>
  status === 409
    ? `someone else has their e-mail, ${person.email}, now.`
    : 'the server has no record of their delete.'
