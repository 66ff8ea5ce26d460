/* eslint-disable testing-library/no-node-access -- the shell's own live region has no name */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { shellMarkup } from './shellMarkup'

const rowTexts = () =>
  Array.from(within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row'), (r) => r.textContent)
const footer = () => screen.getAllByRole('rowgroup')[2]!.textContent

describe('the production page’s own scripts', () => {
  afterEach(() => {
    window.pageShell?.started()
    delete window.pageShell
    document.body.innerHTML = ''
    jest.resetModules()
    jest.useRealTimers()
  })

  it('show this visit’s people and the page picked in the shell, then the app takes over at that page', async () => {
    jest.useFakeTimers()
    document.body.innerHTML = `<main><div id="root">${shellMarkup()}</div></main>`
    await import('./boot')

    // The shell's inline call, as soon as it is parsed: this visit's people, before any script.
    window.pageShell!.showPeople()
    fireEvent.change(screen.getByRole('combobox', { name: 'Itens por página:' }), {
      target: { value: '20' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }))
    const early = rowTexts()
    expect(early).toHaveLength(20)
    expect(footer()).toBe('20 de 215 itensPágina 3 de 11')

    // The store's, once Redux has; then the app's, once React has: it renders over the shell, in a
    // task of its own, from the state the visitor's picks leave.
    const { store } = await import('./start')
    await import('./index')
    await act(async () => {
      await jest.runOnlyPendingTimersAsync()
    })
    expect(document.querySelector('.load-notice')).not.toBeInTheDocument()
    expect(store.getState().pagination).toEqual({ page: 3, pageSize: 20 })
    expect(rowTexts()).toEqual(early)
    expect(footer()).toBe('20 de 215 itensPágina 3 de 11')
  })
})
