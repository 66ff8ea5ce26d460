import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { App } from '../App'
import { keepListsInAddress, keepPageTopInAddress } from '../app/address'
import { makeStore } from '../app/store'

/** The whole app at `address`, in a store of its own, its lists in the address, as main.tsx does. */
export function renderApp(address = '/') {
  history.replaceState(null, '', address)
  const store = makeStore({ todos: { items: [{ id: 1, title: 'To-do 1' }] } })
  onTestFinished(keepListsInAddress(store))
  onTestFinished(keepPageTopInAddress(store))
  const view = render(
    <Provider store={store}>
      <App />
    </Provider>,
  )
  return { store, user: userEvent.setup(), ...view }
}
