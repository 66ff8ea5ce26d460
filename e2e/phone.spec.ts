import { expect, test } from '@playwright/test'
import { expectFooter, nav, pageButton, openApp } from './helpers'

for (const width of [375, 320]) {
  test.describe(`on a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true })

    test.beforeEach(async ({ page }) => {
      await openApp(page)
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
