import { keepPageInRange } from '../features/pagination/paginationSlice'
import type { Todo } from '../features/todos/todosSlice'
import type { User } from '../features/users/usersSlice'
import type { RootState } from './store'
import { todosPagination } from './todosPagination'
import { usersPagination } from './usersPagination'

/** What the address asks of one list: its page and size parameters, whatever they hold. */
const asked = (params: URLSearchParams, page: string, size: string) => ({
  page: Number(params.get(page)),
  pageSize: Number(params.get(size)),
})

/** The store's first state: the lists, and the pages the address asked for, repaired. */
export function loadState(
  params: URLSearchParams,
  todos: Todo[],
  users: User[],
): Partial<RootState> {
  const todoPage = todosPagination.repair(asked(params, 'page', 'size'))
  const userPage = usersPagination.repair(asked(params, 'usersPage', 'usersSize'))
  return {
    todos: { items: todos },
    todosPagination: keepPageInRange(todoPage, todos.length),
    users: { items: users },
    usersPagination: keepPageInRange(userPage, users.length),
  }
}
