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
  expect.stringMatching(/^style-src 'sha256-[\w+/]{43}='$/),
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
    // The one stylesheet is the page's own, inline, and its hash is the one the policy allows.
    const hash = await page.locator('style').evaluate(async (style) => {
      const digest = await crypto.subtle.digest(
        'SHA-256',
        new TextEncoder().encode(style.textContent),
      )
      return btoa(String.fromCharCode(...new Uint8Array(digest)))
    })
    expect(policy).toContain(`style-src 'sha256-${hash}'`)

    await pageButton(page, 3).click()
    await sizeSelect(page).selectOption('20')
    await button(page, 'Última').click()
    await expectFooter(page, 15, 11, 11)
    expect(await violations()).toEqual([])
    expect(logged).toEqual([])
  })
}

test('refuses network calls, style attributes and a stylesheet the policy has no hash for', async ({
  page,
}) => {
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
    const sheet = document.createElement('style')
    sheet.textContent = 'p { color: rgb(255, 0, 0) !important }'
    document.head.append(sheet)
    const sheetApplied = getComputedStyle(probe).color === 'rgb(255, 0, 0)' ? 'allowed' : 'refused'
    probe.remove()
    sheet.remove()
    return { fetched, styled, sheetApplied }
  })
  expect(outcome).toEqual({ fetched: 'refused', styled: 'refused', sheetApplied: 'refused' })
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^connect-src /),
        expect.stringMatching(/^style-src-attr /),
        expect.stringMatching(/^style-src-elem /),
      ]),
    )
})
