import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'
import { isSearchText } from '../model/names'
import { DEFAULT_PEOPLE_SORT, PEOPLE_COLUMNS, PEOPLE_SORTS } from '../model/query'
import type { PeopleColumn, PeopleSort } from '../model/query'

export interface SortAndSearch {
  sort: PeopleSort
  /** '' for everyone, else always one the server takes. */
  search: string
}

/** The search `text` asks for, in NFC with its spaces tidied; '' if the server would refuse it. */
export function searchOf(text: string) {
  const tidy = text.normalize('NFC').replace(/\s+/g, ' ').trim()
  return isSearchText(tidy) ? tidy : ''
}

// #region sortAndSearch
/** The people's order and search. Any payload, from DevTools or the address, leaves it valid. */
export const peopleSortAndSearch = createSlice({
  name: 'peopleSortAndSearch',
  initialState: { sort: DEFAULT_PEOPLE_SORT, search: '' } as SortAndSearch,
  reducers: {
    /** A column's header pressed: that column ascending, or the other way if it is already. */
    sortBy(state, action: PayloadAction<PeopleColumn>) {
      if (!PEOPLE_COLUMNS.includes(action.payload)) return
      state.sort = state.sort === action.payload ? `-${action.payload}` : action.payload
    },
    /** A whole sort, as the address writes it (`-lastName`). */
    setSort(state, action: PayloadAction<string>) {
      const sort = action.payload as PeopleSort
      state.sort = PEOPLE_SORTS.includes(sort) ? sort : DEFAULT_PEOPLE_SORT
    },
    /** A search, once the typing has settled. */
    searchFor(state, action: PayloadAction<string>) {
      if (typeof action.payload === 'string') state.search = searchOf(action.payload)
    },
  },
  selectors: {
    selectSearch: (state) => state.search,
  },
})
// #endregion

export const { sortBy, setSort, searchFor } = peopleSortAndSearch.actions
export const { selectSearch } = peopleSortAndSearch.selectors
