import { resolve } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { bodyRows, expectFooter, pageButton, rowTexts, openApp } from './helpers'

interface Person {
  id: number
}
interface State {
  people: { items: Person[] }
  pagination: { page: number; pageSize: number }
}
declare global {
  interface Window {
    devtools: { store: { dispatch(a: unknown): unknown; getState(): State }; actions: unknown[] }
  }
}

/** The Redux DevTools stand-in in e2e/probe.js: it sees every action and can dispatch its own. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript({ path: resolve(__dirname, 'probe.js') })
  await openApp(page)
})

const dispatch = (page: Page, action: unknown) =>
  page.evaluate((a) => window.devtools.store.dispatch(a), action)
const state = (page: Page) => page.evaluate(() => window.devtools.store.getState())

/** The page shows exactly what the state says. */
async function expectPageToMatchState(page: Page) {
  const { people, pagination } = await state(page)
  const { page: current, pageSize } = pagination
  const pages = Math.ceil(people.items.length / pageSize)
  expect([5, 10, 15, 20]).toContain(pageSize)
  expect(Number.isInteger(current) && current >= 1 && current <= pages).toBe(true)
  const expected = people.items.slice((current - 1) * pageSize, current * pageSize).map((p) => p.id)
  await expectFooter(page, expected.length, current, pages)
  expect((await rowTexts(page)).map(([id]) => Number(id))).toEqual(expected)
}

test('receives the store with the agreed state shape', async ({ page }) => {
  const { people, pagination } = await state(page)
  expect(people.items).toHaveLength(215)
  expect(Object.keys(people.items[0]!).sort()).toEqual(['email', 'firstName', 'id', 'lastName'])
  expect(pagination).toEqual({ page: 1, pageSize: 5 })
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

test('drives the page with dispatched actions', async ({ page }) => {
  await dispatch(page, { type: 'pagination/setPage', payload: 7 })
  await expectFooter(page, 5, 7, 43)
  await expect(pageButton(page, 7)).toHaveAttribute('aria-current', 'page')
  await expectPageToMatchState(page)

  await dispatch(page, { type: 'pagination/setPageSize', payload: 20 })
  await expectFooter(page, 20, 1, 11)
  await expect(bodyRows(page)).toHaveCount(20)
  await expectPageToMatchState(page)
})

for (const [action, expected] of [
  [
    { type: 'pagination/setPage', payload: 0 },
    { page: 1, pageSize: 5 },
  ],
  [
    { type: 'pagination/setPage', payload: 44 },
    { page: 43, pageSize: 5 },
  ],
  [
    { type: 'pagination/setPage', payload: 2.5 },
    { page: 6, pageSize: 5 },
  ],
  [
    { type: 'pagination/setPage', payload: '3' },
    { page: 6, pageSize: 5 },
  ],
  [
    { type: 'pagination/setPage', payload: null },
    { page: 6, pageSize: 5 },
  ],
  [
    { type: 'pagination/setPageSize', payload: 7 },
    { page: 6, pageSize: 5 },
  ],
  [
    { type: 'pagination/setPageSize', payload: '10' },
    { page: 6, pageSize: 5 },
  ],
] as const) {
  test(`stays valid after ${JSON.stringify(action)}`, async ({ page }) => {
    await dispatch(page, { type: 'pagination/setPage', payload: 6 })
    await expectFooter(page, 5, 6, 43)
    await dispatch(page, action)
    expect((await state(page)).pagination).toEqual(expected)
    await expectPageToMatchState(page)
  })
}
