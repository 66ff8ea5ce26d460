import { configureStore } from '@reduxjs/toolkit'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider, useSelector } from 'react-redux'
import type { ComponentProps } from 'react'
import { pageWindowWithEnds } from './pageMath'
import { createLoadMoreSlice } from './loadMoreSlice'
import { PageSizeSelect, PaginationBar } from './PaginationBar'
import { createPaginationSlice } from './paginationSlice'

const pagination = createPaginationSlice({
  name: 'pagination',
  pageSizes: [5, 10, 20],
  defaultPageSize: 5,
})

const makeStore = () => configureStore({ reducer: { pagination: pagination.reducer } })

/**
 * The bar lifted out on its own, as in another app: a store with only its list's slice, and a
 * page count. What is paged is none of its business.
 */
function renderBar(
  pageCount: number,
  props: Omit<ComponentProps<typeof PaginationBar>, 'list' | 'pageCount'> = {},
) {
  const store = makeStore()
  const view = render(
    <Provider store={store}>
      <PaginationBar list={pagination} pageCount={pageCount} {...props} />
    </Provider>,
  )
  return { store, user: userEvent.setup({ delay: null }), ...view }
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Página \d+$/ }).map((button) => button.textContent)

describe('PaginationBar on its own', () => {
  it('pages the list it is given, when it is given another', async () => {
    const { user, rerender } = renderBar(12)
    const other = createPaginationSlice({ name: 'other', pageSizes: [5], defaultPageSize: 5 })
    const both = configureStore({
      reducer: { pagination: pagination.reducer, other: other.reducer },
    })
    rerender(
      <Provider store={both}>
        <PaginationBar list={other} pageCount={12} />
      </Provider>,
    )
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    expect(both.getState()).toEqual({
      pagination: { page: 1, pageSize: 5 },
      other: { page: 3, pageSize: 5 },
    })
  })

  it('shows Anterior and Próxima only when asked to', () => {
    renderBar(12)
    expect(screen.queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Próxima' })).not.toBeInTheDocument()
  })

  it('shows the first and last pages with an ellipsis between, when asked to', async () => {
    const { user } = renderBar(100, { windowOf: pageWindowWithEnds })
    await user.click(screen.getByRole('button', { name: 'Página 5' }))
    expect(pageButtons()).toEqual(['1', '4', '5', '6', '100'])
    // Text, hidden from screen readers: no control, and each button's name says its page.
    const gaps = screen.getAllByText('…')
    expect(gaps).toHaveLength(2)
    for (const gap of gaps) expect(gap).toHaveAttribute('aria-hidden', 'true')
  })

  it('pages forward and back with no count shown, where the count is not known', async () => {
    // A list that says only whether a next page exists: it has 7.
    function UncountedBar() {
      const page = useSelector(pagination.selectors.selectPage)
      return (
        <PaginationBar
          list={pagination}
          pageCount={undefined}
          hasNextPage={page < 7}
          previousNext
        />
      )
    }
    const store = makeStore()
    render(
      <Provider store={store}>
        <UncountedBar />
      </Provider>,
    )
    const user = userEvent.setup({ delay: null })
    const next = screen.getByRole('button', { name: 'Próxima' })
    expect(screen.queryByRole('button', { name: 'Última' })).not.toBeInTheDocument()
    expect(pageButtons()).toEqual(['1', '2'])
    for (let i = 0; i < 6; i++) await user.click(next)
    expect(next).toBeDisabled()
    expect(store.getState().pagination.page).toBe(7)
    expect(screen.getByRole('status')).toHaveTextContent(/^Página 7$/)
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7'])
    await user.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(screen.getByRole('status')).toHaveTextContent(/^Página 6$/)
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7'])
    expect(next).toBeEnabled()
  })

  it('dispatches the page and the size a visitor picks', async () => {
    const { store, user } = renderBar(12)
    await user.click(screen.getByRole('button', { name: 'Última' }))
    expect(store.getState().pagination).toEqual({ page: 12, pageSize: 5 })
    expect(pageButtons()).toEqual(['8', '9', '10', '11', '12'])
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent('12')
    expect(screen.getByRole('navigation')).toHaveClass('pagination-bar', { exact: true })
    const sizes = screen.getByRole('combobox', { name: 'Itens por página:' })
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20'])
    await user.selectOptions(sizes, '20')
    expect(store.getState().pagination).toEqual({ page: 1, pageSize: 20 })
  })

  it('speaks the words it is given, and keeps the defaults for the others', async () => {
    const { store, user } = renderBar(28, {
      labels: {
        first: 'Erste',
        last: 'Letzte',
        page: (page) => `Seite ${page}`,
        pageOfPages: (page, pageCount) => `Seite ${page} von ${pageCount}`,
      },
    })
    await user.click(screen.getByRole('button', { name: 'Letzte' }))
    expect(screen.getByRole('status')).toHaveTextContent('Seite 28 von 28')
    expect(screen.getByRole('button', { name: 'Seite 27' })).toHaveAttribute('title', 'Seite 27')
    await user.click(screen.getByRole('button', { name: 'Seite 26' }))
    await user.click(screen.getByRole('button', { name: 'Erste' }))
    expect(store.getState().pagination).toEqual({ page: 1, pageSize: 5 })
    // The words left out are the defaults.
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página:' }), '10')
    expect(screen.getByRole('status')).toHaveTextContent('Seite 1 von 28')
  })

  it('writes its numbers as the app asks, and keeps each button’s value in ASCII digits', async () => {
    const digits = new Intl.NumberFormat('ar-EG')
    const arabic = (n: number) => digits.format(n)
    const { user } = renderBar(200000, {
      labels: { formatNumber: arabic, page: (page) => `صفحة ${arabic(page)}` },
      className: 'app-card',
      scheme: 'dark',
    })
    await user.click(screen.getByRole('button', { name: 'Última' }))
    const last = screen.getByRole('button', { name: 'صفحة ٢٠٠٬٠٠٠' })
    expect(last).toHaveTextContent('٢٠٠٬٠٠٠')
    const ten = screen.getByRole('option', { name: '١٠' })
    expect([last, ten].map((control) => control.getAttribute('value'))).toEqual(['200000', '10'])
    const bar = screen.getByRole('navigation')
    expect(bar).toHaveClass('pagination-bar', 'pagination-bar--dark', 'app-card')
  })
})

describe('PageSizeSelect on its own', () => {
  it('sets the size of a list that loads more, under the bar’s word, with the app’s classes', async () => {
    const loads = createLoadMoreSlice({ name: 'loads', pageSizes: [20, 50], defaultPageSize: 20 })
    const store = configureStore({ reducer: { loads: loads.reducer } })
    function LoadSize() {
      const pageSize = useSelector(loads.selectors.selectPageSize)
      return <PageSizeSelect list={loads} pageSize={pageSize} className="loads-size" />
    }
    render(
      <Provider store={store}>
        <LoadSize />
      </Provider>,
    )
    store.dispatch(loads.actions.setPlace('p7'))
    const sizes = screen.getByRole('combobox', { name: 'Itens por página:' })
    await userEvent.setup({ delay: null }).selectOptions(sizes, '50')
    expect(store.getState().loads).toEqual({ pageSize: 50, start: 'p7', place: 'p7' })
    expect(sizes).toHaveValue('50')
    expect(sizes).toHaveClass('pagination-bar__select')
    // eslint-disable-next-line testing-library/no-node-access -- its outer element has no role
    expect(sizes.parentElement).toHaveClass('pagination-bar__size', 'loads-size')
  })
})

describe('PaginationBar keeps focus in the bar when the pressed button turns disabled', () => {
  const button = (name: string) => screen.getByRole('button', { name })

  it.each([
    ['the pressed page number', ['Página 2'], 'Página 3'],
    // Page 5 centres the window on it (3–7): focus goes next to the page chosen, not to the place.
    ['a page number the window slides under', ['Página 3', 'Página 5'], 'Página 6'],
    ['the next page, pressed in turn', ['Página 3', 'Página 5', 'Página 6'], 'Página 7'],
    [
      'a page number the window slides back under',
      ['Página 3', 'Página 5', 'Página 4'],
      'Página 5',
    ],
    ['Última', ['Última'], 'Página 42'],
    ['the last page number', ['Última', 'Página 42', 'Página 43'], 'Página 42'],
    ['Primeira', ['Página 4', 'Primeira'], 'Página 2'],
  ])('moves from %s to the nearest enabled page', async (_, presses, focused) => {
    const { user } = renderBar(43)
    for (const name of presses) await user.click(button(name))
    expect(button(presses.at(-1)!)).toBeDisabled()
    expect(button(focused)).toHaveFocus()
  })

  it.each([
    // Focus moved on to 6 as 5 turned disabled: the second Enter, aimed at 5, does nothing.
    ['disabled', 'Página 5', 43, 5, 'Página 6', 1],
    ['focusable', 'Página 5', 43, 5, 'Página 5', 1],
    ['focusable', 'Última', 43, 43, 'Última', 1],
    ['focusable', 'Próxima', 2, 2, 'Próxima', 1],
  ] as const)(
    'with a %s current page, Enter twice on %s of %i pages goes to page %i, focus on %s',
    async (currentPage, name, pageCount, page, focused, dispatches) => {
      const { store, user } = renderBar(pageCount, { currentPage, previousNext: true })
      let dispatched = 0
      store.subscribe(() => dispatched++)
      button(name).focus()
      await user.keyboard('{Enter}{Enter}')
      expect(button(focused)).toHaveFocus()
      const where = [store.getState().pagination.page, dispatched, button(focused).ariaDisabled]
      expect(where).toEqual([page, dispatches, currentPage === 'focusable' ? 'true' : null])
    },
  )

  it('takes a double click on a number the window slides under for one click: the page aimed at', async () => {
    const { store, user } = renderBar(43, { previousNext: true })
    const five = button('Página 5')
    await user.dblClick(five)
    expect(five).toHaveAccessibleName('Página 7')
    expect(store.getState().pagination.page).toBe(5)
    // A step is a move: Próxima clicked twice goes on twice.
    await user.dblClick(button('Próxima'))
    expect(store.getState().pagination.page).toBe(7)
  })

  it('keeps focus on Próxima and Anterior while they step, then moves it beside them', async () => {
    const { store, user } = renderBar(3, { previousNext: true })
    expect(button('Anterior')).toBeDisabled()
    button('Próxima').focus()
    await user.keyboard('{Enter}{Enter}')
    expect(store.getState().pagination.page).toBe(3)
    expect(button('Próxima')).toBeDisabled()
    expect(button('Página 2')).toHaveFocus()
    button('Anterior').focus()
    await user.keyboard('{Enter}')
    expect(button('Anterior')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(store.getState().pagination.page).toBe(1)
    expect(button('Anterior')).toBeDisabled()
    expect(button('Página 2')).toHaveFocus()
  })

  it('leaves focus on the size select when the size changes', async () => {
    const { user } = renderBar(43)
    const sizes = screen.getByRole('combobox', { name: 'Itens por página:' })
    await user.selectOptions(sizes, '10')
    expect(sizes).toHaveFocus()
  })
})
