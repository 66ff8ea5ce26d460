/* eslint-disable testing-library/no-node-access -- the <script> elements the boot script adds have no role */
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AIMED_AGAIN_MS } from '../features/pagination/keepFocusNear'
import type { Person } from '../features/people/person'
import type { PageShell } from './boot'
import { shellMarkup } from './shellMarkup'

/** user-event's pauses, on Jest's fake clock. */
const advanceTimers = (ms: number) => {
  jest.advanceTimersByTime(ms)
}

// The production build's scripts, in the order dist/index.html lists them.
const SCRIPTS = ['redux.1.js', 'start.1.js', 'react.1.js', 'main.1.js']

/**
 * The production page as it is before any script has arrived: the shell in #root, the scripts'
 * list last in <body>, and ./boot.ts run as the inline script in <head> runs it.
 */
async function openShell() {
  document.body.innerHTML = `<main><div id="root">${shellMarkup()}</div></main>
    <script type="application/json" id="app-scripts">${JSON.stringify(SCRIPTS)}</script>`
  await import('./boot')
  return window.pageShell!
}

/** The script elements the boot script has added, by the name of the file. */
const addedScripts = () =>
  Array.from(document.body.querySelectorAll('script[src]'), (script) =>
    (script as HTMLScriptElement).src.split('/').pop(),
  )

async function afterFirstFrame() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(100)
  })
}

/** The page `ms` later, rendered. */
function later(ms: number) {
  act(() => {
    advanceTimers(ms)
  })
}

const scriptFor = (name: string) =>
  Array.from(document.body.querySelectorAll('script')).find((s) => s.src.endsWith(name))!

/** The shell shows `people`, and its footer and status say which page of them. */
function expectPage(itemsShown: string, pageOfPages: string, people: readonly Person[]) {
  const [, body, footer] = screen.getAllByRole('rowgroup')
  const rows = Array.from(within(body!).getAllByRole('row'), (row) => row.textContent)
  expect(rows).toEqual(people.map((p) => `${p.id}${p.firstName}${p.lastName}${p.email}`))
  expect(footer).toHaveTextContent(`${itemsShown}${pageOfPages}`)
  const bar = screen.getByRole('navigation', { name: 'Paginação' })
  expect(within(bar).getByRole('status')).toHaveTextContent(pageOfPages)
}

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
  let user: ReturnType<typeof userEvent.setup>

  beforeEach(async () => {
    jest.useFakeTimers()
    user = userEvent.setup({ advanceTimers })
    shell = await openShell()
  })

  afterEach(() => {
    shell.started()
    jest.useRealTimers()
    jest.resetModules()
    document.body.innerHTML = ''
    delete window.pageShell
  })

  it('shows this visit’s people as soon as it is told, then each page and size picked at once, and writes each down', async () => {
    // The shell's inline call, as it is parsed: the people the store will be made of (./start.ts).
    shell.showPeople()
    const people = shell.people!
    expect(people).toHaveLength(215)
    expectPage('5 de 215 itens', 'Página 1 de 43', people.slice(0, 5))

    await user.click(screen.getByRole('button', { name: 'Última' }))
    expectPage('5 de 215 itens', 'Página 43 de 43', people.slice(210))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página:' }), '10')
    expectPage('10 de 215 itens', 'Página 1 de 22', people.slice(0, 10))
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    expectPage('10 de 215 itens', 'Página 3 de 22', people.slice(20, 30))
    // By keyboard: the button pressed turns disabled, and focus goes on to the next one, as the
    // app's bar moves it.
    jest.advanceTimersByTime(AIMED_AGAIN_MS)
    screen.getByRole('button', { name: 'Página 4' }).focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Página 5' })).toHaveFocus()
    // The same button, slid to page 5: pressed again at once, it is the press on 4 aimed again.
    await user.keyboard(' ')
    expectPage('10 de 215 itens', 'Página 4 de 22', people.slice(30, 40))
    jest.advanceTimersByTime(AIMED_AGAIN_MS)
    await user.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Página 6' })).toHaveFocus()
    expectPage('10 de 215 itens', 'Página 5 de 22', people.slice(40, 50))
    await user.click(screen.getByRole('button', { name: 'Primeira' }))
    // Disabled on page 1: a click does nothing, as it will in the app.
    await user.click(screen.getByRole('button', { name: 'Página 1' }))
    expectPage('10 de 215 itens', 'Página 1 de 22', people.slice(0, 10))

    expect(shell.input).toEqual([
      { page: 43 },
      { pageSize: 10 },
      { page: 3 },
      { page: 4 },
      { page: 5 },
      { page: 1 },
    ])
  })

  it('shows what was picked before the people were made once they are, and makes them once', async () => {
    // A browser may paint the bar before the shell's last element is parsed. Its buttons do not
    // change yet: the second press of "Página 2" goes nowhere, and the app will dispatch it once.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página:' }), '20')
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    expect(screen.getAllByRole('rowgroup')[2]).toHaveTextContent('5 de 215 itensPágina 1 de 43')
    shell.showPeople()
    const people = shell.people!
    expectPage('20 de 215 itens', 'Página 2 de 11', people.slice(20, 40))
    shell.showPeople()
    expect(shell.people).toBe(people)
    expect(shell.input).toEqual([{ pageSize: 20 }, { page: 2 }])
  })

  it('adds the scripts after the first frame, in order, at fresh addresses after "Tentar de novo"', async () => {
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
    await afterFirstFrame()
    later(4_900)
    expect(screen.queryByText(/Ainda carregando/)).not.toBeInTheDocument()
    later(100)
    const notice = screen.getByText('Ainda carregando… a conexão parece lenta.')
    // Announced without interrupting: a polite live region the shell held, empty, from the start.
    expect(notice.closest('[role="status"]')).toHaveClass('load-notice')
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeEnabled()
    // The shell still works: its input is written down.
    await user.click(screen.getByRole('button', { name: 'Última' }))
    expect(shell.input).toEqual([{ page: 43 }])
    later(25_000)
    expect(screen.getByText('Ainda carregando… está demorando mais que o normal.')).toBeVisible()
    later(10 * 60_000)
    // Never a failure: the app may still start whenever its scripts arrive.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(shell.failed).toBe(false)
    expect(screen.getByRole('navigation', { name: 'Paginação' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Tentar de novo' })).toHaveLength(1)
  })

  it('replaces the shell, slow notice and all, with a message when a script fails, and focuses its retry button', async () => {
    screen.getByRole('button', { name: 'Página 2' }).focus()
    await afterFirstFrame()
    later(6_000)
    scriptFor('react.1.js').dispatchEvent(new Event('error'))
    expectFailureMessage()
    expect(shell.failed).toBe(true)
    expect(screen.queryByText(/Ainda carregando/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toHaveFocus()
  })

  it('gives up when an error is thrown before the app has started, and shows no rows after it', () => {
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'people could not be made' }))
    })
    expectFailureMessage()
    // The shell's call, should it come after: the message stays, with nothing drawn over it.
    shell.showPeople()
    expectFailureMessage()
  })

  it('stops standing in for the app once it has started, and never tells it slow', async () => {
    await afterFirstFrame()
    later(4_000)
    shell.started()
    await user.click(screen.getByRole('button', { name: 'Última' }))
    scriptFor('start.1.js').dispatchEvent(new Event('error'))
    window.dispatchEvent(new ErrorEvent('error', { message: 'a fault after the start' }))
    later(60_000)
    expect(shell.input).toEqual([])
    expect(shell.failed).toBe(false)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText(/Ainda carregando/)).not.toBeInTheDocument()
  })
})
