import { expect } from '@playwright/test'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'
import type { Tab } from '../tab.ts'

apiForTheFile()

/** What a phone shows of the people list, measured inside the page. */
function measure() {
  const bar = document.querySelector('nav[aria-label="People pages"]')!
  const next = bar.querySelector('.pagination-bar__next')!
  const rows = [...document.querySelectorAll('section[aria-labelledby="people-title"] tbody tr')]
  const lineHeight = parseFloat(getComputedStyle(document.body).lineHeight)
  // A name or an e-mail is readable: whole, or in a cell that scrolls to the rest of it.
  const cells = rows.flatMap((row) => [...row.querySelectorAll('td')].slice(1, 4))
  const cut = cells.filter(
    (cell) =>
      cell.scrollWidth > cell.clientWidth + 1 &&
      !/auto|scroll/.test(getComputedStyle(cell).overflowX),
  )
  const barBox = bar.getBoundingClientRect()
  return {
    page: bar.querySelector('[role="status"]')?.textContent,
    rows: rows.length,
    tallestRowInLines:
      Math.max(...rows.map((row) => row.getBoundingClientRect().height)) / lineHeight,
    cut: cut.map((cell) => cell.textContent),
    wider: document.documentElement.scrollWidth > innerWidth,
    bar: { height: barBox.height, nextAt: next.getBoundingClientRect().top - barBox.top },
  }
}

const SCHEMES = {
  light: [{ name: 'prefers-color-scheme', value: 'light' }],
  dark: [{ name: 'prefers-color-scheme', value: 'dark' }],
  'forced-colours': [{ name: 'forced-colors', value: 'active' }],
}

/** Saves the page as it shows in each scheme the engine can show, and goes back to light. */
async function screenshots(tab: Tab, name: string) {
  for (const [scheme, features] of Object.entries(SCHEMES)) {
    if (scheme !== 'light' && !(await tab.emulate(features))) continue
    await tab.screenshot(`test-results/${name}-${scheme}.png`)
  }
  await tab.emulate([...SCHEMES.light, { name: 'forced-colors', value: 'none' }])
}

test('on a phone every name and e-mail is readable in rows of two lines; at every width the bar keeps its height on every page', async ({
  tab,
  engine,
}) => {
  for (const width of [320, 375, 800, 1280]) {
    await tab.viewport(width, 800)
    const seen = []
    for (const [page, status] of [
      [1, 'Page 1 of 100,000'],
      [50_000, 'Page 50,000 of 100,000'],
      [100_000, 'Page 100,000 of 100,000'],
    ] as const) {
      await tab.open(`/?peoplePage=${page}`)
      await expect.poll(() => tab.run(measure)).toMatchObject({ page: status, rows: 10 })
      const phone = await tab.run(measure)
      expect(phone, `page ${page} at ${width} px`).toMatchObject({ cut: [], wider: false })
      if (width < 640) {
        expect(phone.tallestRowInLines, `page ${page} at ${width} px`).toBeLessThanOrEqual(2.5)
      }
      seen.push(phone.bar)
      if (page === 50_000 && width !== 800) await screenshots(tab, `phone-${engine}-${width}`)
    }
    expect(seen, `the bar at ${width} px`).toEqual([seen[0], seen[0], seen[0]])
    if (width < 640) {
      // The longest names there are: whole, or in a cell that scrolls; the page keeps its width.
      await tab.open('/?peopleSearch=valentina+van+der')
      await expect.poll(() => tab.run(measure)).toMatchObject({ rows: 10 })
      const longest = await tab.run(measure)
      expect(longest, `the longest names at ${width} px`).toMatchObject({ cut: [], wider: false })
      expect(longest.tallestRowInLines).toBeLessThanOrEqual(2.5)
    }
  }
})

test('at 320 px, what the app writes back never scrolls the page sideways: a long search that finds no one', async ({
  tab,
}) => {
  await tab.viewport(320, 800)
  const wider = () =>
    tab.run(() => ({
      told: [...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent?.startsWith('No people match'),
      ),
      wider: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }))
  for (const search of ['jeanluc.vanderberg.27@example.com', 'q'.repeat(100)]) {
    for (const layout of ['', '&peopleLayout=loads']) {
      await tab.open(`/?peopleSearch=${encodeURIComponent(search)}${layout}`)
      await expect
        .poll(wider, `${search.length} letters${layout}`)
        .toEqual({ told: true, wider: false })
    }
  }
})
