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
