// First: the stand-in must be in place before Redux Toolkit is loaded.
import { extension } from '../test/devToolsExtension'
import { act, screen, within } from '@testing-library/react'
import { App } from '../App'
import { AIMED_AGAIN_MS } from '../features/pagination/keepFocusNear'
import { renderWithProviders } from '../test/renderWithProviders'

const footer = () => within(screen.getAllByRole('rowgroup')[2]!).getByRole('cell').textContent

// The guard's rules are devTools.guard.test's; here, the page under the extension's jumps.
describe('Redux DevTools', () => {
  it('shows each state jumped to, and leaves focus where the visitor put it', async () => {
    const { store, user } = renderWithProviders(<App />)
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    // The extension acts outside React: `act` lets the page render what it did.
    act(() => {
      extension.jumpToState(0)
    })
    expect(footer()).toBe('5 de 215 itensPágina 1 de 43')
    // Jumped back to page 1: a press on "Página 4" (a moment later, not the click on 3 aimed
    // again) is recorded, and the page stays.
    const later = Date.now() + AIMED_AGAIN_MS
    jest.spyOn(Date, 'now').mockImplementation(() => later)
    screen.getByRole('button', { name: 'Página 4' }).focus()
    await user.keyboard('{Enter}')
    expect(extension.lifted().getState().stagedActionIds).toHaveLength(3)
    expect(store.getState().pagination.page).toBe(1)
    await user.tab()
    await user.tab()
    const last = screen.getByRole('button', { name: 'Última' })
    expect(last).toHaveFocus()

    act(() => {
      extension.jumpToState(2)
    })
    expect(footer()).toBe('5 de 215 itensPágina 4 de 43')
    expect(screen.getByRole('button', { name: 'Página 4' })).toBeDisabled()
    expect(last).toHaveFocus()
  })
})
