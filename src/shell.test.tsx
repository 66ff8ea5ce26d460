import { shellMarkup } from './shell'

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

  it('keeps the bar inert until the app replaces it', () => {
    expect(document.querySelector('nav')).toHaveAttribute('inert')
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
