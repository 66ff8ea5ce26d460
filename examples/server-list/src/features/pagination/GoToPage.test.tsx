import { configureStore } from '@reduxjs/toolkit'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'react-redux'
import { GoToPage } from './GoToPage'
import type { PaginationLabels } from './labels'
import { PaginationBar } from './PaginationBar'
import { createPaginationSlice } from './paginationSlice'

const pagination = createPaginationSlice({
  name: 'pagination',
  pageSizes: [10, 50],
  defaultPageSize: 10,
})

/** How `locale` writes a number: "100,000" in English. */
function writesIn(locale: string) {
  const format = new Intl.NumberFormat(locale)
  return (value: number) => format.format(value)
}

/** A bar with the go-to field, over a list of `pageCount` pages (undefined: a count not known). */
function renderBar(pageCount: number | undefined, labels?: Partial<PaginationLabels>) {
  const store = configureStore({ reducer: { pagination: pagination.reducer } })
  let dispatches = 0
  store.subscribe(() => dispatches++)
  render(
    <Provider store={store}>
      <PaginationBar list={pagination} pageCount={pageCount} labels={labels} goToPage={GoToPage} />
    </Provider>,
  )
  const field = screen.getByRole('textbox', { name: labels?.goToPage ?? 'Ir para a página' })
  return { store, user: userEvent.setup({ delay: null }), field, dispatches: () => dispatches }
}

describe('GoToPage', () => {
  it('goes to the page typed, on Enter or its button, and keeps focus in the field', async () => {
    const { store, user, field } = renderBar(100_000)
    await user.type(field, '50000{Enter}')
    expect(store.getState().pagination.page).toBe(50_000)
    expect(screen.getByRole('status')).toHaveTextContent('Página 50000 de 100000')
    expect(field).toHaveFocus()
    expect(field).toHaveValue('')
    // Enter pressed twice: the field it emptied asks for nothing, and tells nothing.
    await user.keyboard('{Enter}')
    expect(field).not.toHaveAccessibleDescription()
    await user.type(field, '99999')
    await user.click(screen.getByRole('button', { name: 'Ir' }))
    expect(store.getState().pagination.page).toBe(99_999)
    expect(field).toHaveFocus()
  })

  it.each([
    ['a page past the last', '44', 'Digite uma página de 1 a 43.'],
    ['page 0', '0', 'Digite uma página de 1 a 43.'],
    ['a page of twenty digits', '12345678901234567890', 'Digite uma página de 1 a 43.'],
    ['a decimal', '2.5', 'Digite um número inteiro, de 1 em diante.'],
    ['a sign', '-3', 'Digite um número inteiro, de 1 em diante.'],
    ['a word', 'dez', 'Digite um número inteiro, de 1 em diante.'],
    ['an empty entry', '', 'Digite um número inteiro, de 1 em diante.'],
  ])('tells %s beside the field, and keeps the entry and the page', async (_, typed, told) => {
    const { user, field, dispatches } = renderBar(43)
    await user.type(field, `${typed}{Enter}`)
    expect(field).toHaveAccessibleDescription(told)
    expect(field).toBeInvalid()
    expect(field).toHaveValue(typed)
    expect(field).toHaveFocus()
    expect(dispatches()).toBe(0)
    // Typing again clears what was told.
    await user.type(field, '1')
    expect(field).not.toHaveAccessibleDescription()
    expect(field).toBeValid()
  })

  it('tells the same words again, emptied first, when the same entry is sent again', async () => {
    const { user, field } = renderBar(43)
    await user.type(field, '44{Enter}')
    const told = screen.getByText('Digite uma página de 1 a 43.')
    const changes: string[] = []
    new MutationObserver((records) => {
      for (const { addedNodes, removedNodes } of records) {
        for (const node of removedNodes) changes.push(`out: ${node.textContent}`)
        for (const node of addedNodes) changes.push(`in: ${node.textContent}`)
      }
    }).observe(told, { childList: true })
    await user.keyboard('{Enter}')
    expect(changes).toEqual([
      'out: Digite uma página de 1 a 43.',
      'in: Digite uma página de 1 a 43.',
    ])
    expect(field).toHaveAccessibleDescription('Digite uma página de 1 a 43.')
  })

  it('reads the digits the list writes its numbers with, and its grouping', async () => {
    const arabic = writesIn('ar-EG')
    const { store, user, field } = renderBar(200_000, { formatNumber: arabic })
    await user.type(field, '١٥٠٬٠٠٠{Enter}')
    expect(store.getState().pagination.page).toBe(150_000)
    await user.type(field, '٢٠٠٠٠١{Enter}')
    expect(field).toHaveAccessibleDescription('Digite uma página de 1 a 200000.')
  })

  it('takes any page from 1 up where the count is not known', async () => {
    const { store, user, field } = renderBar(undefined)
    await user.type(field, '900{Enter}')
    expect(store.getState().pagination.page).toBe(900)
    expect(screen.getByRole('status')).toHaveTextContent(/^Página 900$/)
    await user.type(field, '0{Enter}')
    expect(field).toHaveAccessibleDescription('Digite um número inteiro, de 1 em diante.')
    await user.type(field, `{Backspace}${'9'.repeat(20)}{Enter}`)
    expect(field).toHaveAccessibleDescription('Digite um número inteiro, de 1 em diante.')
    expect(store.getState().pagination.page).toBe(900)
  })

  it('speaks the words it is given', async () => {
    const { user, field } = renderBar(10, {
      goToPage: 'Go to page',
      go: 'Go',
      notAPage: 'Type a whole number, from 1 up.',
      pageOutOfRange: (pageCount) => `Type a page from 1 to ${pageCount}.`,
    })
    await user.type(field, '11')
    await user.click(screen.getByRole('button', { name: 'Go' }))
    expect(field).toHaveAccessibleDescription('Type a page from 1 to 10.')
    await user.clear(field)
    await user.type(field, 'x{Enter}')
    expect(field).toHaveAccessibleDescription('Type a whole number, from 1 up.')
  })
})
