import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { API_PORT } from '../playwright.config.ts'
import { startApi } from './api.ts'

/**
 * A fresh server.ts of 1,000,000 people for the test file (a copy of the run's, e2e/seed.ts),
 * started before its tests and removed after them: what each test file of the list needs,
 * whichever `test` it uses. Returns the server, for the tests to stop and start.
 */
export function apiForTheFile() {
  let api: Awaited<ReturnType<typeof startApi>> | undefined
  test.beforeAll(async () => {
    test.setTimeout(60_000)
    api = await startApi(API_PORT)
  })
  test.afterAll(() => api?.remove())
  return () => {
    if (!api) throw new Error('server.ts starts before the tests: ask for it in a test')
    return api
  }
}

/**
 * What each test file of the people list needs: its server.ts, whose answers are never a 5xx
 * while it runs; and the list as a visitor sees it.
 */
export function peopleTests() {
  const api = apiForTheFile()

  // While server.ts runs, none of its answers is a 5xx, whatever the page asks. (While it is
  // stopped, Vite's proxy answers 502 itself.)
  let serverErrors: string[] = []
  test.beforeEach(({ page }) => {
    serverErrors = []
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 500 && api().isRunning()) {
        serverErrors.push(`${response.status()} ${response.url()}`)
      }
    })
  })
  test.afterEach(() => expect(serverErrors).toEqual([]))

  return { api, peopleOf, ids, slowAnswers, asks }
}

/** The people list of `page`: its bar, its table, and the ids in the table's first column. */
function peopleOf(page: Page) {
  const list = page.getByRole('region', { name: 'People' })
  const table = list.getByRole('table')
  return {
    list,
    bar: list.getByRole('navigation', { name: 'People pages' }),
    table,
    ids: table.locator('tbody tr td:first-child'),
    summary: list.locator('.pagination-summary'),
    alert: list.getByRole('alert'),
    /** The line that tells a delete, with its Undo: where focus goes after one. */
    told: list.locator('p:has(> #people-told)'),
    search: list.getByRole('searchbox', { name: 'Search names' }),
    header: (name: string) => table.getByRole('columnheader', { name }),
  }
}

/** The ids from `first` on, `count` of them, as the table's first column shows them. */
const ids = (first: number, count = 10) =>
  Array.from({ length: count }, (_, i) => String(first + i))

/**
 * Whether `url` asks the people's API for `wanted`: each parameter named as given, whatever the
 * others (the sort, a neighbour's id) say.
 */
function asks(url: string, wanted: Record<string, string>) {
  const { pathname, searchParams } = new URL(url)
  const named = Object.entries(wanted).every(([name, value]) => searchParams.get(name) === value)
  return pathname === '/api/people' && named
}

/**
 * Holds back the answer to each query `hold` is given (`{ page: '5', pageSize: '10' }`) until the
 * test lets it go: a slow link, on cue. `arrived` resolves once the request has been made.
 */
async function slowAnswers(page: Page) {
  const held: { wanted: Record<string, string>; arrived: () => void; release: Promise<void> }[] = []
  await page.route('**/api/people?*', async (route) => {
    const gate = held.find(({ wanted }) => asks(route.request().url(), wanted))
    if (gate) {
      gate.arrived()
      await gate.release
    }
    await route.continue()
  })
  return (wanted: Record<string, string>) => {
    let release = () => {}
    const arrived = new Promise<void>((resolve) =>
      held.push({ wanted, arrived: resolve, release: new Promise((go) => (release = go)) }),
    )
    return { arrived, release: () => release() }
  }
}
