import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { watchStore } from './devTools.ts'

/** What one step shows: the address's query, and each list's page and size. */
interface Step {
  query: string
  todos: [page: number, size: number]
  users: [page: number, size: number]
}

const lists = [
  { key: 'todos', name: 'To-do', slice: 'todosPagination', count: 137 },
  { key: 'users', name: 'User', slice: 'usersPagination', count: 42 },
] as const

/** Both bars, the address and the store say `step`. */
async function expectAt(page: Page, store: Awaited<ReturnType<typeof watchStore>>, step: Step) {
  for (const { key, name, count } of lists) {
    const [at, size] = step[key]
    const bar = page.getByRole('navigation', { name: `${name} pages` })
    await expect(bar.getByRole('status')).toHaveText(`Page ${at} of ${Math.ceil(count / size)}`)
    await expect(bar.getByRole('combobox')).toHaveValue(String(size))
  }
  expect(new URL(page.url()).search).toBe(step.query)
  expect(await store.state()).toMatchObject({
    todosPagination: { page: step.todos[0], pageSize: step.todos[1] },
    usersPagination: { page: step.users[0], pageSize: step.users[1] },
  })
}

const historyLength = (page: Page) => page.evaluate(() => history.length)

test('each page or size chosen is one entry of its list’s own: Back and Forward go through them, a reload and a link keep them', async ({
  page,
  context,
}) => {
  const store = await watchStore(page)
  await page.goto('/?usersPage=2')
  const todos = page.getByRole('navigation', { name: 'To-do pages' })
  const users = page.getByRole('navigation', { name: 'User pages' })
  const steps: Step[] = [{ query: '?usersPage=2', todos: [1, 10], users: [2, 5] }]
  await expectAt(page, store, steps[0]!)
  const start = await historyLength(page)

  const choices = [
    [
      () => todos.getByRole('button', { name: 'Page 2' }).click(),
      '?usersPage=2&page=2',
      [2, 10],
      [2, 5],
    ],
    [() => todos.getByRole('combobox').selectOption('25'), '?usersPage=2&size=25', [1, 25], [2, 5]],
    [
      () => todos.getByRole('button', { name: 'Page 3' }).click(),
      '?usersPage=2&size=25&page=3',
      [3, 25],
      [2, 5],
    ],
    [
      () => users.getByRole('button', { name: 'Page 3' }).click(),
      '?usersPage=3&size=25&page=3',
      [3, 25],
      [3, 5],
    ],
  ] as const
  for (const [choose, query, todosAt, usersAt] of choices) {
    await choose()
    steps.push({ query, todos: [...todosAt], users: [...usersAt] })
    await expectAt(page, store, steps.at(-1)!)
  }
  expect(await historyLength(page), 'one entry a step').toBe(start + 4)

  for (const step of steps.slice(0, -1).reverse()) {
    await page.goBack()
    await expectAt(page, store, step)
  }
  for (const step of steps.slice(1)) {
    await page.goForward()
    await expectAt(page, store, step)
  }
  // The link, each choice, then Back and Forward: one action each, of the list that moved.
  expect(await store.actions()).toEqual([
    'usersPagination/restore',
    'todosPagination/setPage',
    'todosPagination/setPageSize',
    'todosPagination/setPage',
    'usersPagination/setPage',
    'usersPagination/restore',
    'todosPagination/restore',
    'todosPagination/restore',
    'todosPagination/restore',
    'todosPagination/restore',
    'todosPagination/restore',
    'todosPagination/restore',
    'usersPagination/restore',
  ])
  expect(await historyLength(page)).toBe(start + 4)

  await page.reload()
  await expectAt(page, store, steps.at(-1)!)
  expect(await historyLength(page)).toBe(start + 4)

  const linked = await context.newPage()
  const linkedStore = await watchStore(linked)
  await linked.goto(page.url())
  await expectAt(linked, linkedStore, steps.at(-1)!)
})

for (const [query, fixed] of [
  ['?page=0&usersPage=2', { query: '?usersPage=2', todos: [1, 10], users: [2, 5] }],
  ['?page=2.5&usersPage=%203%20', { query: '', todos: [1, 10], users: [1, 5] }],
  ['?size=25.0&usersSize=7&usersPage=3', { query: '?usersPage=3', todos: [1, 10], users: [3, 5] }],
  ['?page=abc&usersPage=99', { query: '?usersPage=9', todos: [1, 10], users: [9, 5] }],
  [
    '?page=99&size=50&usersSize=10',
    { query: '?page=3&size=50&usersSize=10', todos: [3, 50], users: [1, 10] },
  ],
] as const) {
  test(`a link to ${query} is repaired, and its address rewritten in place`, async ({ page }) => {
    const store = await watchStore(page)
    const before = await historyLength(page)
    await page.goto(`/${query}`)
    await expectAt(page, store, {
      query: fixed.query,
      todos: [...fixed.todos],
      users: [...fixed.users],
    })
    // The link's own entry, and none of the app's: the repair replaced it.
    expect(await historyLength(page)).toBe(before + 1)
  })
}

test('a parameter the app does not own is kept as it was written', async ({ page }) => {
  const store = await watchStore(page)
  await page.goto('/?utm_source=news%20letter&usersPage=2#top')
  await page
    .getByRole('navigation', { name: 'To-do pages' })
    .getByRole('button', { name: 'Page 2' })
    .click()
  await expectAt(page, store, {
    query: '?utm_source=news%20letter&usersPage=2&page=2',
    todos: [2, 10],
    users: [2, 5],
  })
  expect(new URL(page.url()).hash).toBe('#top')
})
