import { useState } from 'react'
import type { Person } from '../model/person'

/** The rows of the loads: each person, and those of them shown as deleted elsewhere. */
export interface RowsShown {
  rows: readonly Person[]
  gone: ReadonlySet<number>
}

const NO_ONE: ReadonlySet<number> = new Set()

/**
 * The rows once a refresh has replaced `shown` by `items`: each person who went from between two
 * who stayed (another visitor deleted them) keeps their row, after the person before them, and is
 * `gone`, so that no row under the reader moves. Those before the first who stayed, or after the
 * last, went with the loads the refresh did not fetch again: they go.
 */
export function keepGoneInPlace(shown: readonly Person[], items: readonly Person[]): RowsShown {
  const staying = new Set(items.map((person) => person.id))
  const wentAfter = new Map<number, Person[]>()
  let before: number | undefined
  let went: Person[] = []
  for (const person of shown) {
    if (!staying.has(person.id)) {
      if (before !== undefined) went.push(person)
      continue
    }
    if (went.length > 0) wentAfter.set(before!, went)
    before = person.id
    went = []
  }
  const rows = items.flatMap((person) => [person, ...(wentAfter.get(person.id) ?? [])])
  const gone = new Set([...wentAfter.values()].flat().map((person) => person.id))
  return { rows, gone }
}

/** What `useRowsShown` reads of the loads' infinite query result (RTK Query's, as it is). */
interface LoadsFetch {
  currentData?: unknown
  fulfilledTimeStamp?: number
  hasPreviousPage: boolean
}

/**
 * What the loads show, so that nothing moves under the reader but by their doing: `items` as they
 * are after a change the reader made (a load they asked for, through `asked`; a write, which
 * fetches nothing); after a refresh (any other fetch), with the people it no longer has kept in
 * place (`keepGoneInPlace`) until the next such change; and Load earlier (`hasEarlier`) kept while
 * the loads start again from the reader's place, their rows held. A refresh is known by its
 * answer, not by a render while it loads: one may come before React renders again.
 */
export function useRowsShown(items: readonly Person[], result: LoadsFetch) {
  const held = result.currentData === undefined && items.length > 0
  const [asks, setAsks] = useState(0)
  const [seen, setSeen] = useState({
    items,
    fetched: result.fulfilledTimeStamp,
    asks,
    rows: items,
    gone: NO_ONE,
    hasEarlier: result.hasPreviousPage,
  })
  let next = seen
  if (seen.items !== items) {
    const refreshed = result.fulfilledTimeStamp !== seen.fetched && asks === seen.asks
    const kept = refreshed ? keepGoneInPlace(seen.rows, items) : { rows: items, gone: NO_ONE }
    next = { ...seen, items, fetched: result.fulfilledTimeStamp, asks, ...kept }
  }
  const hasEarlier = held ? seen.hasEarlier : result.hasPreviousPage
  if (next.hasEarlier !== hasEarlier) next = { ...next, hasEarlier }
  if (next !== seen) setSeen(next)
  const { rows, gone } = next
  /** `load`, asked for by the reader: what it brings is theirs. */
  const asked =
    <T>(load: () => T) =>
    () => {
      setAsks((n) => n + 1)
      return load()
    }
  return { rows, gone, hasEarlier, asked }
}
