// Must come first: the render counter has to be in place before react-dom loads.
import { takeRenders } from './test/renderCounter'
import { screen, within } from '@testing-library/react'
import { App } from './App'
import { PersonRow } from './features/people/PeopleTable'
import { renderWithProviders } from './test/renderWithProviders'

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')
const sizeSelect = () => screen.getByRole('combobox', { name: 'Itens por página:' })

describe('row rendering', () => {
  it('renders only the rows whose person changed', async () => {
    const { user } = renderWithProviders(<App />)
    expect(takeRenders(PersonRow)).toEqual({ mounted: 5, rerendered: 0 })
    const firstFive = bodyRows()

    // Page 1 at size 10 keeps the same first five people: only five rows are new.
    await user.selectOptions(sizeSelect(), '10')
    expect(takeRenders(PersonRow)).toEqual({ mounted: 5, rerendered: 0 })
    bodyRows()
      .slice(0, 5)
      .forEach((row, i) => {
        expect(row).toBe(firstFive[i])
      })

    // Back to 5: the first five stay as they are, the other five go.
    await user.selectOptions(sizeSelect(), '5')
    expect(takeRenders(PersonRow)).toEqual({ mounted: 0, rerendered: 0 })
    expect(bodyRows()).toHaveLength(5)
    bodyRows().forEach((row, i) => {
      expect(row).toBe(firstFive[i])
    })

    // A new page holds new people: five new rows, none of the old ones rendered again.
    await user.click(screen.getByRole('button', { name: 'Página 2' }))
    expect(takeRenders(PersonRow)).toEqual({ mounted: 5, rerendered: 0 })
  })
})
