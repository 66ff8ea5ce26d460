import { Component } from 'react'
import type { ReactNode, RefObject } from 'react'
import type { KeyOf } from './loadMoreCache'

interface KeepInPlaceProps<Item> {
  /** The items shown: when they change, what the reader sees stays where it is on the screen. */
  items: readonly Item[]
  /** An item's key, as its row's `data-id` says it. */
  keyOf: KeyOf<Item>
  /** The element that holds the rows (each with its `data-id`) and Load earlier. */
  root: RefObject<HTMLElement | null>
  children: ReactNode
}

interface Anchor {
  element: Element
  top: number
}

/**
 * Keeps what the reader sees where it is on the screen while rows come or go above it (Load
 * earlier, a load dropped, a write): the first thing in the window that stays is the anchor, Load
 * earlier if the reader is at it (the rows it brings come under it), else a row. It is measured
 * before React changes the page and after, which only a class can do (`getSnapshotBeforeUpdate`).
 * Turn the browser's own scroll anchoring off where it shows (`overflow-anchor: none`): WebKit has
 * none, and two anchors would move the page twice.
 */
export class KeepInPlace<Item> extends Component<KeepInPlaceProps<Item>> {
  override getSnapshotBeforeUpdate(before: KeepInPlaceProps<Item>): Anchor | null {
    const { items, keyOf, root } = this.props
    if (before.items === items) return null
    const staying = new Set(items.map((item) => String(keyOf(item))))
    const candidates = root.current?.querySelectorAll<HTMLElement>('.load-more--earlier, [data-id]')
    const element = [...(candidates ?? [])].find((candidate) => {
      const { top, bottom } = candidate.getBoundingClientRect()
      const stays = candidate.dataset.id === undefined || staying.has(candidate.dataset.id)
      return bottom > 0 && top < innerHeight && stays
    })
    return element ? { element, top: element.getBoundingClientRect().top } : null
  }

  override componentDidUpdate(_props: unknown, _state: unknown, anchor: Anchor | null) {
    if (!anchor?.element.isConnected) return
    const moved = anchor.element.getBoundingClientRect().top - anchor.top
    if (moved !== 0) scrollBy(0, moved)
  }

  override render() {
    return this.props.children
  }
}
