import { expect } from '@playwright/test'
import { recordStore } from './devTools.ts'
import type { Recorded } from './devTools.ts'
import { test } from './tab.ts'
import type { Tab } from './tab.ts'

const BAR = 'nav[aria-label="To-do pages"]'
const pageButton = (n: number) => `${BAR} button[aria-label="Page ${n}"]`
const SIZES = `${BAR} select`

/** Where the visitor is, as the page shows it: read inside the page. */
function read() {
  const bar = document.querySelector('nav[aria-label="To-do pages"]')
  const { recorded } = window as unknown as { recorded: Recorded }
  const state = recorded.getState() as { todosPagination: unknown } | undefined
  return {
    query: location.search,
    title: document.title,
    status: bar?.querySelector('[role="status"]')?.textContent,
    size: bar?.querySelector('select')?.value,
    store: state?.todosPagination,
  }
}

/** What the page shows of page `page` at size `size`, with `query` in the address. */
function at(query: string, page: number, size: number) {
  const pages = Math.ceil(137 / size)
  return {
    query,
    title: `To-dos, page ${page} of ${pages}`,
    status: `Page ${page} of ${pages}`,
    size: String(size),
    store: { page, pageSize: size },
  }
}

/** The tab shows `step` (the app may still be committing it). */
const expectAt = (tab: Tab, step: ReturnType<typeof at>) =>
  expect.poll(() => tab.run(read)).toEqual(step)

const historyLength = (tab: Tab) => tab.run(() => history.length)
const actions = (tab: Tab) =>
  tab.run(() => (window as unknown as { recorded: Recorded }).recorded.actions)

test('each page or size chosen is one entry: Back and Forward go through them, a reload and a link keep them', async ({
  tab,
}) => {
  await tab.beforeEachLoad(recordStore)
  await tab.open('/')
  const steps = [at('', 1, 10)]
  await expectAt(tab, steps[0]!)
  const start = await historyLength(tab)

  const choices = [
    [() => tab.click(pageButton(2)), at('?page=2', 2, 10)],
    [() => tab.choose(SIZES, '25'), at('?size=25', 1, 25)],
    [() => tab.click(pageButton(3)), at('?size=25&page=3', 3, 25)],
  ] as const
  for (const [choose, step] of choices) {
    await choose()
    await expectAt(tab, step)
    steps.push(step)
  }
  expect(await historyLength(tab), 'one entry a step').toBe(start + 3)

  for (const step of steps.slice(0, -1).reverse()) {
    await tab.run(() => history.back())
    await expectAt(tab, step)
  }
  for (const step of steps.slice(1)) {
    await tab.run(() => history.forward())
    await expectAt(tab, step)
  }
  // Back and Forward are each one restore, and push nothing.
  expect(await actions(tab)).toEqual([
    'todosPagination/setPage',
    'todosPagination/setPageSize',
    'todosPagination/setPage',
    ...Array<string>(6).fill('todosPagination/restore'),
  ])
  expect(await historyLength(tab)).toBe(start + 3)

  await tab.reload()
  await expectAt(tab, steps.at(-1)!)
  expect(await historyLength(tab)).toBe(start + 3)

  const linked = await tab.another()
  await linked.beforeEachLoad(recordStore)
  await linked.open(await tab.run(() => location.href))
  await expectAt(linked, steps.at(-1)!)
  expect(await actions(linked)).toEqual(['todosPagination/restore'])
})

for (const [query, fixed] of [
  ['?page=0', at('', 1, 10)],
  ['?page=2.5', at('', 1, 10)],
  ['?page=%203%20', at('', 1, 10)],
  ['?page=abc&size=50', at('?size=50', 1, 50)],
  ['?page=2&size=25.0', at('?page=2', 2, 10)],
  ['?size=7&page=3', at('?page=3', 3, 10)],
  ['?page=99&size=25', at('?page=6&size=25', 6, 25)],
  ['?page=99999999999999999999', at('?page=14', 14, 10)],
] as const) {
  test(`a link to ${query} is repaired, and its address rewritten in place`, async ({ tab }) => {
    await tab.beforeEachLoad(recordStore)
    await tab.open('/')
    const before = await historyLength(tab)
    await tab.open(`/${query}`)
    await expectAt(tab, fixed)
    // The link's own entry, and none of the app's: the repair replaced it.
    expect(await historyLength(tab)).toBe(before + 1)
  })
}

test('a parameter the app does not own is kept as it was written', async ({ tab }) => {
  await tab.beforeEachLoad(recordStore)
  await tab.open('/?utm_source=news%20letter&page=2#top')
  await expectAt(tab, at('?utm_source=news%20letter&page=2', 2, 10))
  await tab.click(pageButton(3))
  await expectAt(tab, at('?utm_source=news%20letter&page=3', 3, 10))
  expect(await tab.run(() => location.hash)).toBe('#top')
})

test('the tab shows the app’s icon, which the server has: no request for a missing favicon.ico', async ({
  tab,
}) => {
  await tab.open('/')
  const icon = await tab.run(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')
    return link && { type: link.type, status: (await fetch(link.href)).status }
  })
  expect(icon).toEqual({ type: 'image/svg+xml', status: 200 })
})
