import { expect, test } from '@playwright/test'
import { button, openApp, pageButton, pageTop, sizeSelect } from './helpers'

test('lays out title, table and bar in the main landmark, then the footer, top to bottom', async ({
  page,
}) => {
  await openApp(page)
  const main = page.getByRole('main')
  const tops = await Promise.all(
    [
      main.getByRole('heading', { level: 1 }),
      main.getByRole('table'),
      main.getByRole('navigation', { name: 'Paginação' }),
      page.getByRole('contentinfo'),
    ].map(pageTop),
  )
  expect([...tops].sort((a, b) => a - b)).toEqual(tops)
})

test('Tab reaches the select, every enabled button and the link, in order', async ({ page }) => {
  await openApp(page)
  const order = [
    sizeSelect(page),
    pageButton(page, 2),
    pageButton(page, 3),
    pageButton(page, 4),
    pageButton(page, 5),
    button(page, 'Última'),
    page.getByRole('link', { name: /Philipe Oliveira/ }),
  ]
  for (const control of order) {
    await page.keyboard.press('Tab')
    await expect(control).toBeFocused()
  }
})
