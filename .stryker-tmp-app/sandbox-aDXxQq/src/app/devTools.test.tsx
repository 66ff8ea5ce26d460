// @ts-nocheck
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
  it('imports its own export: the same history and page', async () => {
    const { store, user, inAct } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página:' }), '10')
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    const file = extension.exportFile()
    const before = store.getState()

    inAct(() => extension.reset())
    expect(footer()).toBe('5 de 215 itensPágina 1 de 43')
    inAct(() => {
      extension.importFile(file)
    })
    expect(store.getState()).toEqual(before)
    expect(footer()).toBe('10 de 215 itensPágina 2 de 22')
  })

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

  it('skips an action, commits and reverts', async () => {
    const { store, user, inAct } = renderApp()
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página:' }), '20')
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    const [, pageThree] = extension.lifted().getState().stagedActionIds.slice(0)
    inAct(() => extension.toggleAction(pageThree!))
    expect(store.getState().pagination).toEqual({ page: 2, pageSize: 20 })

    inAct(() => extension.commit())
    await user.click(screen.getByRole('button', { name: 'Página 5' }))
    inAct(() => extension.revert())
    expect(footer()).toBe('20 de 215 itensPágina 2 de 11')
  })
})
