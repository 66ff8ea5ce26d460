import { loadState } from './loadState'
import { makeStore } from './store'

const todos = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, title: `to-do ${i + 1}` }))
const users = Array.from({ length: 42 }, (_, i) => ({ id: i + 1, name: `user ${i + 1}` }))
const storeFor = (search: string) =>
  makeStore(loadState(new URLSearchParams(search), todos, users)).getState()

describe('a page from the address', () => {
  it('gives each list the page and size it asks for', () => {
    const state = storeFor('?page=3&size=25&usersPage=2&usersSize=10')
    expect(state.todosPagination).toEqual({ page: 3, pageSize: 25 })
    expect(state.usersPagination).toEqual({ page: 2, pageSize: 10 })
  })

  it('is repaired before the store takes it', () => {
    const state = storeFor('?page=2.5&size=7&usersPage=99&usersSize=10')
    expect(state.todosPagination).toEqual({ page: 1, pageSize: 10 })
    expect(state.usersPagination).toEqual({ page: 5, pageSize: 10 })
  })
})
