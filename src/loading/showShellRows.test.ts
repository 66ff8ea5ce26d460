/* eslint-disable testing-library/no-node-access -- the shell's rows before any React: no role yet */
import { within } from '@testing-library/react'
import type { PageShell, ShellInput } from './boot'
import { shellMarkup } from './shellMarkup'
import { EARLY_ROWS, showShellRows } from './showShellRows'
import { TEST_PEOPLE } from '../test/fixtures'

/** The build's shell in #root, and a boot script's record of `input`. */
function pageWithShell(input: ShellInput[] = [], failed = false) {
  document.body.innerHTML = `<main><div id="root">${shellMarkup()}</div></main>`
  const shell: PageShell = { input: [...input], failed, started: jest.fn() }
  return { container: document.getElementById('root'), shell }
}

const body = () => document.querySelector('tbody')!
const rowTexts = () =>
  within(body())
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    )

afterEach(() => {
  document.body.innerHTML = ''
})

describe('the shell’s rows before the app runs', () => {
  it('show the first page’s people as soon as they exist', () => {
    const { container, shell } = pageWithShell()
    showShellRows(container, TEST_PEOPLE.slice(0, 5), shell)
    expect(body()).toHaveClass(EARLY_ROWS)
    expect(body()).not.toHaveClass('pending-rows')
    expect(rowTexts()).toEqual(
      TEST_PEOPLE.slice(0, 5).map((p) => [String(p.id), p.firstName, p.lastName, p.email]),
    )
    // The e-mail as the app's row has it, with its break point before the "@".
    const firstEmail = within(body()).getAllByRole('cell')[3]!
    expect(firstEmail.innerHTML).toBe(TEST_PEOPLE[0]!.email.replace('@', '<wbr>@'))
  })

  it('drop the stand-ins no one fills, on a page shorter than the reserved rows', () => {
    const { container, shell } = pageWithShell()
    showShellRows(container, TEST_PEOPLE.slice(0, 2), shell)
    expect(rowTexts()).toHaveLength(2)
  })

  it('stay hidden once the visitor has asked the shell for another page or size', () => {
    const { container, shell } = pageWithShell([{ page: 3 }])
    showShellRows(container, TEST_PEOPLE.slice(0, 5), shell)
    expect(body()).toHaveClass('pending-rows')
    expect(body()).not.toHaveTextContent(TEST_PEOPLE[0]!.firstName)
  })

  it('stay as they are on a page that has shown its failure message, or without a shell', () => {
    const failed = pageWithShell([], true)
    showShellRows(failed.container, TEST_PEOPLE.slice(0, 5), failed.shell)
    expect(body()).toHaveClass('pending-rows')

    const noBoot = pageWithShell()
    showShellRows(noBoot.container, TEST_PEOPLE.slice(0, 5), undefined)
    expect(body()).toHaveClass('pending-rows')

    document.body.innerHTML = '<div id="root"></div>'
    expect(() => {
      showShellRows(document.getElementById('root'), TEST_PEOPLE.slice(0, 5), noBoot.shell)
    }).not.toThrow()
  })
})
