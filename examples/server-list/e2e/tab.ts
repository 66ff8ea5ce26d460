import { existsSync } from 'node:fs'
import { chromium, test as base } from '@playwright/test'
import puppeteer from 'puppeteer-core'
import type { Browser, KeyInput, Page } from 'puppeteer-core'

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
  /**
   * Two real clicks `apart` ms apart at the middle of the element `selector` finds, the pointer
   * still: the second lands on whatever is there by then, as a visitor's double click does.
   */
  clickTwice(selector: string, apart: number): Promise<void>
  /** Chooses `value` in the select `selector` finds. */
  choose(selector: string, value: string): Promise<void>
  /** Focuses the element `selector` finds, once it is there. */
  focus(selector: string): Promise<void>
  /** Presses `key` (`'Enter'`, `'a'`) where the focus is. */
  press(key: KeyInput): Promise<void>
  /** Holds `key` down where the focus is, for `repeats` repeats 33 ms apart (a held key). */
  hold(key: KeyInput, repeats: number): Promise<void>
  /** Types `text` into the field `selector` finds, key by key. */
  type(selector: string, text: string): Promise<void>
  /** The focused element's accessible name as the tests write it: its aria-label, else its text. */
  focused(): Promise<string | undefined>
  /** The window's size in CSS pixels: a phone's, a desktop's. */
  viewport(width: number, height: number): Promise<void>
  /**
   * The visitor's settings (`prefers-color-scheme`, `forced-colors`), where the engine emulates
   * them: Chromium does; Firefox over WebDriver BiDi cannot, and this says false there.
   */
  emulate(features: { name: string; value: string }[]): Promise<boolean>
  /** Saves the whole page, as it shows now, at `path` (a .png). */
  screenshot(path: `${string}.png`): Promise<void>
  /**
   * From now on, the console's warnings and errors and every request that failed or got a 4xx or
   * 5xx, as lines: read them with the function it gives.
   */
  complaints(): () => string[]
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
    clickTwice: async (selector, apart) => {
      const element = await page.locator(selector).waitHandle()
      await element.scrollIntoView()
      const box = await element.boundingBox()
      if (!box) throw new Error(`${selector} is not shown`)
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      await page.mouse.click(x, y)
      await new Promise((wait) => setTimeout(wait, apart))
      await page.mouse.click(x, y)
    },
    choose: async (selector, value) => {
      await page.locator(selector).wait()
      await page.select(selector, value)
    },
    focus: async (selector) => {
      await page.locator(selector).wait()
      await page.focus(selector)
    },
    press: (key) => page.keyboard.press(key),
    hold: async (key, repeats) => {
      for (let i = 0; i <= repeats; i++) {
        await page.keyboard.down(key)
        await new Promise((wait) => setTimeout(wait, 33))
      }
      await page.keyboard.up(key)
    },
    type: async (selector, text) => {
      await page.locator(selector).wait()
      await page.type(selector, text)
    },
    focused: () =>
      page.evaluate(() => {
        const { activeElement: focused } = document
        return focused?.getAttribute('aria-label') ?? focused?.textContent?.trim()
      }),
    viewport: (width, height) => page.setViewport({ width, height }),
    emulate: async (features) => {
      if ((await page.browser().userAgent()).includes('Firefox')) return false
      await page.emulateMediaFeatures(features)
      return true
    },
    screenshot: async (path) => {
      await page.screenshot({ path, fullPage: true })
    },
    complaints: () => {
      const said: string[] = []
      page.on('console', (message) => {
        const type = message.type()
        if (type === 'warn' || type === 'error') said.push(`${type}: ${message.text()}`)
      })
      page.on('requestfailed', (request) => said.push(`failed: ${request.url()}`))
      page.on('response', (response) => {
        if (response.status() >= 400) said.push(`${response.status()}: ${response.url()}`)
      })
      return () => said
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
