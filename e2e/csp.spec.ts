import { expect, test } from '@playwright/test'
import { openApp } from './helpers'

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

// Browsing breaks none of it, served and from disk: every engine's scenarios record each violation
// (e2e/probe.js) and fail on one.
test('carries the policy, whose style hash is the inline stylesheet’s', async ({ page }) => {
  await openApp(page)
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(policy?.split('; ')).toEqual(POLICY)
  const hash = await page.locator('style').evaluate(async (style) => {
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(style.textContent),
    )
    return btoa(String.fromCharCode(...new Uint8Array(digest)))
  })
  expect(policy).toContain(`style-src 'sha256-${hash}'`)
})

// The policy above is in force (a <meta> the browser ignored would refuse nothing): a fetch is
// refused and reported. What else it refuses follows from its text, which the test above holds.
test('is in force: a fetch is refused and reported', async ({ page }) => {
  // Records every CSP violation the page reports.
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      w.violations.push(`${e.effectiveDirective} ${e.blockedURI}`)
    })
  })
  await openApp(page)
  const fetched = await page.evaluate(() =>
    fetch('/index.html').then(
      () => 'allowed',
      () => 'refused',
    ),
  )
  expect(fetched).toBe('refused')
  const violations = () =>
    page.evaluate(() => (window as unknown as { violations: string[] }).violations)
  await expect.poll(violations).toEqual([expect.stringMatching(/^connect-src /)])
})
