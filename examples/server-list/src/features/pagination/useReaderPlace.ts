import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react'
import type { RefObject } from 'react'
import { useDispatch } from 'react-redux'
import type { KeyOf, Loads } from './loadMoreCache'
import { placeOf, sameList } from './loadMoreSlice'
import type { LoadMoreSlice, LoadsArg } from './loadMoreSlice'

/** How long the scroll must rest before the reader's place is read. */
export const PLACE_SETTLES_MS = 150

/** The element of the item whose key is `key` in `root`: its `data-id`. */
export function elementOf(root: Element | null, key: string | undefined) {
  if (root === null || key === undefined) return undefined
  return [...root.querySelectorAll<HTMLElement>('[data-id]')].find((row) => row.dataset.id === key)
}

/** Focus to `to`, only from where the reader left it: inside `from`, or nowhere (<body>). */
export function focusFrom(from: Element | null, to: HTMLElement) {
  const focused = document.activeElement
  if (!focused || focused === document.body || from?.contains(focused)) to.focus()
}

interface ReaderPlace<Item> {
  root: RefObject<HTMLElement | null>
  list: { actions: Pick<LoadMoreSlice['actions'], 'setPlace'> }
  arg: LoadsArg
  loads: Loads<Item> | undefined
  keyOf: KeyOf<Item>
  topReached: boolean
}

/**
 * The reader's place in the state (and so in the address), read once the scroll rests and once
 * rows come or go. When the loads of a place come, that item's row goes to the top of the window
 * (in the same list, unless it is on the screen already, as when the loads start again where the
 * reader is: then it stays where it is), and, if it takes focus (`tabIndex`), the focus that this
 * leaves out of the window goes to it.
 */
export function useReaderPlace<Item>({
  root,
  list,
  arg,
  loads,
  keyOf,
  topReached,
}: ReaderPlace<Item>) {
  const dispatch = useDispatch()
  // Compared by value: an argument made anew for the same loads places nothing again.
  const placed = useRef<LoadsArg>(undefined)
  useLayoutEffect(() => {
    const was = placed.current
    const same =
      was && sameList(was, arg) && was.start === arg.start && was.pageSize === arg.pageSize
    if (!loads || same) return
    placed.current = arg
    if (arg.start === '') return
    // The item the loads began with, or, deleted meanwhile, the one after it.
    const fromStart = loads.pages.slice(loads.pageParams.indexOf('start'))
    const item = fromStart.flatMap((load) => load.items)[0]
    if (item === undefined) return
    const key = String(keyOf(item))
    const row = elementOf(root.current, key)
    // In the same list, a row on the screen already stays where it is (KeepInPlace kept it there).
    const rect = row?.getBoundingClientRect()
    const onScreen = rect !== undefined && rect.bottom > 0 && rect.top < innerHeight
    if (!(was && sameList(was, arg) && onScreen)) row?.scrollIntoView({ block: 'start' })
    // Focus the scroll left out of the window (on what showed the list) comes to a row that takes it.
    const focused = document.activeElement
    if (row?.hasAttribute('tabindex') && focused && focused !== document.body) {
      const { top, bottom } = focused.getBoundingClientRect()
      if (bottom <= 0 || top >= innerHeight) row.focus()
    }
    dispatch(list.actions.setPlace(key))
  }, [loads, arg, root, keyOf, list, dispatch])

  const read = useEffectEvent(() => {
    const rows = [...(root.current?.querySelectorAll<HTMLElement>('[data-id]') ?? [])]
    const place = placeOf(
      rows.map((row) => ({ id: row.dataset.id ?? '', bottom: row.getBoundingClientRect().bottom })),
      topReached,
    )
    if (place !== undefined) dispatch(list.actions.setPlace(place))
  })
  const settled = useRef<ReturnType<typeof setTimeout>>(undefined)
  const track = useEffectEvent(() => {
    clearTimeout(settled.current)
    settled.current = setTimeout(read, PLACE_SETTLES_MS)
  })
  useEffect(() => {
    const onScroll = () => {
      track()
    }
    addEventListener('scroll', onScroll, { passive: true })
    return () => {
      clearTimeout(settled.current)
      removeEventListener('scroll', onScroll)
    }
  }, [])
  useEffect(() => {
    if (loads) track()
  }, [loads])
}
