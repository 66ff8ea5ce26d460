import { screen, within } from '@testing-library/react'
import type { ProfilerOnRenderCallback } from 'react'
import { App } from './App'
import { renderWithProviders } from './test/renderWithProviders'

/** Row renders as React's <Profiler> reports them: a mount is a new row, an update a row again. */
function rowTally() {
  const count = { mounted: 0, rerendered: 0 }
  const onRender: ProfilerOnRenderCallback = (_id, phase) => {
    if (phase === 'mount') count.mounted++
    else count.rerendered++
  }
  /** The renders since the last call. */
  const take = () => {
    const taken = { ...count }
    count.mounted = 0
    count.rerendered = 0
    return taken
  }
  return { onRender, take }
}

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')
const sizeSelect = () => screen.getByRole('combobox', { name: 'Itens por página:' })

describe('row rendering', () => {
  it('renders only the rows whose person changed', async () => {
    const tally = rowTally()
    const { user } = renderWithProviders(<App onRowRender={tally.onRender} />)
    expect(tally.take()).toEqual({ mounted: 5, rerendered: 0 })
    const firstFive = bodyRows()

    // Page 1 at size 10 keeps the same first five people: only five rows are new.
    await user.selectOptions(sizeSelect(), '10')
    expect(tally.take()).toEqual({ mounted: 5, rerendered: 0 })
    bodyRows()
      .slice(0, 5)
      .forEach((row, i) => {
        expect(row).toBe(firstFive[i])
      })

    // Back to 5: the first five stay as they are, the other five go.
    await user.selectOptions(sizeSelect(), '5')
    expect(tally.take()).toEqual({ mounted: 0, rerendered: 0 })
    expect(bodyRows()).toHaveLength(5)
    bodyRows().forEach((row, i) => {
      expect(row).toBe(firstFive[i])
    })

    // A new page holds new people in the same five rows: each renders once with its new person,
    // none is made anew, and the page keeps its <tr> elements.
    const firstIdOnPageOne = within(firstFive[0]!).getAllByRole('cell')[0]!.textContent
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    expect(tally.take()).toEqual({ mounted: 0, rerendered: 5 })
    bodyRows().forEach((row, i) => {
      expect(row).toBe(firstFive[i])
    })
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).not.toHaveTextContent(firstIdOnPageOne)
  })

  it('keeps the five numbered buttons as the window slides: only their numbers change', async () => {
    const { user } = renderWithProviders(<App />)
    const numbers = () =>
      within(screen.getByRole('navigation')).getAllByRole('button', { name: /^Página / })
    await user.click(screen.getByRole('button', { name: 'Página 3' }))
    const before = numbers()
    expect(before.map((b) => b.textContent)).toEqual(['1', '2', '3', '4', '5'])
    // Page 3 → 4: the window slides from 1–5 to 2–6 in the same five elements. toBe, not
    // toEqual: Jest compares DOM nodes by isEqualNode, which a new element passes too.
    await user.click(screen.getByRole('button', { name: 'Página 4' }))
    const after = numbers()
    expect(after.map((b) => b.textContent)).toEqual(['2', '3', '4', '5', '6'])
    after.forEach((b, slot) => {
      expect(b).toBe(before[slot])
    })
    expect(after[2]).toHaveAttribute('aria-current', 'page')
    expect(after[2]).toBeDisabled()
    expect(after.filter((b) => b.hasAttribute('aria-current'))).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Página 1' })).not.toBeInTheDocument()
  })
})
