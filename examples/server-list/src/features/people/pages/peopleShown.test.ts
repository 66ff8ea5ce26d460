import type { PeopleAnswer } from '../api/peopleApi'
import type { Person } from '../model/person'
import type { PeopleQuery } from '../model/query'
import { changedSince, peopleShown, showingBefore } from './peopleShown'

const query = (changes: Partial<PeopleQuery> = {}): PeopleQuery => ({
  page: 8,
  pageSize: 10,
  sort: 'id',
  search: '',
  ...changes,
})
const answer = (asked: PeopleQuery): PeopleAnswer => ({
  items: [{ id: asked.page, firstName: 'Ana', lastName: 'Costa', email: 'ana@example.com' }],
  total: 1_000_000,
  version: 1,
  query: asked,
})
const failure = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } as const

describe('peopleShown', () => {
  const eight = query()
  const seven = answer(query({ page: 7 }))

  it.each([
    [
      'the page asked for, once it has come',
      { data: answer(eight), currentData: answer(eight) },
      'asked',
    ],
    [
      'the page asked for, when its fetch again failed',
      { currentData: answer(eight), error: failure },
      'asked',
    ],
    [
      'the page asked for, dropped from the cache and fetched again',
      { data: answer(eight), isFetching: true },
      'asked',
    ],
    [
      'the page before, while the page asked for loads',
      { data: seven, isFetching: true },
      'before',
    ],
    ['no rows, when the page asked for failed', { data: seven, error: failure }, 'failed'],
    ['no rows, before any answer', { isFetching: true }, 'loading'],
    [
      'no rows, while a page loads after an empty one',
      { data: { ...seven, items: [] as Person[] }, isFetching: true },
      'loading',
    ],
  ] as const)('shows %s', (_, result, of) => {
    const shown = peopleShown(eight, { isFetching: false, ...result })
    expect(shown.of).toBe(of)
    expect(shown.rows.map(({ id }) => id)).toEqual(
      of === 'asked' ? [8] : of === 'before' ? [7] : [],
    )
  })
})

describe('showingBefore', () => {
  it.each([
    [query({ page: 6 }), query(), 'Showing page 6 while page 8 loads.'],
    [
      query({ page: 6 }),
      query({ page: 1, sort: 'email' }),
      'Showing page 6 in the previous order while page 1 loads.',
    ],
    [
      query({ page: 3 }),
      query({ page: 2, pageSize: 25 }),
      'Showing page 3 at 10 a page while page 2 loads.',
    ],
    [
      query(),
      query({ page: 1, search: 'mar' }),
      'Showing everyone while the search for “mar” loads.',
    ],
    [
      query({ search: 'mar' }),
      query({ page: 1 }),
      'Showing the people matching “mar” while everyone loads.',
    ],
  ])('says which rows are shown: %j for %j', (before, asked, line) => {
    expect(showingBefore(before, asked)).toBe(line)
  })
})

describe('changedSince', () => {
  const eight = answer(query())

  it.each([
    [
      { after: 70 },
      'The list has changed since the page before: these people come after its last.',
    ],
    [
      { before: 81 },
      'The list has changed since the page after: these people come before its first.',
    ],
  ])('says where rows read %o stand in a list that changed', (by, said) => {
    expect(changedSince({ ...eight, by, changed: true })).toBe(said)
  })

  it('says nothing of a page read at its place or from its first, or in one version', () => {
    expect(changedSince({ ...eight, changed: true })).toBeUndefined()
    expect(changedSince({ ...eight, by: { from: 71 }, changed: true })).toBeUndefined()
    expect(changedSince({ ...eight, by: { after: 70 }, changed: false })).toBeUndefined()
  })
})
