// A list that loads more, as RTK Query's infinite query keeps it: each load a page of your server's
// read next to an item of the load before, and writes placed in the loads kept. No fetching here:
// your endpoint's options and its transformResponse use these.

/**
 * Where a load starts: where the loads began (`'start'`), or next to an item, after it (Load more)
 * or before it (Load earlier), by its key. An item deleted since is still a place: the server
 * keeps where it stood.
 */
export type LoadCursor = 'start' | { after: string } | { before: string }

/** A page as your server answers it: the items, the count and the list's version. */
export interface LoadedPage<Item> {
  items: Item[]
  /** How many items the list holds, its search's count. */
  total: number
  /** The version of the list it was read at: every write raises it. */
  version: number
  /** Read next to an item: whether anyone comes past the page, the way it was read. */
  more?: boolean
  /** Read from a place (`from`): whether anyone comes before it. Left out: Load earlier is offered. */
  earlier?: boolean
}

/** A load as the cache keeps it: the server's page, and the cursors next to it. */
export interface Load<Item> extends LoadedPage<Item> {
  /** Where Load more starts after this load; undefined at the list's end. */
  next?: LoadCursor
  /** Where Load earlier starts before this load; undefined at the list's top. */
  previous?: LoadCursor
  /** Its first and last items as they came (kept once deleted): writes are placed by them. */
  first?: Item
  last?: Item
}

/** The loads kept, as RTK Query's infinite query keeps them (its `InfiniteData`). */
export interface Loads<Item> {
  pages: Load<Item>[]
  pageParams: LoadCursor[]
}

/** An item's key: its id, say. The address and the cursors write it as a string. */
export type KeyOf<Item> = (item: Item) => string | number

/**
 * Your infinite query's cursors: spread them into its `infiniteQueryOptions`. Load more starts
 * after the last item as loaded, Load earlier before the first, each while anyone is there.
 */
export const LOAD_CURSORS = {
  initialPageParam: 'start' as LoadCursor,
  getNextPageParam: <Item>(last: Load<Item>) => last.next,
  getPreviousPageParam: <Item>(first: Load<Item>) => first.previous,
}

/** What a load from `cursor` asks your server: `after`, `before`, `from` the place, or the top. */
export function cursorParams(start: string, cursor: LoadCursor): Record<string, string> {
  if (cursor !== 'start') return cursor
  return start === '' ? {} : { from: start }
}

/**
 * The server's page made a load of the list whose loads began at `start`, with its cursors. Next
 * to an item, the page's `more` says whether anyone comes past it; from the top, its count does;
 * from a place, its `earlier` whether anyone comes before. An empty load from an item stands where
 * that item is.
 */
export function toLoad<Item>(
  page: LoadedPage<Item>,
  cursor: LoadCursor,
  start: string,
  keyOf: KeyOf<Item>,
): Load<Item> {
  const { items, total, more } = page
  const backwards = typeof cursor === 'object' && 'before' in cursor
  const [first, last] = [items[0], items.at(-1)]
  const goesOn = more ?? items.length < total
  const edge = cursor === 'start' ? start : 'after' in cursor ? cursor.after : cursor.before
  const next = last && (backwards || goesOn) ? { after: String(keyOf(last)) } : undefined
  const before = first === undefined ? edge : String(keyOf(first))
  const atTop =
    (cursor === 'start' && (start === '' || page.earlier === false)) || (backwards && !goesOn)
  return { ...page, next, previous: atTop ? undefined : { before }, first, last }
}

/** The items of the loads kept, in order. */
export const itemsOf = <Item>(loads: Loads<Item> | undefined): Item[] =>
  loads?.pages.flatMap((load) => load.items) ?? []

/** How many items the list holds, as the newest load kept has it (writes since counted in). */
export function totalOf<Item>(loads: Loads<Item> | undefined): number | undefined {
  let newest: Load<Item> | undefined
  for (const load of loads?.pages ?? [])
    if (!newest || load.version >= newest.version) newest = load
  return newest?.total
}

/** How the loads' query orders its items, to place a write among them. */
export interface LoadsOrder<Item> {
  keyOf: KeyOf<Item>
  /** Negative when `a` comes first, as your server sorts them, ties broken the same way. */
  compare: (a: Item, b: Item) => number
  /** Whether the query finds `item` (its search); left out, every item. */
  matches?: (item: Item) => boolean
}

const finds = <Item>(order: LoadsOrder<Item>, item: Item) => order.matches?.(item) ?? true

/**
 * `loads` once `item` was added (or put back) by a write whose answer said the list's `version`
 * after it. Each load read before it counts it, if the query finds it, and the load whose part of
 * the list holds it takes it where the order puts it: the first whose last item as it came sorts
 * at or after it, or the last load where the list ends. Before the first load's part it is left
 * to Load earlier, unless the top is reached; placed before a load's first, it becomes that load's
 * Load earlier cursor, so that no load brings it again. Put back by someone else already (no
 * version), it is placed and not counted. `loads` itself where it is there already.
 */
export function withAdded<Item>(
  loads: Loads<Item>,
  item: Item,
  order: LoadsOrder<Item>,
  version?: number,
): Loads<Item> {
  const { keyOf, compare } = order
  const key = String(keyOf(item))
  if (!finds(order, item) || itemsOf(loads).some((kept) => String(keyOf(kept)) === key)) {
    return loads
  }
  const readBefore = (load: Load<Item>) => version === undefined || load.version < version
  const pages = loads.pages.map((load) =>
    version !== undefined && readBefore(load) ? { ...load, total: load.total + 1 } : load,
  )
  let at = pages.findIndex(({ last }) => last !== undefined && compare(item, last) <= 0)
  if (at === -1 && pages.at(-1)?.next === undefined) at = pages.length - 1
  const load = pages[at]
  if (!load || !readBefore(load)) return { ...loads, pages }
  const first = !load.first || compare(item, load.first) < 0
  if (at === 0 && first && load.previous) return { ...loads, pages }
  const index = load.items.findIndex((kept) => compare(item, kept) < 0)
  const items = [...load.items]
  items.splice(index === -1 ? items.length : index, 0, item)
  const previous = first && load.previous ? { first: item, previous: { before: key } } : {}
  pages[at] = { ...load, items, ...previous }
  return { ...loads, pages }
}

/**
 * `loads` once `item` was deleted by a write whose answer said the list's `version` after it:
 * gone from each load read before it, and from its count, if the query finds it. Deleted by
 * someone else already (no version), gone from the items kept, and from the count of each load
 * read while it was there: no later than the newest that holds it. The cursors stay.
 */
export function withDeleted<Item>(
  loads: Loads<Item>,
  item: Item,
  order: LoadsOrder<Item>,
  version?: number,
): Loads<Item> {
  if (!finds(order, item)) return loads
  const key = String(order.keyOf(item))
  const others = (load: Load<Item>) =>
    load.items.filter((kept) => String(order.keyOf(kept)) !== key)
  const held = loads.pages.filter((load) => others(load).length < load.items.length)
  // Deleted by someone else (no version): after each load that still held it was read.
  const deletedAt = version ?? Math.max(0, ...held.map((load) => load.version + 1))
  const pages = loads.pages.map((load) => {
    if (version !== undefined && load.version >= version) return load
    const total = load.version < deletedAt ? Math.max(0, load.total - 1) : load.total
    return { ...load, items: others(load), total }
  })
  return { ...loads, pages }
}
