import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { App } from './App'
import { makeStore } from './app/store'
import { todoRemoved } from './features/todos/todosSlice'

const todos = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, title: `To-do ${i + 1}` }))

// #region pages
/** The app as main.tsx mounts it, with a store of its own for each test. */
function renderApp() {
  const store = makeStore({ todos: { items: todos } })
  render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  return { store, user: userEvent.setup() }
}

const shownTodos = () => screen.getAllByRole('listitem').map((item) => item.textContent)

it('pages the to-dos with the bar', async () => {
  const { store, user } = renderApp()
  expect(shownTodos()).toEqual(todos.slice(0, 10).map((todo) => todo.title))

  await user.click(screen.getByRole('button', { name: 'Page 2' }))
  expect(shownTodos()).toEqual(todos.slice(10, 20).map((todo) => todo.title))
  expect(store.getState().todosPagination).toEqual({ page: 2, pageSize: 10 })

  await user.selectOptions(screen.getByRole('combobox', { name: 'To-dos per page:' }), '50')
  await user.click(screen.getByRole('button', { name: 'Last' }))
  expect(shownTodos()).toEqual(todos.slice(100).map((todo) => todo.title))
  expect(screen.getByText('37 of 137 to-dos')).toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('Page 3 of 3')
})

it('keeps focus on the page pressed: Enter twice moves one page', async () => {
  const { user } = renderApp()
  screen.getByRole('button', { name: 'Page 5' }).focus()
  await user.keyboard('{Enter}{Enter}')
  expect(screen.getByRole('status')).toHaveTextContent('Page 5 of 14')
  // The window slid to pages 3 to 7: focus went to the button that shows page 5 now.
  expect(screen.getByRole('button', { name: 'Page 5' })).toHaveFocus()
  // The current page is in the tab order: Tab comes back to it from Page 4.
  await user.tab({ shift: true })
  await user.tab()
  expect(screen.getByRole('button', { name: 'Page 5' })).toHaveFocus()
})
// #endregion

it('moves the page back when the to-dos no longer fill it', async () => {
  const { store, user } = renderApp()
  await user.click(screen.getByRole('button', { name: 'Last' }))
  expect(screen.getByRole('status')).toHaveTextContent('Page 14 of 14')

  // The last page held to-dos 131 to 137: remove them, and page 13 is the last.
  act(() => {
    for (let id = 131; id <= 137; id++) store.dispatch(todoRemoved(id))
  })
  expect(screen.getByRole('status')).toHaveTextContent('Page 13 of 13')
  expect(shownTodos()).toEqual(todos.slice(120, 130).map((todo) => todo.title))
})
