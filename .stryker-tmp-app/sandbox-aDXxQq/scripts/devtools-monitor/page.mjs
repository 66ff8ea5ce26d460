// @ts-nocheck
// The app (its own store, options and enhancers, as src/index.tsx makes them) beside the monitor.
import { DevTools } from './extension.mjs'
import { createElement as h } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from '../../src/App'
import { makeStore } from '../../src/app/store'
import { generatePeople } from '../../src/features/people/generatePeople'
import '../../src/index.css'

const store = makeStore({ people: { items: generatePeople(215, 2026) } })
createRoot(document.getElementById('root')).render(
  h(
    Provider,
    { store },
    h('main', { className: 'page' }, h(App)),
    h('aside', { className: 'monitor' }, h(DevTools)),
  ),
)
