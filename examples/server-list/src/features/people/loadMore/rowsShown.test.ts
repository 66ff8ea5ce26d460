import { act, renderHook } from '@testing-library/react'
import { keepGoneInPlace, useRowsShown } from './rowsShown'
import type { Person } from '../model/person'

const people = (...ids: number[]): Person[] =>
  ids.map((id) => ({ id, firstName: 'A', lastName: 'B', email: `a.b.${id}@example.com` }))
const ids = (rows: readonly Person[]) => rows.map((person) => person.id)

describe('keepGoneInPlace: the rows after a refresh', () => {
  it('keeps in place, gone, each person who went from between two who stayed', () => {
    const { rows, gone } = keepGoneInPlace(people(1, 2, 3, 4, 5, 6), people(1, 3, 6, 7))
    expect(ids(rows)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect([...gone]).toEqual([2, 4, 5])
  })

  it('lets go those before the first who stayed and after the last: loads not fetched again', () => {
    const { rows, gone } = keepGoneInPlace(people(1, 2, 3, 4, 5, 6), people(3, 4))
    expect(ids(rows)).toEqual([3, 4])
    expect(gone.size).toBe(0)
  })

  it('keeps a person gone before while they stay between two who stayed, and adds newcomers', () => {
    const first = keepGoneInPlace(people(1, 2, 3), people(1, 3))
    const { rows, gone } = keepGoneInPlace(first.rows, people(1, 3, 4))
    expect(ids(rows)).toEqual([1, 2, 3, 4])
    expect([...gone]).toEqual([2])
  })

  it('keeps no one where no one stayed: another list', () => {
    const { rows, gone } = keepGoneInPlace(people(1, 2, 3), people(7, 8))
    expect(ids(rows)).toEqual([7, 8])
    expect(gone.size).toBe(0)
  })
})

describe('useRowsShown: what the loads show', () => {
  const shown = (items: readonly Person[], result: Parameters<typeof useRowsShown>[1]) => ({
    items,
    result,
  })
  const render = (first: ReturnType<typeof shown>) =>
    renderHook(({ items, result }) => useRowsShown(items, result), { initialProps: first })
  const answered = (at: number) => ({
    currentData: {},
    fulfilledTimeStamp: at,
    hasPreviousPage: false,
  })

  it('keeps the people a refresh no longer has, seen only in its answer, until the reader changes the rows', () => {
    const { result, rerender } = render(shown(people(1, 2, 3), answered(1)))
    // The refresh's answer, with no render while it loaded.
    rerender(shown(people(1, 3), answered(2)))
    expect(ids(result.current.rows)).toEqual([1, 2, 3])
    expect([...result.current.gone]).toEqual([2])
    // The reader's write (the loads' cache, no fetch): the rows as they are.
    rerender(shown(people(1), answered(2)))
    expect(ids(result.current.rows)).toEqual([1])
    expect(result.current.gone.size).toBe(0)
  })

  it('takes what a load the reader asked for brings as theirs: the people gone go', () => {
    const { result, rerender } = render(shown(people(1, 2, 3), answered(1)))
    rerender(shown(people(1, 3), answered(2)))
    act(() => void result.current.asked(() => undefined)())
    rerender(shown(people(1, 3, 4), answered(3)))
    expect(ids(result.current.rows)).toEqual([1, 3, 4])
    expect(result.current.gone.size).toBe(0)
  })

  it('keeps Load earlier while the loads start again from the reader’s place, their rows held', () => {
    const rows = people(5, 6)
    const { result, rerender } = render(shown(rows, { ...answered(1), hasPreviousPage: true }))
    rerender(shown(rows, { hasPreviousPage: false }))
    expect(result.current.hasEarlier).toBe(true)
    rerender(shown(people(6), answered(2)))
    expect(result.current.hasEarlier).toBe(false)
  })
})
