import { expect } from '@playwright/test'
import type { Locator, Page, Route } from '@playwright/test'

/**
 * Opens the page and waits for the app: the build prerenders a shell (the app's markup, which the
 * boot script fills with this visit's people and keeps working, and a live region of its own for
 * a slow load) that the app replaces once its scripts have run.
 */
export async function openApp(page: Page, url = '/') {
  await page.goto(url)
  await expect(appRows(page).first()).toBeVisible()
}

/** The app's own rows: once it has replaced the shell, whose slow-load notice is not the app's. */
export const appRows = (page: Page) => page.locator('#root:not(:has(> .load-notice)) tbody tr')

/** Holds the page's script `name` (react, main…) back; the function it returns lets it through. */
export async function holdScript(page: Page, name: string) {
  const held: Route[] = []
  let holding = true
  await page.route(new RegExp(`/${name}\\.[0-9a-f]{8}\\.js$`), (route) =>
    holding ? held.push(route) : route.continue(),
  )
  return async () => {
    holding = false
    await Promise.all(held.map((route) => route.continue()))
  }
}

export const nav = (page: Page) => page.getByRole('navigation', { name: 'Paginação' })
export const bodyRows = (page: Page) => page.getByRole('rowgroup').nth(1).getByRole('row')
export const tableFooter = (page: Page) => page.getByRole('rowgroup').nth(2)
export const sizeSelect = (page: Page) => page.getByRole('combobox', { name: 'Itens por página:' })
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })
export const pageButton = (page: Page, n: number) => button(page, `Página ${n}`)

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
