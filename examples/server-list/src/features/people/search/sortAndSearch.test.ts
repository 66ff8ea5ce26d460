import fc from 'fast-check'
import { configureStore } from '@reduxjs/toolkit'
import type { UnknownAction } from '@reduxjs/toolkit'
import { isSearchText } from '../model/names'
import { PEOPLE_SORTS } from '../model/query'
import { peopleSortAndSearch, searchFor, setSort, sortBy } from './sortAndSearch'

const after = (...actions: UnknownAction[]) => {
  const store = configureStore({ reducer: peopleSortAndSearch.reducer })
  for (const action of actions) store.dispatch(action)
  return store.getState()
}

describe('the people’s sort and search', () => {
  it('turns a column’s sort the other way when its header is pressed again', () => {
    expect(after(sortBy('lastName')).sort).toBe('lastName')
    expect(after(sortBy('lastName'), sortBy('lastName')).sort).toBe('-lastName')
    expect(after(sortBy('lastName'), sortBy('email')).sort).toBe('email')
  })

  it('takes a whole sort from the address, and the default for one it does not know', () => {
    expect(after(setSort('-email')).sort).toBe('-email')
    expect(after(setSort('-email'), setSort('age')).sort).toBe('id')
  })

  it('searches a tidied text, and nothing for a text the server would refuse', () => {
    expect(after(searchFor('  Jose\u0301   da  Silva ')).search).toBe('José da Silva')
    expect(after(searchFor('ab')).search).toBe('')
  })

  it('stays valid after any action with any payload, DevTools’ and the address’s included', () => {
    const anything = fc.oneof(fc.string(), fc.constantFrom(...PEOPLE_SORTS), fc.anything())
    const action = fc.tuple(fc.constantFrom(sortBy, setSort, searchFor), anything)
    fc.assert(
      fc.property(fc.array(action), (actions) => {
        const { sort, search } = after(...actions.map(([make, payload]) => make(payload as never)))
        expect(PEOPLE_SORTS).toContain(sort)
        expect(search === '' || isSearchText(search)).toBe(true)
      }),
    )
  })
})
