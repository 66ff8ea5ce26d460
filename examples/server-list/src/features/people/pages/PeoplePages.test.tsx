import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../test/renderApp'
import { servePeople } from '../../../test/servePeople'

const bar = () => screen.getByRole('navigation', { name: 'People pages' })
const firstIds = () =>
  screen
    .getAllByRole('row', { name: /example\.com/ })
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent)

describe('the people in pages', () => {
  it('pages with the bar, and counts the page shown', async () => {
    await servePeople(35)
    const { user } = renderApp('/?peopleSize=25')
    expect(await within(bar()).findByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByText('25 of 35 people')).toBeInTheDocument()
    await user.click(within(bar()).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('10 of 35 people')).toBeInTheDocument()
    expect(firstIds()[0]).toBe('26')
    // Read after person 25: the address keeps its first person, for Back and a reload.
    await waitFor(() => expect(location.search).toBe('?peopleSize=25&peoplePage=2&peopleTop=26'))
  })

  it('gives no page number in the summary for rows read next to a person the list changed around', async () => {
    const { other, asked } = await servePeople(35)
    const { user } = renderApp()
    await screen.findByText('10 of 35 people')
    await vi.waitFor(() => expect(asked).toContainEqual(expect.stringContaining('page=2&')))
    expect(await other('/api/people/3', 'DELETE')).toBe(204)
    const next = within(bar()).getByRole('button', { name: 'Next' })
    await user.click(next)
    await vi.waitFor(() => expect(firstIds()[0]).toBe('11'))
    await user.click(next)
    // After person 20, the last shown: 21 on (at its place, page 3 would start with 22).
    await vi.waitFor(() => expect(firstIds()[0]).toBe('21'))
    // The summary: no page number, which would be a place these rows do not have now.
    expect(screen.getByText('10 of 34 people').parentElement).toHaveTextContent(
      /^10 of 34 people4 pages$/,
    )
  })

  it('reopens a page from the first person the address keeps; a jump leaves them out', async () => {
    const { asked } = await servePeople(35)
    const { user } = renderApp('/?peoplePage=2&peopleTop=14')
    expect(await screen.findByText('10 of 35 people')).toBeInTheDocument()
    expect(firstIds()).toEqual(['14', '15', '16', '17', '18', '19', '20', '21', '22', '23'])
    expect(asked[0]).toBe('GET /api/people?page=2&pageSize=10&sort=id&from=14')
    await user.click(within(bar()).getByRole('button', { name: 'Last' }))
    expect(await screen.findByText('5 of 35 people')).toBeInTheDocument()
    expect(location.search).toBe('?peoplePage=4')
  })

  it('sorts by a column’s header, either way, and says which way', async () => {
    await servePeople(35)
    const { user } = renderApp()
    await screen.findByText('10 of 35 people')
    await user.click(screen.getByRole('button', { name: /^Id/ }))
    expect(await screen.findByRole('columnheader', { name: /^Id/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await vi.waitFor(() => expect(firstIds()[0]).toBe('35'))
  })

  it('tells a page that could not be loaded, and Try again loads it, the focus on the table', async () => {
    const { stop } = await servePeople(35)
    const { user } = renderApp()
    await screen.findByText('10 of 35 people')
    stop()
    await user.click(within(bar()).getByRole('button', { name: 'Page 3' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Page 3 could not be loaded: the server could not be reached.',
    )
    expect(screen.queryAllByRole('row', { name: /example\.com/ })).toEqual([])
    await servePeople(35)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('10 of 35 people')).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveFocus()
  })

  it('shows the list that loads more when chosen, from where the reader was', async () => {
    await servePeople(35)
    const { user } = renderApp()
    await screen.findByText('10 of 35 people')
    await user.click(screen.getByRole('radio', { name: 'As a list that loads more' }))
    expect(await screen.findByText('25 of 35 people shown')).toBeInTheDocument()
    expect(location.search).toBe('?peopleLayout=loads')
  })
})
