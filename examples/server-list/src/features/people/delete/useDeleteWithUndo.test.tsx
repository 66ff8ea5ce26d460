import { screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../test/renderApp'
import { servePeople } from '../../../test/servePeople'

/** The first person on the page: their name, and their row's Delete. */
async function firstPerson() {
  const rows = await screen.findAllByRole('row', { name: /example\.com/ })
  const remove = within(rows[0]!).getByRole('button', { name: /^Delete / })
  return { name: remove.getAttribute('aria-label')!.replace('Delete ', ''), remove }
}

describe('a delete with Undo', () => {
  it('deletes, with the focus on Undo; Undo puts them back, with the focus on their Delete', async () => {
    await servePeople(30)
    const { user } = renderApp()
    const { name, remove } = await firstPerson()
    await user.click(remove)
    expect(await screen.findByText(`${name} deleted.`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus()
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument()
    })

    await user.keyboard('{Enter}')
    expect(await screen.findByText(`${name} is back.`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Delete ${name}` })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('says someone deleted already is gone, with nothing to undo, the focus on the table', async () => {
    const { other } = await servePeople(30)
    const { user } = renderApp()
    const { name, remove } = await firstPerson()
    expect(await other(`/api/people/${remove.getAttribute('value')}`, 'DELETE')).toBe(204)
    await user.click(remove)
    expect(await screen.findByText(`${name} was deleted already.`)).toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('tells a delete the server could not take as an alert, until dismissed', async () => {
    const { stop } = await servePeople(30)
    const { user } = renderApp()
    const { name, remove } = await firstPerson()
    stop()
    await user.click(remove)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${name} could not be deleted: the server could not be reached.`,
    )
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByRole('table')).toHaveFocus()
  })

  it('says why an Undo was refused: their e-mail taken meanwhile', async () => {
    const { other } = await servePeople(30)
    const { user } = renderApp()
    const { name, remove } = await firstPerson()
    const email = within(remove.closest('tr')!).getByText(/@example\.com$/).textContent!
    await user.click(remove)
    await screen.findByText(`${name} deleted.`)
    const someone = { firstName: 'Ana', lastName: 'Costa', email }
    expect(await other('/api/people', 'POST', someone)).toBe(201)
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${name} could not be put back: someone else has their e-mail, ${email}, now.`,
    )
    expect(screen.getByRole('table')).toHaveFocus()
  })
})
