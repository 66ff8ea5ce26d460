import { setupListeners } from '@reduxjs/toolkit/query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { peopleLoads, showAs } from './app/peopleLoads'
import { peoplePagination } from './app/peoplePagination'
import { searchFor, setSort } from './app/peopleView'
import { listenerMiddleware, makeStore } from './app/store'
import { todosPagination } from './app/todosPagination'
import { keepPagesInAddress } from './features/pagination/pageInAddress'
import { DEFAULT_PEOPLE_SORT } from './features/people/people'
import './index.css'

const todos = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, title: `To-do ${i + 1}` }))
const store = makeStore({ todos: { items: todos } })
// The window's focus and the network's return, for RTK Query's refetchOnFocus and
// refetchOnReconnect (peopleApi.ts): a reader back on the page sees the list as it is now.
setupListeners(store.dispatch)

// #region address
// Each list's page and size in the address, under parameters of its own, and the people's sort
// and search too. Only the server knows the people's last page: a link past it moves there once
// the total has come (store.ts). Shown as a list that loads more, the people's load size and the
// reader's place (the person at the top of what they see), never how many loads they made.
keepPagesInAddress(store, listenerMiddleware.startListening, [
  {
    list: peoplePagination,
    params: { page: 'peoplePage', size: 'peopleSize' },
    query: [
      {
        param: 'peopleSort',
        select: ({ peopleView: { sort } }) => (sort === DEFAULT_PEOPLE_SORT ? '' : sort),
        restore: setSort,
      },
      { param: 'peopleSearch', select: ({ peopleView }) => peopleView.search, restore: searchFor },
    ],
  },
  {
    list: peopleLoads,
    params: { size: 'peopleLoad', place: 'peopleFrom' },
    query: [
      {
        param: 'peopleLayout',
        select: ({ peopleLayout }) => (peopleLayout === 'pages' ? '' : peopleLayout),
        restore: showAs,
      },
    ],
  },
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
