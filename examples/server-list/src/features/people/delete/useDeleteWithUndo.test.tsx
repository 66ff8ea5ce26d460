import { act, screen, waitFor, within } from '@testing-library/react'
import { renderApp } from '../../../test/renderApp'
import { servePeople } from '../../../test/servePeople'
import { AIMED_AGAIN_MS } from './useDeleteWithUndo'

/** The first person on the page: their name, and their row's Delete. */
async function firstPerson() {
  const rows = await screen.findAllByRole('row', { name: /example\.com/ })
  const remove = within(rows[0]!).getByRole('button', { name: /^Delete / })
  return { name: remove.getAttribute('aria-label')!.replace('Delete ', ''), remove }
}

describe('a delete with Undo', () => {
  it('deletes, with the focus on the status line and Undo a Tab away; Undo puts them back, with the focus on their Delete', async () => {
    await servePeople(30)
    const { user } = renderApp()
    const { name, remove } = await firstPerson()
    await user.click(remove)
    expect(await screen.findByText(`${name} deleted.`)).toBeInTheDocument()
    expect(screen.getByText(`${name} deleted.`).closest('p')).toHaveFocus()
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument()
    })
    await user.keyboard('{Enter}')
    expect(screen.getByText(`${name} deleted.`)).toBeInTheDocument()

    await user.tab()
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(await screen.findByText(`${name} is back.`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `Delete ${name}` })).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('keeps Undo through a switch of view, and says when the next write ended it', async () => {
    await servePeople(30)
    const { user } = renderApp()
    const { name, remove } = await firstPerson()
    await user.click(remove)
    expect(await screen.findByText(`${name} deleted.`)).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'As a list that loads more' }))
    await screen.findAllByRole('row', { name: /example\.com/ })
    expect(screen.getByText(`${name} deleted.`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument()

    for (const [field, text] of [
      ['First name', 'Zoe'],
      ['Last name', 'Aaberg'],
      ['E-mail', 'zoe@example.com'],
    ]) {
      await user.type(screen.getByRole('textbox', { name: field }), text!)
    }
    await user.keyboard('{Enter}')
    expect(
      await screen.findByText(`${name} deleted. Undo ended with the next change.`),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it(`takes a press of another Delete within ${AIMED_AGAIN_MS} ms for the first, aimed again`, async () => {
    const { asked } = await servePeople(30)
    const { user } = renderApp()
    const rows = await screen.findAllByRole('row', { name: /example\.com/ })
    const [first, next] = rows.map((row) => within(row).getByRole('button', { name: /^Delete / }))
    await user.click(first!)
    await user.click(next!)
    expect(
      await screen.findByText(`${first!.getAttribute('aria-label')!.slice(7)} deleted.`),
    ).toBeVisible()
    const deletes = () => asked.filter((request) => request.startsWith('DELETE'))
    expect(deletes()).toHaveLength(1)
    expect(next).toBeInTheDocument()

    await act(() => new Promise((wait) => setTimeout(wait, AIMED_AGAIN_MS)))
    await user.click(next!)
    expect(
      await screen.findByText(`${next!.getAttribute('aria-label')!.slice(7)} deleted.`),
    ).toBeVisible()
    expect(deletes()).toHaveLength(2)
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
