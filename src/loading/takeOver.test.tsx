/* eslint-disable testing-library/no-node-access -- #root and the shell's hidden rows have no role */
import { act, screen } from '@testing-library/react'
import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from '../App'
import { makeStore } from '../app/store'
import type { PaginationState } from '../features/pagination/paginationSlice'
import type { PageShell, ShellInput } from './boot'
import { setPage, setPageSize } from '../app/peoplePagination'
import { shellMarkup } from './shellMarkup'
import { nextShellPage, shellPageIn, showShellPage } from './shellPage'
import { takeOver } from './takeOver'
import { TEST_PEOPLE, with215People } from '../test/fixtures'

/**
 * The shell in #root, showing where `input` took it as the boot script shows it, a fresh store,
 * and a boot script's record of `input`.
 */
function pageWithShell(input: ShellInput[], failed = false) {
  document.body.innerHTML = `<main><div id="root">${shellMarkup()}</div></main>`
  const container = document.getElementById('root')!
  const shown = input.reduce<PaginationState>(
    (at, picked) => nextShellPage(at, picked, TEST_PEOPLE.length),
    shellPageIn(container),
  )
  if (!failed) showShellPage(container, TEST_PEOPLE, shown)
  const store = makeStore(with215People)
  const started = jest.fn()
  const shell: PageShell = {
    input: [...input],
    people: TEST_PEOPLE,
    failed,
    showPeople: jest.fn(),
    started,
  }
  return { container, store, shell, started }
}

let root: Root | undefined

type ShellPage = ReturnType<typeof pageWithShell>
function takeOverFrom({ container, store, shell }: Omit<ShellPage, 'shell'> & Partial<ShellPage>) {
  const dispatch = jest.spyOn(store, 'dispatch')
  const app = (
    <Provider store={store}>
      <App />
    </Provider>
  )
  root = createRoot(container)
  act(() => {
    takeOver(container, root!, store, app, shell)
  })
  return dispatch
}

const footer = () => screen.getAllByRole('rowgroup')[2]!.textContent

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

describe('the app taking over from the shell', () => {
  it('dispatches what the visitor did to the shell, in order, and leaves focus outside the bar alone', () => {
    const page = pageWithShell([{ page: 3 }, { pageSize: 10 }, { page: 43 }])
    const dispatch = takeOverFrom(page)

    expect(dispatch.mock.calls).toEqual([[setPage(3)], [setPageSize(10)], [setPage(43)]])
    // Página 43 of a size of 10 is the last of its 22 pages, as the same clicks in the app give.
    expect(footer()).toBe('5 de 215 itensPágina 22 de 22')
    expect(page.shell.input).toEqual([])
    expect(page.started).toHaveBeenCalledTimes(1)
    expect(document.body).toHaveFocus()
  })

  it.each([
    ['the select', { pageSize: 15 }, 'combobox', 'Itens por página:'],
    ['a numbered button', { page: 4 }, 'button', 'Página 2'],
    ['the button beside a disabled Última', { page: 43 }, 'button', 'Página 42'],
  ] as const)('keeps focus on the same control in the app’s bar: %s', (_, input, role, name) => {
    const control = () => screen.getByRole(role, { name })
    const page = pageWithShell([input])
    const shellControl = control()
    shellControl.focus()
    takeOverFrom(page)
    expect(control()).not.toBe(shellControl)
    expect(control()).toHaveFocus()
  })

  it('takes the slow-load notice away, and focus from its button to the bar', () => {
    const page = pageWithShell([])
    // As the boot script tells a slow load (./boot.ts).
    const notice = document.querySelector('.load-notice')!
    notice.innerHTML =
      '<p>Ainda carregando… a conexão parece lenta.</p><button>Tentar de novo</button>'
    screen.getByRole('button', { name: 'Tentar de novo' }).focus()
    takeOverFrom(page)
    expect(screen.queryByText(/Ainda carregando/)).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Última' })).toHaveFocus()
  })

  it('does nothing once the page has shown that it failed to load', () => {
    const page = pageWithShell([{ page: 3 }], true)
    const dispatch = takeOverFrom(page)
    expect(dispatch).not.toHaveBeenCalled()
    expect(document.querySelector('.pending-rows')).not.toBeNull()
    expect(page.started).not.toHaveBeenCalled()
  })

  it('only renders on a page whose boot script did not run', () => {
    const dispatch = takeOverFrom({ ...pageWithShell([]), shell: undefined })
    expect(dispatch).not.toHaveBeenCalled()
    expect(footer()).toBe('5 de 215 itensPágina 1 de 43')
  })
})
