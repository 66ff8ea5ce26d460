import { createSlice } from '@reduxjs/toolkit'

export interface User {
  id: number
  name: string
}

export const usersSlice = createSlice({
  name: 'users',
  initialState: { items: [] as User[] },
  reducers: {},
})
