import { screen } from '@testing-library/react'
import { renderApp } from '../../../test/renderApp'
import { servePeople } from '../../../test/servePeople'

const field = (name: string) => screen.getByRole('textbox', { name })

describe('the form that adds a person', () => {
  it('tells every field refused at once, the focus on the first, and sends nothing', async () => {
    const { asked } = await servePeople(10)
    const { user } = renderApp()
    await screen.findAllByRole('row', { name: /example\.com/ })
    const before = asked.length
    await user.type(field('E-mail'), 'not an e-mail')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(field('First name')).toHaveFocus()
    expect(field('First name')).toHaveAccessibleDescription(/^Type a name of 1 to 50 characters/)
    expect(field('Last name')).toBeInvalid()
    expect(field('E-mail')).toHaveAccessibleDescription(/^Type an e-mail address/)
    expect(asked.length).toBe(before)
  })

  it('adds a person, and tells a taken e-mail beside its field', async () => {
    await servePeople(10)
    const { user } = renderApp()
    // Each field cleared first: user-event keeps what it typed across the form's reset.
    const add = async (email: string) => {
      for (const [name, text] of [
        ['First name', 'Zoe'],
        ['Last name', 'Aaberg'],
        ['E-mail', email],
      ]) {
        await user.clear(field(name!))
        await user.type(field(name!), text!)
      }
      await user.keyboard('{Enter}')
    }
    await add('zoe@example.com')
    expect(await screen.findByText('Zoe Aaberg added, with the id 11.')).toBeInTheDocument()
    expect(field('First name')).toHaveFocus()
    await add('ZOE@example.com')
    await vi.waitFor(() => {
      expect(field('E-mail')).toHaveAccessibleDescription('A person has this e-mail already.')
    })
    expect(field('E-mail')).toHaveFocus()
  })

  it('adds once when Add is pressed again after answers lost, and says it was not known', async () => {
    const { asked, loseAnswers } = await servePeople(10)
    const { user } = renderApp()
    await screen.findAllByRole('row', { name: /example\.com/ })
    await user.type(field('First name'), 'Ada')
    await user.type(field('Last name'), 'Once')
    await user.type(field('E-mail'), 'ada.once@example.com')
    // The add and the two times it is sent again: done, their answers lost.
    loseAnswers(3)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByRole('alert', {}, { timeout: 3_000 })).toHaveTextContent(
      'The server did not answer: the person may have been added, or not. Add again, and they are added once.',
    )
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Ada Once added, with the id 11.')).toBeInTheDocument()
    const adds = asked.filter((line) => line.startsWith('POST'))
    expect(new Set(adds).size).toBe(1)
    expect(adds).toHaveLength(4)
  })
})
