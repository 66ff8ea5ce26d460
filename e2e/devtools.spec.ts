import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { PROBED_DIST } from './engines/fixtures'
import { expectFooter, pageButton, rowTexts, openApp } from './helpers'

interface Person {
  id: number
}
interface State {
  people: { items: Person[] }
  pagination: { page: number; pageSize: number }
}
declare global {
  interface Window {
    devtools: {
      store: { getState(): State }
      actions: unknown[]
      options: {
        name?: string
        trace?: boolean
        maxAge?: number
        actionCreators: { name: string; args: string[]; action: unknown }[]
      }[]
      errors: string[]
      importFile(text: string): void
      reset(): void
    }
    probe: { problems: string[] }
  }
}

/**
 * The Redux DevTools stand-in in e2e/probe.js, bundled into the probed copy of dist/ when the
 * every-engine suite's web server starts (playwright.config.ts starts it for every run).
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: resolve(__dirname, '..', PROBED_DIST, 'probe.js') })
  await openApp(page)
})

const state = (page: Page) => page.evaluate(() => window.devtools.store.getState())
/** The extension's Import button with a file of this text, and its Reset button. */
const importFile = (page: Page, text: string) =>
  page.evaluate((t) => {
    window.devtools.importFile(t)
  }, text)
const reset = (page: Page) =>
  page.evaluate(() => {
    window.devtools.reset()
  })

/** The page shows exactly what the state says. */
async function expectPageToMatchState(page: Page) {
  const { people, pagination } = await state(page)
  const { page: current, pageSize } = pagination
  const pages = Math.max(1, Math.ceil(people.items.length / pageSize))
  expect([5, 10, 15, 20]).toContain(pageSize)
  expect(Number.isInteger(current) && current >= 1 && current <= pages).toBe(true)
  const expected = people.items.slice((current - 1) * pageSize, current * pageSize).map((p) => p.id)
  await expectFooter(page, expected.length, current, pages, people.items.length)
  expect((await rowTexts(page)).map(([id]) => Number(id))).toEqual(expected)
}

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => [...window.probe.problems, ...window.devtools.errors])).toEqual(
    [],
  )
})

test('is handed a named instance, a trace, a long history and the Dispatcher’s action creators', async ({
  page,
}) => {
  const [options, ...more] = await page.evaluate(() => window.devtools.options)
  expect(more).toEqual([])
  expect(options).toMatchObject({ name: 'Paginação com React', trace: true })
  expect(options!.maxAge).toBeGreaterThanOrEqual(100)
  // The argument names as the extension reads them from the production build's minified code.
  expect(options!.actionCreators).toEqual([
    { name: 'setPage', args: ['page'], action: { type: 'pagination/setPage', payload: 1 } },
    { name: 'setPageSize', args: ['size'], action: { type: 'pagination/setPageSize', payload: 1 } },
  ])
})

test('sees each click as a readable action', async ({ page }) => {
  await pageButton(page, 3).click()
  await page.getByRole('combobox', { name: 'Itens por página:' }).selectOption('10')
  const actions = await page.evaluate(() => window.devtools.actions)
  expect(actions.slice(-2)).toEqual([
    { type: 'pagination/setPage', payload: 3 },
    { type: 'pagination/setPageSize', payload: 10 },
  ])
})

/** Hand-written state files, as a learner might import them from the extension. */
const malformedFiles = [
  '{"people": {"items": []}, "pagination": {"page": 99, "pageSize": 5}}',
  '{"pagination": {"page": "2", "pageSize": 7}}',
  '{"people": {"items": [{"id": 1, "firstName": "Ana", "lastName": "Lima", "email": "a@b.c"}, 3, {"id": 1}]}, "pagination": {"page": -1.5}}',
  '{"people": {"items": "none"}, "pagination": null, "extra": true}',
  '[{"type": "pagination/setPageSize", "payload": 20}, 7, {"payload": 2}, {"type": "pagination/setPage", "payload": 3}]',
  '{"stagedActionIds": [0, 1], "actionsById": {}, "currentStateIndex": 4}',
  '42',
]

test('keeps a table and a working bar after importing malformed state files; Reset brings back page 1 of 43', async ({
  page,
}) => {
  for (const file of malformedFiles) {
    await importFile(page, file)
    await expect(page.getByRole('table')).toBeVisible()
    await expectPageToMatchState(page)

    await reset(page)
    await expectFooter(page, 5, 1, 43)
    await pageButton(page, 2).click()
    await expectFooter(page, 5, 2, 43)
    await expectPageToMatchState(page)
  }
})
