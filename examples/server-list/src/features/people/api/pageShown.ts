import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'
import { samePage } from '../model/query'
import type { PeopleQuery } from '../model/query'

/**
 * The people's page on screen, and its first person where it was read next to someone rather than
 * at its place (Next, Previous, a return to the window).
 */
export interface PageShown {
  query: PeopleQuery
  top?: number
}

/**
 * The page shown: the page next to it is asked for next to its edge person, and the address keeps
 * its first person (app/address.ts), so that Back and a reload reopen the same rows, where the
 * page's place alone would give the list as it is now. Restored from the address, it is the page
 * to show from that person.
 */
export const peoplePageShown = createSlice({
  name: 'peoplePageShown',
  initialState: null as PageShown | null,
  reducers: {
    pageShown: (_shown, action: PayloadAction<PageShown | null>) => action.payload,
  },
  selectors: {
    selectShown: (shown) => shown,
    /** The first person kept for `query`'s page, where that page is the one shown. */
    selectTopOf: (shown, query: PeopleQuery) =>
      shown && samePage(shown.query, query) ? shown.top : undefined,
  },
})

export const { pageShown } = peoplePageShown.actions
export const { selectShown, selectTopOf } = peoplePageShown.selectors
