import { expect, test } from '@playwright/test'
import { pageTop, openApp } from './helpers'

test('lays out title, table and bar in the main landmark, then the footer, top to bottom', async ({
  page,
}) => {
  await openApp(page)
  const main = page.getByRole('main')
  const tops = await Promise.all(
    [
      main.getByRole('heading', { level: 1 }),
      main.getByRole('table'),
      main.getByRole('navigation', { name: 'Paginação' }),
      page.getByRole('contentinfo'),
    ].map(pageTop),
  )
  expect([...tops].sort((a, b) => a - b)).toEqual(tops)
})
