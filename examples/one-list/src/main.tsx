import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { makeStore } from './app/store'
import './index.css'

// #region store
const todos = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, title: `To-do ${i + 1}` }))
const store = makeStore({ todos: { items: todos } })
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
