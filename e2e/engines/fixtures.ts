import { test as base, expect } from '@playwright/test'
import { launch } from './engine'
import type { Engine, EngineName, Scheme } from './engine'
import { appStarted, readPage } from './inPage'

export const PROBED_PORT = 4174
export const PROBED_DIST = 'node_modules/.cache/probed-dist'

interface WorkerFixtures {
  /** Which engine this project runs in (playwright.config.ts sets it). */
  engineName: EngineName
  /** The engine showing pages in `scheme`, launched once per worker and scheme. */
  engineIn: (scheme: Scheme) => Promise<Engine>
}

interface TestFixtures {
  /** Opens the probed production page in the engine, `width` px wide, and waits for the app. */
  openApp: (options?: {
    width?: number
    scheme?: Scheme
    url?: string
    zoom?: number
  }) => Promise<Engine>
}

/**
 * The every-engine scenarios' test: Playwright Test runs them, but the browser is Puppeteer's or
 * WebDriver's (engine.ts). After each test, nothing may have reached the console as a problem.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engineIn: [
    async ({ engineName }, use) => {
      const launched = new Map<Scheme, Promise<Engine>>()
      await use((scheme) => {
        if (!launched.has(scheme)) launched.set(scheme, launch(engineName, scheme))
        return launched.get(scheme)!
      })
      for (const engine of launched.values()) await (await engine).close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  openApp: async ({ engineIn }, use) => {
    const opened: Engine[] = []
    await use(async ({ width = 1280, scheme = 'light', url = '/', zoom } = {}) => {
      const engine = await engineIn(scheme)
      await engine.open(new URL(url, `http://127.0.0.1:${PROBED_PORT}/`).href, width, zoom)
      expect(await engine.run(appStarted)).toBe(true)
      opened.push(engine)
      return engine
    })
    for (const engine of opened) expect((await engine.run(readPage)).problems).toEqual([])
  },
})

export { expect }
