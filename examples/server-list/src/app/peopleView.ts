import { createSelector, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'
import {
  DEFAULT_PEOPLE_SORT,
  PEOPLE_COLUMNS,
  PEOPLE_SORTS,
  isSearchText,
} from '../features/people/people'
import type { PeopleColumn, PeopleQuery, PeopleSort } from '../features/people/people'
import type { PaginationState } from '../features/pagination/paginationSlice'

export interface PeopleView {
  sort: PeopleSort
  /** The search the list shows, '' for everyone: always one the server takes. */
  search: string
}

/**
 * `text` as a search reads it: one way to write each letter (é, not e and an accent), its spaces
 * tidied.
 */
const tidySearch = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim()

/** The search `text` asks for: tidied, and '' for a text the server would refuse. */
export function searchOf(text: string) {
  const tidy = tidySearch(text)
  return isSearchText(tidy) ? tidy : ''
}

// #region view
/**
 * What the people list shows: in which order, and whose names. Actions come from anywhere, Redux
 * DevTools and the address included: a sort or a column not in the list changes nothing (or, from
 * the address, is the default), and a search the server would refuse is no search.
 */
export const peopleView = createSlice({
  name: 'peopleView',
  initialState: { sort: DEFAULT_PEOPLE_SORT, search: '' } as PeopleView,
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

// The people's part of the store's state (RootState is made from the glue, which reads this).
interface PeopleState {
  peoplePagination: PaginationState
  peopleView: PeopleView
}

// #region query
/**
 * The arguments of the people's query, from the page, size, sort and search in the state: one
 * selector for every reader of the query, so that the component asks for the very answer the glue
 * counts from (store.ts). One object while they stay the same, so that a render that changes none
 * of them asks nothing.
 */
export const selectPeopleQuery = createSelector(
  [(state: PeopleState) => state.peoplePagination, (state: PeopleState) => state.peopleView],
  ({ page, pageSize }, { sort, search }): PeopleQuery => ({ page, pageSize, sort, search }),
)
// #endregion

export const { sortBy, setSort, searchFor } = peopleView.actions
