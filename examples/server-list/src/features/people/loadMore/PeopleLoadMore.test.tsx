import { screen, within } from '@testing-library/react'
import { renderApp } from '../../../test/renderApp'
import { servePeople } from '../../../test/servePeople'

const rows = () => screen.getAllByRole('row', { name: /example\.com/ })

describe('the people as a list that loads more', () => {
  it('loads more, counts what it shows, and says when that is everyone', async () => {
    await servePeople(25)
    const { user } = renderApp('/?peopleLayout=loads&peopleLoad=10')
    expect(await screen.findByText('10 of 25 people shown')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('20 of 25 people shown')).toBeInTheDocument()
    expect(rows()[10]).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('That is everyone.')).toBeInTheDocument()
    expect(rows()).toHaveLength(25)
    expect(screen.getByText('25 of 25 people shown')).toBeInTheDocument()
  })

  it('opens at the place in the address, with Load earlier above it', async () => {
    await servePeople(25)
    const { user } = renderApp('/?peopleLayout=loads&peopleLoad=10&peopleFrom=12')
    expect(await screen.findByText('10 of 25 people shown')).toBeInTheDocument()
    expect(within(rows()[0]!).getByRole('cell', { name: '12' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Load earlier' }))
    expect(await screen.findByText('20 of 25 people shown')).toBeInTheDocument()
    expect(within(rows()[0]!).getByRole('cell', { name: '2' })).toBeInTheDocument()
  })

  it('places a delete in the loads, counted, with no request but the write', async () => {
    const { asked } = await servePeople(25)
    const { user } = renderApp('/?peopleLayout=loads&peopleLoad=10')
    await screen.findByText('10 of 25 people shown')
    const before = asked.length
    await user.click(within(rows()[3]!).getByRole('button', { name: /^Delete / }))
    expect(await screen.findByText('9 of 24 people shown')).toBeInTheDocument()
    expect(asked.slice(before)).toEqual([expect.stringMatching(/^DELETE \/api\/people\/4 /)])
  })

  it('tells a load that failed beside its button, which tries again', async () => {
    const { stop } = await servePeople(25)
    const { user } = renderApp('/?peopleLayout=loads&peopleLoad=10')
    await screen.findByText('10 of 25 people shown')
    stop()
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The next 10 people could not be loaded: the server could not be reached.',
    )
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus()
    expect(screen.getByText('10 of 25 people shown')).toBeInTheDocument()
  })

  it('starts again from the reader’s place when they return after 30 s, in one request', async () => {
    const { asked, other } = await servePeople(25)
    renderApp('/?peopleLayout=loads&peopleLoad=10')
    await screen.findByText('10 of 25 people shown')
    expect(await other('/api/people/3', 'DELETE')).toBe(204)
    const before = asked.length
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + 31_000)
    dispatchEvent(new Event('focus'))
    expect(await screen.findByText('10 of 24 people shown')).toBeInTheDocument()
    expect(asked.slice(before)).toEqual(['GET /api/people?page=1&pageSize=10&sort=id'])
  })
})
