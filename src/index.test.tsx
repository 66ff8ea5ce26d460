import { act, screen } from '@testing-library/react'

describe('the entry point', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    jest.resetModules()
  })

  it('mounts the app into #root with 215 freshly generated people', async () => {
    document.body.innerHTML = '<main><div id="root"></div></main>'
    await act(() => import('./index'))
    expect(screen.getByText('5 de 215 itens')).toBeVisible()
  })

  it('says what is missing when the page has no #root', async () => {
    await expect(import('./index')).rejects.toThrow('no #root element')
  })
})
