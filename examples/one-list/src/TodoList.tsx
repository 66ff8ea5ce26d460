import { useAppSelector } from './app/hooks'
import { selectTodoCount, selectTodoPageCount, selectVisibleTodos } from './app/selectors'
import { todosPagination } from './app/todosPagination'
import { PageSummary } from './features/pagination/PageSummary'
import { PaginationBar } from './features/pagination/PaginationBar'
import { todoLabels } from './labels'

export function TodoList({ scheme }: { scheme?: 'light' | 'dark' }) {
  const todos = useAppSelector(selectVisibleTodos)
  const todoCount = useAppSelector(selectTodoCount)
  const pages = useAppSelector(selectTodoPageCount)
  const page = useAppSelector(todosPagination.selectors.selectPage)
  return (
    <section aria-labelledby="todos-title">
      {/* The page's title says where the visitor is: what a screen reader reads after Back. */}
      <title>{`To-dos, page ${page} of ${pages}`}</title>
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
      {/* The page pressed keeps focus, in the tab order: Enter twice moves one page, not two. */}
      <PaginationBar
        list={todosPagination}
        pageCount={pages}
        labels={todoLabels}
        scheme={scheme}
        currentPage="focusable"
      />
    </section>
  )
}
