/* eslint-disable testing-library/no-node-access -- the <script> elements the boot script adds have no role */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { PageShell } from './boot'
import { shellMarkup } from './shellMarkup'

/** user-event's pauses, on Jest's fake clock. */
const advanceTimers = (ms: number) => {
  jest.advanceTimersByTime(ms)
}

// The production build's scripts, in the order dist/index.html preloads them.
const SCRIPTS = ['people.1.js', 'redux.1.js', 'start.1.js', 'react.1.js', 'main.1.js']

/**
 * The production page as it is before any script has arrived: the preloads in <head>, the shell
 * in #root, and ./boot.ts run as the inline script in <head> runs it.
 */
async function openShell() {
  document.head.innerHTML = SCRIPTS.map(
    (src) => `<link rel="preload" href="${src}" as="script">`,
  ).join('')
  document.body.innerHTML = `<main><div id="root">${shellMarkup()}</div></main>`
  await import('./boot')
  return window.pageShell!
}

/** The script elements the boot script has added, by the name of the file. */
const addedScripts = () =>
  Array.from(document.body.querySelectorAll('script'), (script) => script.src.split('/').pop())

async function afterFirstFrame() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100)
  })
}

const scriptFor = (name: string) =>
  Array.from(document.body.querySelectorAll('script')).find((s) => s.src.endsWith(name))!

function expectFailureMessage() {
  const alert = screen.getByRole('alert')
  expect(alert).toHaveTextContent('Não foi possível carregar a demonstração.')
  expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeEnabled()
  // The shell's table and bar are gone: nothing left looks usable that is not.
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
}

describe('the boot script', () => {
  let shell: PageShell

  beforeEach(async () => {
    jest.useFakeTimers()
    shell = await openShell()
  })

  afterEach(() => {
    shell.started()
    jest.useRealTimers()
    jest.resetModules()
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    delete window.pageShell
  })

  it('writes down every page button pressed and size chosen on the shell, in order', async () => {
    const user = userEvent.setup({ advanceTimers })
    await user.click(screen.getByRole('button', { name: 'Última' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página:' }), '10')
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    screen.getByRole('button', { name: 'Página 4' }).focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    // Disabled on the shell's page 1: a click does nothing, as it will in the app.
    await user.click(screen.getByRole('button', { name: 'Primeira' }))
    await user.click(screen.getByRole('button', { name: 'Página 1' }))

    expect(shell.input).toEqual([
      { page: 43 },
      { pageSize: 10 },
      { page: 3 },
      { page: 4 },
      { page: 4 },
    ])
  })

  it('adds the preloaded scripts after the first frame, in order, at fresh addresses after "Tentar de novo"', async () => {
    // As the retry button leaves it before it reloads (the page loaded here is the reloaded one).
    shell.started()
    jest.resetModules()
    sessionStorage.setItem('pageShell.retry', '1700000000000')
    shell = await openShell()
    // After the first frame, in their order.
    expect(addedScripts()).toEqual([])
    await afterFirstFrame()
    expect(addedScripts()).toEqual(SCRIPTS.map((name) => `${name}?retry=1700000000000`))
    expect(sessionStorage.getItem('pageShell.retry')).toBeNull()
  })

  it('tells a slow load, politely, and goes on waiting for it however long it takes', async () => {
    const user = userEvent.setup({ advanceTimers })
    await afterFirstFrame()
    act(() => {
      jest.advanceTimersByTime(4_900)
    })
    expect(screen.queryByText(/Ainda carregando/)).not.toBeInTheDocument()
    act(() => {
      jest.advanceTimersByTime(100)
    })
    const notice = screen.getByText('Ainda carregando… a conexão parece lenta.')
    // Announced without interrupting: a polite live region the shell held, empty, from the start.
    expect(notice.closest('[role="status"]')).toHaveClass('load-notice')
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled()
    // The shell still works: its input is written down.
    await user.click(screen.getByRole('button', { name: 'Última' }))
    expect(shell.input).toEqual([{ page: 43 }])
    act(() => {
      jest.advanceTimersByTime(25_000)
    })
    expect(screen.getByText('Ainda carregando… está demorando mais que o normal.')).toBeVisible()
    act(() => {
      jest.advanceTimersByTime(10 * 60_000)
    })
    // Never a failure: the app may still start whenever its scripts arrive.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(shell.failed).toBe(false)
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Tentar de novo' })).toHaveLength(1)
  })

  it('replaces the shell, slow notice and all, with a message when a script fails, and focuses its retry button', async () => {
    screen.getByRole('button', { name: 'Página 2' }).focus()
    await afterFirstFrame()
    act(() => {
      jest.advanceTimersByTime(6_000)
    })
    scriptFor('react.1.js').dispatchEvent(new Event('error'))
    expectFailureMessage()
    expect(shell.failed).toBe(true)
    expect(screen.queryByText(/Ainda carregando/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toHaveFocus()
  })

  it('gives up when an error is thrown before the app has started', () => {
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'people could not be made' }))
    })
    expectFailureMessage()
  })

  it('stops standing in for the app once it has started, and never tells it slow', async () => {
    const user = userEvent.setup({ advanceTimers })
    await afterFirstFrame()
    act(() => {
      jest.advanceTimersByTime(4_000)
    })
    shell.started()
    await user.click(screen.getByRole('button', { name: 'Última' }))
    scriptFor('start.1.js').dispatchEvent(new Event('error'))
    window.dispatchEvent(new ErrorEvent('error', { message: 'a fault after the start' }))
    act(() => {
      jest.advanceTimersByTime(60_000)
    })
    expect(shell.input).toEqual([])
    expect(shell.failed).toBe(false)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText(/Ainda carregando/)).not.toBeInTheDocument()
  })
})
