import { original } from '@reduxjs/toolkit'
import type { Draft, ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import type { Load, Loads } from './loadMoreCache'

/** A thunk of RTK Query's, as a `dispatch` of any store runs it. */
type Thunk<R = unknown> = ThunkAction<R, never, unknown, UnknownAction>

/** What it dispatches and reads with: a mutation's `onQueryStarted` gets both. */
export interface StoreAccess {
  dispatch: <R>(thunk: Thunk<R>) => R
  getState: () => unknown
}

/** What it uses of RTK Query's `api.util`, for the loads' endpoint. */
interface LoadsUtil<Arg, Item> {
  selectCachedArgsForQuery(state: unknown, endpoint: string): readonly Arg[]
  getRunningQueryThunk(endpoint: string, arg: Arg): Thunk<PromiseLike<unknown> | undefined>
  updateQueryData(endpoint: string, arg: Arg, recipe: (loads: Draft<Loads<Item>>) => void): Thunk
}

/** An RTK Query API with an infinite query `Name` whose loads are `Load`s. */
export interface ApiWithLoads<Name extends string> {
  endpoints: Record<Name, { Types: { QueryArg: unknown; ResultType: Load<unknown> } }>
  util: object
}

type EndpointTypes<A extends ApiWithLoads<N>, N extends string> = A['endpoints'][N]['Types']
type ItemOf<T> = T extends { ResultType: Load<infer Item> } ? Item : never

/**
 * The loads of `api`'s infinite query `endpoint`, in its cache: each list of them, whatever its
 * query, takes a write in place, with no request.
 */
export function loadsInCache<A extends ApiWithLoads<N>, N extends string>(api: A, endpoint: N) {
  type Types = EndpointTypes<A, N>
  return cacheOf(api.util as LoadsUtil<Types['QueryArg'], ItemOf<Types>>, endpoint)
}

function cacheOf<Arg, Item>(util: LoadsUtil<Arg, Item>, endpoint: string) {
  const cachedArgs = (getState: () => unknown) =>
    util.selectCachedArgsForQuery(getState(), endpoint)

  /** The loads of `arg` made anew by `change`, read from the cache as they are (not a draft). */
  function update(
    dispatch: StoreAccess['dispatch'],
    arg: Arg,
    change: (loads: Loads<Item>) => Loads<Item>,
  ) {
    const recipe = (draft: Draft<Loads<Item>>) => {
      Object.assign(draft, change(original<Loads<Item>>(draft)))
    }
    dispatch(util.updateQueryData(endpoint, arg, recipe))
  }

  /**
   * Every list of loads kept, with `write` in it. A load on its way is waited for first: RTK Query
   * puts the loads back as they were when it started, with the new load, and would undo a write
   * made meanwhile. Where none is, the write is placed at once.
   */
  async function write(
    { dispatch, getState }: StoreAccess,
    write: (loads: Loads<Item>, arg: Arg) => Loads<Item>,
  ): Promise<void> {
    const running = cachedArgs(getState)
      .map((arg) => dispatch(util.getRunningQueryThunk(endpoint, arg)))
      .filter((thunk) => thunk !== undefined)
    if (running.length > 0) await Promise.allSettled(running)
    for (const arg of cachedArgs(getState)) update(dispatch, arg, (loads) => write(loads, arg))
  }

  /** The loads of `arg` cut to the one where they began, to fetch it again alone. */
  function keepStart(dispatch: StoreAccess['dispatch'], arg: Arg) {
    update(dispatch, arg, (loads) => {
      const at = loads.pageParams.indexOf('start')
      if (at === -1) return loads
      return { pages: loads.pages.slice(at, at + 1), pageParams: ['start'] }
    })
  }

  return { write, keepStart }
}

export type LoadsInCache<Arg, Item> = ReturnType<typeof cacheOf<Arg, Item>>
