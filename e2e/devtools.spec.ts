import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import { PROBED_DIST } from './engines/fixtures'
import { openApp } from './helpers'

declare global {
  interface Window {
    devtools: {
      options: { actionCreators: { name: string; args: string[]; action: unknown }[] }[]
      errors: string[]
    }
    probe: { problems: string[] }
  }
}

/**
 * The options and the rest of the guard are the unit tests' (src/app/devTools*.test.*); what only
 * the production build shows is whether minifying kept the argument names the extension reads.
 * The stand-in is e2e/probe.js, bundled into the probed copy of dist/ by the every-engine suite's
 * web server (playwright.config.ts starts it for every run).
 */
test('the minified build hands the extension the Dispatcher’s action creators, names and all', async ({
  page,
}) => {
  await page.addInitScript({ path: resolve(__dirname, '..', PROBED_DIST, 'probe.js') })
  await openApp(page)
  const [options, ...more] = await page.evaluate(() => window.devtools.options)
  expect(more).toEqual([])
  expect(options!.actionCreators).toEqual([
    { name: 'setPage', args: ['page'], action: { type: 'pagination/setPage', payload: 1 } },
    { name: 'setPageSize', args: ['size'], action: { type: 'pagination/setPageSize', payload: 1 } },
  ])
  expect(await page.evaluate(() => [...window.probe.problems, ...window.devtools.errors])).toEqual(
    [],
  )
})
