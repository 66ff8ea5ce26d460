import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { makeStore } from './app/store'
import { generatePeople } from './features/people/generatePeople'
import './styles.css'

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
