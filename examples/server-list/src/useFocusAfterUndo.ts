import { useLayoutEffect } from 'react'
import type { Dispatch, RefObject, SetStateAction } from 'react'
import type { Person } from './features/people/people'
import { moveFocus } from './moveFocus'
import type { Done } from './usePeopleDeletes'

/** The rows asked for, as the cache has them, when they came, and whether they failed since. */
export interface PageAsked {
  answer?: { items: readonly Person[] }
  isFetching: boolean
  fulfilledTimeStamp?: number
  failed: boolean
}

/**
 * After an undo, once a page asked for after it has come (or failed): focus on the person's Delete
 * button if their row is on it, else on the table, never on the page's body; and they are told
 * back ("… is back.").
 */
export function useFocusAfterUndo({
  done,
  setDone,
  page,
  table,
  undoButton,
}: {
  done: Done | undefined
  setDone: Dispatch<SetStateAction<Done | undefined>>
  page: PageAsked
  table: RefObject<HTMLTableElement | null>
  undoButton: RefObject<HTMLButtonElement | null>
}) {
  const { answer, isFetching, fulfilledTimeStamp = 0, failed } = page
  useLayoutEffect(() => {
    if (done?.what !== 'restored') return
    const { person, at } = done
    // Not a page from before the undo: it may show them, about to go.
    if (isFetching || (fulfilledTimeStamp < at && !failed)) return
    const isShown = answer?.items.some(({ id }) => id === person.id)
    const theirs = isShown
      ? table.current?.querySelector<HTMLButtonElement>(`button[value="${person.id}"]`)
      : null
    moveFocus(undoButton.current, theirs ?? table.current)
    setDone({ what: 'back', person, at: Date.now() })
  }, [done, setDone, answer, isFetching, fulfilledTimeStamp, failed, table, undoButton])
}
