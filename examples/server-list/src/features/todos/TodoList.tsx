import { useAppSelector } from '../../app/hooks'
import { PageSummary } from '../pagination/PageSummary'
import { PaginationBar } from '../pagination/PaginationBar'
import { todoLabels } from './todoLabels'
import {
  selectTodoCount,
  selectTodoPageCount,
  selectVisibleTodos,
  todosPagination,
} from './todosPagination'

/** The to-dos of the page, their summary and their bar. */
export function TodoList() {
  const todos = useAppSelector(selectVisibleTodos)
  const todoCount = useAppSelector(selectTodoCount)
  const pages = useAppSelector(selectTodoPageCount)
  const page = useAppSelector(todosPagination.selectors.selectPage)
  return (
    <section aria-labelledby="todos-title">
      <h2 id="todos-title">To-dos</h2>
      <ul>
        {todos.map((todo) => (
          <li key={todo.id}>{todo.title}</li>
        ))}
      </ul>
      <PageSummary
        page={page}
        pageCount={pages}
        shownCount={todos.length}
        itemCount={todoCount}
        labels={todoLabels}
      />
      <PaginationBar list={todosPagination} pageCount={pages} labels={todoLabels} />
    </section>
  )
}
