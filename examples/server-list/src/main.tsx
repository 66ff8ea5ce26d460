import { setupListeners } from '@reduxjs/toolkit/query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { keepListsInAddress, keepPageTopInAddress } from './app/address'
import { makeStore } from './app/store'
import './index.css'

const todos = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, title: `To-do ${i + 1}` }))
const store = makeStore({ todos: { items: todos } })
// The window's focus and the network's return, for RTK Query's refetchOnFocus and
// refetchOnReconnect: a reader back on the page sees the list as it is now.
setupListeners(store.dispatch)
keepListsInAddress(store)
keepPageTopInAddress(store)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
