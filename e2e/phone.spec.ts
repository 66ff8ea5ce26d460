import { expect, test } from '@playwright/test'
import { bodyRows, button, expectFooter, nav, pageButton, openApp } from './helpers'

for (const width of [375, 320]) {
  test.describe(`on a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true })

    test.beforeEach(async ({ page }) => {
      await openApp(page)
    })

    test('hides the E-mail column, header and cells', async ({ page }) => {
      await expect(page.getByRole('columnheader', { name: 'E-mail' })).toBeHidden()
      await expect(page.getByRole('columnheader', { name: 'Sobrenome' })).toBeVisible()
      const firstRow = bodyRows(page).first()
      await expect(firstRow.getByRole('cell')).toHaveCount(3)
      await expect(firstRow.locator('td').last()).toHaveText(/@example\./)
      await expect(firstRow.locator('td').last()).toBeHidden()
    })

    test('never scrolls sideways', async ({ page }) => {
      for (const step of [() => Promise.resolve(), () => button(page, 'Última').click()]) {
        await step()
        const [scrollWidth, clientWidth] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ])
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
      }
    })

    test('gives every control a target of at least 24×24 px', async ({ page }) => {
      const controls = nav(page).locator('button, select')
      await expect(controls).toHaveCount(8)
      for (const box of await controls.evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
      )) {
        expect(box.width).toBeGreaterThanOrEqual(24)
        expect(box.height).toBeGreaterThanOrEqual(24)
      }
    })

    test('pages with a tap', async ({ page }) => {
      await pageButton(page, 2).tap()
      await expectFooter(page, 5, 2, 43)
    })
  })
}
