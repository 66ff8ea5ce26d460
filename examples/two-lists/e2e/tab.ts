import { existsSync } from 'node:fs'
import { chromium, test as base } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import type { Browser, Page } from 'puppeteer-core'

/**
 * A visitor's tab, the same in Chromium and in Firefox ESR: Playwright runs only its own build of
 * Firefox, so both are driven through Puppeteer (Chromium over CDP, Firefox over WebDriver BiDi),
 * and everything the tests read is read inside the page (`run`).
 */
export interface Tab {
  /** Opens `path` of the app, and waits for it to load. */
  open(path: string): Promise<void>
  /** A real click on the element `selector` finds, once it is there and enabled. */
  click(selector: string): Promise<void>
  /** Chooses `value` in the select `selector` finds. */
  choose(selector: string, value: string): Promise<void>
  /** Runs `fn` in the page, with JSON in and out. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** Runs `fn` in every document the tab opens, before its scripts. */
  beforeEachLoad(fn: () => void): Promise<void>
  reload(): Promise<void>
  /** Another tab, in the same browser. */
  another(): Promise<Tab>
}

export type Engine = 'chrome' | 'firefox'

// Playwright's own Chromium where `npx playwright install chromium` has fetched it; elsewhere the
// system's (Debian's `apt install chromium`).
const chromiumPath = [
  chromium.executablePath(),
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((path) => existsSync(path))

/** Firefox ESR where it is (Debian's `apt install firefox-esr`), or FIREFOX_PATH. */
export const firefoxPath = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']
  .filter((path) => path !== undefined)
  .find((path) => existsSync(path))

function tabOf(page: Page, baseURL: string): Tab {
  return {
    open: async (path) => {
      await page.goto(new URL(path, baseURL).href)
    },
    click: (selector) => page.locator(selector).click(),
    choose: async (selector, value) => {
      await page.locator(selector).wait()
      await page.select(selector, value)
    },
    run: async (fn, ...args) =>
      (await page.evaluate(fn as (...a: unknown[]) => unknown, ...args)) as never,
    beforeEachLoad: async (fn) => {
      await page.evaluateOnNewDocument(fn)
    },
    reload: async () => {
      await page.reload()
    },
    another: async () => tabOf(await page.browserContext().newPage(), baseURL),
  }
}

export const test = base.extend<{ tab: Tab }, { engine: Engine; browserOf: Browser }>({
  engine: ['chrome', { option: true, scope: 'worker' }],
  browserOf: [
    async ({ engine }, use) => {
      const browser = await puppeteer.launch(
        engine === 'chrome'
          ? {
              browser: 'chrome',
              executablePath: chromiumPath,
              // No sandbox, as Playwright launches it (a root user, in CI, has none); and
              // Chromium's background services have nothing to do in a test.
              args: [
                '--no-sandbox',
                '--disable-background-networking',
                '--disable-component-update',
                '--disable-sync',
                '--disable-quic',
              ],
            }
          : { browser: 'firefox', executablePath: firefoxPath },
      )
      await use(browser)
      await browser.close()
    },
    { scope: 'worker' },
  ],
  // A fresh context for each test: its own history and storage.
  tab: async ({ browserOf, baseURL }, use) => {
    const context = await browserOf.createBrowserContext()
    await use(tabOf(await context.newPage(), baseURL!))
    await context.close()
  },
})
