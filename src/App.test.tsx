import { screen, within } from '@testing-library/react'
import fc from 'fast-check'
import { App } from './App'
import { makeStore } from './app/store'
import type { RootState } from './app/store'
import { anyState } from './test/arbitraries'
import { LONGEST_PEOPLE } from './test/longestPeople'
import { TEST_PEOPLE } from './test/fixtures'
import { renderWithProviders } from './test/renderWithProviders'

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')
const shownIds = () =>
  bodyRows().map((row) => Number(within(row).getAllByRole('cell')[0]!.textContent))
const idsOf = (from: number, to: number) => TEST_PEOPLE.slice(from, to).map((p) => p.id)
const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Paginação' }))
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((b) => b.textContent)
const footerTexts = () => within(screen.getAllByRole('rowgroup')[2]!).getByRole('cell').textContent
const button = (name: string) => screen.getByRole('button', { name })
const sizeSelect = () => screen.getByRole('combobox', { name: 'Itens por página:' })

describe('App', () => {
  it('shows the four columns, the first five people and the four page sizes', () => {
    renderWithProviders(<App />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Código',
      'Nome',
      'Sobrenome',
      'E-mail',
    ])
    expect(shownIds()).toEqual(idsOf(0, 5))
    const { id, firstName, lastName, email } = TEST_PEOPLE[0]!
    const cells = within(bodyRows()[0]!).getAllByRole('cell')
    expect(cells.map((c) => c.textContent)).toEqual([String(id), firstName, lastName, email])
    expect(footerTexts()).toBe('5 de 215 itensPágina 1 de 43')
    expect(sizeSelect()).toHaveValue('5')
    const sizes = within(sizeSelect()).getAllByRole('option')
    expect(sizes.map((o) => o.textContent)).toEqual(['5', '10', '15', '20'])
  })

  it('lets a long e-mail wrap before its "@", and keeps the address whole', () => {
    renderWithProviders(<App />, {
      preloadedState: { people: { items: LONGEST_PEOPLE } },
    })
    const email = within(bodyRows()[0]!).getAllByRole('cell')[3]!
    expect(email).toHaveTextContent(/^pedro\.henrique\.albuquerque@example\.com$/)
    // <wbr> marks where a line may break; the name and the domain stay whole, and a copied address
    // is the address.
    expect(email.innerHTML).toBe('pedro.henrique.albuquerque<wbr>@example.com')
  })

  it('goes to a numbered page, recentring the window on it, to the last with Última and back with Primeira', async () => {
    const { user } = renderWithProviders(<App />)
    await user.click(button('Página 5'))
    expect(shownIds()).toEqual(idsOf(20, 25))
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7'])
    expect(button('Página 5')).toHaveAttribute('aria-current', 'page')
    expect(footerTexts()).toBe('5 de 215 itensPágina 5 de 43')

    await user.click(button('Última'))
    expect(shownIds()).toEqual(idsOf(210, 215))
    expect(pageButtons()).toEqual(['39', '40', '41', '42', '43'])
    expect(button('Última')).toBeDisabled()
    expect(footerTexts()).toBe('5 de 215 itensPágina 43 de 43')

    await user.click(button('Primeira'))
    expect(shownIds()).toEqual(idsOf(0, 5))
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5'])
  })

  it.each([
    ['10', 22, 5],
    ['15', 15, 5],
    ['20', 11, 15],
  ])('at size %s has %i pages and %i rows on the last', async (size, pages, lastRows) => {
    const { user } = renderWithProviders(<App />)
    await user.click(button('Página 3'))
    await user.selectOptions(sizeSelect(), size)
    expect(footerTexts()).toBe(`${size} de 215 itensPágina 1 de ${pages}`)
    expect(shownIds()).toEqual(idsOf(0, Number(size)))

    await user.click(button('Última'))
    expect(footerTexts()).toBe(`${lastRows} de 215 itensPágina ${pages} de ${pages}`)
    expect(shownIds()).toEqual(idsOf(215 - lastRows, 215))
  })

  it('does nothing when a disabled button is clicked', async () => {
    const { user, store } = renderWithProviders(<App />)
    const dispatched = jest.fn()
    store.subscribe(dispatched)
    await user.click(button('Primeira'))
    await user.click(button('Página 1'))
    expect(dispatched).not.toHaveBeenCalled()

    await user.click(button('Última'))
    dispatched.mockClear()
    await user.click(button('Última'))
    await user.click(button('Página 43'))
    expect(dispatched).not.toHaveBeenCalled()
    expect(store.getState().pagination.page).toBe(43)
  })

  it('renders the table and the bar any state of the contract says', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const store = makeStore(state as Partial<RootState>)
        const { pagination, people } = store.getState()
        const { page, pageSize } = pagination
        const shown = Math.min(pageSize, people.items.length - (page - 1) * pageSize)
        const pages = Math.max(1, Math.ceil(people.items.length / pageSize))
        const { unmount } = renderWithProviders(<App />, { store })
        expect(screen.queryAllByRole('row')).toHaveLength(shown + 2)
        expect(footerTexts()).toBe(
          `${shown} de ${people.items.length} itensPágina ${page} de ${pages}`,
        )
        // The window of numbered buttons always holds the current page.
        expect(button(`Página ${page}`)).toHaveAttribute('aria-current', 'page')
        unmount()
      }),
      { numRuns: 20, endOnFailure: process.env.PROPERTY_SHRINK === '0' },
    )
  })
})
