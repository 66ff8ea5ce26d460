import { expect } from '@playwright/test'
import { recordStore } from './devTools.ts'
import type { Recorded } from './devTools.ts'
import { test } from './tab.ts'
import type { Tab } from './tab.ts'

const TODOS = 'nav[aria-label="To-do pages"]'
const USERS = 'nav[aria-label="User pages"]'
const pageButton = (bar: string, n: number) => `${bar} button[aria-label="Page ${n}"]`

/** Where the visitor is in each list, as the page shows it: read inside the page. */
function read() {
  const { recorded } = window as unknown as { recorded: Recorded }
  const state = recorded.getState() as Record<string, unknown> | undefined
  const bar = (name: string) => {
    const nav = document.querySelector(`nav[aria-label="${name}"]`)
    return [nav?.querySelector('[role="status"]')?.textContent, nav?.querySelector('select')?.value]
  }
  return {
    query: location.search,
    todos: bar('To-do pages'),
    users: bar('User pages'),
    store: [state?.todosPagination, state?.usersPagination],
  }
}

/** What the page shows with `query` in the address: each list's page and size. */
function at(query: string, [todoPage, todoSize]: number[], [userPage, userSize]: number[]) {
  return {
    query,
    todos: [`Page ${todoPage} of ${Math.ceil(137 / todoSize!)}`, String(todoSize)],
    users: [`Page ${userPage} of ${Math.ceil(42 / userSize!)}`, String(userSize)],
    store: [
      { page: todoPage, pageSize: todoSize },
      { page: userPage, pageSize: userSize },
    ],
  }
}

/** The tab shows `step` (the app may still be committing it). */
const expectAt = (tab: Tab, step: ReturnType<typeof at>) =>
  expect.poll(() => tab.run(read)).toEqual(step)

const historyLength = (tab: Tab) => tab.run(() => history.length)
const actions = (tab: Tab) =>
  tab.run(() => (window as unknown as { recorded: Recorded }).recorded.actions)

test('each page or size chosen is one entry of its own list: Back and Forward go through them, a reload and a link keep them', async ({
  tab,
}) => {
  await tab.beforeEachLoad(recordStore)
  await tab.open('/?usersPage=2')
  const steps = [at('?usersPage=2', [1, 10], [2, 5])]
  await expectAt(tab, steps[0]!)
  const start = await historyLength(tab)

  const choices = [
    [() => tab.click(pageButton(TODOS, 2)), at('?usersPage=2&page=2', [2, 10], [2, 5])],
    [() => tab.choose(`${TODOS} select`, '25'), at('?usersPage=2&size=25', [1, 25], [2, 5])],
    [() => tab.click(pageButton(TODOS, 3)), at('?usersPage=2&size=25&page=3', [3, 25], [2, 5])],
    [() => tab.click(pageButton(USERS, 3)), at('?usersPage=3&size=25&page=3', [3, 25], [3, 5])],
  ] as const
  for (const [choose, step] of choices) {
    await choose()
    await expectAt(tab, step)
    steps.push(step)
  }
  expect(await historyLength(tab), 'one entry a step').toBe(start + 4)

  for (const step of steps.slice(0, -1).reverse()) {
    await tab.run(() => history.back())
    await expectAt(tab, step)
  }
  for (const step of steps.slice(1)) {
    await tab.run(() => history.forward())
    await expectAt(tab, step)
  }
  // The link, each choice, then Back and Forward: one action each, of the list that moved.
  expect(await actions(tab)).toEqual([
    'usersPagination/restore',
    'todosPagination/setPage',
    'todosPagination/setPageSize',
    'todosPagination/setPage',
    'usersPagination/setPage',
    'usersPagination/restore',
    ...Array<string>(6).fill('todosPagination/restore'),
    'usersPagination/restore',
  ])
  expect(await historyLength(tab)).toBe(start + 4)

  await tab.reload()
  await expectAt(tab, steps.at(-1)!)
  expect(await historyLength(tab)).toBe(start + 4)

  const linked = await tab.another()
  await linked.beforeEachLoad(recordStore)
  await linked.open(await tab.run(() => location.href))
  await expectAt(linked, steps.at(-1)!)
})

for (const [query, fixed] of [
  ['?page=0&usersPage=2', at('?usersPage=2', [1, 10], [2, 5])],
  ['?page=2.5&usersPage=%203%20', at('', [1, 10], [1, 5])],
  ['?size=25.0&usersSize=7&usersPage=3', at('?usersPage=3', [1, 10], [3, 5])],
  ['?page=abc&usersPage=99', at('?usersPage=9', [1, 10], [9, 5])],
  ['?page=99&size=50&usersSize=10', at('?page=3&size=50&usersSize=10', [3, 50], [1, 10])],
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
  await tab.open('/?utm_source=news%20letter&usersPage=2#top')
  await tab.click(pageButton(TODOS, 2))
  await expectAt(tab, at('?utm_source=news%20letter&usersPage=2&page=2', [2, 10], [2, 5]))
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
