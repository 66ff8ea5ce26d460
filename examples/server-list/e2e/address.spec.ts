import { expect } from '@playwright/test'
import { recordStore } from './devTools.ts'
import type { Recorded } from './devTools.ts'
import { apiForTheFile } from './people.ts'
import { test } from './tab.ts'
import type { Tab } from './tab.ts'

apiForTheFile()

const PEOPLE = 'nav[aria-label="People pages"]'
const TODOS = 'nav[aria-label="To-do pages"]'

/** Where the visitor is, as the page shows it: read inside the page. */
function read() {
  const { recorded } = window as unknown as { recorded: Recorded }
  const state = recorded.getState() as Record<string, unknown> | undefined
  const people = document.querySelector('nav[aria-label="People pages"]')
  const ids = [...document.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent)
  return {
    query: location.search,
    people: [
      people?.querySelector('[role="status"]')?.textContent,
      people?.querySelector('select')?.value,
    ],
    rows: [ids[0], ids.length],
    todos: document.querySelector('nav[aria-label="To-do pages"] [role="status"]')?.textContent,
    store: state?.peoplePagination,
  }
}

const grouped = new Intl.NumberFormat('en')
/** What the page shows with `query` in the address: people's page `page` at `size`, to-dos' page 2. */
function at(query: string, page: number, size: number, todos = 'Page 1 of 14') {
  return {
    query,
    people: [
      `Page ${grouped.format(page)} of ${grouped.format(Math.ceil(1_000_000 / size))}`,
      String(size),
    ],
    rows: [String((page - 1) * size + 1), size],
    todos,
    store: { page, pageSize: size },
  }
}

/** The tab shows `step` (the app may still be fetching it). */
const expectAt = (tab: Tab, step: ReturnType<typeof at>) =>
  expect.poll(() => tab.run(read)).toEqual(step)

const historyLength = (tab: Tab) => tab.run(() => history.length)

test('each page or size chosen is one entry: Back and Forward go through them, a reload and a link keep them', async ({
  tab,
}) => {
  await tab.beforeEachLoad(recordStore)
  await tab.open('/?page=2')
  const todos = 'Page 2 of 14'
  const steps = [at('?page=2', 1, 10, todos)]
  await expectAt(tab, steps[0]!)
  const start = await historyLength(tab)

  const choices = [
    [
      // Page 2 is read after page 1's last person: the address keeps its first person too.
      () => tab.click(`${PEOPLE} button[aria-label="Page 2"]`),
      at('?page=2&peoplePage=2&peopleTop=11', 2, 10, todos),
    ],
    // Person 11, first on page 2 at 10, is on page 1 at 25.
    [() => tab.choose(`${PEOPLE} select`, '25'), at('?page=2&peopleSize=25', 1, 25, todos)],
    [
      () => tab.click(`${PEOPLE} .pagination-bar__next`),
      at('?page=2&peopleSize=25&peoplePage=2&peopleTop=26', 2, 25, todos),
    ],
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
  expect(await historyLength(tab)).toBe(start + 3)

  await tab.reload()
  await expectAt(tab, steps.at(-1)!)
  const linked = await tab.another()
  await linked.beforeEachLoad(recordStore)
  await linked.open(await tab.run(() => location.href))
  await expectAt(linked, steps.at(-1)!)
  // The to-dos' own bar still moves its own parameter alone.
  await linked.click(`${TODOS} button[aria-label="Page 3"]`)
  await expectAt(
    linked,
    at('?page=3&peopleSize=25&peoplePage=2&peopleTop=26', 2, 25, 'Page 3 of 14'),
  )
})

for (const [query, fixed] of [
  ['?peoplePage=0', at('', 1, 10)],
  ['?peoplePage=2.5&peopleSize=25', at('?peopleSize=25', 1, 25)],
  ['?peoplePage=%203%20', at('', 1, 10)],
  ['?peopleSize=25.0&peoplePage=3', at('?peoplePage=3', 3, 10)],
  ['?peopleSize=7&peoplePage=abc', at('', 1, 10)],
  // Past the last page: the last, once the server has told the total; a foreign parameter kept.
  [
    '?peoplePage=999999&utm_source=news%20letter',
    at('?peoplePage=100000&utm_source=news%20letter', 100_000, 10),
  ],
  ['?peoplePage=99999999999999999999', at('?peoplePage=100000', 100_000, 10)],
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
