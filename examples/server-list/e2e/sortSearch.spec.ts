import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { peopleTests } from './people.ts'

const { peopleOf, ids, slowAnswers, asks } = peopleTests()

/** The table's rows, each as "id first last". */
const rowsOf = (page: Page) =>
  peopleOf(page)
    .table.locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.querySelectorAll('td')]
          .slice(0, 3)
          .map((cell) => cell.textContent)
          .join(' '),
      ),
    )

test('sorts by a column each way from its header, the id breaking ties', async ({ page }) => {
  await page.goto('/')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(1))
  await expect(people.header('Id')).toHaveAttribute('aria-sort', 'ascending')
  const lastName = people.header('Last name').getByRole('button')

  await lastName.click()
  await expect(page).toHaveURL('/?peopleSort=lastName')
  await expect(people.header('Last name')).toHaveAttribute('aria-sort', 'ascending')
  await expect(people.header('Id')).not.toHaveAttribute('aria-sort')
  await expect(lastName).toBeFocused()
  await expect(people.table.locator('tbody tr').first()).toContainText('Abebe')
  const first = await rowsOf(page)
  expect(first.every((row) => row.endsWith(' Abebe'))).toBe(true)
  const firstIds = first.map((row) => Number(row.split(' ')[0]))
  expect(firstIds).toEqual([...firstIds].sort((a, b) => a - b))

  await lastName.click()
  await expect(page).toHaveURL('/?peopleSort=-lastName')
  await expect(people.header('Last name')).toHaveAttribute('aria-sort', 'descending')
  await expect(people.table.locator('tbody tr').first()).toContainText('Zhang')
  const last = await rowsOf(page)
  const lastIds = last.map((row) => Number(row.split(' ')[0]))
  expect(lastIds).toEqual([...lastIds].sort((a, b) => b - a))
  await expect(people.summary).toHaveText('10 of 1,000,000 peoplePage 1 of 100,000')
})

test('a search starts again from page 1, shows no count of another, and says when no one matches', async ({
  page,
}) => {
  const hold = await slowAnswers(page)
  await page.goto('/?peoplePage=5')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(41))
  const searched = hold({ q: 'mar' })
  await people.search.fill('mar')
  await searched.arrived
  await expect(people.bar.getByRole('status')).toHaveText('Page 1')
  await expect(people.summary).toHaveText('Counting people…Page 1')
  await expect(people.table).toHaveAttribute('aria-busy', 'true')
  searched.release()
  await expect(people.summary).toHaveText('10 of 43,647 peoplePage 1 of 4,365')
  await expect(page).toHaveURL('/?peopleSearch=mar')
  for (const row of await rowsOf(page)) expect(row.toLowerCase()).toContain('mar')

  await people.search.fill('zzq')
  await expect(people.list.getByRole('status').filter({ hasText: 'No people' })).toHaveText(
    'No people match “zzq”.',
  )
  await expect(people.summary).toHaveText('0 of 0 peoplePage 1 of 1')
  await expect(people.ids).toHaveCount(0)
  // Fewer than 3 letters search no one out: everyone is back.
  await people.search.fill('zz')
  await expect(people.ids).toHaveText(ids(1))
  await expect(page).toHaveURL('/')
})

test('pages through a sorted search to its end and back, no one twice', async ({ page }) => {
  // Each page after the first is asked for from the last person of the page before it.
  const asked: string[] = []
  page.on('request', (request) => {
    if (asks(request.url(), { q: 'ya ki' })) asked.push(new URL(request.url()).search)
  })
  await page.goto('/?peopleSort=-firstName&peopleSearch=ya+ki&peopleSize=50')
  const people = peopleOf(page)
  const next = people.bar.getByRole('button', { name: 'Next' })
  const previous = people.bar.getByRole('button', { name: 'Previous' })
  await expect(people.summary).toHaveText('50 of 627 peoplePage 1 of 13')
  const pages: string[][] = []
  for (let at = 1; ; at++) {
    await expect(people.bar.getByRole('status')).toHaveText(`Page ${at} of 13`)
    await expect(people.table).toHaveAttribute('aria-busy', 'false')
    pages.push(await rowsOf(page))
    if (at === 13) break
    await next.click()
  }
  await expect(next).toBeDisabled()
  expect(asked).toHaveLength(13)
  expect(asked[0]).toBe('?page=1&pageSize=50&sort=-firstName&q=ya+ki')
  for (const [i, search] of asked.slice(1).entries()) {
    const after = pages[i].at(-1)?.split(' ')[0]
    expect(search).toBe(`?page=${i + 2}&pageSize=50&sort=-firstName&q=ya+ki&after=${after}`)
  }
  const everyone = pages.flat()
  expect(new Set(everyone).size).toBe(627)
  // Priya, then Maya, then Freya Kim; each name's people from the largest id down.
  const names = everyone.map((row) => row.split(' ').slice(1).join(' '))
  expect([...new Set(names)]).toEqual(['Priya Kim', 'Maya Kim', 'Freya Kim'])
  for (const name of new Set(names)) {
    const idsOf = everyone
      .filter((row) => row.endsWith(name))
      .map((row) => Number(row.split(' ')[0]))
    expect(idsOf).toEqual([...idsOf].sort((a, b) => b - a))
  }
  for (let at = 12; at >= 1; at--) {
    await previous.click()
    await expect(people.bar.getByRole('status')).toHaveText(`Page ${at} of 13`)
    await expect(people.table).toHaveAttribute('aria-busy', 'false')
    expect(await rowsOf(page)).toEqual(pages[at - 1])
  }
})

test('jumps to a middle page of a sorted search: the page at its place', async ({ page }) => {
  await page.goto('/?peopleSort=lastName&peopleSearch=mar')
  const people = peopleOf(page)
  await expect(people.summary).toHaveText('10 of 43,647 peoplePage 1 of 4,365')
  const field = people.bar.getByRole('textbox', { name: 'Go to page' })
  await field.fill('2,320')
  await field.press('Enter')
  await expect(people.bar.getByRole('status')).toHaveText('Page 2,320 of 4,365')
  await expect(page).toHaveURL('/?peopleSort=lastName&peopleSearch=mar&peoplePage=2320')
  const placed = await page.request.get('/api/people?page=2320&pageSize=10&sort=lastName&q=mar')
  const { items } = (await placed.json()) as { items: { id: number }[] }
  await expect(people.ids).toHaveText(items.map(({ id }) => String(id)))
})

test('Back and Forward go across sorts and searches, the field following', async ({ page }) => {
  await page.goto('/')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(1))
  await people.header('First name').getByRole('button').click()
  await expect(page).toHaveURL('/?peopleSort=firstName')
  await people.search.fill('kim')
  await expect(page).toHaveURL('/?peopleSort=firstName&peopleSearch=kim')
  await people.bar.getByRole('button', { name: 'Page 3' }).click()
  await expect(page).toHaveURL('/?peopleSort=firstName&peopleSearch=kim&peoplePage=3')
  await expect(people.table).toHaveAttribute('aria-busy', 'false')
  const third = await rowsOf(page)

  await page.goBack()
  await expect(people.bar.getByRole('status')).toHaveText('Page 1 of 1,463')
  await page.goBack()
  await expect(people.search).toHaveValue('')
  await expect(people.summary).toHaveText('10 of 1,000,000 peoplePage 1 of 100,000')
  await expect(people.header('First name')).toHaveAttribute('aria-sort', 'ascending')
  await page.goBack()
  await expect(people.ids).toHaveText(ids(1))
  await expect(people.header('Id')).toHaveAttribute('aria-sort', 'ascending')

  await page.goForward()
  await page.goForward()
  await page.goForward()
  await expect(people.search).toHaveValue('kim')
  await expect(people.bar.getByRole('status')).toHaveText('Page 3 of 1,463')
  expect(await rowsOf(page)).toEqual(third)
})

test('a bad sort or search in a link is repaired; the server refuses them, naming them', async ({
  page,
}) => {
  await page.goto('/?peopleSort=age&peopleSearch=ab&peoplePage=2')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(11))
  await expect(page).toHaveURL('/?peoplePage=2')
  await expect(people.search).toHaveValue('')

  for (const [query, parameter] of [
    ['sort=age', 'sort'],
    ['sort=last_name%20DESC', 'sort'],
    ['q=ab', 'q'],
    [`q=${'a'.repeat(101)}`, 'q'],
    ['q=mar%00', 'q'],
  ]) {
    const response = await page.request.get(`/api/people?page=1&pageSize=10&${query}`)
    expect(response.status(), query).toBe(400)
    expect(await response.json()).toMatchObject({ parameter })
  }
})
