import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'

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
  selectors: {
    selectLayout: (layout) => layout,
  },
})

export const { showAs } = peopleLayout.actions
export const { selectLayout } = peopleLayout.selectors
