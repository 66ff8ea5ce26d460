import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import puppeteer from 'puppeteer-core'
import type { Browser, ElementHandle, Page } from 'puppeteer-core'
import { Builder, By, Key } from 'selenium-webdriver'
import type { WebDriver, WebElement } from 'selenium-webdriver'
import chromiumOptions from '../chromium.json'
import { findControl } from './inPage'
import type { Control } from './inPage'
import { setViewport } from './viewport'

export type EngineName = 'chromium' | 'firefox' | 'webkit'
export type Scheme = 'light' | 'dark' | 'forced'

/** The engines and the colour schemes each can show. WebKit has no forced-colours mode (nor Safari). */
export const SCHEMES: Record<EngineName, Scheme[]> = {
  chromium: ['light', 'dark', 'forced'],
  firefox: ['light', 'dark', 'forced'],
  webkit: ['light', 'dark'],
}

/**
 * The few things the every-engine scenarios do to a page, over Puppeteer (Chromium over CDP,
 * Firefox ESR over WebDriver BiDi) or classic WebDriver (WebKitGTK's WebKitWebDriver). Everything
 * else happens inside the page through `run`, so a scenario reads the same in every engine.
 */
export interface Engine {
  readonly name: EngineName
  readonly scheme: Scheme
  /** Opens `url` with a layout viewport `width` px wide (at `zoom`, where the engine can). */
  open(url: string, width: number, zoom?: number): Promise<void>
  /**
   * Opens `url`, `width` px wide, and returns once it is parsed, without waiting for it to load:
   * the test holds its scripts back. Until it has loaded, use only `clickAtOnce` on it.
   */
  openShell(url: string, width: number): Promise<void>
  /** A real click on the control of a page that may still be loading. */
  clickAtOnce(control: Control): Promise<void>
  /** `run`, on a page that may still be loading. */
  runAtOnce<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** Gives the open page a layout viewport `width` px wide. */
  resize(width: number): Promise<void>
  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** A real click, with the engine's own input, on the control named by its role and name. */
  click(control: Control): Promise<void>
  /** Two real clicks `apart` ms apart at the control's middle, the pointer still: a double click. */
  clickTwice(control: Control, apart: number): Promise<void>
  /** Moves focus to the control, as a script would. */
  focus(control: Control): Promise<void>
  /** Chooses `value` in the select named `label`. */
  choose(label: string, value: string): Promise<void>
  /** `choose`, on a page that may still be loading. */
  chooseAtOnce(label: string, value: string): Promise<void>
  /** Focuses the control, as a script would, then a real key press, on a page that may still be loading. */
  pressAtOnce(control: Control, key: 'Enter' | 'Space'): Promise<void>
  /** A real key press on whatever has focus. */
  press(key: 'Enter' | 'Space' | 'Tab'): Promise<void>
  /** A PNG of the whole page. */
  screenshot(): Promise<Buffer>
  close(): Promise<void>
}

export function launch(name: EngineName, scheme: Scheme): Promise<Engine> {
  return name === 'webkit' ? launchWebKit(scheme) : launchWithPuppeteer(name, scheme)
}

const PAGE_HEIGHT = 900

async function launchWithPuppeteer(name: 'chromium' | 'firefox', scheme: Scheme): Promise<Engine> {
  const browser: Browser =
    name === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumOptions.executablePath,
          args: chromiumOptions.args,
          headless: true,
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
          headless: true,
          // Firefox over BiDi cannot emulate media features; its own preferences do the same.
          extraPrefsFirefox: {
            'layout.css.prefers-color-scheme.content-override': scheme === 'dark' ? 0 : 1,
            'browser.display.document_color_use': scheme === 'forced' ? 2 : 0,
          },
        })
  const page: Page = await browser.newPage()
  if (name === 'chromium') {
    await page.emulateMediaFeatures([
      { name: 'prefers-color-scheme', value: scheme === 'dark' ? 'dark' : 'light' },
      { name: 'forced-colors', value: scheme === 'forced' ? 'active' : 'none' },
    ])
  }
  const element = async (control: Control) => {
    const handle = await page.evaluateHandle(findControl, control)
    const found = handle.asElement()
    if (!found) throw new Error(`No control ${JSON.stringify(control)} on the page`)
    return found as ElementHandle<HTMLElement>
  }
  const choose = async (label: string, value: string) => {
    await (await element({ role: 'combobox', name: label })).select(value)
  }
  let zoom = 1
  const open = async (url: string, width: number, atZoom = 1) => {
    zoom = atZoom
    await setViewport(page, { width, height: PAGE_HEIGHT, deviceScaleFactor: zoom })
    // Parsed, not loaded: a test may be holding the page's scripts back (openShell).
    await page.goto(url, { waitUntil: 'domcontentloaded' })
  }
  return {
    name,
    scheme,
    open,
    openShell: (url, width) => open(url, width),
    resize: (width) => setViewport(page, { width, height: PAGE_HEIGHT, deviceScaleFactor: zoom }),
    run: async (fn, ...args) =>
      (await page.evaluate(fn as (...a: unknown[]) => unknown, ...args)) as never,
    runAtOnce: async (fn, ...args) =>
      (await page.evaluate(fn as (...a: unknown[]) => unknown, ...args)) as never,
    click: async (control) => (await element(control)).click(),
    async clickTwice(control, apart) {
      const box = await (await element(control)).boundingBox()
      if (!box) throw new Error(`${JSON.stringify(control)} is not shown`)
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
      await page.mouse.click(x, y)
      await new Promise((wait) => setTimeout(wait, apart))
      await page.mouse.click(x, y)
    },
    clickAtOnce: async (control) => (await element(control)).click(),
    focus: async (control) => (await element(control)).focus(),
    choose,
    chooseAtOnce: choose,
    async pressAtOnce(control, key) {
      await (await element(control)).focus()
      await page.keyboard.press(key === 'Space' ? ' ' : key)
    },
    press: (key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    screenshot: async () => Buffer.from(await page.screenshot({ fullPage: true })),
    close: () => browser.close(),
  }
}

const FRAME_HEIGHT = 1850

/**
 * WebKitGTK's MiniBrowser under a virtual display (xvfb-run), driven by WebKitWebDriver. Its window
 * cannot be narrower than 447 px, so the app is opened in an iframe of the width asked for, inside
 * frame.html; file:// pages are opened on their own. The iframe is taller than any page here, so
 * its page never scrolls and a screenshot shows all of it (MiniBrowser under a virtual display
 * repaints a scrolled frame late, leaving stale tiles in screenshots). Dark is GTK's dark theme,
 * which WebKitGTK reports as prefers-color-scheme: dark.
 */
async function launchWebKit(scheme: Scheme): Promise<Engine> {
  const port = await freePort()
  const server = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x2000x24', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, ...(scheme === 'dark' ? { GTK_THEME: 'Adwaita:dark' } : {}) },
    },
  )
  const stopServer = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  let driver: WebDriver
  try {
    await waitForServer(`http://127.0.0.1:${port}/status`)
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
          args: ['--automation'],
        },
      })
      .build()
    await driver.manage().window().setRect({ width: 1400, height: 1950 })
  } catch (error) {
    stopServer()
    throw error
  }

  let framed = false
  const inApp = async () => {
    await driver.switchTo().defaultContent()
    if (framed) await driver.switchTo().frame(0)
  }
  const run = async <A extends unknown[], R>(
    fn: (...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> => {
    await inApp()
    const result: unknown = await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${String(fn)})(...arguments[0]))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`,
      args,
    )
    const { value, error } = result as { value?: Awaited<R>; error?: string }
    if (error !== undefined) throw new Error(`In WebKit's page: ${error}`)
    return value!
  }
  // WebKitWebDriver waits for a page to load before it runs anything in it: this runs in the app's
  // page from frame.html, which has loaded (see openShell).
  const runAtOnce = async <A extends unknown[], R>(
    fn: (...args: A) => R,
    ...args: A
  ): Promise<Awaited<R>> => {
    await driver.switchTo().defaultContent()
    return driver.executeScript<Awaited<R>>(
      `const frame = document.querySelector('iframe')
       // A function of the frame's own window, so that its document is the app's.
       const run = new frame.contentWindow.Function('args', 'return (' + arguments[0] + ')(...args)')
       return run(arguments[1])`,
      String(fn),
      args,
    )
  }
  const element = async (control: Control) => {
    await inApp()
    const found = await driver.executeScript<WebElement | null>(
      `return (${String(findControl)})(arguments[0])`,
      control,
    )
    if (!found) throw new Error(`No control ${JSON.stringify(control)} on the page`)
    return found
  }
  /**
   * Runs `script` from frame.html, which has loaded, on a page that may still be loading: with
   * `frame` (the app's iframe), `app` (its window) and `element`, the control or null, found by a
   * function of the app's own window so that its document is the app's. `args` are arguments[2]…
   */
  const atOnceWith = async <R>(control: Control, script: string, ...args: unknown[]) => {
    await driver.switchTo().defaultContent()
    return driver.executeScript<R>(
      `const frame = document.querySelector('iframe')
       const app = frame.contentWindow
       const element = new app.Function('control', 'return (' + arguments[0] + ')(control)')(arguments[1])
       ${script}`,
      String(findControl),
      control,
      ...args,
    )
  } /** The control's middle, in the window's pixels, for the pointer: it may still be loading. */
  const middleOf = async (control: Control) => {
    const point = await atOnceWith<{ x: number; y: number } | null>(
      control,
      `if (!element) return null
       const box = element.getBoundingClientRect()
       const offset = frame.getBoundingClientRect()
       return {
         x: Math.round(offset.left + box.left + box.width / 2),
         y: Math.round(offset.top + box.top + box.height / 2),
       }`,
    )
    if (!point) throw new Error(`No control ${JSON.stringify(control)} on the page`)
    return point
  }

  const setFrameWidth = async (width: number) => {
    await driver.switchTo().defaultContent()
    // A new background repaints the whole window: MiniBrowser would keep stale pixels beside the
    // narrower frame in screenshots.
    await driver.executeScript(
      `document.querySelector("iframe").width = arguments[0]
       document.body.style.background = document.body.style.background ? '' : 'white'`,
      width,
    )
  }
  return {
    name: 'webkit',
    scheme,
    async open(url, width) {
      framed = !url.startsWith('file:')
      await driver.switchTo().defaultContent()
      await driver.get(
        framed
          ? new URL(
              `frame.html?src=${encodeURIComponent(url)}&width=${width}&height=${FRAME_HEIGHT}`,
              url,
            ).href
          : url,
      )
      if (framed)
        await driver.wait(async () => (await run(() => document.readyState)) === 'complete', 10_000)
    },
    // WebKitWebDriver makes every command in a page wait until it has loaded. So the frame is
    // navigated from frame.html, which has loaded, and clicks are pointer actions at the
    // control's place, sent from there.
    async openShell(url, width) {
      framed = true
      await driver.switchTo().defaultContent()
      await driver.get(new URL(`frame.html?width=${width}&height=${FRAME_HEIGHT}`, url).href)
      await driver.executeScript('document.querySelector("iframe").src = arguments[0]', url)
      const parsed = () =>
        driver.executeScript<boolean>(
          `const page = document.querySelector('iframe').contentDocument
           return page?.URL === arguments[0] && page.readyState !== 'loading'`,
          url,
        )
      await driver.wait(parsed, 10_000)
    },
    async clickAtOnce(control) {
      await driver
        .actions()
        .move(await middleOf(control))
        .click()
        .perform()
    },
    async clickTwice(control, apart) {
      await driver
        .actions()
        .move(await middleOf(control))
        .click()
        .pause(apart)
        .click()
        .perform()
    },
    // No WebDriver command reaches a select in a page still loading, so a script makes the choice
    // and fires the events a visitor's does.
    async chooseAtOnce(label, value) {
      const chosen = await atOnceWith<boolean>(
        { role: 'combobox', name: label },
        `if (!element) return false
         element.value = arguments[2]
         for (const type of ['input', 'change']) element.dispatchEvent(new app.Event(type, { bubbles: true }))
         return true`,
        value,
      )
      if (!chosen) throw new Error(`No select ${label} on the page`)
    },
    // The key is sent from frame.html, which has loaded, to what has focus: the app's control.
    async pressAtOnce(control, key) {
      const focused = await atOnceWith<boolean>(
        control,
        `element?.focus()
         return !!element && app.document.activeElement === element`,
      )
      if (!focused) throw new Error(`No control ${JSON.stringify(control)} to focus on the page`)
      await driver
        .actions()
        .sendKeys(Key[key === 'Space' ? 'SPACE' : 'ENTER'])
        .perform()
    },
    runAtOnce,
    resize: (width) => (framed ? setFrameWidth(width) : Promise.resolve()),
    run,
    click: async (control) => (await element(control)).click(),
    focus: async (control) => {
      await driver.executeScript('arguments[0].focus()', await element(control))
    },
    choose: async (label, value) => {
      const select = await element({ role: 'combobox', name: label })
      await select.findElement(By.css(`option[value="${value}"]`)).click()
    },
    press: async (key) => {
      await inApp()
      await driver
        .actions()
        .sendKeys(Key[key === 'Space' ? 'SPACE' : key === 'Tab' ? 'TAB' : 'ENTER'])
        .perform()
    },
    async screenshot() {
      // The whole window: WebKitGTK's element screenshots are shifted by MiniBrowser's toolbar.
      await driver.switchTo().defaultContent()
      // Two frames first: without them, MiniBrowser under a virtual display sometimes hands back
      // the window as it was before the last resize or click.
      await driver.executeAsyncScript(
        `const done = arguments[arguments.length - 1]
         requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))`,
      )
      return Buffer.from(await driver.takeScreenshot(), 'base64')
    },
    async close() {
      await driver.quit().catch(() => undefined)
      stopServer()
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('No free port'))
      })
    })
  })
}

async function waitForServer(url: string, timeout = 20_000) {
  const deadline = Date.now() + timeout
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not start: ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
