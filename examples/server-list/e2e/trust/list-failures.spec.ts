import { createServer } from 'node:net'
import type { Socket } from 'node:net'
import { expect } from '@playwright/test'
import { API_PORT } from '../../playwright.config.ts'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'
import type { Tab } from '../tab.ts'

const api = apiForTheFile()

const BAR = 'nav[aria-label="People pages"]'

/** The people list as a visitor reads it, read inside the page. */
function read() {
  const list = document.querySelector('section[aria-labelledby="people-title"]')!
  const text = (selector: string) => list.querySelector(selector)?.textContent?.trim() ?? null
  const ids = [...list.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent)
  const table = list.querySelector('table')!
  return {
    address: location.search,
    bar: text(`nav[aria-label="People pages"] [role="status"]`),
    summary: [...list.querySelectorAll('.pagination-summary span')].map((s) => s.textContent),
    sorted: text('th[aria-sort]'),
    line: text('#people-table-state'),
    alert: [...list.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent),
    rows: ids.length ? `${ids[0]}…${ids.at(-1)}` : 'none',
    dimmed: table.tBodies[0]!.classList.contains('people-table__before'),
    busy: table.getAttribute('aria-busy'),
  }
}
type Read = ReturnType<typeof read>

/** The tab comes to show `expected` (the facts it names). */
const expectRead = (tab: Tab, expected: Partial<Record<keyof Read, unknown>>) =>
  expect.poll(() => tab.run(read)).toMatchObject(expected)

/** Whether the app has asked the API for a page whose query holds `part`. */
const asked = (tab: Tab, part: string) =>
  tab.run(
    (part) => performance.getEntriesByType('resource').some(({ name }) => name.includes(part)),
    part,
  )

/** A server on the API's port that takes each request and never answers: a link gone silent. */
async function silentServer() {
  const sockets = new Set<Socket>()
  const server = createServer((socket) => sockets.add(socket))
  await new Promise<void>((listening) => server.listen(API_PORT, '127.0.0.1', listening))
  return {
    /** Drops every request it holds, and the port. */
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise((closed) => server.close(closed))
    },
  }
}

const FAILED = 'could not be loaded: the server could not be reached (502). Try again'

test('with the server stopped mid-paging, mid-sort and mid-search, what is shown and what is asked for agree', async ({
  tab,
}) => {
  await tab.open('/?peoplePage=6')
  await expectRead(tab, { rows: '51…60', bar: 'Page 6 of 100,000' })
  await expect.poll(() => asked(tab, 'page=7&')).toBe(true)
  await api().stop()
  const silent = await silentServer()

  // Mid-paging: page 7 came before the server stopped; page 8 never comes.
  await tab.click(`${BAR} .pagination-bar__next`)
  await expectRead(tab, { rows: '61…70', bar: 'Page 7 of 100,000' })
  await tab.click(`${BAR} .pagination-bar__next`)
  const loading = {
    address: '?peoplePage=8',
    bar: 'Page 8 of 100,000',
    summary: ['1,000,000 people', 'Page 8 of 100,000'],
    line: 'Showing page 7 while page 8 loads.',
    rows: '61…70',
    dimmed: true,
    busy: 'true',
  }
  await expectRead(tab, loading)
  await silent.close()
  const failed = { ...loading, line: `Page 8 ${FAILED}`, rows: 'none', dimmed: false }
  await expectRead(tab, { ...failed, alert: [failed.line], busy: 'false' })

  // Mid-sort: the order asked for, page 1, and no rows in another order.
  await tab.click('th:nth-child(4) button')
  await expectRead(tab, {
    address: '?peopleSort=email',
    sorted: 'E-mail ▲',
    bar: 'Page 1 of 100,000',
    summary: ['1,000,000 people', 'Page 1 of 100,000'],
    alert: [`Page 1 ${FAILED}`],
    rows: 'none',
  })

  // Mid-search: no count of another search either.
  await tab.type('#people-search', 'omar kim')
  await expectRead(tab, {
    address: '?peopleSort=email&peopleSearch=omar+kim',
    bar: 'Page 1',
    summary: ['People not counted', 'Page 1'],
    alert: [`Page 1 of the search for “omar kim” ${FAILED}`],
    rows: 'none',
  })

  // Back: Try again, from the keyboard, brings the page asked for, the alert ends, and the focus
  // its button held goes to the table.
  await api().start()
  await tab.focus('#people-table-state button')
  await tab.press('Enter')
  await expectRead(tab, {
    alert: [],
    line: '',
    busy: 'false',
    bar: expect.stringMatching(/^Page 1 of /),
  })
  expect(await tab.run(() => document.activeElement?.className)).toBe('people-table')
  const shown = await tab.run(read)
  expect(shown.summary[0]).toMatch(/^10 of [\d,]+ people$/)
  const names = await tab.run(() =>
    [...document.querySelectorAll('tbody tr')].map((row) => row.children[2]!.textContent),
  )
  expect(new Set(names)).toEqual(new Set(['Kim']))
})

test('a delete that fails is told until a later request succeeds, or until dismissed', async ({
  tab,
}) => {
  await tab.open('/?peoplePage=30')
  await expectRead(tab, { rows: '291…300' })
  await api().stop()
  const silent = await silentServer()
  // Pressed twice while its request is on its way: one delete (sent three times, with its key:
  // no answer came to the first, nor to the two sent again).
  const first = 'tbody tr:first-child button'
  await tab.focus(first)
  await tab.press('Enter')
  await tab.press('Enter')
  await silent.close()
  const alert = expect.stringMatching(
    /^.+ could not be deleted: the server could not be reached \(502\)\. Dismiss$/,
  )
  await expectRead(tab, { alert: [alert], rows: '291…300' })
  expect(await tab.focused()).toMatch(/^Delete /)
  const deletes = await tab.run(
    () => performance.getEntriesByType('resource').filter(({ name }) => /\/291$/.test(name)).length,
  )
  expect(deletes).toBe(3)

  // Dismissed: gone, and focus on the table, never on the page's body.
  await tab.click('.people-told [role="alert"] button')
  await expectRead(tab, { alert: [] })
  expect(await tab.run(() => document.activeElement?.tagName)).toBe('TABLE')

  // Told again; the server back, the next page that comes ends it.
  await tab.focus(first)
  await tab.press('Enter')
  await expectRead(tab, { alert: [alert] })
  await api().start()
  await tab.click(`${BAR} .pagination-bar__next`)
  await expectRead(tab, { rows: '301…310', alert: [] })
})

test('a link past every page lands on the last, its address replaced', async ({ tab }) => {
  await tab.open('/')
  const before = await tab.run(() => history.length)
  await tab.open('/?peoplePage=1000001')
  await expectRead(tab, {
    address: '?peoplePage=100000',
    bar: 'Page 100,000 of 100,000',
    rows: '999991…1000000',
    alert: [],
  })
  expect(await tab.run(() => history.length)).toBe(before + 1)
})
