// First: the stand-in must be in place before Redux Toolkit is loaded.
import { extension } from '../test/devToolsExtension'
import type { UnknownAction } from '@reduxjs/toolkit'
import fc from 'fast-check'
import getParams from 'get-params'
import { setPage, setPageSize } from './peoplePagination'
import { anyAction, anyState } from '../test/arbitraries'
import { checkContract } from '../test/contract'
import { TEST_PEOPLE, with215People } from '../test/fixtures'
import { makeStore } from './store'

/*
 * The border between Redux DevTools and the store, without React: every lifted action the
 * extension can send, in any order, with any fields, and each time the store's state and every
 * state in the history the monitor shows hold the contract. The reducer trusts its state; these
 * tests are the proof that the two places where foreign state enters (makeStore and this guard)
 * are all it needs.
 */

const RUNS = 25
const endOnFailure = process.env.PROPERTY_SHRINK === '0'

const smallInt = fc.integer({ min: -2, max: 12 })
const anyIndex = fc.oneof(smallInt, fc.constantFrom(0.5, '1', null, NaN))

/** A history as the extension exports it, built from the store's own, its states replaced. */
const history = fc.record({
  committedState: anyState,
  computedStates: fc.array(
    anyState.map((state) => ({ state })),
    { maxLength: 3 },
  ),
  noRecompute: fc.boolean(),
})

/** An app action (through the page's store), or a lifted action for the history. */
type Lifted = { app: UnknownAction } | Record<string, unknown>

const liftedAction: fc.Arbitrary<Lifted> = fc.oneof(
  anyAction.map((app) => ({ app })),
  anyAction.map((app) => ({ app })),
  fc.record({ type: fc.constant('IMPORT_STATE'), nextLiftedState: anyState }),
  fc.record(
    {
      type: fc.constant('IMPORT_STATE'),
      nextLiftedState: fc.array(fc.oneof(anyAction, fc.jsonValue()), { maxLength: 4 }),
      preloadedState: anyState,
    },
    { requiredKeys: ['type', 'nextLiftedState'] },
  ),
  history.map((replaced) => ({ type: 'IMPORT_STATE', replaced })),
  fc.record({ type: fc.constant('JUMP_TO_STATE'), index: anyIndex }),
  fc.record({ type: fc.constant('JUMP_TO_ACTION'), actionId: anyIndex }),
  fc.record({ type: fc.constant('TOGGLE_ACTION'), id: smallInt }),
  fc.record({
    type: fc.constant('SET_ACTIONS_ACTIVE'),
    start: smallInt,
    end: smallInt,
    active: fc.boolean(),
  }),
  fc.record({ type: fc.constant('REORDER_ACTION'), actionId: smallInt, beforeActionId: smallInt }),
  fc.constantFrom('COMMIT', 'ROLLBACK', 'RESET', 'SWEEP').map((type) => ({ type })),
  fc.record({
    type: fc.constantFrom('LOCK_CHANGES', 'PAUSE_RECORDING'),
    status: fc.boolean(),
  }),
  fc.record({ type: fc.constant('SOME_MONITOR_ACTION'), state: anyState }),
)

/** Sends `lifted` as the extension would: an app action through the page's store, the rest to the history. */
function send(store: ReturnType<typeof makeStore>, lifted: Lifted) {
  if ('app' in lifted) {
    store.dispatch(lifted.app as UnknownAction)
  } else if ('replaced' in lifted) {
    const own = extension.lifted().getState()
    extension.lifted().dispatch({
      type: 'IMPORT_STATE',
      nextLiftedState: { ...own, ...(lifted.replaced as object) },
    })
  } else {
    extension.lifted().dispatch(lifted)
  }
}

/** A store of the 215 people after `actions`: its history holds the start and each of them. */
function storeAfter(...actions: UnknownAction[]) {
  const store = makeStore(with215People)
  for (const action of actions) store.dispatch(action)
  return store
}

function checkHistory(store: ReturnType<typeof makeStore>) {
  checkContract(store.getState())
  for (const { state } of extension.lifted().getState().computedStates) checkContract(state)
}

describe('the DevTools guard', () => {
  it(`keeps the store and its whole history in the contract under any lifted actions (${RUNS} runs)`, () => {
    fc.assert(
      fc.property(fc.array(liftedAction, { minLength: 1, maxLength: 12 }), (actions) => {
        const store = storeAfter()
        for (const lifted of actions) {
          send(store, lifted)
          checkHistory(store)
        }
      }),
      { numRuns: RUNS, endOnFailure },
    )
  })

  it('repairs the committed state of an imported history, and recomputes the rest from it', () => {
    const store = storeAfter(setPageSize(10), setPage(4))
    const own = extension.lifted().getState()
    extension.lifted().dispatch({
      type: 'IMPORT_STATE',
      nextLiftedState: {
        ...own,
        committedState: { people: { items: TEST_PEOPLE.slice(0, 12) }, pagination: { page: 0 } },
        computedStates: own.computedStates.map(() => ({ state: { pagination: { page: 999 } } })),
      },
      noRecompute: true,
    })
    expect(store.getState()).toEqual({
      pagination: { page: 2, pageSize: 10 },
      people: { items: TEST_PEOPLE.slice(0, 12) },
    })
    expect(extension.lifted().getState().committedState).toEqual({
      pagination: { page: 1, pageSize: 5 },
      people: { items: TEST_PEOPLE.slice(0, 12) },
    })
    expect(extension.lifted().getState().stagedActionIds).toHaveLength(3)
  })

  type History = ReturnType<ReturnType<typeof extension.lifted>['getState']>
  const halfHistories: [string, (history: History) => unknown][] = [
    ['nothing in it (null)', () => null],
    ['no computed states', (history) => ({ ...history, computedStates: undefined })],
    ['actionsById not an object', (history) => ({ ...history, actionsById: [] })],
    ['stagedActionIds not a list', (history) => ({ ...history, stagedActionIds: {} })],
    ['skippedActionIds not a list', (history) => ({ ...history, skippedActionIds: 0 })],
    ['nextActionId not a whole number', (history) => ({ ...history, nextActionId: 2.5 })],
    ['no staged action', (history) => ({ ...history, stagedActionIds: [] })],
    ['a staged id past nextActionId', (history) => ({ ...history, nextActionId: 2 })],
    [
      'a staged entry that is not an action',
      (history) => ({ ...history, actionsById: { ...history.actionsById, 1: { action: 3 } } }),
    ],
    [
      'an entry with no action in it',
      (history) => ({ ...history, actionsById: { ...history.actionsById, 2: 'x' } }),
    ],
    ['the first action skipped', (history) => ({ ...history, skippedActionIds: [0] })],
    ['a current state past the last', (history) => ({ ...history, currentStateIndex: 3 })],
    ['a current state that is not an index', (history) => ({ ...history, currentStateIndex: -1 })],
  ]

  it.each(halfHistories)('takes a history with %s as a plain state, repaired', (_, breakIt) => {
    const store = storeAfter(setPageSize(10), setPage(4))
    const own = extension.lifted().getState()
    extension.lifted().dispatch({ type: 'IMPORT_STATE', nextLiftedState: breakIt(own) })
    expect(extension.lifted().getState().stagedActionIds).toEqual([0])
    expect(store.getState()).toEqual({
      pagination: { page: 1, pageSize: 5 },
      people: { items: [] },
    })
  })

  it('replays a list of actions from the file’s starting state, repaired, or from the store’s first', () => {
    const store = storeAfter(setPage(9))
    extension.lifted().dispatch({
      type: 'IMPORT_STATE',
      nextLiftedState: [setPage(3), 'not an action'],
      preloadedState: { pagination: { page: -1, pageSize: 20 }, people: { items: TEST_PEOPLE } },
    })
    expect(store.getState().pagination).toEqual({ page: 3, pageSize: 20 })
    expect(extension.lifted().getState().stagedActionIds).toHaveLength(2)

    extension.lifted().dispatch({ type: 'IMPORT_STATE', nextLiftedState: [setPageSize(15)] })
    expect(store.getState()).toEqual({
      pagination: { page: 1, pageSize: 15 },
      people: { items: TEST_PEOPLE },
    })
  })

  it.each([-1, 3, 0.5, '1', null, undefined])(
    'drops a jump to %p, outside a history of 3',
    (index) => {
      const store = storeAfter(setPage(2), setPage(5))
      extension.lifted().dispatch({ type: 'JUMP_TO_STATE', index })
      expect(extension.lifted().getState().currentStateIndex).toBe(2)
      extension.lifted().dispatch({ type: 'JUMP_TO_STATE', index: 1 })
      expect(store.getState().pagination.page).toBe(2)
    },
  )

  it('drops a skip of the first action, alone or in a range, and a range that is not of ids', () => {
    const store = storeAfter(setPage(2), setPage(5))
    const [first, second, third] = extension.lifted().getState().stagedActionIds
    const skipped = () => extension.lifted().getState().skippedActionIds
    const send = (action: object) => extension.lifted().dispatch(action)

    send({ type: 'TOGGLE_ACTION', id: first })
    send({ type: 'SET_ACTIONS_ACTIVE', start: first, end: third, active: false })
    send({ type: 'SET_ACTIONS_ACTIVE', start: second, end: 1e12, active: false })
    send({ type: 'SET_ACTIONS_ACTIVE', start: '1', end: 3, active: false })
    expect(skipped()).toEqual([])
    expect(store.getState().pagination.page).toBe(5)

    send({ type: 'TOGGLE_ACTION', id: third })
    expect(store.getState().pagination.page).toBe(2)
    send({ type: 'TOGGLE_ACTION', id: third })
    send({ type: 'SET_ACTIONS_ACTIVE', start: third, end: third! + 1, active: false })
    expect(skipped()).toEqual([third])
    send({ type: 'SET_ACTIONS_ACTIVE', start: second, end: third! + 1, active: false })
    expect(store.getState().pagination.page).toBe(1)
    send({ type: 'SET_ACTIONS_ACTIVE', start: first, end: third! + 1, active: true })
    expect(skipped()).toEqual([])
    expect(store.getState().pagination.page).toBe(5)
  })
})

describe('Redux DevTools options', () => {
  it('hands the extension a named instance, a trace, a long history and the two action creators', () => {
    makeStore(with215People)
    const options = extension.options.at(-1)!
    expect(options.name).toBe('Paginação com React')
    expect(options.trace).toBe(true)
    expect(options.maxAge).toBeGreaterThanOrEqual(100)
    const { setPage: page, setPageSize: size } = options.actionCreators!
    // The extension names the Dispatcher's arguments with get-params, from the function's text.
    expect([getParams(page!), getParams(size!)]).toEqual([['page'], ['size']])
    expect([page!(3 as never), size!(10 as never)]).toEqual([setPage(3), setPageSize(10)])
  })
})
