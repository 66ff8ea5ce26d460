import { createSlice } from '@reduxjs/toolkit'

export interface Todo {
  id: number
  title: string
}

/** The to-dos, kept in the browser: given to the store when the app starts (main.tsx). */
export const todosSlice = createSlice({
  name: 'todos',
  initialState: { items: [] as Todo[] },
  reducers: {},
  selectors: {
    selectTodos: (state) => state.items,
  },
})
