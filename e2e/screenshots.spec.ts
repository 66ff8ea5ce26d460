import { expect, test } from '@playwright/test'
import { pageButton, openApp } from './helpers'

for (const colorScheme of ['light', 'dark'] as const) {
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 375, height: 740 }],
  ] as const) {
    test.describe(() => {
      test.use({ colorScheme, viewport })

      test(`screenshot: ${device}, ${colorScheme}`, async ({ page }, testInfo) => {
        await openApp(page)
        await pageButton(page, 5).click()
        await page.mouse.move(0, 0)
        await expect(page.getByRole('status')).toHaveText('Página 5 de 43')
        const path = testInfo.outputPath(`${device}-${colorScheme}.png`)
        await page.screenshot({ path, fullPage: true })
        await testInfo.attach(`${device}-${colorScheme}`, { path, contentType: 'image/png' })
      })
    })
  }
}
