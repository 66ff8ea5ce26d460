import { createSelector, createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'
import { createLoadMoreSlice } from '../features/pagination/loadMoreSlice'
import type { LoadMoreState } from '../features/pagination/loadMoreSlice'
import { PEOPLE_PAGE_SIZES } from '../features/people/people'
import { placeId } from '../features/people/peopleLoads'
import type { PeopleLoadsQuery } from '../features/people/peopleLoads'
import type { PeopleView } from './peopleView'

// #region loads
/**
 * The people as a list that loads more: how many a load brings, where the reader is (`place`: the
 * id of the person at the top of what they see, '' at the list's top) and where the loads kept
 * began (`start`). Scrolling moves the place alone; the address keeps it (main.tsx).
 */
export const peopleLoads = createLoadMoreSlice({
  name: 'peopleLoads',
  pageSizes: PEOPLE_PAGE_SIZES,
  defaultPageSize: 25,
  isPlace: (place) => placeId(place) !== undefined,
})
// #endregion

/** How the people are shown: in pages, or as a list that loads more. */
export type PeopleLayout = 'pages' | 'loads'

export const peopleLayout = createSlice({
  name: 'peopleLayout',
  initialState: 'pages' as PeopleLayout,
  reducers: {
    /** 'loads' for the list that loads more; anything else, as from the address, is pages. */
    showAs: (_layout, action: PayloadAction<string>): PeopleLayout =>
      action.payload === 'loads' ? 'loads' : 'pages',
  },
})

export const { showAs } = peopleLayout.actions

interface LoadsState {
  peopleLoads: LoadMoreState
  peopleView: PeopleView
}

/**
 * The arguments of the loads' query: the sort and search of the people's view, the size of a
 * load, and where the loads began. One object while they stay the same: the reader's place moves
 * as they scroll, and asks nothing.
 */
export const selectLoadsQuery = createSelector(
  [
    (state: LoadsState) => state.peopleLoads.pageSize,
    (state: LoadsState) => state.peopleLoads.start,
    (state: LoadsState) => state.peopleView,
  ],
  (pageSize, start, { sort, search }): PeopleLoadsQuery => ({ sort, search, pageSize, start }),
)
