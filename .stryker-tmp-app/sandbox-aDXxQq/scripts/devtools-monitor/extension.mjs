// @ts-nocheck
// The Redux DevTools extension's monitor, in the page: the same Inspector (Action, State, Diff and
// Trace tabs) the extension shows, wired the way the extension wires itself, through
// window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ (its history innermost, under the app's enhancers).
// page.mjs imports this first: Redux Toolkit looks for the extension when it is loaded.
import { createDevTools } from '@redux-devtools/core'
import { InspectorMonitor } from '@redux-devtools/inspector-monitor'
import { TraceTab } from '@redux-devtools/inspector-monitor-trace-tab'
import { createElement } from 'react'
import { compose } from 'redux'

export const DevTools = createDevTools(
  createElement(InspectorMonitor, {
    tabs: (tabs) => [...tabs, { name: 'Trace', component: TraceTab }],
  }),
)

window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
  (options) =>
  (...enhancers) =>
    compose(...enhancers, DevTools.instrument(options))
