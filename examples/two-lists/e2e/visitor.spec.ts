import { expect, test } from '@playwright/test'
import { watchStore } from './devTools.ts'
import { lookOf } from './look.ts'

test('each list has its own sizes and its own address, and moves alone', async ({ page }) => {
  const store = await watchStore(page)
  await page.goto('/?page=3&size=25&usersPage=2&usersSize=10')
  const todos = page.getByRole('navigation', { name: 'To-do pages' })
  const users = page.getByRole('navigation', { name: 'User pages' })
  await expect(todos.getByRole('option')).toHaveText(['10', '25', '50'])
  await expect(users.getByRole('option')).toHaveText(['5', '10'])
  await expect(todos.getByRole('status')).toHaveText('Page 3 of 6')
  await expect(users.getByRole('status')).toHaveText('Page 2 of 5')

  await users.getByRole('button', { name: 'Page 4' }).click()
  await expect(page.getByText('User 31', { exact: true })).toBeVisible()
  await expect(page.getByText('To-do 51', { exact: true })).toBeVisible()
  await users.getByRole('combobox', { name: 'Users per page:' }).selectOption('5')
  await expect(users.getByRole('status')).toHaveText('Page 1 of 9')
  await expect(todos.getByRole('status')).toHaveText('Page 3 of 6')

  expect(await store.state()).toMatchObject({
    todosPagination: { page: 3, pageSize: 25 },
    usersPagination: { page: 1, pageSize: 5 },
  })
  // What Redux DevTools shows: each list restored from the link, then the users' own actions,
  // and nothing of the to-dos'.
  expect(await store.actions()).toEqual([
    'todosPagination/restore',
    'usersPagination/restore',
    'usersPagination/setPage',
    'usersPagination/setPageSize',
  ])
})

for (const [visitor, theme, surface] of [
  ['dark', 'light', 'rgb(255, 255, 255)'],
  ['light', 'dark', 'rgb(23, 26, 33)'],
] as const) {
  test(`the app's ${theme} theme for a visitor who prefers ${visitor}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: visitor })
    await page.goto('/')
    await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme)
    for (const name of ['To-do pages', 'User pages']) {
      const bar = page.getByRole('navigation', { name })
      await expect(bar.getByRole('button', { name: 'Last' })).toHaveCSS('background-color', surface)
      for (const [pair, ratio] of Object.entries((await lookOf(bar)).contrast)) {
        expect(ratio, `${name}: ${pair}`).toBeGreaterThanOrEqual(4.5)
      }
    }
    await page.screenshot({ path: `test-results/theme-${theme}.png`, fullPage: true })
  })
}

test('a reload in the theme chosen paints no frame in the other scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await page.getByRole('combobox', { name: 'Theme' }).selectOption('dark')
  // Before each frame is painted, once the bars are there: the page's scheme and each bar's.
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { schemesSeen: seen })
    const isDark = (color: string) => {
      const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number)
      return r + g + b < 384
    }
    const scheme = (color: string) => (isDark(color) ? 'dark' : 'light')
    const sample = () => {
      const buttons = [...document.querySelectorAll('.pagination-bar__button:not([aria-current])')]
      if (buttons.length > 0) {
        const pageColor = getComputedStyle(document.documentElement).backgroundColor
        const canvas = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
        const bars = buttons.map((button) => scheme(getComputedStyle(button).backgroundColor))
        const page = pageColor === 'rgba(0, 0, 0, 0)' ? canvas : scheme(pageColor)
        seen.push(`${page} page: ${[...new Set(bars)].join(', ')} bars`)
      }
      if (seen.length < 30) requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Theme' })).toHaveValue('dark')
  await expect(page.locator('html')).toHaveClass('dark')
  await page.waitForFunction(
    () => (window as { schemesSeen?: string[] }).schemesSeen?.length === 30,
  )
  const seen = await page.evaluate(() => (window as { schemesSeen?: string[] }).schemesSeen)
  expect(new Set(seen)).toEqual(new Set(['dark page: dark bars']))
})

for (const system of ['light', 'dark'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`forced colours on a ${system} system, the app's ${theme} theme: the system's colours`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system, forcedColors: 'active' })
      await page.goto('/')
      await page.getByRole('combobox', { name: 'Theme' }).selectOption(theme)
      // The system's selection colours, in the system's own scheme.
      const selected = await page.evaluate(() => {
        const probe = document.createElement('div')
        probe.style.cssText =
          'color-scheme: light dark; background-color: SelectedItem; color: SelectedItemText'
        document.body.append(probe)
        const { backgroundColor, color } = getComputedStyle(probe)
        probe.remove()
        return { backgroundColor, color }
      })
      for (const name of ['To-do pages', 'User pages']) {
        const current = page
          .getByRole('navigation', { name })
          .getByRole('button', { name: 'Page 1' })
        await expect(current).toHaveCSS('background-color', selected.backgroundColor)
        await expect(current).toHaveCSS('color', selected.color)
      }
    })
  }
}
