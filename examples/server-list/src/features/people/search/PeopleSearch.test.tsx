import { screen } from '@testing-library/react'
import { renderApp } from '../../../test/renderApp'
import { servePeople } from '../../../test/servePeople'

const field = () => screen.getByRole('searchbox', { name: 'Search names' })

describe('the search', () => {
  it('asks once the typing settles, once, and says a search too short shows everyone', async () => {
    const { asked } = await servePeople(100)
    const { user } = renderApp()
    await screen.findByText('10 of 100 people')
    await user.type(field(), 'ma')
    expect(field()).toHaveAccessibleDescription(
      'A search needs 3 letters or more: everyone is shown.',
    )
    await user.type(field(), 'r')
    await vi.waitFor(() =>
      expect(asked.filter((request) => request.includes('q=mar'))).toHaveLength(1),
    )
    expect(location.search).toBe('?peopleSearch=mar')
    expect(await screen.findByText(/ of \d+ people$/)).not.toHaveTextContent('of 100 people')
  })

  it('shows a search from the address in the field', async () => {
    await servePeople(100)
    renderApp('/?peopleSearch=mar')
    expect(field()).toHaveValue('mar')
  })
})
