import { expect } from '@playwright/test'
import { API_PORT } from '../../playwright.config.ts'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'
import type { Tab } from '../tab.ts'

// Next and Previous through another visitor's writes: each page continues from the edge person
// the reader saw, and a page fetched again on their return keeps its first person.

// One server.ts for the file: each test pages a part of the list no test before it wrote to.
apiForTheFile()

const BAR = 'nav[aria-label="People pages"]'
/** server.ts's API, as another visitor reaches it. */
const API = `http://127.0.0.1:${API_PORT}/api/people`

/** The ids in the table, and the line above it. */
const read = (tab: Tab) =>
  tab.run(() => ({
    ids: [
      ...document.querySelectorAll('section[aria-labelledby="people-title"] tbody td:first-child'),
    ].map((td) => Number(td.textContent)),
    line: document.getElementById('people-table-state')?.textContent ?? '',
    summary: document.querySelector('.pagination-summary')?.textContent ?? '',
  }))

/** The summary of rows read next to a person the list changed around: no page number. */
const PLACE_NOT_COUNTED = /^10 of [\d,]+ people[\d,]+ pages$/

/** The ids from `first` to `last`, but `skipped`. */
const idsFrom = (first: number, last: number, skipped: readonly number[] = []) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i).filter(
    (id) => !skipped.includes(id),
  )

/** Another visitor deletes `ids` through the API. */
async function deleteAll(ids: readonly number[]) {
  for (const id of ids) {
    expect((await fetch(`${API}/${id}`, { method: 'DELETE' })).status, `DELETE ${id}`).toBe(204)
  }
}

/** Another visitor puts `ids` back through the API. */
async function restoreAll(ids: readonly number[]) {
  for (const id of ids) {
    const answer = await fetch(`${API}/${id}/restore`, { method: 'POST' })
    expect(answer.ok, `restore ${id}`).toBe(true)
  }
}

/** Waits for the page's rows to be `ids`, and for nothing to be loading. */
async function expectIds(tab: Tab, ids: readonly number[]) {
  await expect.poll(async () => (await read(tab)).ids).toEqual(ids)
  await expect.poll(() => tab.run(() => document.querySelector('[aria-busy="true"]'))).toBeNull()
}

type RowsShown = { rowsShown: number[][] }
/** From now on, the ids of each set of rows the table shows as the page asked for (not dimmed). */
const recordRowsShown = (tab: Tab) =>
  tab.run(() => {
    const shown: number[][] = []
    ;(window as unknown as RowsShown).rowsShown = shown
    new MutationObserver(() => {
      const rows = document.querySelector('section[aria-labelledby="people-title"] tbody')
      if (!rows || rows.classList.contains('people-table__before')) return
      shown.push([...rows.querySelectorAll('td:first-child')].map((td) => Number(td.textContent)))
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })

/** The visitor comes back to the window: RTK Query's `refetchOnFocus` hears it. */
const returnToWindow = (tab: Tab) => tab.run(() => window.dispatchEvent(new Event('focus')))

/** Waits until page `page` has been fetched ahead, once the page before it shows. */
const fetchedAhead = (tab: Tab, page: number) =>
  expect
    .poll(() => tab.run(() => performance.getEntriesByType('resource').map(({ name }) => name)))
    .toContainEqual(expect.stringContaining(`page=${page}&`))

const NEXT = `${BAR} .pagination-bar__next`
const PREVIOUS = `${BAR} .pagination-bar__previous`
const AFTER_ITS_LAST =
  'The list has changed since the page before: these people come after its last.'

test('Next skips no one another visitor left, and Previous shows no one twice', async ({ tab }) => {
  await tab.open('/?peoplePage=600')
  await expectIds(tab, idsFrom(5991, 6000))
  await fetchedAhead(tab, 601)
  // Another visitor deletes a person before the next page, and the first two of the page after.
  await deleteAll([5995, 6011, 6012])
  await tab.click(NEXT)
  await expectIds(tab, idsFrom(6001, 6010))
  // The page after is read after 6010, the last person the reader saw (at its place: 6014 on).
  await tab.click(NEXT)
  await expectIds(tab, idsFrom(6013, 6022))
  expect((await read(tab)).line).toBe(AFTER_ITS_LAST)
  expect((await read(tab)).summary).toMatch(PLACE_NOT_COUNTED)
  // A reload reopens the same rows: the address keeps the page's first person.
  expect(await tab.run(() => location.search)).toBe('?peoplePage=602&peopleTop=6013')
  await tab.reload()
  await expectIds(tab, idsFrom(6013, 6022))
  // Previous: the ten people before 6013 (at its place: 6002 to 6010, and 6013 again).
  await tab.click(PREVIOUS)
  await expectIds(tab, idsFrom(6001, 6010))
  // Back reopens the page as it was.
  await tab.run(() => history.back())
  await expectIds(tab, idsFrom(6013, 6022))
})

test('Next shows no one twice when another visitor puts people back before the page', async ({
  tab,
}) => {
  await deleteAll([3995])
  await tab.open('/?peoplePage=400')
  await expectIds(tab, idsFrom(3991, 4001, [3995]))
  await fetchedAhead(tab, 401)
  await restoreAll([3995])
  await tab.click(NEXT)
  await expectIds(tab, idsFrom(4002, 4011))
  // After 4011, the last person shown (at its place: 4011 again).
  await tab.click(NEXT)
  await expectIds(tab, idsFrom(4012, 4021))
  expect((await read(tab)).line).toBe(AFTER_ITS_LAST)
  expect((await read(tab)).summary).toMatch(PLACE_NOT_COUNTED)
})

test('a page fetched again on the visitor’s return keeps its first person', async ({ tab }) => {
  await tab.open('/?peoplePage=300')
  await expectIds(tab, idsFrom(2991, 3000))
  await fetchedAhead(tab, 301)
  // Two people before the page deleted, then put back: the page stays where it was.
  await deleteAll([10, 11])
  await returnToWindow(tab)
  await expectIds(tab, idsFrom(2991, 3000))
  await restoreAll([10, 11])
  await returnToWindow(tab)
  await expectIds(tab, idsFrom(2991, 3000))
  // Its first person and one in it deleted: it starts with the next one still there, and Next
  // comes after its new last.
  await deleteAll([2991, 2995])
  await returnToWindow(tab)
  await expectIds(tab, idsFrom(2992, 3002, [2995]))
  await tab.click(NEXT)
  await expectIds(tab, idsFrom(3003, 3012))
})

test('a page fetched ahead over 30 s ago is read again before it shows, after the page shown', async ({
  tab,
}) => {
  // 30 s go by in 1 s: a timer of 30 s or more (RTK Query's, that drops a page kept unused)
  // fires 29 s early.
  await tab.beforeEachLoad(() => {
    const set = window.setTimeout.bind(window)
    window.setTimeout = ((run: () => void, ms = 0) =>
      set(run, ms < 30_000 ? ms : ms - 29_000)) as typeof window.setTimeout
  })
  await tab.open('/?peoplePage=200')
  await expectIds(tab, idsFrom(1991, 2000))
  await fetchedAhead(tab, 201)
  await deleteAll([1995, 2001])
  // 31 s later (RTK Query reads its answers' ages from Date.now): a timer of 1.5 s set now fires
  // after those set before it to fire sooner.
  await tab.run(async () => {
    const now = Date.now.bind(Date)
    Date.now = () => now() + 31_000
    await new Promise((later) => setTimeout(later, 1_500))
  })
  await recordRowsShown(tab)
  await tab.click(NEXT)
  // Read next to 2000, the last person shown: 2002 on (2001 is gone; at its place: 2003 on).
  await expectIds(tab, idsFrom(2002, 2011))
  // Never the page as it was fetched ahead, with 2001 in it.
  const shown = await tab.run(() => (window as unknown as RowsShown).rowsShown)
  expect(shown.filter((ids) => ids.includes(2001))).toEqual([])
})
