// @ts-nocheck
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { makeStore } from './app/store'
import { generatePeople } from './features/people/generatePeople'
import './index.css'

/*
 * Where the app starts, as in the Redux Toolkit template: make the store, mount React. `npm start`
 * runs this. The production build starts the same App and store from src/loading/ instead, around
 * a page that paints before its scripts have arrived; nothing here needs it.
 */

// This visit's people: random, so made outside the reducers (they stay pure) and handed in.
const store = makeStore({ people: { items: generatePeople() } })

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element to mount the app in')

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
)
