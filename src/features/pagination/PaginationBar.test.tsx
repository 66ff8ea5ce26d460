import { configureStore } from '@reduxjs/toolkit'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { PaginationBar } from './PaginationBar'
import { paginationSlice, setPage } from './paginationSlice'

/**
 * The bar lifted out on its own, as in another app: a store with only the pagination slice, and a
 * page count. What is paged is none of its business.
 */
function renderBar(pageCount: number) {
  const store = configureStore({ reducer: { pagination: paginationSlice.reducer } })
  const view = render(
    <Provider store={store}>
      <PaginationBar pageCount={pageCount} />
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
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página:' }), '20')
    expect(store.getState().pagination).toEqual({ page: 1, pageSize: 20 })
  })

  it('follows a new page count', () => {
    const { store, rerender } = renderBar(12)
    act(() => {
      store.dispatch(setPage(3))
    })
    rerender(
      <Provider store={store}>
        <PaginationBar pageCount={3} />
      </Provider>,
    )
    expect(pageButtons()).toEqual(['1', '2', '3'])
    expect(screen.getByRole('button', { name: 'Última' })).toBeDisabled()
  })

  it('speaks the words it is given, and keeps the defaults for the others', async () => {
    const store = configureStore({ reducer: { pagination: paginationSlice.reducer } })
    const user = userEvent.setup()
    render(
      <Provider store={store}>
        <PaginationBar
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
})
