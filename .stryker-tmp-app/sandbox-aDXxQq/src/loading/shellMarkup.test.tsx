/* eslint-disable testing-library/no-node-access -- the shell is static markup, read as the DOM it is */
// @ts-nocheck

import { screen, within } from '@testing-library/react'
import { shellMarkup } from './shellMarkup'

const markup = shellMarkup()

describe('the build-time shell', () => {
  beforeEach(() => {
    document.body.innerHTML = markup
  })

  it('has the table frame with the bar and the counts as they will be', () => {
    expect(document.querySelector('thead')?.textContent).toBe('CódigoNomeSobrenomeE-mail')
    expect(document.querySelector('tfoot')?.textContent).toBe('5 de 215 itensPágina 1 de 43')
    const numbers = Array.from(document.querySelectorAll('button[title]'), (b) => b.textContent)
    expect(numbers).toEqual(['1', '2', '3', '4', '5'])
  })

  it('has a bar that takes focus and tells the boot script where each button goes', () => {
    const nav = screen.getByRole('navigation', { name: 'Paginação' })
    expect(nav).not.toHaveAttribute('inert')
    const buttons = within(nav).getAllByRole('button')
    expect(buttons.map((b) => [b.textContent, b.getAttribute('value')])).toEqual([
      ['Primeira', '1'],
      ['1', '1'],
      ['2', '2'],
      ['3', '3'],
      ['4', '4'],
      ['5', '5'],
      ['Última', '43'],
    ])
    within(nav).getByRole('button', { name: 'Página 2' }).focus()
    expect(within(nav).getByRole('button', { name: 'Página 2' })).toHaveFocus()
  })

  it('holds the space of five rows, hidden, with no person in them', () => {
    const body = document.querySelector('tbody')!
    expect(body).toHaveClass('pending-rows')
    expect(body.rows).toHaveLength(5)
    for (const row of Array.from(body.rows)) {
      expect(Array.from(row.cells, (cell) => cell.textContent).slice(1)).toEqual(['', '', ''])
    }
  })
})
