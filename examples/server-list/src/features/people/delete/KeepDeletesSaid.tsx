import type { ReactNode } from 'react'
import { DeletesSaid, useDeletesSaidState } from './deletesSaid'

/** Keeps what the latest delete did for the views inside: switched, a view keeps its Undo. */
export function KeepDeletesSaid({ children }: { children: ReactNode }) {
  return <DeletesSaid value={useDeletesSaidState()}>{children}</DeletesSaid>
}
