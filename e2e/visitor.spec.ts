import { expect, test } from '@playwright/test'
import {
  bodyRows,
  button,
  expectFooter,
  nav,
  pageButton,
  pageTop,
  rowTexts,
  sizeSelect,
  windowNumbers,
  openApp,
} from './helpers'

test.beforeEach(async ({ page }) => {
  await openApp(page)
})

test('shows the title, the columns and page 1 of 43', async ({ page }) => {
  await expect(page).toHaveTitle('Paginação com React')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paginação com React')
  await expect(page.getByRole('columnheader')).toHaveText(['Código', 'Nome', 'Sobrenome', 'E-mail'])
  await expect(bodyRows(page)).toHaveCount(5)
  await expectFooter(page, 5, 1, 43)
  expect(await windowNumbers(page)).toEqual(['1', '2', '3', '4', '5'])
  await expect(button(page, 'Primeira')).toBeDisabled()
  await expect(pageButton(page, 1)).toBeDisabled()
  await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page')
  await expect(pageButton(page, 1)).toHaveAttribute('title', 'Página 1')
  await expect(button(page, 'Última')).toBeEnabled()
})

test('lays out title, table, bar and footer from top to bottom', async ({ page }) => {
  const tops = await Promise.all(
    [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('table'),
      nav(page),
      page.getByRole('contentinfo'),
    ].map(pageTop),
  )
  expect([...tops].sort((a, b) => a - b)).toEqual(tops)
  await expect(page.getByRole('contentinfo')).toHaveText(
    'Desenvolvido por Philipe Oliveira (abre em nova aba)',
  )
  const link = page.getByRole('link', { name: /Philipe Oliveira/ })
  await expect(link).toHaveAttribute('href', 'https://github.com/philipeoliveira')
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})

test('moves through the pages with numbers, Primeira and Última', async ({ page }) => {
  const first = await rowTexts(page)

  await pageButton(page, 3).click()
  await expectFooter(page, 5, 3, 43)
  await expect(pageButton(page, 3)).toHaveAttribute('aria-current', 'page')
  expect(await windowNumbers(page)).toEqual(['1', '2', '3', '4', '5'])

  await pageButton(page, 5).click()
  await expectFooter(page, 5, 5, 43)
  expect(await windowNumbers(page)).toEqual(['3', '4', '5', '6', '7'])

  await button(page, 'Última').click()
  await expectFooter(page, 5, 43, 43)
  expect(await windowNumbers(page)).toEqual(['39', '40', '41', '42', '43'])
  await expect(button(page, 'Última')).toBeDisabled()
  await expect(pageButton(page, 43)).toBeDisabled()

  await pageButton(page, 41).click()
  expect(await windowNumbers(page)).toEqual(['39', '40', '41', '42', '43'])

  await button(page, 'Primeira').click()
  await expectFooter(page, 5, 1, 43)
  expect(await rowTexts(page)).toEqual(first)
})

for (const [size, pages, lastRows] of [
  [5, 43, 5],
  [10, 22, 5],
  [15, 15, 5],
  [20, 11, 15],
] as const) {
  test(`at ${size} per page: ${pages} pages, ${lastRows} rows on the last`, async ({ page }) => {
    await pageButton(page, 2).click()
    await sizeSelect(page).selectOption(String(size))
    await expectFooter(page, size, 1, pages)
    await expect(bodyRows(page)).toHaveCount(size)
    await button(page, 'Última').click()
    await expectFooter(page, lastRows, pages, pages)
    await expect(bodyRows(page)).toHaveCount(lastRows)
  })
}

test('shows the same 215 people in the same order under every page size', async ({ page }) => {
  const listings: string[][][] = []
  for (const [size, pages] of [
    [5, 43],
    [10, 22],
    [15, 15],
    [20, 11],
  ] as const) {
    await sizeSelect(page).selectOption(String(size))
    const rows: string[][] = []
    for (let n = 1; n <= pages; n++) {
      if (n > 1) await pageButton(page, n).click()
      await expectFooter(page, n < pages ? size : 215 - size * (pages - 1), n, pages)
      rows.push(...(await rowTexts(page)))
    }
    listings.push(rows)
  }
  const [first, ...others] = listings
  expect(first).toHaveLength(215)
  for (const other of others) expect(other).toEqual(first)

  const ids = first!.map(([id]) => Number(id))
  expect(new Set(ids).size).toBe(215)
  for (const id of ids) expect(id >= 10000 && id <= 99999 && Number.isInteger(id)).toBe(true)
  for (const [, , , email] of first!) expect(email).toMatch(/^[a-z0-9.]+@example\.(com|net|org)$/)
})

test('disabled buttons do nothing when clicked', async ({ page }) => {
  const rows = await rowTexts(page)
  await button(page, 'Primeira').click({ force: true })
  await pageButton(page, 1).click({ force: true })
  await expectFooter(page, 5, 1, 43)
  expect(await rowTexts(page)).toEqual(rows)

  await button(page, 'Última').click()
  const lastRows = await rowTexts(page)
  await button(page, 'Última').click({ force: true })
  await pageButton(page, 43).click({ force: true })
  await expectFooter(page, 5, 43, 43)
  expect(await rowTexts(page)).toEqual(lastRows)
})

test('keeps the bar in place when the last page holds fewer rows', async ({ page }) => {
  for (const size of ['10', '15', '20']) {
    await sizeSelect(page).selectOption(size)
    const fullPageTop = await pageTop(nav(page))
    await button(page, 'Última').click()
    expect(await bodyRows(page).count()).toBeLessThan(Number(size))
    expect(await pageTop(nav(page))).toBe(fullPageTop)
  }
})
