import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { useDispatch, useSelector } from 'react-redux'
import { itemsOf, totalOf } from './loadMoreCache'
import type { KeyOf, Loads } from './loadMoreCache'
import { sameList } from './loadMoreSlice'
import type { LoadMoreSlice, LoadsArg } from './loadMoreSlice'
import type { LoadsInCache } from './loadsInCache'
import { elementOf, focusFrom, useReaderPlace } from './useReaderPlace'

/** What it uses of your infinite query hook's result (RTK Query's, as it is). */
export interface LoadsResult<Item> {
  currentData?: Loads<Item>
  error?: unknown
  isFetching: boolean
  fulfilledTimeStamp?: number
  fetchNextPage: () => PromiseLike<{ data?: Loads<Item>; isError: boolean }>
  fetchPreviousPage: () => PromiseLike<{ data?: Loads<Item>; isError: boolean }>
  refetch: () => unknown
}

export interface UseLoadMoreOptions<Arg extends LoadsArg, Item> {
  /** The list, from `createLoadMoreSlice`: its place, and `restart`. */
  list: {
    actions: Pick<LoadMoreSlice['actions'], 'setPlace' | 'restart'>
    selectors: { selectPlace: (state: never) => string }
  }
  /** Your infinite query's argument: the list's size and start, beside your sort and search. */
  arg: Arg
  /** What your infinite query's hook returned for `arg`. */
  result: LoadsResult<Item>
  /** Its loads in the cache, from `loadsInCache`: a refresh fetches their first again alone. */
  cache: Pick<LoadsInCache<Arg, Item>, 'keepStart'>
  /** An item's key, as its row's `data-id` says it. */
  keyOf: KeyOf<Item>
  /** How long loads stay fresh, in seconds: older, they start again when the reader returns. */
  freshFor?: number
}

const NO_ITEMS: readonly never[] = []

/**
 * A list that loads more, on screen: the items to show, Load more and Load earlier with focus on
 * what they brought, the reader's place kept in the state, and the loads started again from it
 * when the reader returns to loads older than `freshFor`. Put `root` on the element that holds the
 * rows (each with `data-id` and `tabIndex={-1}`) and the buttons.
 */
export function useLoadMore<Arg extends LoadsArg, Item>(options: UseLoadMoreOptions<Arg, Item>) {
  const { list, arg, result, cache, keyOf, freshFor = 30 } = options
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>()
  const place = useSelector(list.selectors.selectPlace)
  const root = useRef<HTMLDivElement>(null)
  const { currentData, error, fulfilledTimeStamp, refetch } = result
  const failed = error !== undefined && currentData === undefined
  const shown = useItemsShown(arg, currentData)
  const items = failed ? NO_ITEMS : shown
  const topReached = currentData !== undefined && currentData.pages[0]?.previous === undefined
  useReaderPlace({ root, list, arg, loads: currentData, keyOf, topReached })

  // The person to focus once their row is on the page, after a load.
  const focusOn = useRef<string>(undefined)
  const focusNow = () => {
    const element = elementOf(root.current, focusOn.current)
    if (!element) return
    focusOn.current = undefined
    focusFrom(root.current, element)
  }
  useLayoutEffect(focusNow, [items])

  async function load(direction: 'more' | 'earlier') {
    if (result.isFetching) return
    const fetch = direction === 'more' ? result.fetchNextPage : result.fetchPreviousPage
    const { data, isError } = await fetch()
    if (isError || !data) return
    const top = direction === 'earlier' && data.pages[0]?.previous === undefined
    const item =
      direction === 'more' ? data.pages.at(-1)?.items[0] : top ? data.pages[0]?.items[0] : undefined
    focusOn.current = item === undefined ? undefined : String(keyOf(item))
    focusNow()
  }

  // Other visitors' writes: loads older than `freshFor` start again where the reader is, in one
  // request, never every load again; the rest comes with Load more and Load earlier.
  const refresh = useEffectEvent(() => {
    if (!fulfilledTimeStamp || Date.now() - fulfilledTimeStamp < freshFor * 1000) return
    if (place !== arg.start) {
      dispatch(list.actions.restart())
      return
    }
    // A refetch fetches the first load kept: Load earlier may have put others before it.
    cache.keepStart(dispatch, arg)
    void refetch()
  })
  useEffect(() => {
    const onReturn = () => {
      refresh()
    }
    onReturn()
    addEventListener('focus', onReturn)
    addEventListener('online', onReturn)
    return () => {
      removeEventListener('focus', onReturn)
      removeEventListener('online', onReturn)
    }
  }, [])

  return {
    root,
    items,
    total: totalOf(currentData),
    failed,
    loadMore: () => load('more'),
    loadEarlier: () => load('earlier'),
  }
}

/**
 * The loads' items; while the loads start again elsewhere in the same list (a new start or size),
 * the items before, which hold the reader's, so that nothing they see goes.
 */
function useItemsShown<Item>(arg: LoadsArg, loads: Loads<Item> | undefined) {
  const items = useMemo(() => (loads ? itemsOf(loads) : undefined), [loads])
  const [before, setBefore] = useState<{ arg: LoadsArg; items: readonly Item[] }>()
  if (items && before?.items !== items) setBefore({ arg, items })
  if (items) return items
  return before && sameList(before.arg, arg) ? before.items : NO_ITEMS
}
