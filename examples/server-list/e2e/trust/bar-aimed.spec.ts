import { expect } from '@playwright/test'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'
import type { Tab } from '../tab.ts'

// A press on the bar lands where it was aimed: its controls keep their places from page to page,
// and a second click within 500 ms presses the same control or nothing.

apiForTheFile()

const BAR = 'nav[aria-label="People pages"]'

/** The bar's status ("Page 5 of 100,000"), once nothing loads. */
async function pageShown(tab: Tab) {
  await expect.poll(() => tab.run(() => document.querySelector('[aria-busy="true"]'))).toBeNull()
  return tab.run((bar) => document.querySelector(`${bar} [role="status"]`)?.textContent, BAR)
}

/** Where each of the bar's buttons and gaps stands, left to right, in CSS pixels. */
const places = (tab: Tab) =>
  tab.run((bar) => {
    const controls = document.querySelectorAll(
      `${bar} .pagination-bar__button, ${bar} .pagination-bar__gap`,
    )
    return [...controls].map((control) => {
      const { x, width } = control.getBoundingClientRect()
      return [Math.round(x), Math.round(width)]
    })
  }, BAR)

test('the bar’s controls keep their places from page to page', async ({ tab }) => {
  await tab.viewport(1280, 800)
  await tab.open('/')
  expect(await pageShown(tab)).toBe('Page 1 of 100,000')
  const first = await places(tab)
  for (const page of [5, 50_000, 99_998, 100_000]) {
    await tab.open(`/?peoplePage=${page}`)
    expect(await pageShown(tab)).toBe(`Page ${new Intl.NumberFormat('en').format(page)} of 100,000`)
    expect(await places(tab), `page ${page}`).toEqual(first)
  }
})

for (const apart of [120, 250, 400]) {
  test(`a double click on the bar, ${apart} ms apart, presses what it aimed at`, async ({
    tab,
  }) => {
    await tab.viewport(1280, 800)
    // "5" from page 1: the window slides under the pointer, and "6" takes its place.
    await tab.open('/')
    expect(await pageShown(tab)).toBe('Page 1 of 100,000')
    await tab.clickTwice(`${BAR} button[aria-label="Page 5"]`, apart)
    expect(await pageShown(tab)).toBe('Page 5 of 100,000')
    // Last from page 3, and First from the last page: focus stays on the control pressed.
    await tab.open('/?peoplePage=3')
    expect(await pageShown(tab)).toBe('Page 3 of 100,000')
    await tab.clickTwice(`${BAR} .pagination-bar__last`, apart)
    expect(await pageShown(tab)).toBe('Page 100,000 of 100,000')
    expect(await tab.focused()).toBe('Last')
    await tab.clickTwice(`${BAR} .pagination-bar__first`, apart)
    expect(await pageShown(tab)).toBe('Page 1 of 100,000')
    expect(await tab.focused()).toBe('First')
  })
}
