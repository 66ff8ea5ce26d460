import { expect, test } from '@playwright/test'
import { button, expectFooter, pageButton, sizeSelect, windowNumbers, openApp } from './helpers'

test.beforeEach(async ({ page }) => {
  await openApp(page)
})

test('Tab reaches the select, every enabled button and the link, in order', async ({ page }) => {
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

test('arrow keys on the select change the page size', async ({ page }) => {
  const status = page.getByRole('status')
  await pageButton(page, 3).click()
  await sizeSelect(page).focus()

  await page.keyboard.press('ArrowDown')
  await expect(sizeSelect(page)).toHaveValue('10')
  await expect(status).toHaveText('Página 1 de 22')
  await expectFooter(page, 10, 1, 22)

  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(sizeSelect(page)).toHaveValue('20')
  await expect(status).toHaveText('Página 1 de 11')

  await page.keyboard.press('ArrowUp')
  await expect(sizeSelect(page)).toHaveValue('15')
  await expect(status).toHaveText('Página 1 de 15')
  expect(await windowNumbers(page)).toEqual(['1', '2', '3', '4', '5'])
})
