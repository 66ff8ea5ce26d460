// One list of 137 to-dos and its bar, in the guide's words, as a learner's app would page it: a
// fixture for the bar's look among hostile CSS (e2e/hostile-app/bar.spec.ts), not a lesson.
import { combineSlices, configureStore, createSlice } from '@reduxjs/toolkit'
import { createRoot } from 'react-dom/client'
import { Provider, useSelector } from 'react-redux'
import { GoToPage } from './features/pagination/GoToPage'
import { PageSummary } from './features/pagination/PageSummary'
import { PageSizeSelect, PaginationBar } from './features/pagination/PaginationBar'
import type { PaginationLabels } from './features/pagination/labels'
import { pageCount, pageItems, pageWindowWithEnds } from './features/pagination/pageMath'
import {
  createPaginationSlice,
  keepPageInRange,
  withPageInRange,
} from './features/pagination/paginationSlice'
import './tailwind.css'
import './own.css'

const todos = Array.from({ length: 137 }, (_, i) => `To-do ${i + 1}`)
const todosSlice = createSlice({ name: 'todos', initialState: { items: todos }, reducers: {} })
const todosPagination = createPaginationSlice({
  name: 'todosPagination',
  pageSizes: [10, 25, 50],
  defaultPageSize: 10,
})
const rootReducer = withPageInRange(combineSlices(todosSlice, todosPagination), [
  { list: todosPagination, countItems: (state) => state.todos.items.length },
])
type RootState = ReturnType<typeof rootReducer>

const params = new URLSearchParams(location.search)
const asked = todosPagination.repair({
  page: Number(params.get('page')),
  pageSize: Number(params.get('size')),
})
const store = configureStore({
  reducer: rootReducer,
  preloadedState: { todosPagination: keepPageInRange(asked, todos.length) },
})

const labels: PaginationLabels = {
  navigation: 'To-do pages',
  pageSize: 'To-dos per page:',
  first: 'First',
  last: 'Last',
  previous: 'Previous',
  next: 'Next',
  goToPage: 'Go to page',
  go: 'Go',
  notAPage: 'Type a whole number, from 1 up.',
  pageOutOfRange: (pages) => `Type a page from 1 to ${pages}.`,
  formatNumber: String,
  page: (page) => `Page ${page}`,
  pageOfPages: (page, pages) => `Page ${page} of ${pages}`,
  itemsShown: (shown, total) => `${shown} of ${total} to-dos`,
}

function TodoList() {
  const { page, pageSize } = useSelector((state: RootState) => state.todosPagination)
  const shown = pageItems(todos, page, pageSize)
  const pages = pageCount(todos.length, pageSize)
  return (
    <main>
      <h1>To-dos</h1>
      <ul>
        {shown.map((todo) => (
          <li key={todo}>{todo}</li>
        ))}
      </ul>
      {/* Tailwind's utilities place the summary and the bar: they win over the bar's layout. */}
      <PageSummary
        page={page}
        pageCount={pages}
        shownCount={shown.length}
        itemCount={todos.length}
        labels={labels}
        className="justify-center"
      />
      <PaginationBar
        list={todosPagination}
        pageCount={pages}
        labels={labels}
        className="justify-between gap-2"
        previousNext
        windowOf={pageWindowWithEnds}
        goToPage={GoToPage}
        currentPage={params.get('current') === 'focusable' ? 'focusable' : 'disabled'}
      />
      {/* The size select alone, as a list that loads more shows it, under Tailwind's reset. */}
      <PageSizeSelect
        list={todosPagination}
        pageSize={pageSize}
        label="Also per page:"
        className="mt-6"
      />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <TodoList />
  </Provider>,
)
