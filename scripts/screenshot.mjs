// Regenerates the README's picture from the real production page: npm run screenshot.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium } from '@playwright/test'

const launchOptions = JSON.parse(
  readFileSync(new URL('../e2e/chromium.json', import.meta.url), 'utf8'),
)
const browser = await chromium.launch(launchOptions)
try {
  const page = await browser.newPage({
    viewport: { width: 1000, height: 620 },
    colorScheme: 'light',
  })
  await page.goto(pathToFileURL(resolve('dist/index.html')).href)
  await page.locator('#root:not(:has(> .load-notice)) tbody tr').first().waitFor()
  await page.getByRole('button', { name: 'Página 5', exact: true }).click()
  await page.mouse.move(0, 0)
  await page.getByRole('status').getByText('Página 5 de 43').waitFor()
  await page.screenshot({ path: 'docs/screenshot.png' })
  console.log('Wrote docs/screenshot.png')
} finally {
  await browser.close()
}
