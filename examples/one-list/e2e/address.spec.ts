import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { watchStore } from './devTools.ts'

/** What one step shows: the address's query, and the page and size on screen and in the store. */
interface Step {
  query: string
  page: number
  size: number
}

/** The to-dos' bar, the address, the title and the store all say `step`. */
async function expectAt(page: Page, store: Awaited<ReturnType<typeof watchStore>>, step: Step) {
  const bar = page.getByRole('navigation', { name: 'To-do pages' })
  const pages = Math.ceil(137 / step.size)
  await expect(bar.getByRole('status')).toHaveText(`Page ${step.page} of ${pages}`)
  await expect(bar.getByRole('combobox', { name: 'To-dos per page:' })).toHaveValue(
    String(step.size),
  )
  await expect(page).toHaveTitle(`To-dos, page ${step.page} of ${pages}`)
  expect(new URL(page.url()).search).toBe(step.query)
  expect(await store.state()).toMatchObject({
    todosPagination: { page: step.page, pageSize: step.size },
  })
}

const historyLength = (page: Page) => page.evaluate(() => history.length)

test('each page or size chosen is one entry: Back and Forward go through them, a reload and a link keep them', async ({
  page,
  context,
}) => {
  const store = await watchStore(page)
  await page.goto('/')
  const bar = page.getByRole('navigation', { name: 'To-do pages' })
  const steps: Step[] = [{ query: '', page: 1, size: 10 }]
  await expectAt(page, store, steps[0]!)
  const start = await historyLength(page)

  await bar.getByRole('button', { name: 'Page 2' }).click()
  steps.push({ query: '?page=2', page: 2, size: 10 })
  await expectAt(page, store, steps[1]!)
  await bar.getByRole('combobox', { name: 'To-dos per page:' }).selectOption('25')
  steps.push({ query: '?size=25', page: 1, size: 25 })
  await expectAt(page, store, steps[2]!)
  await bar.getByRole('button', { name: 'Page 3' }).click()
  steps.push({ query: '?size=25&page=3', page: 3, size: 25 })
  await expectAt(page, store, steps[3]!)
  expect(await historyLength(page), 'one entry a step').toBe(start + 3)

  for (const step of steps.slice(0, -1).reverse()) {
    await page.goBack()
    await expectAt(page, store, step)
  }
  for (const step of steps.slice(1)) {
    await page.goForward()
    await expectAt(page, store, step)
  }
  // Back and Forward are each one restore, and push nothing.
  expect(await store.actions()).toEqual([
    'todosPagination/setPage',
    'todosPagination/setPageSize',
    'todosPagination/setPage',
    ...Array<string>(6).fill('todosPagination/restore'),
  ])
  expect(await historyLength(page)).toBe(start + 3)

  await page.reload()
  await expectAt(page, store, steps[3]!)
  expect(await historyLength(page)).toBe(start + 3)

  const linked = await context.newPage()
  const linkedStore = await watchStore(linked)
  await linked.goto(page.url())
  await expectAt(linked, linkedStore, steps[3]!)
  expect(await linkedStore.actions()).toEqual(['todosPagination/restore'])
})

for (const [query, fixed] of [
  ['?page=0', { query: '', page: 1, size: 10 }],
  ['?page=2.5', { query: '', page: 1, size: 10 }],
  ['?page=%203%20', { query: '', page: 1, size: 10 }],
  ['?page=abc&size=50', { query: '?size=50', page: 1, size: 50 }],
  ['?page=2&size=25.0', { query: '?page=2', page: 2, size: 10 }],
  ['?size=7&page=3', { query: '?page=3', page: 3, size: 10 }],
  ['?page=99&size=25', { query: '?page=6&size=25', page: 6, size: 25 }],
] as const) {
  test(`a link to ${query} is repaired, and its address rewritten in place`, async ({ page }) => {
    const store = await watchStore(page)
    const before = await historyLength(page)
    await page.goto(`/${query}`)
    await expectAt(page, store, fixed)
    // The link's own entry, and none of the app's: the repair replaced it.
    expect(await historyLength(page)).toBe(before + 1)
  })
}

test('a parameter the app does not own is kept as it was written', async ({ page }) => {
  const store = await watchStore(page)
  await page.goto('/?utm_source=news%20letter&page=2#top')
  await expectAt(page, store, { query: '?utm_source=news%20letter&page=2', page: 2, size: 10 })
  await page.getByRole('button', { name: 'Page 3' }).click()
  await expectAt(page, store, { query: '?utm_source=news%20letter&page=3', page: 3, size: 10 })
  expect(new URL(page.url()).hash).toBe('#top')
})
