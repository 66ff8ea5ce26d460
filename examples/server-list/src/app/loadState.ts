import { keepPageInRange } from '../features/pagination/paginationSlice'
import type { Todo } from '../features/todos/todosSlice'
import { peoplePagination } from './peoplePagination'
import type { RootState } from './store'
import { todosPagination } from './todosPagination'

/** What the address asks of one list: its page and size parameters, whatever they hold. */
const asked = (params: URLSearchParams, page: string, size: string) => ({
  page: Number(params.get(page)),
  pageSize: Number(params.get(size)),
})

// #region state
/**
 * The store's first state: each list's page and size from its own parameters, repaired
 * (`?peoplePage=3&peopleSize=25` for the people, `?page=2&size=50` for the to-dos). Only the
 * server knows the people's last page: a page past it moves there once the server has told the
 * total (store.ts).
 */
export function loadState(params: URLSearchParams, todos: Todo[]): Partial<RootState> {
  const todoPage = todosPagination.repair(asked(params, 'page', 'size'))
  return {
    peoplePagination: peoplePagination.repair(asked(params, 'peoplePage', 'peopleSize')),
    todos: { items: todos },
    todosPagination: keepPageInRange(todoPage, todos.length),
  }
}
// #endregion
