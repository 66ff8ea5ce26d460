import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { listenerMiddleware, makeStore } from './app/store'
import { todosPagination } from './app/todosPagination'
import { keepPagesInAddress } from './features/pagination/pageInAddress'
import './index.css'

// #region store
const todos = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, title: `To-do ${i + 1}` }))
const store = makeStore({ todos: { items: todos } })
// #endregion

// #region address
// The to-dos' page and size in the address (`?page=3&size=25`), from the first render on.
keepPagesInAddress(store, listenerMiddleware.startListening, [
  { list: todosPagination, params: { page: 'page', size: 'size' } },
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
