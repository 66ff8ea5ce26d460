import { render, screen, within } from '@testing-library/react'
import fc from 'fast-check'
import { Provider } from 'react-redux'
import { App } from '../App'
import { anyAction, anyState } from '../test/arbitraries'
import { checkContract } from '../test/contract'
import { makeStore, repairState, rootReducer } from './store'
import type { RootState } from './store'

const RUNS = 100
const endOnFailure = process.env.PROPERTY_SHRINK === '0'

describe('any state and any action', () => {
  it(`leave a state of the contract: repaired where it enters, kept by the reducer (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(anyState, fc.array(anyAction, { maxLength: 10 }), (state, actions) => {
        // A state from outside the app's types, as a preloaded state: the store repairs it once.
        const store = makeStore(state as Partial<RootState>)
        let reduced = repairState(state)
        checkContract(reduced)
        expect(store.getState()).toEqual(reduced)
        for (const action of actions) {
          // The exported reducer is the store's: driven by hand, it gives the store's states.
          reduced = rootReducer(reduced, action)
          store.dispatch(action)
          checkContract(reduced)
          expect(store.getState()).toEqual(reduced)
        }
      }),
      { numRuns: RUNS, endOnFailure },
    )
  })

  it('keep a valid state as it is: no copy, no render', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const repaired = repairState(state)
        expect(repairState(repaired)).toBe(repaired)
      }),
      { numRuns: RUNS, endOnFailure },
    )
  })

  it('render the table and the bar the state says', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const store = makeStore(state as Partial<RootState>)
        const { pagination, people } = store.getState()
        const { page, pageSize } = pagination
        const shown = Math.min(pageSize, people.items.length - (page - 1) * pageSize)
        const pages = Math.max(1, Math.ceil(people.items.length / pageSize))
        const { unmount } = render(
          <Provider store={store}>
            <App />
          </Provider>,
        )
        const [, body, foot] = screen.getAllByRole('rowgroup')
        expect(within(body!).queryAllByRole('row')).toHaveLength(shown)
        expect(foot).toHaveTextContent(
          `${shown} de ${people.items.length} itensPágina ${page} de ${pages}`,
        )
        expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeVisible()
        unmount()
      }),
      { numRuns: 20, endOnFailure },
    )
  })
})
