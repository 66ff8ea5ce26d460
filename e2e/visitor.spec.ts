import { expect, test } from '@playwright/test'
import { nav, pageTop, openApp } from './helpers'

test('lays out title, table, bar and footer from top to bottom', async ({ page }) => {
  await openApp(page)
  const tops = await Promise.all(
    [
      page.getByRole('heading', { level: 1 }),
      page.getByRole('table'),
      nav(page),
      page.getByRole('contentinfo'),
    ].map(pageTop),
  )
  expect([...tops].sort((a, b) => a - b)).toEqual(tops)
})
