import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider, useSelector } from 'react-redux'
import { KeepInPlace } from './KeepInPlace'
import { LoadButton } from './LoadButton'
import { LOAD_CURSORS, cursorParams, toLoad } from './loadMoreCache'
import type { Load, LoadCursor } from './loadMoreCache'
import { createLoadMoreSlice } from './loadMoreSlice'
import type { LoadMoreState, LoadsArg } from './loadMoreSlice'
import { loadsInCache } from './loadsInCache'
import { useLoadMore } from './useLoadMore'
import { PLACE_SETTLES_MS } from './useReaderPlace'

/** A learner's orders, 1 to 40, and a server that reads 5 next to one, or from one. */
const ORDERS = Array.from({ length: 40 }, (_, i) => ({ id: i + 1 }))
type Order = (typeof ORDERS)[number]
interface OrdersState {
  ordersLoads: LoadMoreState
}

/** The five orders a server of the learner's own answers next to `cursor`, as a load. */
function fiveNextTo(start: string, cursor: LoadCursor) {
  const { after, before, from = '1' } = cursorParams(start, cursor)
  const edge = before ? Number(before) - 6 : after ? Number(after) : Number(from) - 1
  const items = ORDERS.slice(Math.max(0, edge), edge + 5)
  const more = before ? edge > 0 : edge + 5 < ORDERS.length
  const fromTop = cursor === 'start' && start === ''
  const page = { items, total: ORDERS.length, version: 1, more: fromTop ? undefined : more }
  return toLoad(page, cursor, start, (order) => order.id)
}

const ordersLoads = createLoadMoreSlice({ name: 'ordersLoads', pageSizes: [5], defaultPageSize: 5 })

function setUp({ start = '', freshFor = 30, fail = false } = {}) {
  const asked: string[] = []
  const api = createApi({
    baseQuery: fakeBaseQuery<string>(),
    endpoints: (build) => ({
      getOrders: build.infiniteQuery<Load<Order>, LoadsArg, LoadCursor>({
        infiniteQueryOptions: { ...LOAD_CURSORS, refetchCachedPages: false },
        queryFn({ queryArg, pageParam }) {
          asked.push(JSON.stringify(pageParam))
          return fail ? { error: 'down' } : { data: fiveNextTo(queryArg.start, pageParam) }
        },
      }),
    }),
  })
  const store = configureStore({
    reducer: combineSlices(api, ordersLoads),
    preloadedState: { ordersLoads: { pageSize: 5, start, place: start } },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  })
  const cache = loadsInCache(api, 'getOrders')
  const keyOf = (order: Order) => order.id

  function Orders() {
    const { pageSize, start } = useSelector(ordersLoads.selectors.selectLoadMore)
    const arg = { pageSize, start }
    const result = api.useGetOrdersInfiniteQuery(arg)
    const loads = useLoadMore({ list: ordersLoads, arg, result, cache, keyOf, freshFor })
    const words = { more: 'More', earlier: 'Earlier' }
    const button = (direction: 'more' | 'earlier', loading: boolean, onLoad: () => unknown) => (
      <LoadButton {...{ direction, loading, onLoad }} busy={result.isFetching} labels={words} />
    )
    return (
      <div ref={loads.root}>
        <KeepInPlace items={loads.items} keyOf={keyOf} root={loads.root}>
          {result.hasPreviousPage &&
            button('earlier', result.isFetchingPreviousPage, loads.loadEarlier)}
          <ul>
            {loads.items.map((order) => (
              <li key={order.id} data-id={order.id} tabIndex={-1}>{`Order ${order.id}`}</li>
            ))}
          </ul>
        </KeepInPlace>
        <p>{loads.failed ? 'Failed' : `${loads.items.length} of ${loads.total ?? '?'}`}</p>
        {result.hasNextPage && button('more', result.isFetchingNextPage, loads.loadMore)}
      </div>
    )
  }
  render(
    <Provider store={store}>
      <Orders />
    </Provider>,
  )
  return {
    store,
    asked,
    state: () => ordersLoads.selectors.selectLoadMore(store.getState() as OrdersState),
    user: userEvent.setup(),
  }
}

const shown = () => screen.queryAllByRole('listitem').map((item) => item.textContent)
/** Until the scroll has rested, and the place is read. */
const settle = () => act(() => new Promise((settled) => setTimeout(settled, PLACE_SETTLES_MS + 10)))
const range = (from: number, to: number) =>
  ORDERS.slice(from - 1, to).map(({ id }) => `Order ${id}`)

/** A page laid out in rows of 20 px in the order of the document, scrolled by `scrollBy`. */
function layOut() {
  let scrollY = 0
  const scrolled: number[] = []
  // eslint-disable-next-line testing-library/no-node-access -- jsdom lays nothing out
  const rows = () => [...document.querySelectorAll('.load-more--earlier, [data-id]')]
  Object.assign(HTMLElement.prototype, {
    getBoundingClientRect(this: HTMLElement) {
      const top = rows().indexOf(this) * 20 - scrollY
      return { top, bottom: top + 20 }
    },
    scrollIntoView(this: HTMLElement, options: unknown) {
      scrolledIntoView.push([this.textContent, options])
    },
  })
  Object.assign(window, {
    scrollBy: (_x: number, y: number) => {
      scrolled.push(y)
      scrollY += y
    },
  })
  return { scrolled, scrollTo: (y: number) => (scrollY = y) }
}
let scrolledIntoView: unknown[] = []
let page: ReturnType<typeof layOut>
beforeEach(() => {
  scrolledIntoView = []
  page = layOut()
})
afterEach(() => {
  // jsdom's own layout again: Element's, and no scrollIntoView.
  for (const stub of ['getBoundingClientRect', 'scrollIntoView']) {
    Reflect.deleteProperty(HTMLElement.prototype, stub)
  }
})

describe('useLoadMore', () => {
  it('loads more, the focus on the first order it brought', async () => {
    const { user } = setUp()
    expect(await screen.findByText('5 of 40')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'More' }))
    expect(await screen.findByText('10 of 40')).toBeInTheDocument()
    expect(shown()).toEqual(range(1, 10))
    expect(screen.getByText('Order 6')).toHaveFocus()
  })

  it('loads earlier from a place, the focus on the button, then on the first order at the top', async () => {
    const { user } = setUp({ start: '11' })
    expect(await screen.findByText('5 of 40')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Earlier' }))
    expect(await screen.findByText('10 of 40')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Earlier' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Earlier' }))
    expect(await screen.findByText('15 of 40')).toBeInTheDocument()
    expect(shown()).toEqual(range(1, 15))
    expect(screen.getByText('Order 1')).toHaveFocus()
  })

  it('starts the loads again where the reader is, on return once they went stale', async () => {
    const { store, asked, state } = setUp({ freshFor: 0.1 })
    expect(await screen.findByText('5 of 40')).toBeInTheDocument()
    act(() => {
      store.dispatch(ordersLoads.actions.setPlace('3'))
      dispatchEvent(new Event('focus'))
    })
    expect([state().start, asked]).toEqual(['', ['"start"']])
    await act(() => new Promise((stale) => setTimeout(stale, 100)))
    act(() => void dispatchEvent(new Event('focus')))
    expect(state().start).toBe('3')
    // The orders shown stay while the loads of the place come.
    expect(shown()).toEqual(range(1, 5))
    expect(await screen.findByText('Order 7')).toBeInTheDocument()
    await act(() => new Promise((stale) => setTimeout(stale, 100)))
    act(() => void dispatchEvent(new Event('online')))
    // Where the loads began already: the load that began there, alone, again.
    expect(await screen.findByText('5 of 40')).toBeInTheDocument()
    expect(asked.slice(-2)).toEqual(['"start"', '"start"'])
  })

  it('says the first load failed, and shows no orders', async () => {
    setUp({ fail: true })
    expect(await screen.findByText('Failed')).toBeInTheDocument()
    expect(shown()).toEqual([])
  })

  it('keeps the place in the state: the first order in sight, or the top', async () => {
    const { state, user } = setUp()
    await user.click(await screen.findByRole('button', { name: 'More' }))
    expect(await screen.findByText('10 of 40')).toBeInTheDocument()
    const scrollTo = async (y: number) => {
      await settle()
      page.scrollTo(y)
      act(() => void dispatchEvent(new Event('scroll')))
      await settle()
      return state().place
    }
    expect(await scrollTo(70)).toBe('4')
    expect(await scrollTo(0)).toBe('')
    expect(await scrollTo(500)).toBe('10')
  })

  it('opens a place with its order at the top of the window', async () => {
    const { state } = setUp({ start: '20' })
    expect(await screen.findByText('Order 20')).toBeInTheDocument()
    expect(scrolledIntoView).toEqual([['Order 20', { block: 'start' }]])
    expect(state().place).toBe('20')
    expect(screen.getByText('Order 20')).not.toHaveFocus()
    // Scrolled on, the reader stays there, though the test's argument is an object made anew.
    page.scrollTo(50)
    act(() => void dispatchEvent(new Event('scroll')))
    await settle()
    expect([state().place, scrolledIntoView]).toEqual(['21', [['Order 20', { block: 'start' }]]])
  })

  it('brings the focus that the place left above the window to its order', async () => {
    render(<button type="button">Show the orders</button>)
    screen.getByRole('button', { name: 'Show the orders' }).focus()
    setUp({ start: '20' })
    expect(await screen.findByText('Order 20')).toHaveFocus()
  })

  it('keeps what the reader sees in place while orders come above it', async () => {
    const { user } = setUp({ start: '21' })
    expect(await screen.findByText('5 of 40')).toBeInTheDocument()
    // At Load earlier: it stays, and the orders it brings come under it.
    await user.click(screen.getByRole('button', { name: 'Earlier' }))
    expect(await screen.findByText('10 of 40')).toBeInTheDocument()
    expect(page.scrolled).toEqual([])
    // Past it: the first order in sight stays where it was.
    page.scrollTo(50)
    await user.click(screen.getByRole('button', { name: 'Earlier' }))
    expect(await screen.findByText('15 of 40')).toBeInTheDocument()
    expect(page.scrolled).toEqual([100])
  })
})

describe('LoadButton', () => {
  it('says Carregar mais, and loads, unless a load is on its way: then it keeps the focus', async () => {
    const loads: string[] = []
    const onLoad = () => loads.push('load')
    const { rerender } = render(
      <LoadButton direction="more" busy={false} loading={false} onLoad={onLoad} />,
    )
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }))
    rerender(<LoadButton direction="more" busy loading onLoad={onLoad} />)
    await user.click(screen.getByRole('button', { name: 'Carregando…' }))
    expect(screen.getByRole('button', { name: 'Carregando…' })).toHaveFocus()
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true')
    expect(loads).toEqual(['load'])
  })

  it('tells a failure beside the button, which tries again only where that can help', () => {
    const failed = { direction: 'earlier', busy: false, loading: false, onLoad: () => 0 } as const
    const { rerender } = render(<LoadButton {...failed} failure="The earlier orders failed." />)
    expect(screen.getByRole('alert')).toHaveTextContent('The earlier orders failed.')
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument()
    rerender(<LoadButton {...failed} failure="Refused." retry={false} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
