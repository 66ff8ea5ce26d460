import { configureStore } from '@reduxjs/toolkit'
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query'
import { LOAD_CURSORS, itemsOf, toLoad, withDeleted } from './loadMoreCache'
import type { Load, LoadCursor } from './loadMoreCache'
import type { LoadsArg } from './loadMoreSlice'
import { loadsInCache } from './loadsInCache'

interface Order {
  id: number
}
type OrdersArg = LoadsArg & { search: string }
/** Five of orders 1 to 30 next to `cursor`, as a server of the learner's own answers them. */
function fiveNextTo(start: string, cursor: LoadCursor) {
  const at =
    cursor === 'start'
      ? Number(start || 1)
      : 'after' in cursor
        ? Number(cursor.after) + 1
        : Number(cursor.before) - 5
  const items = [0, 1, 2, 3, 4].map((i) => ({ id: at + i })).filter(({ id }) => id >= 1 && id <= 30)
  return toLoad({ items, total: 30, version: 1, more: true }, cursor, start, (order) => order.id)
}

function ordersStore() {
  let asked = 0
  let held: Promise<unknown> = Promise.resolve()
  const api = createApi({
    baseQuery: fakeBaseQuery(),
    endpoints: (build) => ({
      getOrder: build.query<Order, number>({ queryFn: (id) => ({ data: { id } }) }),
      getOrders: build.infiniteQuery<Load<Order>, OrdersArg, LoadCursor>({
        infiniteQueryOptions: { ...LOAD_CURSORS, maxPages: 3 },
        async queryFn({ queryArg, pageParam }) {
          asked++
          await held
          return { data: fiveNextTo(queryArg.start, pageParam) }
        },
      }),
    }),
  })
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  })
  const load = (arg: OrdersArg, direction?: 'forward' | 'backward') =>
    store.dispatch(api.endpoints.getOrders.initiate(arg, direction && { direction }))
  const shown = (arg: OrdersArg) =>
    itemsOf(api.endpoints.getOrders.select(arg)(store.getState()).data).map(({ id }) => id)
  /** Holds every load until the function it returns is called. */
  const hold = () => {
    let release: (value?: unknown) => void = () => undefined
    held = new Promise((resolve) => (release = resolve))
    return () => {
      release()
    }
  }
  return { api, store, load, shown, hold, asked: () => asked }
}
const orderOfId = {
  keyOf: (order: Order) => order.id,
  compare: (a: Order, b: Order) => a.id - b.id,
}
const arg = (start = '', search = ''): OrdersArg => ({ pageSize: 5, start, search })

describe('loadsInCache', () => {
  it('writes in every list of loads kept, whatever its argument, at once, with no request', async () => {
    const { api, store, load, shown, asked } = ordersStore()
    await load(arg())
    await load(arg('', 'gift'))
    const before = asked()
    const written = loadsInCache(api, 'getOrders').write(store, (loads) =>
      withDeleted(loads, { id: 2 }, orderOfId, 2),
    )
    expect(shown(arg())).toEqual([1, 3, 4, 5])
    await written
    expect(shown(arg('', 'gift'))).toEqual([1, 3, 4, 5])
    expect(asked()).toBe(before)
  })

  it('waits for a load on its way, which would put the loads back as they were', async () => {
    const { api, store, load, shown, hold } = ordersStore()
    await load(arg())
    const release = hold()
    const more = load(arg(), 'forward')
    const written = loadsInCache(api, 'getOrders').write(store, (loads) =>
      withDeleted(loads, { id: 3 }, orderOfId, 2),
    )
    release()
    await Promise.all([more, written])
    expect(shown(arg())).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10])
  })

  it('keeps the load where the loads began alone, for a refetch', async () => {
    const { api, store, load, shown } = ordersStore()
    await load(arg('11'))
    await load(arg('11'), 'backward')
    await load(arg('11'), 'forward')
    expect(shown(arg('11'))).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
    loadsInCache(api, 'getOrders').keepStart(store.dispatch, arg('11'))
    expect(shown(arg('11'))).toEqual([11, 12, 13, 14, 15])
    expect(api.endpoints.getOrders.select(arg('11'))(store.getState()).data?.pageParams).toEqual([
      'start',
    ])
    // Where the loads began is gone already (maxPages), they stay as they are.
    await load(arg('11'), 'forward')
    await load(arg('11'), 'forward')
    await load(arg('11'), 'forward')
    loadsInCache(api, 'getOrders').keepStart(store.dispatch, arg('11'))
    expect(shown(arg('11'))).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30])
  })

  it('takes only an infinite query of loads', () => {
    const { api } = ordersStore()
    // @ts-expect-error getOrder is no list of loads
    expect(() => loadsInCache(api, 'getOrder')).not.toThrow()
  })
})
