import { expect, test } from '@playwright/test'
import type { Page, Route } from '@playwright/test'
import { bodyRows, button, expectFooter, nav, pageButton, rowTexts } from './helpers'

// What only Chromium shows of the page before its app runs: the first rows before React, a tap on
// a touch screen (scripts held back with routes) and a real slow link (its network emulation).
// Clicks and keys on the shell, the failures and the slow-load notice are
// e2e/engines/loading.spec.ts's, in every engine, and the loading layer's unit tests'.

const script = (name: string) => new RegExp(`/${name}\\.[0-9a-f]{8}\\.js$`)

/** Holds the page's script `name` back; the function it returns lets it through. */
async function holdScript(page: Page, name: string) {
  const held: Route[] = []
  let holding = true
  await page.route(script(name), (route) => (holding ? held.push(route) : route.continue()))
  return async () => {
    holding = false
    await Promise.all(held.map((route) => route.continue()))
  }
}

/**
 * Opens the page and waits for the shell's bar: parsed and painted, the app not started (its rows
 * still the shell's: hidden, or showing the first page once the people exist).
 */
async function openShell(page: Page) {
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(nav(page)).toBeVisible()
  await expect(page.locator('tbody.pending-rows, tbody.early-rows')).toHaveCount(1)
}

const appStarted = (page: Page) =>
  expect(page.locator('tbody:not(.pending-rows):not(.early-rows) tr').first()).toBeVisible()

/** The live region after the bar where the boot script tells a slow load: empty until then. */
const slowNotice = (page: Page) => page.locator('#root > [role="status"]')

/** From the page's first script on, notes whether the failure message ever shows. */
async function watchForFailure(page: Page) {
  await page.addInitScript(() => {
    const seen = { failure: false }
    Object.assign(window, { seen })
    new MutationObserver(() => {
      seen.failure ||= document.documentElement.textContent.includes('Não foi possível carregar')
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

const sawFailure = (page: Page) =>
  page.evaluate(() => (window as unknown as { seen: { failure: boolean } }).seen.failure)

test.describe('the first page before React', () => {
  test('its rows show as soon as the people exist, and stay as they are when the app takes over', async ({
    page,
  }) => {
    const releaseReact = await holdScript(page, 'react')
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    // React has not arrived: the rows are the shell's, filled by src/loading/people.ts.
    await expect(page.locator('tbody.early-rows tr')).toHaveCount(5)
    await expect(bodyRows(page).first()).toBeVisible()
    const early = await rowTexts(page)
    expect(early).toHaveLength(5)
    for (const [id, firstName, lastName, email] of early) {
      expect(id).toMatch(/^\d{5}$/)
      expect(firstName).not.toBe('')
      expect(lastName).not.toBe('')
      expect(email).toMatch(/^\S+@\S+$/)
    }
    await expectFooter(page, 5, 1, 43)
    await releaseReact()
    await appStarted(page)
    expect(await rowTexts(page)).toEqual(early)
    await pageButton(page, 2).click()
    await expectFooter(page, 5, 2, 43)
    expect(await rowTexts(page)).not.toEqual(early)
  })
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } })

  test('a tap on the shell before the app runs takes effect once it starts', async ({ page }) => {
    const releaseMain = await holdScript(page, 'main')
    await openShell(page)
    await pageButton(page, 3).tap()
    await releaseMain()
    await appStarted(page)
    await expectFooter(page, 5, 3, 43)
  })
})

test.describe('on a slow link', () => {
  // A poor 2G/EDGE signal, or a data plan throttled after its cap: the page and its 84 KiB of
  // scripts take about 15 s to arrive.
  test('64 kbit/s: a tap on Última while the scripts arrive takes effect, and no failure is shown', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await watchForFailure(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 300,
      downloadThroughput: 64_000 / 8,
      uploadThroughput: 64_000 / 8,
    })
    await openShell(page)
    await button(page, 'Última').click()
    // Still the shell's bar: the app has not started, so the boot script wrote the tap down.
    await expect(page.locator('tbody.pending-rows, tbody.early-rows')).toHaveCount(1)
    await expect(slowNotice(page)).toContainText('Ainda carregando… a conexão parece lenta.', {
      timeout: 15_000,
    })
    await expect(page.locator('tbody:not(.pending-rows):not(.early-rows) tr').first()).toBeVisible({
      timeout: 90_000,
    })
    await expectFooter(page, 5, 43, 43)
    await expect(page.getByText(/Ainda carregando/)).toHaveCount(0)
    expect(await sawFailure(page)).toBe(false)
  })
})
