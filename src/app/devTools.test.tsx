// First: the stand-in must be in place before Redux Toolkit is loaded.
import { extension } from '../test/devToolsExtension'
import { act, screen, within } from '@testing-library/react'
import { App } from '../App'
import { renderWithProviders } from '../test/renderWithProviders'

const footer = () => within(screen.getAllByRole('rowgroup')[2]!).getByRole('cell').textContent

/** The app with 215 people, under the extension; `act` because the extension acts outside React. */
function renderApp() {
  const view = renderWithProviders(<App />)
  const inAct = (control: () => unknown) => {
    act(() => {
      control()
    })
  }
  return { ...view, inAct }
}

describe('Redux DevTools', () => {
  it('jumps back in time; a click while jumped back is recorded but does not move the page', async () => {
    const { store, user, inAct } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    await user.click(screen.getByRole('button', { name: 'Página 5' }))
    inAct(() => extension.jumpToState(1))
    expect(footer()).toBe('5 de 215 itensPágina 3 de 43')

    await user.click(screen.getByRole('button', { name: 'Página 4' }))
    expect(extension.lifted().getState().stagedActionIds).toHaveLength(4)
    expect(store.getState().pagination.page).toBe(3)

    inAct(() => extension.jumpToState(3))
    expect(footer()).toBe('5 de 215 itensPágina 4 de 43')
  })

  it('leaves focus where the visitor put it when a press changed nothing and a jump later does', async () => {
    const { store, user, inAct } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    inAct(() => extension.jumpToState(0))
    // Jumped back to page 1: a press on "Página 4" is recorded, and the page stays.
    screen.getByRole('button', { name: 'Página 4' }).focus()
    await user.keyboard('{Enter}')
    expect(store.getState().pagination.page).toBe(1)
    await user.tab()
    await user.tab()
    const last = screen.getByRole('button', { name: 'Última' })
    expect(last).toHaveFocus()

    inAct(() => extension.jumpToState(2))
    expect(footer()).toBe('5 de 215 itensPágina 4 de 43')
    expect(screen.getByRole('button', { name: 'Página 4' })).toBeDisabled()
    expect(last).toHaveFocus()
  })
})
