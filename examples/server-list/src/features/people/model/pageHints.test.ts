import { askAgain, pageRequest, staleVersions } from './pageHints'
import type { CachedPage } from './pageHints'
import type { Person } from './person'
import type { PeopleQuery } from './query'

const people = (...ids: number[]) =>
  ids.map((id): Person => ({ id, firstName: 'A', lastName: 'B', email: `p${id}@example.com` }))
const query = (page: number): PeopleQuery => ({ page, pageSize: 10, sort: 'id', search: '' })
/** A cache holding these pages: fresh, with their people and version, or being fetched again. */
const cache =
  (pages: Record<number, CachedPage>) =>
  (page: number): CachedPage =>
    pages[page] ?? {}
const fresh = (version: number, ...ids: number[]): CachedPage => ({
  items: people(...ids),
  fresh: { items: people(...ids), version },
})

describe('pageRequest', () => {
  const atPlace = { page: 8, pageSize: 10, sort: 'id', q: undefined }

  it('asks Next after the last person of the page before, Previous before the first of the next', () => {
    expect(pageRequest(query(8), cache({ 7: fresh(3, 61, 70) }))).toEqual({
      params: atPlace,
      hinted: { ...atPlace, after: 70 },
      neighbourVersion: 3,
    })
    expect(pageRequest(query(8), cache({ 9: fresh(4, 81, 90) })).hinted).toEqual({
      ...atPlace,
      before: 81,
    })
  })

  it('asks at its place page 1, a page fetched again, and a page with no fresh neighbour', () => {
    const neighbours = { 1: fresh(3, 1, 10), 2: fresh(3, 11, 20), 3: fresh(3, 21, 30) }
    expect(pageRequest(query(1), cache(neighbours)).hinted).toEqual(
      pageRequest(query(1), cache({})).params,
    )
    expect(pageRequest(query(2), cache(neighbours)).hinted).not.toHaveProperty('after')
    const fetchedAgain = { 7: { items: people(61, 70) } }
    expect(pageRequest(query(8), cache(fetchedAgain))).toMatchObject({
      hinted: atPlace,
      neighbourVersion: undefined,
    })
  })
})

describe('askAgain', () => {
  it.each([
    [5, 5, 5, false],
    [5, 5, undefined, false],
    // Read before a write whose answer came already: answers that crossed.
    [4, 5, undefined, true],
    // Found next to a page of another version: the two may overlap, or leave a gap.
    [6, 6, 5, true],
  ])(
    'asks an answer of version %i again, the newest %i, its neighbour’s %s: %s',
    (version, newest, neighbour, again) => {
      expect(askAgain(version, newest, neighbour)).toBe(again)
    },
  )
})

describe('staleVersions', () => {
  it('makes older versions stale, or all others, for a list made anew', () => {
    expect(staleVersions([3, 4, 5], 5)).toEqual([3, 4])
    expect(staleVersions([3, 4, 5], 2)).toEqual([3, 4, 5])
    expect(staleVersions([5], 5)).toEqual([])
  })
})
