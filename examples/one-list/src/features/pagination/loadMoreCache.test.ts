import fc from 'fast-check'
import {
  LOAD_CURSORS,
  cursorParams,
  itemsOf,
  toLoad,
  totalOf,
  withAdded,
  withDeleted,
} from './loadMoreCache'
import type { Load, LoadCursor, Loads, LoadsOrder } from './loadMoreCache'

/** A list of the learner's own: orders sorted by their number, found by a word of their name. */
interface Order {
  id: number
  name: string
}
const order = (id: number, name = `order ${id}`): Order => ({ id, name })
const keyOf = (item: Order) => item.id
const byId: LoadsOrder<Order> = {
  keyOf,
  compare: (a, b) => a.id - b.id,
  matches: (item) => !item.name.includes('gift'),
}
const ids = (loads: Loads<Order>) => itemsOf(loads).map(({ id }) => id)
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => order(from + i))

/** A load of the orders `from` to `to`, read at `version`, with the cursors a server's answer gives. */
function load(from: number, to: number, { version = 1, top = false, end = false } = {}) {
  const cursor: LoadCursor = top ? 'start' : { after: String(from - 1) }
  const page = { items: range(from, to), total: 100, version, more: !end }
  return toLoad(top ? { ...page, more: undefined, total: end ? to : 100 } : page, cursor, '', keyOf)
}
const loadsOf = (...pages: Load<Order>[]): Loads<Order> => ({
  pages,
  pageParams: pages.map(() => 'start'),
})

describe('toLoad', () => {
  // What a load read from `cursor` holds: orders `from` to `to`, or no one; whether anyone comes
  // past it, the way it was read; the count; and the cursors it then has, by the orders' keys.
  type Case = [string, LoadCursor, string, [number, number] | [], boolean | undefined, number]
  it.each<[...Case, string | undefined, string | undefined]>([
    ['from the top, more to come', 'start', '', [1, 10], undefined, 50, '10', undefined],
    ['from the top, everyone', 'start', '', [1, 10], undefined, 10, undefined, undefined],
    ['from a place', 'start', '7', [7, 16], true, 50, '16', '7'],
    ['from a place, to the end', 'start', '7', [7, 9], false, 50, undefined, '7'],
    ['after someone, more to come', { after: '10' }, '', [11, 20], true, 50, '20', '11'],
    ['before someone, the top reached', { before: '6' }, '', [1, 5], false, 50, '5', undefined],
    ['before someone, more before', { before: '6' }, '', [3, 5], true, 50, '5', '3'],
    ['after the last, no one', { after: '50' }, '', [], false, 50, undefined, '50'],
    ['from a place deleted, no one', 'start', '42', [], false, 50, undefined, '42'],
  ])('makes a load %s, with its cursors', (_, cursor, start, [from, to], more, total, ...edges) => {
    const items = from === undefined ? [] : range(from, to!)
    const made = toLoad({ items, total, version: 3, more }, cursor, start, keyOf)
    expect(made).toEqual({
      ...{ items, total, version: 3, more, first: items[0], last: items.at(-1) },
      next: edges[0] && { after: edges[0] },
      previous: edges[1] && { before: edges[1] },
    })
  })

  it('gives RTK Query its cursors, and your server its parameters', () => {
    const made = load(11, 20)
    expect(LOAD_CURSORS.initialPageParam).toBe('start')
    expect(LOAD_CURSORS.getNextPageParam(made)).toEqual({ after: '20' })
    expect(LOAD_CURSORS.getPreviousPageParam(made)).toEqual({ before: '11' })
    expect(cursorParams('', 'start')).toEqual({})
    expect(cursorParams('42', 'start')).toEqual({ from: '42' })
    expect(cursorParams('42', { after: '7' })).toEqual({ after: '7' })
    expect(cursorParams('', { before: '7' })).toEqual({ before: '7' })
  })

  it('offers Load earlier from a place only where the server does not say no one is earlier', () => {
    const from = (earlier?: boolean) =>
      toLoad(
        { items: range(1, 5), total: 50, version: 3, more: true, earlier },
        'start',
        '1',
        keyOf,
      )
    expect([from(false), from(true), from()].map((made) => made.previous)).toEqual([
      undefined,
      { before: '1' },
      { before: '1' },
    ])
  })
})

describe('itemsOf and totalOf', () => {
  it('read the items in order, and the newest load’s count', () => {
    const loads = loadsOf(load(1, 2, { version: 4 }), { ...load(3, 4, { version: 4 }), total: 99 })
    expect(ids(loads)).toEqual([1, 2, 3, 4])
    expect(totalOf(loads)).toBe(99)
    expect(totalOf(loadsOf({ ...load(1, 2, { version: 5 }), total: 98 }, load(3, 4)))).toBe(98)
    expect(itemsOf(undefined)).toEqual([])
    expect(totalOf(undefined)).toBeUndefined()
  })
})

describe('withAdded', () => {
  const kept = loadsOf(load(11, 20), load(31, 40))

  it('places an item where the order puts it, in each load read before the write, and counts it', () => {
    const added = withAdded(kept, order(15.5), byId, 2)
    expect(ids(added)).toEqual(
      [...range(11, 15), order(15.5), ...range(16, 20), ...range(31, 40)].map(keyOf),
    )
    expect(added.pages.map(({ total }) => total)).toEqual([101, 101])
    expect(added.pages[0]).toMatchObject({ first: order(11), previous: { before: '11' } })
    // Between two loads, it goes in the later one, which Load earlier now starts before.
    const between = withAdded(kept, order(25), byId, 2)
    expect(between.pages[1]?.items[0]).toEqual(order(25))
    expect(between.pages[1]).toMatchObject({ first: order(25), previous: { before: '25' } })
    expect(between.pages[0]).toEqual({ ...kept.pages[0], total: 101 })
  })

  it('leaves a load read after the write as it is: it holds the write already', () => {
    const newer = loadsOf(load(11, 20), load(31, 40, { version: 3 }))
    const added = withAdded(newer, order(35.5), byId, 3)
    expect(added.pages[1]).toBe(newer.pages[1])
    expect(added.pages[0]?.total).toBe(101)
  })

  it('leaves to Load earlier an item before the first load, until the top is reached', () => {
    expect(ids(withAdded(kept, order(5), byId, 2))).toEqual(ids(kept))
    const fromTop = loadsOf(load(1, 10, { top: true }), load(11, 20))
    expect(ids(withAdded(fromTop, order(0.5), byId, 2))[0]).toBe(0.5)
  })

  it('leaves to Load more an item past the last load, until the end is reached', () => {
    expect(ids(withAdded(kept, order(45), byId, 2))).toEqual(ids(kept))
    const toEnd = loadsOf(load(11, 20), load(31, 40, { end: true }))
    expect(ids(withAdded(toEnd, order(45), byId, 2)).at(-1)).toBe(45)
  })

  it('places, uncounted, an item someone else put back already (no version)', () => {
    const added = withAdded(kept, order(15.5), byId)
    expect(ids(added)).toContain(15.5)
    expect(added.pages.map(({ total }) => total)).toEqual([100, 100])
  })

  it('returns the loads themselves where the item is there already, or not found', () => {
    expect(withAdded(kept, order(15), byId, 2)).toBe(kept)
    expect(withAdded(kept, order(15.5, 'a gift'), byId, 2)).toBe(kept)
    const everyone = { ...byId, matches: undefined }
    expect(ids(withAdded(kept, order(15.5, 'a gift'), everyone, 2))).toContain(15.5)
  })

  it('keeps any loads in order, each item once, whatever is added', () => {
    // Consecutive loads of a sorted list, from its top or not, to its end or not.
    const numbers = fc.uniqueArray(fc.integer({ min: 1, max: 60 }), { minLength: 1 })
    const size = fc.integer({ min: 1, max: 10 })
    const added = fc.integer({ min: 0, max: 61 })
    fc.assert(
      fc.property(
        numbers,
        size,
        fc.boolean(),
        fc.boolean(),
        added,
        (unsorted, size, top, end, id) => {
          const sorted = unsorted.sort((a, b) => a - b)
          const pages: Load<Order>[] = []
          for (let at = 0; at < sorted.length; at += size) {
            const items = sorted.slice(at, at + size).map((n) => order(n))
            const cursor: LoadCursor = at === 0 ? 'start' : { after: String(sorted[at - 1]) }
            const more = !(at + size >= sorted.length && end)
            const start = top ? '' : String(sorted[0])
            pages.push(toLoad({ items, total: 100, version: 1, more }, cursor, start, keyOf))
          }
          const shown = ids(withAdded(loadsOf(...pages), order(id), byId, 2))
          expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b))
          const inside = (id > sorted[0]! || top) && (id < sorted.at(-1)! || end)
          expect(shown.includes(id)).toBe(sorted.includes(id) || inside)
        },
      ),
    )
  })
})

describe('withDeleted', () => {
  const kept = loadsOf(load(11, 20), load(31, 40, { version: 3 }))

  it('takes an item out of each load read before the write, and out of its count', () => {
    const deleted = withDeleted(kept, order(15), byId, 2)
    expect(ids(deleted)).not.toContain(15)
    expect(deleted.pages[0]).toMatchObject({ total: 99, first: order(11) })
    expect(deleted.pages[1]).toBe(kept.pages[1])
    expect(withDeleted(kept, order(35), byId, 3).pages[1]).toBe(kept.pages[1])
    expect(
      withDeleted(loadsOf({ ...load(1, 1), total: 0 }), order(1), byId, 2).pages[0]?.total,
    ).toBe(0)
  })

  it('takes out an item someone else deleted already (no version), counted out of each load read while it was there', () => {
    const deleted = withDeleted(kept, order(35), byId)
    expect(ids(deleted)).not.toContain(35)
    expect(deleted.pages.map(({ total }) => total)).toEqual([99, 99])
    const later = loadsOf(load(11, 20), load(31, 40, { version: 2 }))
    expect(withDeleted(later, order(15), byId).pages.map(({ total }) => total)).toEqual([99, 100])
    expect(withDeleted(kept, order(25), byId).pages.map(({ total }) => total)).toEqual([100, 100])
  })

  it('returns the loads themselves for an item the query does not find', () => {
    expect(withDeleted(kept, order(15, 'a gift'), byId, 2)).toBe(kept)
  })
})
