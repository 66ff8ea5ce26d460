import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { listenerMiddleware, makeStore } from './app/store'
import { todosPagination } from './app/todosPagination'
import { usersPagination } from './app/usersPagination'
import { keepPagesInAddress } from './features/pagination/pageInAddress'
import './index.css'

// #region store
const todos = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, title: `To-do ${i + 1}` }))
const users = Array.from({ length: 42 }, (_, i) => ({ id: i + 1, name: `User ${i + 1}` }))
const store = makeStore({ todos: { items: todos }, users: { items: users } })
// #endregion

// #region address
// Each list's page and size in the address, under parameters of its own.
keepPagesInAddress(store, listenerMiddleware.startListening, [
  { list: todosPagination, params: { page: 'page', size: 'size' } },
  { list: usersPagination, params: { page: 'usersPage', size: 'usersSize' } },
])
// #endregion

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
