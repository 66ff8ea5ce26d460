// @ts-nocheck
import fc from 'fast-check'
import { anyAction, anyState } from '../test/arbitraries'
import { checkContract } from '../test/contract'
import { makeStore, repairState, rootReducer } from './store'
import type { RootState } from './store'

const RUNS = 100
/** The mutation run (PROPERTY_SHRINK=0) needs a failure, not the smallest failing sequence. */
const endOnFailure = process.env.PROPERTY_SHRINK === '0'

describe('any state and any actions', () => {
  it(`leave a state of the contract after every step: repaired where it enters, kept by the reducer (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(anyState, fc.array(anyAction, { maxLength: 20 }), (state, actions) => {
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
})
