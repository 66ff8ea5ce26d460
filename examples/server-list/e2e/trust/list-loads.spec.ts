import { setTimeout as sleep } from 'node:timers/promises'
import { expect } from '@playwright/test'
import { API_PORT } from '../../playwright.config.ts'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'
import type { Tab } from '../tab.ts'

const api = apiForTheFile()

/** server.ts's API, as another visitor reaches it. */
const API = `http://127.0.0.1:${API_PORT}/api/people`
const MORE = '.people-loads__more button'
const EARLIER = '.people-loads__earlier button'
const grouped = new Intl.NumberFormat('en').format

/** The list that loads more as a visitor reads it, read inside the page. */
function read() {
  const loads = document.querySelector('.people-loads')
  const rows = [...(loads?.querySelectorAll<HTMLElement>('tbody tr') ?? [])]
  const focused = document.activeElement
  // The reader's place: the first row that shows at the top of the window.
  const atTop = rows.find((row) => row.getBoundingClientRect().bottom > 0)
  return {
    address: location.search,
    rows: rows.length,
    first: rows[0]?.dataset.id,
    last: rows.at(-1)?.dataset.id,
    atTop: atTop?.dataset.id,
    atTopY: Math.round(atTop?.getBoundingClientRect().top ?? NaN) + 0,
    // The polite live region that tells the counts.
    told: loads?.querySelector('[role="status"].people-loads__count')?.textContent ?? null,
    more: loads?.querySelector('.people-loads__more button')?.textContent ?? null,
    earlier: loads?.querySelector('.people-loads__earlier button')?.textContent ?? null,
    everyone: loads?.textContent?.includes('That is everyone.') ?? false,
    alert: [...(loads?.querySelectorAll('[role="alert"]') ?? [])].map((alert) => alert.textContent),
    // A Delete button by the id it deletes, a row by its person's id, else by its text.
    focused:
      focused?.getAttribute('value') ??
      (focused as HTMLElement | null)?.dataset.id ??
      focused?.textContent,
  }
}
type Read = ReturnType<typeof read>

/** Where the row of `id` (or the element a selector finds) is in the window, in whole pixels. */
const topOf = (id: string) => {
  const element = document.querySelector(/^\d+$/.test(id) ? `tr[data-id="${id}"]` : id)!
  return Math.round(element.getBoundingClientRect().top) + 0
}

const expectRead = (tab: Tab, expected: Partial<Read>) =>
  expect.poll(() => tab.run(read)).toMatchObject(expected)

/** How many pages of people the app has asked the API for since it opened. */
const asked = (tab: Tab) =>
  tab.run(
    () =>
      performance.getEntriesByType('resource').filter(({ name }) => name.includes('/api/people?'))
        .length,
  )

/**
 * From now on, what the live region of the counts says, in turn, and each layout shift of a row of
 * the table (Chromium reports layout shifts; Firefox does not, and says so with null).
 */
async function listen(tab: Tab) {
  await tab.run(() => {
    const told: string[] = []
    const region = document.querySelector('.people-loads__count')!
    new MutationObserver(() => told.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    })
    const shifted: string[] = []
    if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node?: Node }[]
        })[]) {
          for (const { node } of entry.sources) {
            if (node?.nodeName === 'TR') shifted.push((node as HTMLElement).dataset.id!)
          }
        }
      }).observe({ type: 'layout-shift' })
    }
    Object.assign(window, {
      heard: () => ({
        told,
        shifted: PerformanceObserver.supportedEntryTypes.includes('layout-shift') ? shifted : null,
      }),
    })
  })
  return () =>
    tab.run(() =>
      (window as unknown as { heard: () => { told: string[]; shifted: string[] | null } }).heard(),
    )
}

async function totalOf(query: string) {
  const answer = await fetch(`${API}?page=1&pageSize=10&${query}`)
  return (await answer.json()) as { total: number; items: { id: number }[] }
}

test('loads a searched list to its end and back by keyboard: focus on the first new row, and where it was after Load earlier; counts told politely; no row moves', async ({
  tab,
}) => {
  const { total, items } = await totalOf('q=zoe+kim')
  const all = `${total} people matching “zoe kim”`
  const search = '?peopleLayout=loads&peopleSearch=zoe+kim&peopleLoad=10'
  await tab.open(`/${search}`)
  await expectRead(tab, { rows: 10, first: String(items[0]!.id), told: `10 of ${all} shown` })
  const heard = await listen(tab)

  // Load more, from the keyboard: focus on the first new row; Tab through the ten new rows'
  // Delete buttons to Load more again. Past 8 loads, the first goes, and Load earlier brings it back.
  await tab.focus(MORE)
  let shown = 10
  for (let loads = 1; shown < total; loads++) {
    const before = await tab.run(read)
    await tab.press('Enter')
    const added = Math.min(total - shown, 10)
    shown += added
    await expect.poll(async () => (await tab.run(read)).last).not.toBe(before.last)
    await expectRead(tab, { rows: Math.min(shown, 70 + added) })
    const now = await tab.run(read)
    expect(now.focused).toBe(
      await tab.run(
        (last) =>
          document
            .querySelector(`tr[data-id="${last}"]`)!
            .nextElementSibling!.getAttribute('data-id'),
        before.last!,
      ),
    )
    expect(now.earlier).toBe(loads >= 8 ? 'Load earlier' : null)
    if (loads === 1) {
      // The row has the focus, not its Delete: a key pressed twice deletes no one.
      await tab.press('Enter')
      await sleep(300)
      expect(await tab.run(read)).toMatchObject({ rows: now.rows, focused: now.focused })
      expect(await tab.run(() => document.getElementById('people-told')!.textContent)).toBe('')
    }
    if (shown === total) break
    // From the row, through the ten new Delete buttons, to Load more.
    for (let row = 0; row < 11; row++) await tab.press('Tab')
    expect(await tab.focused()).toBe('Load more')
  }
  const kept = 70 + (total % 10 || 10)
  await expectRead(tab, { more: null, everyone: true, told: `${kept} of ${all} shown` })

  // Load earlier, read further down: the rows come above the row the reader sees at the top,
  // which stays where it is; no row moved in the window, here or while loads went at the top.
  await tab.focus(EARLIER)
  await tab.run(() => document.querySelectorAll('.people-loads tbody tr')[5]!.scrollIntoView())
  const reading = await tab.run(read)
  await tab.press('Enter')
  await expect.poll(async () => (await tab.run(read)).first).not.toBe(reading.first)
  // Within a pixel, here and below: Firefox scrolls by whole pixels.
  expect(Math.abs((await tab.run(topOf, reading.atTop!)) - reading.atTopY)).toBeLessThanOrEqual(1)
  expect((await heard()).shifted ?? []).toEqual([])

  // Load earlier, at it: the rows come under it, and it stays where it is, with the focus; at
  // the top, it is gone, and focus is on the list's first row.
  await tab.run(() => document.querySelector('.people-loads__earlier')!.scrollIntoView())
  while ((await tab.run(read)).earlier) {
    const [before, at] = [await tab.run(read), await tab.run(topOf, EARLIER)]
    await tab.press('Enter')
    // A load of people, or of no one: the top was just past the load before.
    const loaded = async () =>
      ((now) => now.first !== before.first || !now.earlier)(await tab.run(read))
    await expect.poll(loaded).toBe(true)
    const now = await tab.run(read)
    if (!now.earlier) break
    expect(Math.abs((await tab.run(topOf, EARLIER)) - at)).toBeLessThanOrEqual(1)
    expect(await tab.focused()).toBe('Load earlier')
    // No scroll, and the reader's place is still read: the first row they see now.
    await expectRead(tab, { address: `${search}&peopleFrom=${now.atTop}` })
  }
  // The server says when no one is before a load: Load earlier is gone with the last it brought.
  await expectRead(tab, { first: String(items[0]!.id), rows: 80, focused: String(items[0]!.id) })
  const top = await tab.run(read)

  const { told } = await heard()
  expect(told).toContain(`20 of ${all} shown`)
  expect(told.at(-1)).toBe(`${top.rows} of ${all} shown`)
})

test('Back from a person’s place, a reload and a shared link open there, that person at the top; deleted meanwhile, where they stood', async ({
  tab,
}) => {
  await tab.open('/?peopleLayout=loads')
  await expectRead(tab, { rows: 25, first: '1' })
  for (const rows of [50, 75]) {
    await tab.click(MORE)
    await expectRead(tab, { rows })
  }
  // Scrolling writes the reader's place in the address, in place of the entry.
  const entries = await tab.run(() => history.length)
  await tab.run(() => document.querySelector('tr[data-id="60"]')!.scrollIntoView())
  await expectRead(tab, { address: '?peopleLayout=loads&peopleFrom=60', atTop: '60' })
  expect(await tab.run(() => history.length)).toBe(entries)

  const there = { first: '60', atTop: '60', atTopY: 0, rows: 25, earlier: 'Load earlier' }
  await tab.click('input[value="pages"]')
  await expect.poll(() => tab.run(() => document.querySelector('.people-loads'))).toBe(null)
  await sleep(500)
  const before = await asked(tab)
  await tab.run(() => history.back())
  await expectRead(tab, { address: '?peopleLayout=loads&peopleFrom=60', ...there })
  // One load, from the person: not everything before them.
  expect((await asked(tab)) - before).toBe(1)

  await tab.reload()
  await expectRead(tab, there)
  const other = await tab.another()
  await other.open('/?peopleLayout=loads&peopleFrom=60')
  await expectRead(other, there)

  expect((await fetch(`${API}/60`, { method: 'DELETE' })).status).toBe(204)
  await other.reload()
  await expectRead(other, { ...there, first: '61', atTop: '61' })
  await expectRead(other, { address: '?peopleLayout=loads&peopleFrom=61' })
})

test('shown again after the pages, the list opens where the reader was, not where its loads began, the focus there', async ({
  tab,
}) => {
  await tab.open('/?peopleLayout=loads&peopleFrom=140')
  await expectRead(tab, { first: '140', atTop: '140', rows: 25 })
  await tab.click(MORE)
  await expectRead(tab, { rows: 50 })
  await tab.run(() => document.querySelector('tr[data-id="160"]')!.scrollIntoView())
  await expectRead(tab, { address: '?peopleLayout=loads&peopleFrom=160' })
  await tab.click('input[value="pages"]')
  await expect.poll(() => tab.run(() => document.querySelector('.people-loads'))).toBe(null)
  await tab.click('input[value="loads"]')
  // The place stays in the address while the pages show: the layout comes back after it. The
  // focus the radio had, left above the window, comes to the place's row, in view.
  await expectRead(tab, {
    address: '?peopleFrom=160&peopleLayout=loads',
    first: '160',
    atTop: '160',
    atTopY: 0,
    focused: '160',
  })
})

test('the size select, alone above the loads, has the bar’s look: a 44 px target, its border', async ({
  tab,
}) => {
  await tab.open('/?peopleLayout=loads')
  await expectRead(tab, { rows: 25 })
  const select = await tab.run(() => {
    const sizes = document.querySelector<HTMLSelectElement>('.people-loads select')!
    return {
      smallest: Math.min(sizes.offsetWidth, sizes.offsetHeight),
      border: getComputedStyle(sizes).borderTopWidth,
    }
  })
  expect(select.smallest).toBeGreaterThanOrEqual(44)
  expect(select.border).toBe('1px')
})

for (const width of [800, 1280]) {
  test(`at ${width} px the columns keep their places whatever names a load brings`, async ({
    tab,
  }) => {
    await tab.viewport(width, 800)
    await tab.open('/?peopleLayout=loads&peopleSearch=valentina')
    await expectRead(tab, { rows: 25 })
    // Where each column starts, and each shift of a cell Chromium reports (Firefox reports none).
    const columns = () =>
      tab.run(() =>
        [...document.querySelectorAll('.people-loads th')].map(
          (th) => th.getBoundingClientRect().left,
        ),
      )
    await tab.run(() => {
      const moved: string[] = []
      if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: { node?: Node }[]
          })[])
            for (const { node } of entry.sources)
              if (node?.nodeName === 'TD') moved.push(node.textContent ?? '')
        }).observe({ type: 'layout-shift' })
      }
      Object.assign(window, { moved })
    })
    const before = await columns()
    for (const rows of [50, 75, 100, 125, 150]) {
      await tab.click(MORE)
      await expectRead(tab, { rows })
      expect(await columns(), `${rows} rows`).toEqual(before)
    }
    expect(await tab.run(() => (window as unknown as { moved: string[] }).moved)).toEqual([])
  })
}

test('Load earlier only where someone is earlier: not at the list’s first person, nor at an id never a person’s', async ({
  tab,
}) => {
  for (const [place, earlier] of [
    ['1', null],
    ['99999999', null],
    ['2', 'Load earlier'],
  ] as const) {
    await tab.open(`/?peopleLayout=loads&peopleFrom=${place}`)
    await expectRead(tab, { rows: 25 })
    expect((await tab.run(read)).earlier, `from ${place}`).toBe(earlier)
  }
})

test('a person another visitor deleted already goes, and the count with them', async ({ tab }) => {
  await tab.open('/?peopleLayout=loads&peopleFrom=600')
  await expectRead(tab, { first: '600', rows: 25 })
  const { total } = await totalOf('')
  await expectRead(tab, { told: `25 of ${grouped(total)} people shown` })
  expect((await fetch(`${API}/605`, { method: 'DELETE' })).status).toBe(204)
  await tab.click('button[value="605"]')
  await expect
    .poll(() => tab.run(() => document.getElementById('people-told')?.textContent))
    .toMatch(/ was deleted already\.$/)
  await expectRead(tab, { rows: 24, told: `24 of ${grouped(total - 1)} people shown` })
})

// Below where the loads began (they start again from the reader's place), at the list's top (Load
// earlier comes above them too) and where they began (the refresh fetches their first load again);
// the reader's row 20 px past the window's top, as a scroll leaves it.
const places: [from: number | undefined, top: number][] = [
  [3000, 3020],
  [undefined, 30],
  [3100, 3100],
]
for (const [from, top] of places) {
  test(`another visitor’s delete in view, seen on a return after 30 s, moves no row (the reader at ${top}, the loads from ${from ?? 'the top'}): the person stays in place, said deleted, until the reader acts`, async ({
    tab,
  }) => {
    await tab.open(`/?peopleLayout=loads${from ? `&peopleFrom=${from}` : ''}`)
    await expectRead(tab, { first: String(from ?? 1), rows: 25 })
    await tab.click(MORE)
    await expectRead(tab, { rows: 50 })
    await tab.run((top) => {
      document.querySelector(`tr[data-id="${top}"]`)!.scrollIntoView()
      scrollBy(0, 20)
    }, top)
    await expectRead(tab, { address: `?peopleLayout=loads&peopleFrom=${top}`, atTop: String(top) })
    const inView = [top, top + 4, top + 6, top + 10].map(String)
    const tops = async () => Promise.all(inView.map((id) => tab.run(topOf, id)))
    const before = await tops()
    const { total } = await totalOf('')
    // Each layout shift no input caused that moved a row, summed (Chromium's score; Firefox has
    // none: the tops say). Chromium also reports the table's box when rows above the reader go and
    // Load earlier comes, though the page's scroll keeps everything in the window where it was.
    await tab.run(() => {
      const score = { sum: 0 }
      if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & LayoutShiftLike)[]) {
            const rowMoved = entry.sources.some(({ node }) => node?.nodeName === 'TR')
            if (!entry.hadRecentInput && rowMoved) score.sum += entry.value
          }
        }).observe({ type: 'layout-shift' })
      }
      type LayoutShiftLike = { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
      Object.assign(window, { shiftScore: score })
    })

    const deleted = top + 5
    expect((await fetch(`${API}/${deleted}`, { method: 'DELETE' })).status).toBe(204)
    await tab.run(() => {
      const now = Date.now
      Date.now = () => now() + 31_000
      dispatchEvent(new Event('focus'))
    })
    // One load again from the reader's place, and the person deleted where they were.
    await expectRead(tab, {
      first: String(top),
      last: String(top + 25),
      told: `25 of ${grouped(total - 1)} people shown`,
    })
    const gone = () =>
      tab.run((id) => {
        const row = document.querySelector(`tr[data-id="${id}"]`)
        return row && { text: row.textContent, buttons: row.querySelectorAll('button').length }
      }, deleted)
    expect(await gone()).toEqual({ text: expect.stringMatching(/Deleted$/), buttons: 0 })
    // Where each row in view is, to the pixel (Firefox scrolls by whole ones).
    const moved = (await tops()).map((y, at) => Math.abs(y - before[at]!))
    expect(Math.max(...moved)).toBeLessThanOrEqual(1)
    const score = await tab.run(
      () => (window as unknown as { shiftScore: { sum: number } }).shiftScore.sum,
    )
    expect(score).toBeLessThanOrEqual(0.01)

    // The reader's next act settles the list: the person goes.
    await tab.run(() => document.querySelector('.people-loads__more')!.scrollIntoView())
    await tab.click(MORE)
    await expectRead(tab, { rows: 50 })
    expect(await gone()).toBe(null)
  })
}

test('a delete and its undo keep the reader where they are: the line that tells it stays in view', async ({
  tab,
}) => {
  await tab.open('/?peopleLayout=loads&peopleFrom=400')
  await expectRead(tab, { first: '400', rows: 25 })
  for (const rows of [50, 75, 100, 125]) {
    await tab.click(MORE)
    await expectRead(tab, { rows })
  }
  await tab.run(() => document.querySelector('tr[data-id="440"]')!.scrollIntoView())
  await expectRead(tab, { address: '?peopleLayout=loads&peopleFrom=440', atTop: '440' })
  const place = { y: await tab.run(() => scrollY), at: await tab.run(topOf, '448') }
  /** Where the window is, and whether the focused element shows in it. */
  const inView = () =>
    tab.run(() => {
      const { top, bottom } = document.activeElement!.getBoundingClientRect()
      return { y: scrollY, focusShown: top >= 0 && bottom <= innerHeight }
    })

  await tab.click('button[value="448"]')
  await expectRead(tab, { rows: 124, atTop: '440' })
  expect(await tab.run(() => document.activeElement?.querySelector('#people-told'))).not.toBe(null)
  expect(await inView()).toEqual({ y: place.y, focusShown: true })
  await sleep(600)
  await expectRead(tab, { address: '?peopleLayout=loads&peopleFrom=440' })

  await tab.press('Tab')
  await tab.press('Enter')
  await expectRead(tab, { rows: 125, atTop: '440', focused: '448' })
  expect(await inView()).toEqual({ y: place.y, focusShown: true })
  expect(await tab.run(topOf, '448')).toBe(place.at)
  await expectRead(tab, { address: '?peopleLayout=loads&peopleFrom=440' })
})

test('after a delete, Tab down the rows: no focused Delete hides under the line held at the window’s foot', async ({
  tab,
}) => {
  await tab.viewport(1280, 800)
  await tab.open('/?peopleLayout=loads&peopleFrom=700')
  await expectRead(tab, { first: '700', rows: 25 })
  await tab.click(MORE)
  await expectRead(tab, { rows: 50 })
  await tab.click('button[value="702"]')
  await expect
    .poll(() => tab.run(() => document.getElementById('people-told')?.textContent))
    .toMatch(/ deleted\.$/)
  await tab.focus('button[value="703"]')
  for (let presses = 0; presses < 30; presses++) {
    await tab.press('Tab')
    const hidden = await tab.run(() => {
      const focused = document.activeElement!.getBoundingClientRect()
      const line = document.querySelector('.people-loads .people-told')!.getBoundingClientRect()
      return focused.bottom > line.top && focused.top < line.bottom
    })
    expect(hidden, `Tab ${presses + 1}: ${await tab.focused()}`).toBe(false)
  }
})

test('a delete, its undo and an add while loads are kept settle with no request but the write; another visitor’s writes, on focus after 30 s, in one', async ({
  tab,
}) => {
  await tab.open('/?peopleLayout=loads&peopleSort=-id&peopleLoad=10')
  await expectRead(tab, { first: '1000000', rows: 10 })
  for (const rows of [20, 30]) {
    await tab.click(MORE)
    await expectRead(tab, { rows })
  }
  const asks = await asked(tab)
  // Another test of the file may have deleted someone: counted from the list's count now.
  const { total } = await totalOf('')
  const count = (shown: number, change = 0) => `${shown} of ${grouped(total + change)} people shown`
  await expectRead(tab, { told: count(30) })

  await tab.click('button[value="999990"]')
  await expectRead(tab, { rows: 29, told: count(29, -1) })
  expect(await tab.run(() => document.activeElement?.querySelector('#people-told'))).not.toBe(null)
  await tab.press('Tab')
  await tab.press('Enter')
  await expectRead(tab, { rows: 30, told: count(30), focused: '999990' })
  expect(
    await tab.run(() =>
      document
        .querySelector('tr[data-id="999990"]')!
        .previousElementSibling!.getAttribute('data-id'),
    ),
  ).toBe('999991')

  await tab.type('input[name="firstName"]', 'Zoe')
  await tab.type('input[name="lastName"]', 'Aaberg')
  await tab.type('input[name="email"]', 'zoe.aaberg@example.com')
  await tab.press('Enter')
  await expectRead(tab, { first: '1000001', rows: 31, told: count(31, 1) })
  await sleep(300)
  expect(await asked(tab)).toBe(asks)

  // Another visitor deletes someone shown: nothing asked until the reader comes back to the
  // window, and then, the loads older than 30 s, one load from where the reader is: the top.
  await tab.run(() => scrollTo(0, 0))
  await expectRead(tab, { address: '?peopleLayout=loads&peopleSort=-id&peopleLoad=10' })
  expect((await fetch(`${API}/999995`, { method: 'DELETE' })).status).toBe(204)
  await tab.run(() => {
    const now = Date.now
    Date.now = () => now() + 31_000
    dispatchEvent(new Event('focus'))
  })
  // The person deleted stays in place, said deleted, until the reader's next change.
  await expectRead(tab, { first: '1000001', rows: 11, told: count(10) })
  expect(await asked(tab)).toBe(asks + 1)
  expect(await tab.run(() => document.querySelector('tr[data-id="999995"]')?.className)).toBe(
    'people-gone',
  )
})

test('a load that fails is told where it was asked for, with Try again; the count never says more than is shown', async ({
  tab,
}) => {
  const all = `of ${grouped((await totalOf('')).total)} people shown`
  await tab.open('/?peopleLayout=loads&peopleLoad=10&peopleFrom=500')
  await expectRead(tab, { first: '500', rows: 10, told: `10 ${all}` })
  await api().stop()
  const failed = 'could not be loaded: the server could not be reached (502).'

  await tab.click(MORE)
  await expectRead(tab, {
    alert: [`The next 10 people ${failed}`],
    more: 'Try again',
    rows: 10,
    told: `10 ${all}`,
  })
  await tab.click(EARLIER)
  await expectRead(tab, {
    alert: [`The earlier 10 people ${failed}`],
    earlier: 'Try again',
    more: 'Load more',
    rows: 10,
  })

  // Try again is the button pressed, and keeps the focus: then on the first person it brings.
  await api().start()
  await tab.click(MORE)
  await expectRead(tab, { alert: [], rows: 20, last: '519', focused: '510', more: 'Load more' })
  await tab.click(EARLIER)
  await expectRead(tab, { rows: 30, first: '490', told: `30 ${all}` })

  // The first load failed: told above the table, which shows no one, and no count.
  await api().stop()
  await tab.reload()
  await expectRead(tab, { alert: [`The people ${failed} Try again`], rows: 0, told: '' })
  await api().start()
  await tab.click('#people-loads-state button')
  await expectRead(tab, { alert: [], rows: 10, told: `10 ${all}` })
})
