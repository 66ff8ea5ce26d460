import { expect, test } from '@playwright/test'
import {
  button,
  expectFooter,
  focusIsOnBody,
  pageButton,
  sizeSelect,
  windowNumbers,
  openApp,
} from './helpers'

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

test('Enter and Space press buttons, and focus stays in the bar', async ({ page }) => {
  const status = page.getByRole('status')
  await expect(status).toHaveText('Página 1 de 43')

  await pageButton(page, 2).focus()
  await page.keyboard.press('Enter')
  await expect(status).toHaveText('Página 2 de 43')
  await expect(pageButton(page, 3)).toBeFocused()

  await page.keyboard.press('Space')
  await expect(status).toHaveText('Página 3 de 43')
  await expect(pageButton(page, 4)).toBeFocused()

  await button(page, 'Última').focus()
  await page.keyboard.press('Enter')
  await expect(status).toHaveText('Página 43 de 43')
  await expectFooter(page, 5, 43, 43)
  await expect(pageButton(page, 42)).toBeFocused()

  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Space')
  await expect(status).toHaveText('Página 41 de 43')

  await button(page, 'Primeira').focus()
  await page.keyboard.press('Enter')
  await expect(status).toHaveText('Página 1 de 43')
  await expect(pageButton(page, 2)).toBeFocused()
  expect(await focusIsOnBody(page)).toBe(false)
})

test('focus never falls to the body, whichever button turns disabled', async ({ page }) => {
  for (const name of ['Última', 'Página 43', 'Página 42', 'Primeira', 'Página 2', 'Página 1']) {
    const target = button(page, name)
    if (await target.isDisabled()) continue
    await target.focus()
    await page.keyboard.press('Enter')
    await expect(target).toBeDisabled()
    expect(await focusIsOnBody(page)).toBe(false)
    await expect(page.getByRole('navigation').locator(':focus')).toHaveCount(1)
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

test('shows a visible focus ring on keyboard focus', async ({ page }) => {
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  const outline = await pageButton(page, 2).evaluate((b) => getComputedStyle(b).outlineStyle)
  expect(outline).toBe('solid')
})
