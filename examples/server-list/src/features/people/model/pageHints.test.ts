import { askAgain, lostItsEdge, pageRequest, staleVersions } from './pageHints'
import type { HeldPage } from './pageHints'
import type { Person } from './person'
import type { PeopleQuery } from './query'

const people = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i): Person => {
    const id = first + i
    return { id, firstName: 'A', lastName: 'B', email: `p${id}@example.com` }
  })
const query = (page: number): PeopleQuery => ({ page, pageSize: 10, sort: 'id', search: '' })
/** A page held, read at its place unless `by` says otherwise. */
const held = (version: number, first: number, last: number, more?: Partial<HeldPage>) => ({
  items: people(first, last),
  version,
  top: first,
  ...more,
})
/** A cache holding these pages. */
const cache = (pages: Record<number, HeldPage>) => (page: number) => pages[page]

describe('pageRequest', () => {
  const atPlace = { page: 8, pageSize: 10, sort: 'id', q: undefined }

  it('asks the page after the one shown after its last person, the one before before its first', () => {
    const pages = cache({ 7: held(3, 61, 70), 9: held(4, 81, 90) })
    expect(pageRequest(query(8), pages, { page: 7 })).toEqual({
      params: { ...atPlace, after: 70 },
      atPlace,
      by: { after: 70 },
      since: 3,
    })
    expect(pageRequest(query(8), pages, { page: 9 })).toEqual({
      params: { ...atPlace, before: 81 },
      atPlace,
      by: { before: 81 },
      since: 4,
    })
  })

  it('asks a jump at its place: a page not next to the one shown, or next to one not held', () => {
    const pages = cache({ 7: held(3, 61, 70), 9: held(4, 81, 90) })
    const asIs = { params: atPlace, atPlace, by: undefined, since: undefined }
    expect(pageRequest(query(8), pages, { page: 2 })).toEqual(asIs)
    expect(pageRequest(query(8), pages)).toEqual(asIs)
    expect(pageRequest(query(8), cache({}), { page: 7 })).toEqual(asIs)
  })

  it('asks the page shown whose first person the address keeps from them', () => {
    expect(pageRequest(query(8), cache({ 7: held(3, 61, 70) }), { page: 8, top: 75 })).toEqual({
      params: { ...atPlace, from: 75 },
      atPlace,
      by: { from: 75 },
      since: undefined,
    })
  })

  it('asks a page held again from the person it started with, whatever its rows are now', () => {
    const itself = held(5, 72, 81, { top: 71, by: { after: 70 } })
    expect(pageRequest(query(8), cache({ 7: held(5, 61, 70), 8: itself }), { page: 7 })).toEqual({
      params: { ...atPlace, from: 71 },
      atPlace,
      by: { from: 71 },
      since: 5,
    })
  })

  it('asks at its place page 1, a page held that started with no one, and one with no neighbour', () => {
    const neighbours = { 1: held(3, 1, 10), 2: held(3, 11, 20) }
    const asIs = { by: undefined, since: undefined, atPlace }
    const one = { ...atPlace, page: 1 }
    expect(pageRequest(query(1), cache(neighbours))).toEqual({ ...asIs, atPlace: one, params: one })
    const empty = { items: [], version: 3 }
    expect(pageRequest(query(8), cache({ 7: held(3, 61, 70), 8: empty }))).toEqual({
      ...asIs,
      params: atPlace,
    })
    expect(pageRequest(query(8), cache({ 6: held(3, 51, 60) }))).toEqual({
      ...asIs,
      params: atPlace,
    })
  })
})

describe('lostItsEdge', () => {
  const page7 = held(5, 61, 70)
  it('keeps a neighbour read next to the edge person the page holds', () => {
    expect(lostItsEdge(page7, 'after', held(5, 71, 80, { by: { after: 70 } }))).toBe(false)
    expect(lostItsEdge(page7, 'before', held(5, 51, 60, { by: { before: 61 } }))).toBe(false)
  })

  it('drops a neighbour read next to an edge the page has lost', () => {
    // Page 7 fetched again from 61 after 65 went: it ends with 71, which page 8 holds too.
    const fetchedAgain = { items: people(61, 71).filter(({ id }) => id !== 65), version: 6 }
    expect(lostItsEdge(fetchedAgain, 'after', held(5, 71, 80, { by: { after: 70 } }))).toBe(true)
    expect(lostItsEdge(page7, 'before', held(5, 51, 60, { by: { before: 62 } }))).toBe(true)
  })

  it('leaves a neighbour read otherwise, or not held, to its version', () => {
    expect(lostItsEdge(page7, 'after', held(4, 72, 81))).toBe(false)
    expect(lostItsEdge(page7, 'after', held(5, 72, 81, { by: { from: 72 } }))).toBe(false)
    expect(lostItsEdge(page7, 'before', held(5, 51, 60, { by: { after: 50 } }))).toBe(false)
    expect(lostItsEdge(page7, 'after', held(5, 71, 80, { by: { before: 81 } }))).toBe(false)
    expect(lostItsEdge(page7, 'after', undefined)).toBe(false)
  })
})

describe('askAgain', () => {
  it.each([
    [5, 5, false],
    [6, 5, false],
    // Read before a write whose answer came already: answers that crossed.
    [4, 5, true],
  ])('asks an answer of version %i again, the newest %i: %s', (version, newest, again) => {
    expect(askAgain(version, newest)).toBe(again)
  })
})

describe('staleVersions', () => {
  it('makes older versions stale, or all others, for a list made anew', () => {
    expect(staleVersions([3, 4, 5], 5)).toEqual([3, 4])
    expect(staleVersions([3, 4, 5], 2)).toEqual([3, 4, 5])
    expect(staleVersions([5], 5)).toEqual([])
  })
})
