import { act, screen, within } from '@testing-library/react'

describe('the entry point', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    jest.resetModules()
    jest.useRealTimers()
  })

  it('mounts the app into #root with 215 freshly generated people, in a task of its own', async () => {
    jest.useFakeTimers()
    document.body.innerHTML = '<main><div id="root"><p>prerendered shell</p></div></main>'
    await import('./index')
    expect(screen.getByText('prerendered shell')).toBeInTheDocument()

    await act(async () => {
      await jest.runAllTimersAsync()
    })
    expect(screen.queryByText('prerendered shell')).not.toBeInTheDocument()
    const body = screen.getAllByRole('rowgroup')[1]!
    expect(within(body).getAllByRole('row')).toHaveLength(5)
    expect(screen.getByText('5 de 215 itens')).toBeVisible()
    expect(screen.getByText('Página 1 de 43', { selector: 'tfoot span' })).toBeVisible()
  })

  it('says what is missing when the page has no #root', async () => {
    await expect(import('./index')).rejects.toThrow('no #root element')
  })
})
