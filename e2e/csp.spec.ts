import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { button, expectFooter, openApp, pageButton, sizeSelect } from './helpers'

const POLICY = [
  "connect-src 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "img-src 'self' data:",
  "font-src 'self'",
  "style-src 'self'",
  "manifest-src 'self'",
]

/** Records every CSP violation the page reports. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations)
}

for (const [where, url] of [
  ['served', '/'],
  ['opened from disk', pathToFileURL(resolve('dist/index.html')).href],
] as const) {
  test(`${where}: carries the policy and breaks none of it`, async ({ page }) => {
    const violations = await recordViolations(page)
    const logged: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(m.text())
    })
    await openApp(page, url)

    const policy = await page
      .locator('meta[http-equiv="Content-Security-Policy"]')
      .getAttribute('content')
    expect(policy?.split('; ')).toEqual(POLICY)

    await pageButton(page, 3).click()
    await sizeSelect(page).selectOption('20')
    await button(page, 'Última').click()
    await expectFooter(page, 15, 11, 11)
    expect(await violations()).toEqual([])
    expect(logged).toEqual([])
  })
}

test('refuses network calls and inline styles from the page', async ({ page }) => {
  const violations = await recordViolations(page)
  await openApp(page)
  const outcome = await page.evaluate(async () => {
    const fetched = await fetch('/index.html').then(
      () => 'allowed',
      () => 'refused',
    )
    const probe = document.createElement('p')
    probe.setAttribute('style', 'color: rgb(255, 0, 0)')
    document.body.append(probe)
    const styled = getComputedStyle(probe).color === 'rgb(255, 0, 0)' ? 'allowed' : 'refused'
    probe.remove()
    return { fetched, styled }
  })
  expect(outcome).toEqual({ fetched: 'refused', styled: 'refused' })
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^connect-src /),
        expect.stringMatching(/^style-src-attr /),
      ]),
    )
})
