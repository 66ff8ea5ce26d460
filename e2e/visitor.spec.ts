import { expect, test } from '@playwright/test'
import {
  bodyRows,
  button,
  expectFooter,
  nav,
  pageButton,
  pageTop,
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
