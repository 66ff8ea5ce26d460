import { createContext, use, useState } from 'react'
import type { Person } from '../model/person'

/** The latest delete or undo, and when (`Date.now()`); 'gone': deleted by someone else already. */
export interface DeleteOutcome {
  what: 'deleted' | 'restoring' | 'restored' | 'gone'
  person: Person
  at: number
}

/** What the status says of deletes: the latest delete or undo, and what failed. */
export function useDeletesSaidState() {
  const [outcome, setOutcome] = useState<DeleteOutcome>()
  const [failure, setFailure] = useState<{ text: string; at: number }>()
  return { outcome, setOutcome, failure, setFailure }
}

export const DeletesSaid = createContext<ReturnType<typeof useDeletesSaidState> | null>(null)

/** What the status says of deletes, as the list keeps it (KeepDeletesSaid) across its views. */
export function useDeletesSaid() {
  const said = use(DeletesSaid)
  if (!said) throw new Error('useDeleteWithUndo needs a KeepDeletesSaid around the list')
  return said
}
