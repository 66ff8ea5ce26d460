import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import {
  appRows,
  bodyRows,
  button,
  expectFooter,
  holdScript,
  nav,
  openApp,
  pageButton,
  rowTexts,
  sizeSelect,
} from './helpers'

/** Collects what the page asks the network for and what it logs. */
function watch(page: Page) {
  const seen = { requests: [] as { url: string; type: string }[], problems: [] as string[] }
  page.on('request', (r) => seen.requests.push({ url: r.url(), type: r.resourceType() }))
  page.on('response', (r) => {
    if (r.status() >= 400) seen.problems.push(`${r.status()} ${r.url()}`)
  })
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      seen.problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => seen.problems.push(`pageerror: ${e.message}`))
  return seen
}

test('asks for nothing but its own files, and logs no error or warning', async ({
  page,
  baseURL,
}) => {
  const seen = watch(page)
  await openApp(page)
  await expect(bodyRows(page)).toHaveCount(5)
  await pageButton(page, 4).click()
  await sizeSelect(page).selectOption('20')
  await button(page, 'Última').click()
  await expectFooter(page, 15, 11, 11)

  expect(seen.problems).toEqual([])
  const origins = new Set(seen.requests.map((r) => new URL(r.url).origin))
  expect([...origins]).toEqual([new URL(baseURL!).origin])
  expect(seen.requests.filter((r) => r.type === 'fetch' || r.type === 'xhr')).toEqual([])
  const paths = seen.requests.map((r) =>
    new URL(r.url).pathname.replace(/\.[0-9a-f]{8}\./, '.[hash].'),
  )
  expect(paths.sort()).toEqual([
    '/',
    '/favicon.svg',
    '/main.[hash].js',
    '/react.[hash].js',
    '/redux.[hash].js',
    '/start.[hash].js',
  ])
})

test('paints its frame and this visit’s first rows in its first frame, before any script arrives', async ({
  page,
}) => {
  // What the first frame holds: a requestAnimationFrame callback runs just before it paints, and
  // Chromium paints nothing before the shell is parsed (public/index.html's render-blocking link).
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const rows = Array.from(document.querySelectorAll('#root tbody tr'), (row) => row.textContent)
      ;(window as unknown as { firstFrame: unknown }).firstFrame = {
        heading: document.querySelector('h1')?.textContent,
        rows: rows.length,
        filled: rows.filter((text) => /^\d{5}\D+@/.test(text)).length,
      }
    })
  })
  await page.route(/\.js$/, () => undefined)
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paginação com React')
  await expect(page.getByRole('columnheader')).toHaveText(['Código', 'Nome', 'Sobrenome', 'E-mail'])
  await expect(bodyRows(page)).toHaveCount(5)
  expect((await rowTexts(page)).flat()).not.toContain('')
  await expect(page.getByRole('row').last()).toHaveText(/5 de 215 itens\s*Página 1 de 43/)
  await expect(nav(page).getByRole('button')).toHaveCount(7)
  await expect(page.getByRole('contentinfo')).toContainText('Desenvolvido por')
  expect(
    await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame),
  ).toEqual({ heading: 'Paginação com React', rows: 5, filled: 5 })
})

test('shows the page and size picked before React at once, and the app takes over with the same rows', async ({
  page,
}) => {
  const releaseReact = await holdScript(page, 'react')
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await sizeSelect(page).selectOption('20')
  await button(page, 'Última').click()
  await expectFooter(page, 15, 11, 11)
  const early = await rowTexts(page)
  expect(early).toHaveLength(15)
  await expect(button(page, 'Última')).toBeDisabled()

  await releaseReact()
  await expect(appRows(page).first()).toBeVisible()
  expect(await rowTexts(page)).toEqual(early)
  await expectFooter(page, 15, 11, 11)
  await pageButton(page, 10).click()
  await expectFooter(page, 20, 10, 11)
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } })

  // docs/accessibility.md promises touch from the first paint: only a browser with touch shows it.
  test('a tap on the shell shows its page at once, and the app starts on it', async ({ page }) => {
    const releaseReact = await holdScript(page, 'react')
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    await pageButton(page, 3).tap()
    await expectFooter(page, 5, 3, 43)
    const early = await rowTexts(page)
    await releaseReact()
    await expect(appRows(page).first()).toBeVisible()
    await expectFooter(page, 5, 3, 43)
    expect(await rowTexts(page)).toEqual(early)
  })
})

test('with JavaScript off, says it needs it and shows nothing that would not work', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paginação com React')
  // What a visitor reads: the rendered text, which a <noscript> adds to only with scripts off.
  expect(
    await page.getByRole('main').evaluate((main) => (main as HTMLElement).innerText.split('\n')),
  ).toEqual([
    'Paginação com React',
    'Esta demonstração precisa de JavaScript para gerar e paginar a tabela.',
  ])
  await expect(page.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('combobox')).toHaveCount(0)
  await expect(page.getByRole('table')).toHaveCount(0)
  await expect(page.getByText(/de 215 itens|Página 1 de 43/).filter({ visible: true })).toHaveCount(
    0,
  )
  await expect(page.getByRole('contentinfo')).toContainText('Desenvolvido por')
  await context.close()
})

test('replaces the prerendered frame with the app without moving anything', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number }
    w.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.shifts += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await openApp(page)
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0)
})
