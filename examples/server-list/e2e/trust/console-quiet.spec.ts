import { expect } from '@playwright/test'
import { apiForTheFile } from '../people.ts'
import { test } from '../tab.ts'

apiForTheFile()

const BAR = 'nav[aria-label="People pages"]'
const FORM = 'form[aria-labelledby="add-person-title"]'

/** The bar's status, read inside the page. */
const pageShown = () =>
  document.querySelector('nav[aria-label="People pages"] [role="status"]')?.textContent

// The build, as a visitor gets it. (Redux Toolkit's development checks are not in it: see
// src/app/store.test.ts.)
test('a visit that pages, sorts, searches and adds leaves the console quiet, every request answered', async ({
  tab,
}) => {
  const complaints = tab.complaints()
  await tab.open('/')
  await expect.poll(() => tab.run(pageShown)).toBe('Page 1 of 100,000')
  await tab.click(`${BAR} .pagination-bar__next`)
  await tab.click(`${BAR} .pagination-bar__last`)
  await expect.poll(() => tab.run(pageShown)).toBe('Page 100,000 of 100,000')
  await tab.click('th:nth-child(4) .sort')
  await tab.type('#people-search', 'mar')
  await expect.poll(() => tab.run(() => location.search)).toBe('?peopleSort=email&peopleSearch=mar')
  await tab.run(
    (form) =>
      document.querySelectorAll<HTMLInputElement>(`${form} input`).forEach((field, i) => {
        field.value = ['Quiet', 'Console', 'quiet.console@example.com'][i]!
      }),
    FORM,
  )
  await tab.click(`${FORM} button[type="submit"]`)
  const told = () => [...document.querySelectorAll('[role="status"]')].map((s) => s.textContent)
  await expect
    .poll(() => tab.run(told))
    .toContainEqual(expect.stringMatching(/^Quiet Console added/))
  expect(complaints()).toEqual([])
})
