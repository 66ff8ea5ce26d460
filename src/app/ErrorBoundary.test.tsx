import { act, screen, within } from '@testing-library/react'
import { App } from '../App'
import { selectPage, setPage } from './peoplePagination'
import { renderWithProviders } from '../test/renderWithProviders'
import { ErrorBoundary } from './ErrorBoundary'
import { useAppSelector } from './hooks'

/** A component with a fault no state of the app has: it cannot draw page 7. */
function FailsOnPageSeven() {
  const page = useAppSelector(selectPage)
  if (page === 7) throw new Error('page 7 cannot be drawn')
  return null
}

describe('the error boundary', () => {
  it('replaces a failed render with a short message and a button that brings page 1 back', async () => {
    // React reports the caught error on the console; the test keeps the output clean.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store, user } = renderWithProviders(
      <ErrorBoundary>
        <App />
        <FailsOnPageSeven />
      </ErrorBoundary>,
    )
    act(() => {
      store.dispatch(setPage(7))
    })

    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Algo deu errado ao mostrar a tabela.')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    const button = within(alert).getByRole('button', { name: 'Mostrar a tabela de novo' })
    expect(button).toHaveFocus()
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      new Error('page 7 cannot be drawn'),
      'The above error occurred in the <FailsOnPageSeven> component.',
      expect.any(String),
    )

    await user.click(button)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByText('Página 1 de 43', { selector: 'tfoot span' })).toBeVisible()
    consoleError.mockRestore()
  })
})
