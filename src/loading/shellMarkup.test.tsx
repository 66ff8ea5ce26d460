import { shellMarkup } from './shellMarkup'

// The frame's text is e2e/visit.spec's, in the built page; its buttons' values are boot.test's,
// and their focus takeOver.test's.
describe('the build-time shell', () => {
  it('holds the space of five rows, hidden, with no person in them', () => {
    document.body.innerHTML = shellMarkup()
    const body = document.querySelector('tbody')!
    expect(body).toHaveClass('pending-rows')
    expect(body.rows).toHaveLength(5)
    for (const row of Array.from(body.rows)) {
      expect(Array.from(row.cells, (cell) => cell.textContent).slice(1)).toEqual(['', '', ''])
    }
  })
})
