import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/**
 * Opens the page and waits for the app: the build prerenders a shell (stand-in rows, hidden until
 * the people exist and then shown as `early-rows`; a bar the boot script stands in for) that the app
 * replaces once its scripts have run.
 */
export async function openApp(page: Page, url = '/') {
  await page.goto(url)
  await expect(page.locator('tbody:not(.pending-rows):not(.early-rows) tr').first()).toBeVisible()
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Paginação' })
export const bodyRows = (page: Page) => page.getByRole('rowgroup').nth(1).getByRole('row')
export const tableFooter = (page: Page) => page.getByRole('rowgroup').nth(2)
export const sizeSelect = (page: Page) => page.getByRole('combobox', { name: 'Itens por página:' })
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
export const pageButton = (page: Page, n: number) => button(page, `Página ${n}`)

/** The numbers on the numbered page buttons, in order. */
export const windowNumbers = (page: Page) =>
  nav(page)
    .getByRole('button', { name: /^Página \d+$/ })
    .allTextContents()

/** Every visible row's cells as text. */
export const rowTexts = (page: Page) =>
  bodyRows(page).evaluateAll((rows) =>
    rows.map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.innerText)),
  )

/** The table footer reads "{shown} de {total} itens" and "Página {page} de {pages}". */
export async function expectFooter(
  page: Page,
  shown: number,
  current: number,
  pages: number,
  total = 215,
) {
  await expect(tableFooter(page)).toHaveText(
    new RegExp(`^\\s*${shown} de ${total} itens\\s*Página ${current} de ${pages}\\s*$`),
  )
}

/** Top of an element in page coordinates, unaffected by scrolling. */
export const pageTop = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)
