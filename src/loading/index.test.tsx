/* eslint-disable testing-library/no-node-access -- the shell's rows are told apart by their body's class */
import { act, screen, within } from '@testing-library/react'
import { shellMarkup } from './shellMarkup'

const rowTexts = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => row.textContent)

describe('the production page’s own scripts', () => {
  afterEach(() => {
    window.pageShell?.started()
    delete window.pageShell
    document.body.innerHTML = ''
    jest.resetModules()
    jest.useRealTimers()
  })

  it('show the first page in the shell’s rows, then the app takes over the same rows', async () => {
    jest.useFakeTimers()
    document.body.innerHTML = `<main><div id="root">${shellMarkup()}</div></main>`
    await import('./boot')

    // The first script, as soon as it has arrived: this visit's people, before Redux and React.
    await import('./people')
    const early = rowTexts()

    // The store's, once Redux has; then the app's, once React has: it renders over the shell, in a
    // task of its own.
    await import('./start')
    await import('./index')
    await act(async () => {
      await jest.runOnlyPendingTimersAsync()
    })
    expect(document.querySelector('tbody')).not.toHaveAttribute('class')
    expect(rowTexts()).toEqual(early)
  })
})
