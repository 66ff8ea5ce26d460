import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'

export interface Todo {
  id: number
  title: string
}

export const todosSlice = createSlice({
  name: 'todos',
  initialState: { items: [] as Todo[] },
  reducers: {
    todoAdded(state, action: PayloadAction<Todo>) {
      state.items.push(action.payload)
    },
    todoRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((todo) => todo.id !== action.payload)
    },
  },
})

export const { todoAdded, todoRemoved } = todosSlice.actions
