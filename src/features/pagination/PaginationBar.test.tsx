import { configureStore } from '@reduxjs/toolkit'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { PaginationBar } from './PaginationBar'
import { createPaginationSlice } from './paginationSlice'

const pagination = createPaginationSlice({
  name: 'pagination',
  pageSizes: [5, 10, 20],
  defaultPageSize: 5,
})
const { setPage } = pagination.actions

const makeStore = () => configureStore({ reducer: { pagination: pagination.reducer } })

/**
 * The bar lifted out on its own, as in another app: a store with only its list's slice, and a
 * page count. What is paged is none of its business.
 */
function renderBar(pageCount: number) {
  const store = makeStore()
  const view = render(
    <Provider store={store}>
      <PaginationBar list={pagination} pageCount={pageCount} />
    </Provider>,
  )
  return { store, user: userEvent.setup(), ...view }
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Página \d+$/ }).map((button) => button.textContent)

describe('PaginationBar on its own', () => {
  it('shows the window of the pages it is told there are', () => {
    renderBar(12)
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5'])
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('status')).toHaveTextContent('Página 1 de 12')
  })

  it('dispatches the page and the size a visitor picks', async () => {
    const { store, user } = renderBar(12)
    await user.click(screen.getByRole('button', { name: 'Última' }))
    expect(store.getState().pagination).toEqual({ page: 12, pageSize: 5 })
    expect(pageButtons()).toEqual(['8', '9', '10', '11', '12'])
    const sizes = screen.getByRole('combobox', { name: 'Itens por página:' })
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20'])
    await user.selectOptions(sizes, '20')
    expect(store.getState().pagination).toEqual({ page: 1, pageSize: 20 })
  })

  it('follows a new page count', () => {
    const { store, rerender } = renderBar(12)
    act(() => {
      store.dispatch(setPage(3))
    })
    rerender(
      <Provider store={store}>
        <PaginationBar list={pagination} pageCount={3} />
      </Provider>,
    )
    expect(pageButtons()).toEqual(['1', '2', '3'])
    expect(screen.getByRole('button', { name: 'Última' })).toBeDisabled()
  })

  it('speaks the words it is given, and keeps the defaults for the others', async () => {
    const store = makeStore()
    const user = userEvent.setup()
    render(
      <Provider store={store}>
        <PaginationBar
          list={pagination}
          pageCount={28}
          labels={{
            first: 'Erste',
            last: 'Letzte',
            page: (page) => `Seite ${page}`,
            pageOfPages: (page, pageCount) => `Seite ${page} von ${pageCount}`,
          }}
        />
      </Provider>,
    )
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
    const store = makeStore()
    const user = userEvent.setup()
    const digits = new Intl.NumberFormat('ar-EG')
    const arabic = (n: number) => digits.format(n)
    render(
      <Provider store={store}>
        <PaginationBar
          list={pagination}
          pageCount={200000}
          labels={{ formatNumber: arabic, page: (page) => `صفحة ${arabic(page)}` }}
          className="app-card"
          scheme="dark"
        />
      </Provider>,
    )
    await user.click(screen.getByRole('button', { name: 'Última' }))
    const last = screen.getByRole('button', { name: 'صفحة ٢٠٠٬٠٠٠' })
    expect(last).toHaveTextContent('٢٠٠٬٠٠٠')
    const ten = screen.getByRole('option', { name: '١٠' })
    expect([last, ten].map((control) => control.getAttribute('value'))).toEqual(['200000', '10'])
    const bar = screen.getByRole('navigation')
    expect(bar).toHaveClass('pagination-bar', 'pagination-bar--dark', 'app-card')
  })
})
