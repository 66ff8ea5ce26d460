import { setTimeout as sleep } from 'node:timers/promises'
import { expect } from '@playwright/test'
import { API_PORT } from '../../playwright.config.ts'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'
import type { Tab } from '../tab.ts'

apiForTheFile()

const BAR = 'nav[aria-label="People pages"]'
/** server.ts's API, as another visitor reaches it. */
const API = `http://127.0.0.1:${API_PORT}/api/people`
const grouped = new Intl.NumberFormat('en').format
/** A press of another row's Delete this soon after one is that one aimed again (useDeleteWithUndo.ts). */
const AIMED_AGAIN_MS = 500

/** The people list as a visitor reads it, read inside the page. */
function read() {
  const list = document.querySelector('section[aria-labelledby="people-title"]')!
  const text = (selector: string) => list.querySelector(selector)?.textContent?.trim() ?? null
  const search = document.getElementById('people-search')!
  return {
    address: location.search,
    ids: [...list.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent),
    bar: text(`nav[aria-label="People pages"] [role="status"]`),
    count: text('.pagination-summary span'),
    told: text('#people-told'),
    alert: [...list.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent),
    searchHint: document.getElementById(search.getAttribute('aria-describedby')!)?.textContent,
  }
}

const expectRead = (tab: Tab, expected: Partial<ReturnType<typeof read>>) =>
  expect.poll(() => tab.run(read)).toMatchObject(expected)

/** The ids from `first` on, `count` of them. */
const ids = (first: number, count = 10) =>
  Array.from({ length: count }, (_, i) => String(first + i))

/** The person in the row of `id`: their name as the Delete button says it, and their e-mail. */
const personOf = (tab: Tab, id: number) =>
  tab.run((id) => {
    const cells = [...document.querySelector(`button[value="${id}"]`)!.closest('tr')!.cells]
    return {
      name: `${cells[1]!.textContent} ${cells[2]!.textContent}`,
      email: cells[3]!.textContent,
    }
  }, id)

async function totalNow() {
  const answer = await fetch(`${API}?page=1&pageSize=10`)
  return ((await answer.json()) as { total: number }).total
}

test('a Delete pressed twice deletes one person and leaves them deleted; Undo is a Tab away', async ({
  tab,
}) => {
  await tab.open('/?peoplePage=20')
  await expectRead(tab, { ids: ids(191) })
  const total = await totalNow()
  const dara = await personOf(tab, 193)
  const toldDara = `${dara.name} deleted. Undo Dismiss`

  // Enter twice, 150 and 600 ms apart: the second meets the status line, which presses nothing.
  for (const apart of [150, 600]) {
    await tab.focus('button[value="193"]')
    await tab.press('Enter')
    await sleep(apart)
    await tab.press('Enter')
    await expectRead(tab, { told: `${dara.name} deleted.`, ids: ['191', '192', ...ids(194, 8)] })
    expect(await tab.focused(), `${apart} ms apart`).toBe(toldDara)
    expect(await totalNow()).toBe(total - 1)
    await tab.press('Tab')
    expect(await tab.focused()).toBe('Undo')
    await tab.press('Enter')
    await expectRead(tab, { told: `${dara.name} is back.`, ids: ids(191) })
    await expect.poll(() => tab.focused()).toBe(`Delete ${dara.name}`)
    expect(await totalNow()).toBe(total)
    await sleep(AIMED_AGAIN_MS)
  }

  // Held, or Space twice: one press.
  await tab.hold('Enter', 20)
  await expectRead(tab, { told: `${dara.name} deleted.` })
  expect(await tab.focused()).toBe(toldDara)
  expect(await totalNow()).toBe(total - 1)
  await tab.press('Tab')
  await tab.press('Enter')
  await expect.poll(() => tab.focused()).toBe(`Delete ${dara.name}`)
  await sleep(AIMED_AGAIN_MS)
  await tab.press(' ')
  await sleep(150)
  await tab.press(' ')
  await expectRead(tab, { told: `${dara.name} deleted.` })
  expect(await totalNow()).toBe(total - 1)
  await sleep(AIMED_AGAIN_MS)

  // The next write ends the offer: a delete of another, whose e-mail someone takes meanwhile;
  // then their Undo is refused, and told.
  const ana = await personOf(tab, 195)
  await tab.click('button[value="195"]')
  await expectRead(tab, { told: `${ana.name} deleted.` })
  expect(await tab.focused()).toBe(`${ana.name} deleted. Undo Dismiss`)
  const taken = await fetch(API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Someone', lastName: 'Else', email: ana.email }),
  })
  expect(taken.status).toBe(201)
  await tab.press('Tab')
  await tab.press('Enter')
  await expectRead(tab, {
    told: '',
    alert: [
      `${ana.name} could not be put back: someone else has their e-mail, ${ana.email}, now. Dismiss`,
    ],
  })
  expect(await tab.run(() => document.activeElement?.tagName)).toBe('TABLE')
})

test('a double click on a Delete, 120 to 400 ms apart, deletes the person clicked and no one else', async ({
  tab,
}) => {
  await tab.open('/?peoplePage=25')
  await expect.poll(async () => (await tab.run(read)).ids).toHaveLength(10)
  const total = await totalNow()
  let shown = (await tab.run(read)).ids as string[]
  const above = shown.slice(0, 2)
  let deleted = 0
  for (const apart of [120, 250, 400]) {
    const [id] = shown.splice(2, 1)
    const person = await personOf(tab, Number(id))
    // The second click meets the person who moved up into the row: it presses nothing.
    await tab.clickTwice(`button[value="${id}"]`, apart)
    await expectRead(tab, { told: `${person.name} deleted.` })
    await sleep(AIMED_AGAIN_MS)
    shown = (await tab.run(read)).ids as string[]
    expect(shown.slice(0, 2), `${apart} ms apart`).toEqual(above)
    expect(await totalNow(), `${apart} ms apart`).toBe(total - ++deleted)
  }
})

test('Undo lasts through a switch of view; the next write ends it, and the status says so', async ({
  tab,
}) => {
  await tab.open('/?peoplePage=30')
  await expect.poll(async () => (await tab.run(read)).ids).toHaveLength(10)
  const [id] = (await tab.run(read)).ids as string[]
  const person = await personOf(tab, Number(id))
  await tab.click(`button[value="${id}"]`)
  await expectRead(tab, { told: `${person.name} deleted.` })
  await tab.click('input[value="loads"]')
  await expect
    .poll(() => tab.run(() => document.querySelectorAll('.people-loads tbody tr').length))
    .toBeGreaterThan(0)
  await expectRead(tab, { told: `${person.name} deleted.` })
  const undo = () =>
    tab.run(() => [...document.querySelectorAll('.people-told button')].map((b) => b.textContent))
  expect(await undo()).toEqual(['Undo', 'Dismiss'])

  await tab.type('input[name="firstName"]', 'Ines')
  await tab.type('input[name="lastName"]', 'Quarrington')
  await tab.type('input[name="email"]', 'ines.quarrington@example.com')
  await tab.press('Enter')
  await expectRead(tab, { told: `${person.name} deleted. Undo ended with the next change.` })
  expect(await undo()).toEqual([])
  await tab.click('input[value="pages"]')
  await expectRead(tab, { told: `${person.name} deleted. Undo ended with the next change.` })
})

test('Go to page: Enter twice goes there once and tells nothing; twenty digits are past the last page', async ({
  tab,
}) => {
  const FIELD = `${BAR} .pagination-bar__field`
  const field = () =>
    tab.run(() => {
      const input = document.querySelector<HTMLInputElement>('.pagination-bar__field')!
      const told = input.getAttribute('aria-describedby')
      return {
        value: input.value,
        invalid: input.getAttribute('aria-invalid'),
        told: told && document.getElementById(told)!.textContent,
      }
    })
  await tab.open('/')
  await expectRead(tab, { ids: ids(1) })
  for (const [page, apart] of [
    [12, 150],
    [13, 600],
  ] as const) {
    await tab.type(FIELD, String(page))
    await tab.press('Enter')
    await sleep(apart)
    await tab.press('Enter')
    await expectRead(tab, { ids: ids(page * 10 - 9) })
    expect((await tab.run(read)).bar).toMatch(`Page ${page} of `)
    expect(await field()).toEqual({ value: '', invalid: null, told: null })
  }
  await tab.type(FIELD, '12345678901234567890')
  await tab.press('Enter')
  await expect.poll(field).toEqual({
    value: '12345678901234567890',
    invalid: 'true',
    told: expect.stringMatching(/^Type a page from 1 to [\d,]+\.$/),
  })
  await expectRead(tab, { ids: ids(121) })
})

test('one person is counted as one person, in pages and in the list that loads more', async ({
  tab,
}) => {
  const added = await fetch(API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ottilie', lastName: 'Quaggawump', email: 'oq@example.com' }),
  })
  expect(added.status).toBe(201)
  await tab.open('/?peopleSearch=quaggawump')
  await expectRead(tab, { count: '1 of 1 person', bar: 'Page 1 of 1' })
  await tab.click('input[value="loads"]')
  await expect
    .poll(() => tab.run(() => document.querySelector('.people-loads__count')?.textContent))
    .toBe('1 of 1 person matching “quaggawump” shown')
  // Gone again, for the file's other tests, which count the pages.
  const { id } = (await added.json()) as { id: number }
  expect((await fetch(`${API}/${id}`, { method: 'DELETE' })).status).toBe(204)
})

test('another visitor deletes someone on the page after: focus shows it, and the total never goes back', async ({
  tab,
}) => {
  await tab.open('/?peoplePage=10')
  await expectRead(tab, { ids: ids(91) })
  const prefetched = () =>
    performance.getEntriesByType('resource').some(({ name }) => name.includes('page=11&'))
  await expect.poll(() => tab.run(prefetched)).toBe(true)
  // Every total the summary shows, in turn.
  await tab.run(() => {
    const summary = document.querySelector('.pagination-summary')!
    const totals: number[] = []
    Object.assign(window, { totals })
    const note = () => {
      const count = /([\d,]+) people$/.exec(summary.firstElementChild!.textContent!)
      if (count) totals.push(Number(count[1]!.replaceAll(',', '')))
    }
    note()
    new MutationObserver(note).observe(summary, {
      subtree: true,
      childList: true,
      characterData: true,
    })
  })
  const total = await totalNow()
  expect((await fetch(`${API}/103`, { method: 'DELETE' })).status).toBe(204)

  await tab.run(() => window.dispatchEvent(new Event('focus')))
  await expectRead(tab, { count: `10 of ${grouped(total - 1)} people`, ids: ids(91) })
  await tab.click(`${BAR} .pagination-bar__next`)
  await expectRead(tab, {
    ids: ['101', '102', ...ids(104, 8)],
    count: `10 of ${grouped(total - 1)} people`,
  })
  await tab.click(`${BAR} .pagination-bar__previous`)
  await expectRead(tab, { ids: ids(91) })
  await tab.click(`${BAR} .pagination-bar__next`)
  await expectRead(tab, { ids: ['101', '102', ...ids(104, 8)] })
  const totals = await tab.run(() => (window as unknown as { totals: number[] }).totals)
  expect(totals.slice(totals.indexOf(total - 1))).not.toContain(total)
})

test('page buttons keep the focus where the visitor pressed; a search too short is told', async ({
  tab,
}) => {
  await tab.open('/')
  await expectRead(tab, { ids: ids(1) })
  const plain = 'Any part of a first or last name, from 3 letters.'
  const short = 'A search needs 3 letters or more: everyone is shown.'
  await expectRead(tab, { searchHint: plain })
  for (const [typed, hint] of [
    ['a', short],
    ['Backspace', plain],
    ['m', short],
    ['a', short],
    ['Backspace', short],
    ['Backspace', plain],
    ['%', short],
  ] as const) {
    if (typed === 'Backspace') {
      await tab.focus('#people-search')
      await tab.press('Backspace')
    } else {
      await tab.type('#people-search', typed)
    }
    await expectRead(tab, { searchHint: hint })
  }
  await sleep(400)
  await expectRead(tab, { address: '', ids: ids(1), searchHint: short })
  await tab.press('Backspace')
  await expectRead(tab, { searchHint: plain })

  // Enter twice on Page 5: page 5, focus on its button, marked as the current page.
  await tab.focus(`${BAR} button[aria-label="Page 5"]`)
  await tab.press('Enter')
  await tab.press('Enter')
  await expectRead(tab, { bar: 'Page 5 of 100,000', ids: ids(41) })
  expect(await tab.focused()).toBe('Page 5')
  expect(await tab.run(() => document.activeElement?.getAttribute('aria-current'))).toBe('page')

  // Last, then Enter again: the last page, focus on Last.
  await tab.focus(`${BAR} .pagination-bar__last`)
  await tab.press('Enter')
  await tab.press('Enter')
  await expectRead(tab, { bar: 'Page 100,000 of 100,000' })
  expect(await tab.focused()).toBe('Last')
})

/**
 * Once the table shows the page the bar says (nothing loading, no line above it), the bar's
 * status and the names in the table, row by row, with their ids.
 */
const namesShown = () => {
  const table = document.querySelector('table.people-table')!
  const settled =
    table.getAttribute('aria-busy') !== 'true' && !table.querySelector('.people-table__before')
  const rows = [...table.querySelectorAll('tbody tr')].map((row) => {
    const [id, first, last] = [...(row as HTMLTableRowElement).cells].map((td) => td.textContent)
    return { id: Number(id), first, last }
  })
  const bar = document.querySelector('nav[aria-label="People pages"] [role="status"]')?.textContent
  return settled ? { bar, rows } : undefined
}

test('names sort as people read them: Émile beside Emile, "de la Cruz" among the Ds, either way', async ({
  tab,
}) => {
  /** The page `page` of `address`'s list, once it shows: its bar's status and its people. */
  const shown = async (address: string, page: 'first' | 'last') => {
    await tab.open(address)
    await expect
      .poll(() => tab.run(namesShown))
      .toMatchObject({ bar: expect.stringMatching(/^Page 1 of \d/) })
    if (page === 'first') return (await tab.run(namesShown))!
    await tab.click(`${BAR} .pagination-bar__last`)
    await expect
      .poll(() => tab.run(namesShown))
      .toMatchObject({ bar: expect.stringMatching(/^Page (\S+) of \1$/) })
    return (await tab.run(namesShown))!
  }

  // Everyone named Emile or Émile, by first name: one name to the reader, the ids breaking ties.
  const { rows: emiles } = await shown('/?peopleSort=firstName&peopleSearch=emile', 'first')
  expect(new Set(emiles.map(({ first }) => first))).toEqual(new Set(['Emile', 'Émile']))
  expect(emiles.map(({ id }) => id)).toEqual(emiles.map(({ id }) => id).sort((a, b) => a - b))

  // "a d" finds first names ending in a before a last name starting with d: Dlamini, Dubois, and
  // de la Cruz ("Ana de la Cruz"), which sorts as "delacruz": first of the three, and last the
  // other way, whatever its case.
  const lastNames = async (address: string, page: 'first' | 'last') =>
    new Set((await shown(address, page)).rows.map(({ last }) => last))
  const ascending = '/?peopleSort=lastName&peopleSearch=a+d'
  expect(await lastNames(ascending, 'first')).toEqual(new Set(['de la Cruz']))
  expect(await lastNames(ascending, 'last')).toEqual(new Set(['Dubois']))
  const descending = '/?peopleSort=-lastName&peopleSearch=a+d'
  expect(await lastNames(descending, 'first')).toEqual(new Set(['Dubois']))
  expect(await lastNames(descending, 'last')).toEqual(new Set(['de la Cruz']))
})

test("another visitor's write between two pages: the page shown keeps its rows, the next follows its last", async ({
  tab,
}) => {
  /** The ids of `page` as the server has them now, or of the page after a person. */
  const serverIds = async (page: number, after = '') => {
    const answer = await fetch(`${API}?page=${page}&pageSize=10${after && `&after=${after}`}`)
    return ((await answer.json()) as { items: { id: number }[] }).items.map(({ id }) => String(id))
  }
  const prefetched = (page: number) =>
    performance.getEntriesByType('resource').some(({ name }) => name.includes(`page=${page}&`))
  await tab.open('/?peoplePage=40')
  await expectRead(tab, { ids: await serverIds(40) })
  await expect.poll(() => tab.run(prefetched, 41)).toBe(true)
  const page41 = await serverIds(41)

  // Someone deletes the first person of page 40: everyone after moves up one place.
  const [first] = await serverIds(40)
  expect((await fetch(`${API}/${first}`, { method: 'DELETE' })).status).toBe(204)

  // Next shows page 41 as it was fetched, before the delete; the page after it, fetched from its
  // last person, is of the newer version: page 41 is fetched again from its first person, and
  // keeps its rows (at its place now, it would start one person later).
  await tab.click(`${BAR} .pagination-bar__next`)
  await expect.poll(() => tab.run(prefetched, 42)).toBe(true)
  await expectRead(tab, { ids: page41 })
  expect(await serverIds(41)).not.toEqual(page41)
  await tab.click(`${BAR} .pagination-bar__next`)
  await expectRead(tab, { ids: await serverIds(42, page41.at(-1)) })
})
