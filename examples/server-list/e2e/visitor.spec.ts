import { expect, test } from '@playwright/test'
import { AIMED_AGAIN_MS } from '../src/features/pagination/keepFocusNear.ts'
import { peopleTests } from './people.ts'

const { peopleOf, ids, slowAnswers, asks } = peopleTests()

test('the first load says no count it does not know, then shows page 1 and the total', async ({
  page,
}) => {
  const hold = await slowAnswers(page)
  const first = hold({ page: '1', pageSize: '10' })
  await page.goto('/')
  await first.arrived
  const people = peopleOf(page)
  await expect(people.table).toHaveAttribute('aria-busy', 'true')
  await expect(people.ids).toHaveCount(0)
  await expect(people.summary).toHaveText('Counting people…Page 1')
  await expect(people.bar.getByRole('status')).toHaveText('Page 1')
  await expect(people.bar.getByRole('button', { name: 'Last' })).toHaveCount(0)

  first.release()
  await expect(people.ids).toHaveText(ids(1))
  await expect(people.summary).toHaveText('10 of 1,000,000 peoplePage 1 of 100,000')
  await expect(people.table).toHaveAttribute('aria-busy', 'false')
})

test('the next page is fetched before its click, and shows at once', async ({ page }) => {
  const prefetched = page.waitForResponse((r) => asks(r.url(), { page: '2', pageSize: '10' }))
  await page.goto('/')
  await prefetched
  const asked: string[] = []
  page.on('request', (request) => asked.push(request.url()))
  const people = peopleOf(page)
  await people.bar.getByRole('button', { name: 'Page 2' }).click()
  await expect(people.ids).toHaveText(ids(11))
  expect(asked.filter((url) => asks(url, { page: '2' }))).toEqual([])
})

test('a slow answer keeps the page before on screen, and the latest click wins', async ({
  page,
}) => {
  const hold = await slowAnswers(page)
  await page.goto('/')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(1))

  const five = hold({ page: '5', pageSize: '10' })
  await people.bar.getByRole('button', { name: 'Page 5' }).click()
  await five.arrived
  await expect(people.bar.getByRole('status')).toHaveText('Page 5 of 100,000')
  await expect(people.table).toHaveAttribute('aria-busy', 'true')
  await expect(people.ids).toHaveText(ids(1))
  await expect(people.table).toHaveAccessibleDescription('Showing page 1 while page 5 loads.')
  await expect(people.summary).toHaveText('1,000,000 peoplePage 5 of 100,000')

  // "6" stands where "5" was: clicked within 500 ms, it would be the click on 5 aimed again.
  await page.waitForTimeout(AIMED_AGAIN_MS)
  await people.bar.getByRole('button', { name: 'Page 6' }).click()
  await expect(people.ids).toHaveText(ids(51))
  const late = page.waitForResponse((r) => asks(r.url(), { page: '5', pageSize: '10' }))
  five.release()
  await late
  await expect(people.ids).toHaveText(ids(51))
  await expect(people.bar.getByRole('status')).toHaveText('Page 6 of 100,000')
})

test('the last page, its six-digit numbers whole on a desktop and on phones; then a size', async ({
  page,
}) => {
  await page.goto('/')
  const people = peopleOf(page)
  await people.bar.getByRole('button', { name: 'Last' }).click()
  await expect(people.ids).toHaveText(ids(999_991))
  await expect(people.bar.getByRole('status')).toHaveText('Page 100,000 of 100,000')
  const numbers = people.bar.locator('.pagination-bar__number')
  // The first page and the last five, written as the summary writes them, an ellipsis between.
  await expect(numbers).toHaveText(['1', '99,996', '99,997', '99,998', '99,999', '100,000'])
  await expect(people.bar.getByText('…')).toHaveAttribute('aria-hidden', 'true')
  await expect(people.bar.getByRole('button', { name: 'Page 100,000' })).toBeDisabled()
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 900 })
    const cut = await numbers.evaluateAll((buttons) =>
      buttons
        .filter(
          (b) => b.scrollWidth > b.clientWidth || b.getBoundingClientRect().right > innerWidth,
        )
        .map((b) => b.textContent),
    )
    expect(cut, `${width} px`).toEqual([])
    await page.screenshot({ path: `test-results/last-page-${width}.png`, fullPage: true })
  }

  await people.bar.getByRole('combobox', { name: 'People per page:' }).selectOption('25')
  await expect(people.ids).toHaveText(ids(999_976, 25))
  await expect(people.summary).toHaveText('25 of 1,000,000 peoplePage 40,000 of 40,000')
})

test('Next and Previous step through the pages; a new size keeps the first person in view', async ({
  page,
}) => {
  await page.goto('/?peoplePage=7')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(61))
  await people.bar.getByRole('button', { name: 'Previous' }).click()
  await expect(people.ids).toHaveText(ids(51))
  await people.bar.getByRole('button', { name: 'Next' }).click()
  await people.bar.getByRole('button', { name: 'Next' }).click()
  await expect(people.ids).toHaveText(ids(71))
  // Person 71, first on page 8 at 10, is on page 3 at 25 (51 to 75).
  await people.bar.getByRole('combobox', { name: 'People per page:' }).selectOption('25')
  await expect(people.ids).toHaveText(ids(51, 25))
  await expect(people.bar.getByRole('status')).toHaveText('Page 3 of 40,000')
})

test('page 50,000 of 100,000 in one entry, then the pages beside it; a bad entry is told', async ({
  page,
}) => {
  await page.goto('/')
  const people = peopleOf(page)
  await expect(people.ids).toHaveText(ids(1))
  const field = people.bar.getByRole('textbox', { name: 'Go to page' })
  await field.pressSequentially('50,000')
  await field.press('Enter')
  await expect(people.ids).toHaveText(ids(499_991))
  await expect(people.bar.getByRole('status')).toHaveText('Page 50,000 of 100,000')
  await expect(people.bar.locator('.pagination-bar__number')).toHaveText([
    '1',
    '49,999',
    '50,000',
    '50,001',
    '100,000',
  ])
  await expect(field).toBeFocused()
  await expect(field).toHaveValue('')

  await people.bar.getByRole('button', { name: 'Next' }).click()
  await expect(people.ids).toHaveText(ids(500_001))
  await people.bar.getByRole('button', { name: 'Previous' }).click()
  await people.bar.getByRole('button', { name: 'Previous' }).click()
  await expect(people.ids).toHaveText(ids(499_981))

  await field.pressSequentially('100001')
  await people.bar.getByRole('button', { name: 'Go' }).click()
  await expect(field).toHaveAccessibleDescription('Type a page from 1 to 100,000.')
  await expect(field).toHaveValue('100001')
  await expect(field).toBeFocused()
  await expect(people.bar.getByRole('status')).toHaveText('Page 49,999 of 100,000')
  await expect(people.ids).toHaveText(ids(499_981))
  await page.screenshot({ path: 'test-results/go-to-page.png', fullPage: true })
})

for (const width of [1280, 375]) {
  test(`right to left at ${width} px: the bar reads from the right, and Tab takes it in that order`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/?peoplePage=50')
    await page.evaluate(() => (document.documentElement.dir = 'rtl'))
    const people = peopleOf(page)
    await expect(people.ids).toHaveText(ids(491))
    const { bar } = people
    const order = [
      bar.getByRole('combobox', { name: 'People per page:' }),
      bar.getByRole('button', { name: 'First' }),
      bar.getByRole('button', { name: 'Previous' }),
      // The current page among them: it keeps its place in the tab order (currentPage="focusable").
      ...['1', '49', '50', '51', '100,000'].map((n) =>
        bar.getByRole('button', { name: `Page ${n}`, exact: true }),
      ),
      bar.getByRole('button', { name: 'Next' }),
      bar.getByRole('button', { name: 'Last' }),
      bar.getByRole('textbox', { name: 'Go to page' }),
      bar.getByRole('button', { name: 'Go', exact: true }),
    ]
    await order[0]!.focus()
    for (const control of order.slice(1)) {
      await page.keyboard.press('Tab')
      await expect(control).toBeFocused()
    }
    for (const control of order.slice(0, -1).reverse()) {
      await page.keyboard.press('Shift+Tab')
      await expect(control).toBeFocused()
    }
    await page.screenshot({ path: `test-results/right-to-left-${width}.png`, fullPage: true })
    // Seen in the same order: each control on the row of the one before it and to its left, or
    // on a row below.
    const boxes = await Promise.all(order.map((control) => control.boundingBox()))
    boxes.slice(1).forEach((box, i) => {
      const before = boxes[i]!
      const sameRow = Math.abs(box!.y - before.y) < before.height / 2
      const after = sameRow ? box!.x + box!.width < before.x + before.width : box!.y > before.y
      expect(after, `control ${i + 1} after ${i}`).toBe(true)
    })
  })
}

test('a page the server refuses is told as what it is, with no Try again; First leads back', async ({
  page,
}) => {
  const refusal = { parameter: 'page', accepts: 'a whole number from 1 up' }
  await page.route('**/api/people?page=5&*', (route) =>
    route.fulfill({ status: 400, json: refusal }),
  )
  await page.goto('/?peoplePage=5')
  const people = peopleOf(page)
  await expect(people.alert).toHaveText(
    'Page 5 could not be loaded: the server refused the request (400, page: a whole number from 1 up), and would refuse it again.',
  )
  await expect(people.alert.getByRole('button')).toHaveCount(0)
  await expect(people.ids).toHaveCount(0)
  await people.bar.getByRole('button', { name: 'First' }).click()
  await expect(people.ids).toHaveText(ids(1))
  await expect(people.alert).toBeHidden()
})

test('an empty list: one page, and the app says so', async ({ page }) => {
  await page.route('**/api/people?*', (route) => route.fulfill({ json: { items: [], total: 0 } }))
  await page.goto('/')
  const people = peopleOf(page)
  await expect(page.getByText('No people yet.')).toBeVisible()
  await expect(people.summary).toHaveText('0 of 0 peoplePage 1 of 1')
  await expect(people.bar.locator('.pagination-bar__number')).toHaveText(['1'])
  await expect(people.bar.getByRole('button', { name: 'Last' })).toBeDisabled()
})

test('the to-dos beside the people: each list has its own address, and moves alone', async ({
  page,
}) => {
  await page.goto('/?peoplePage=3&peopleSize=25&page=2&size=50')
  const people = peopleOf(page)
  const todos = page.getByRole('navigation', { name: 'To-do pages' })
  await expect(people.ids).toHaveText(ids(51, 25))
  await expect(todos.getByRole('status')).toHaveText('Page 2 of 3')

  await people.bar.getByRole('button', { name: 'Page 4', exact: true }).click()
  await expect(people.ids).toHaveText(ids(76, 25))
  await todos.getByRole('button', { name: 'Last' }).click()
  await expect(todos.getByRole('status')).toHaveText('Page 3 of 3')
  await expect(people.bar.getByRole('status')).toHaveText('Page 4 of 40,000')
})
