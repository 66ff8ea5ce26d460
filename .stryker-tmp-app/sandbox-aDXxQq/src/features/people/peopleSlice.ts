// @ts-nocheck
import { createSlice } from '@reduxjs/toolkit'
import { isPerson } from './person'
import type { Person } from './person'

export interface PeopleState {
  items: Person[]
}

const initialState: PeopleState = { items: [] }

/**
 * The sample people. They are generated outside the store (reducers stay free of randomness) and
 * passed to `makeStore` as preloaded state; the list never changes after load, so no reducers.
 */
export const peopleSlice = createSlice({
  name: 'people',
  initialState,
  reducers: {},
  selectors: {
    selectPeople: (state) => state.items,
    selectPeopleCount: (state) => state.items.length,
  },
})

export const { selectPeople, selectPeopleCount } = peopleSlice.selectors

/**
 * `value` made into a list of people, for a state that came from outside the reducers (a
 * preloaded state, Redux DevTools' import): anything but an array is an empty list, entries without a person's
 * shape or repeating an earlier id are dropped, and fields beside a person's four are left out.
 * Returns `value` itself when it needs nothing.
 */
export function repairPeople(value: unknown): Person[] {
  if (!Array.isArray(value)) return []
  const ids = new Set<number>()
  const people: Person[] = []
  for (const entry of value as unknown[]) {
    if (!isPerson(entry) || ids.has(entry.id)) continue
    ids.add(entry.id)
    const { id, firstName, lastName, email } = entry
    people.push(Object.keys(entry).length === 4 ? entry : { id, firstName, lastName, email })
  }
  const isWhole = people.length === value.length && people.every((person, i) => person === value[i])
  return isWhole ? (value as Person[]) : people
}
