import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { peopleTests } from './people.ts'

const { api, peopleOf, ids } = peopleTests()

/** The add form of `page`, and its fields. */
function formOf(page: Page) {
  const form = page.getByRole('form', { name: 'Add a person' })
  const field = (name: string) => form.getByRole('textbox', { name })
  return {
    form,
    firstName: field('First name'),
    lastName: field('Last name'),
    email: field('E-mail'),
    add: async (first: string, last: string, email: string) => {
      await field('First name').fill(first)
      await field('Last name').fill(last)
      await field('E-mail').fill(email)
      await form.getByRole('button', { name: 'Add' }).click()
    },
  }
}

/** How many people the server holds now. */
async function totalOf(page: Page) {
  const response = await page.request.get('/api/people?page=1&pageSize=10')
  return ((await response.json()) as { total: number }).total
}

test('adds a person where the sort puts them; a refused field and a taken e-mail are told there', async ({
  page,
}) => {
  await page.goto('/?peopleSort=lastName')
  const people = peopleOf(page)
  const form = formOf(page)
  await expect(people.summary).toHaveText('10 of 1,000,000 peoplePage 1 of 100,000')
  await form.add('Zoe', 'Aaberg', 'zoe.aaberg@example.com')
  await expect(form.form.getByRole('status')).toHaveText('Zoe Aaberg added, with the id 1000001.')
  await expect(people.table.locator('tbody tr').first()).toContainText('1000001ZoeAaberg')
  await expect(people.summary).toHaveText('10 of 1,000,001 peoplePage 1 of 100,001')
  await expect(form.firstName).toBeFocused()
  await expect(form.firstName).toHaveValue('')

  await form.add('   ', 'Brown', 'ana.brown@example.com')
  await expect(form.firstName).toBeFocused()
  await expect(form.firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(form.firstName).toHaveAccessibleDescription(
    'Type a name of 1 to 50 characters, none a control character.',
  )

  await form.add('Zed', 'Aaberg', 'ZOE.AABERG@example.com')
  await expect(form.email).toBeFocused()
  await expect(form.email).toHaveAccessibleDescription('A person has this e-mail already.')
  await expect(form.firstName).not.toHaveAttribute('aria-invalid')
  await expect(people.summary).toHaveText('10 of 1,000,001 peoplePage 1 of 100,001')
})

test('deleting the only person of the last page moves the list back, in place of the entry', async ({
  page,
}) => {
  // A last page of one person.
  for (let n = 0; (await totalOf(page)) % 10 !== 1; n++) {
    const person = { firstName: 'Lone', lastName: 'Last', email: `lone.${n}@example.com` }
    await page.request.post('/api/people', { data: person })
  }
  const last = Math.ceil((await totalOf(page)) / 10)
  await page.goto(`/?peoplePage=${last}`)
  const people = peopleOf(page)
  await expect(people.ids).toHaveCount(1)
  const entries = await page.evaluate(() => history.length)
  await people.table.getByRole('button', { name: /^Delete / }).click()
  await expect(people.list.getByRole('status').first()).toHaveText(/ deleted\.$/)
  const grouped = (last - 1).toLocaleString('en')
  await expect(people.bar.getByRole('status')).toHaveText(`Page ${grouped} of ${grouped}`)
  await expect(page).toHaveURL(`/?peoplePage=${last - 1}`)
  expect(await page.evaluate(() => history.length)).toBe(entries)
  await expect(people.ids).toHaveCount(10)
  // Focus on the line that tells it, never on another person's Delete.
  await expect(people.told).toBeFocused()
})

test('a delete on a middle page refetches the next page, fetched before: no one twice', async ({
  page,
}) => {
  const prefetched = page.waitForResponse((r) => r.url().includes('page=6&'))
  await page.goto('/?peoplePage=5')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(41))
  await prefetched
  const deletes = people.table.getByRole('button', { name: /^Delete / })
  await deletes.nth(2).click()
  await expect(people.ids).toHaveText(['41', '42', ...ids(44, 8)])
  await expect(people.told).toBeFocused()
  await expect(people.bar.getByRole('status')).toHaveText(/^Page 5 of /)

  await people.bar.getByRole('button', { name: 'Next' }).click()
  await expect(people.ids).toHaveText(ids(52))
  await people.bar.getByRole('button', { name: 'Previous' }).click()
  await expect(people.ids).toHaveText(['41', '42', ...ids(44, 8)])
})

test('a person deleted meanwhile is told, and the page follows', async ({ page }) => {
  await page.goto('/?peoplePage=20')
  const people = peopleOf(page)
  await expect(people.ids).toHaveCount(10)
  const shown = await people.ids.allTextContents()
  expect((await page.request.delete(`/api/people/${shown[4]}`)).status()).toBe(204)
  const deletes = people.table.getByRole('button', { name: /^Delete / })
  await deletes.nth(4).click()
  await expect(people.list.getByRole('status').first()).toHaveText(/ was deleted already\.$/)
  await expect(people.ids.nth(4)).toHaveText(shown[5])
  expect((await people.ids.allTextContents()).slice(0, 9)).toEqual(shown.toSpliced(4, 1))
  // Nothing to undo: focus on the table, never on the next person's Delete.
  await expect(people.table).toBeFocused()
})

test('a server stopped mid-write is told; the rows and the form keep what they had', async ({
  page,
}) => {
  await page.goto('/?peoplePage=30')
  const people = peopleOf(page)
  const form = formOf(page)
  await expect(people.ids).toHaveCount(10)
  const shown = await people.ids.allTextContents()
  await api().stop()
  const first = people.table.getByRole('button', { name: /^Delete / }).first()
  await first.click()
  await expect(people.list.getByRole('alert')).toHaveText(
    / could not be deleted: the server could not be reached \(502\)\. Dismiss$/,
  )
  await expect(people.ids).toHaveText(shown)
  await expect(first).toBeFocused()

  await form.add('Ada', 'Lovelace', 'ada@example.com')
  await expect(form.form.getByRole('alert')).toHaveText(
    'The server did not answer: the person may have been added, or not. Add again, and they are added once.',
  )
  await expect(form.email).toHaveValue('ada@example.com')

  await api().start()
  await form.form.getByRole('button', { name: 'Add' }).click()
  await expect(form.form.getByRole('status')).toHaveText(/^Ada Lovelace added/)
  await expect(people.list.getByRole('alert')).toHaveCount(0)
  await first.click()
  await expect(people.ids.first()).toHaveText(shown[1])
  await expect(people.told).toBeFocused()
})
