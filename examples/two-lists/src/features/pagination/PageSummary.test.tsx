import { render, screen } from '@testing-library/react'
import { PageSummary } from './PageSummary'

describe('PageSummary', () => {
  it('shows what it is told, in the default words', () => {
    render(<PageSummary page={43} pageCount={43} shownCount={5} itemCount={215} />)
    // The summary has no role of its own: found by its class, as an app's stylesheet finds it.
    const inSummary = { selector: '[class="pagination-summary"] > span' }
    expect(screen.getByText('5 de 215 itens', inSummary)).toBeInTheDocument()
    expect(screen.getByText('Página 43 de 43', inSummary)).toBeInTheDocument()
  })

  it('takes the app’s words and classes', () => {
    render(
      <PageSummary
        page={2}
        pageCount={14}
        shownCount={10}
        itemCount={137}
        labels={{ itemsShown: (shown, total) => `${shown} of ${total} to-dos` }}
        className="app-summary"
      />,
    )
    const inSummary = { selector: '[class="pagination-summary app-summary"] > span' }
    expect(screen.getByText('10 of 137 to-dos', inSummary)).toBeInTheDocument()
    expect(screen.getByText('Página 2 de 14', inSummary)).toBeInTheDocument()
  })
})
