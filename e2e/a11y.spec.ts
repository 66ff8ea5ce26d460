import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { button, pageButton, sizeSelect, openApp } from './helpers'

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

async function expectNoViolationsAt(page: Page, status: string) {
  await expect(page.getByRole('status')).toHaveText(status)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test.describe(`${colorScheme} scheme at ${viewport.width} px`, () => {
      test.use({ colorScheme, viewport })

      test('has no WCAG 2.2 A/AA violation on load and after navigating', async ({ page }) => {
        await openApp(page)
        await expectNoViolationsAt(page, 'Página 1 de 43')

        await pageButton(page, 3).click()
        await expectNoViolationsAt(page, 'Página 3 de 43')

        await sizeSelect(page).selectOption('20')
        await button(page, 'Última').click()
        await expectNoViolationsAt(page, 'Página 11 de 11')
      })
    })
  }
}
