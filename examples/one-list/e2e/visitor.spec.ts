import { expect, test } from '@playwright/test'
import { lookOf } from './look.ts'

test('a visitor pages the to-dos', async ({ page }) => {
  await page.goto('/')
  const bar = page.getByRole('navigation', { name: 'To-do pages' })
  await expect(page.getByRole('listitem')).toHaveText(
    Array.from({ length: 10 }, (_, i) => `To-do ${i + 1}`),
  )
  await bar.getByRole('button', { name: 'Page 2' }).click()
  await expect(page.getByRole('listitem').first()).toHaveText('To-do 11')
  await bar.getByRole('combobox', { name: 'To-dos per page:' }).selectOption('25')
  await bar.getByRole('button', { name: 'Last' }).click()
  await expect(page.getByRole('listitem')).toHaveCount(12)
  await expect(page.getByText('12 of 137 to-dos')).toBeVisible()
  await expect(bar.getByRole('status')).toHaveText('Page 6 of 6')
})

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`${colorScheme} colours at ${width} px: 44 px targets, 4.5:1 contrast`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.emulateMedia({ colorScheme })
      await page.goto('/')
      // Page 1: the current page and First go nowhere (aria-disabled), the rest go to a page.
      const look = await lookOf(page.getByRole('navigation', { name: 'To-do pages' }))
      expect(look.smallest).toBeGreaterThanOrEqual(44)
      for (const [pair, ratio] of Object.entries(look.contrast)) {
        expect(ratio, pair).toBeGreaterThanOrEqual(4.5)
      }
      // The status is for screen readers: in the page, not on screen.
      expect(look.status).toEqual([1, 1])
      await page.screenshot({ path: `test-results/${colorScheme}-${width}.png`, fullPage: true })
    })
  }
}

test('forced colours (Windows high contrast): the current page in the selection colours', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/')
  const current = page.getByRole('button', { name: 'Page 1' })
  await expect(current).toHaveCSS('forced-color-adjust', 'none')
  await expect(current).toHaveCSS(
    'background-color',
    await page.evaluate(() => {
      const probe = document.createElement('div')
      probe.style.backgroundColor = 'SelectedItem'
      document.body.append(probe)
      return getComputedStyle(probe).backgroundColor
    }),
  )
})

test('long page numbers show whole, from a phone to a desktop', async ({ page }) => {
  await page.goto('/')
  const numbers = page
    .getByRole('navigation', { name: 'To-do pages' })
    .locator('.pagination-bar__number')
  // The numbers of a list of 1,000,000 at 5 a page, in this list's buttons.
  await numbers.evaluateAll((buttons) =>
    buttons.forEach((button, i) => (button.textContent = String(199996 + i))),
  )
  for (const width of [320, 375, 700, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const cut = await numbers.evaluateAll((buttons) =>
      buttons
        .filter(
          (b) => b.scrollWidth > b.clientWidth || b.getBoundingClientRect().right > innerWidth,
        )
        .map((b) => b.textContent),
    )
    expect(cut, `${width} px`).toEqual([])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no sideways scroll',
    ).toBeLessThanOrEqual(width)
  }
})
