import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Engine } from './engine'
import { expect, PROBED_DIST, test } from './fixtures'
import { readPage } from './inPage'

// The visitor's flows in Chromium, Firefox ESR and WebKit alike (one project per engine).

const button = (name: string) => ({ role: 'button', name }) as const
const page = (n: number) => button(`Página ${n}`)

/** Waits until the page reads as `expected` (every key given must match). */
const expectPage = (app: Engine, expected: Partial<Awaited<ReturnType<typeof readPage>>>) =>
  expect.poll(() => app.run(readPage)).toMatchObject(expected)

const footer = (shown: number, current: number, pages: number) => [
  `${shown} de 215 itens`,
  `Página ${current} de ${pages}`,
]

test('moves through the pages with numbers, Primeira and Última', async ({ openApp }) => {
  const app = await openApp()
  await expectPage(app, {
    footer: footer(5, 1, 43),
    numbers: ['1', '2', '3', '4', '5'],
    current: 'Página 1',
    disabled: ['Primeira', 'Página 1'],
  })
  const firstRows = (await app.run(readPage)).rows
  expect(firstRows).toHaveLength(5)

  await app.click(page(3))
  await expectPage(app, { footer: footer(5, 3, 43), numbers: ['1', '2', '3', '4', '5'] })
  await app.click(page(5))
  await expectPage(app, { footer: footer(5, 5, 43), numbers: ['3', '4', '5', '6', '7'] })
  await app.click(button('Última'))
  await expectPage(app, {
    footer: footer(5, 43, 43),
    numbers: ['39', '40', '41', '42', '43'],
    current: 'Página 43',
    disabled: ['Página 43', 'Última'],
  })
  await app.click(button('Primeira'))
  await expectPage(app, { footer: footer(5, 1, 43), rows: firstRows })
})

test('sizes 5, 10, 15 and 20 give 43, 22, 15 and 11 pages', async ({ openApp }) => {
  const app = await openApp()
  for (const [size, pages, lastRows] of [
    [10, 22, 5],
    [15, 15, 5],
    [20, 11, 15],
    [5, 43, 5],
  ] as const) {
    if (size !== 10) await app.click(button('Primeira'))
    await app.click(page(2))
    await expectPage(app, { current: 'Página 2' })
    await app.choose('Itens por página:', String(size))
    await expectPage(app, { footer: footer(size, 1, pages), current: 'Página 1' })
    expect((await app.run(readPage)).rows).toHaveLength(size)
    await app.click(button('Última'))
    await expectPage(app, { footer: footer(lastRows, pages, pages) })
    expect((await app.run(readPage)).rows).toHaveLength(lastRows)
  }
})

test('keeps focus in the bar when the pressed button turns disabled', async ({ openApp }) => {
  const app = await openApp()
  await app.focus(page(3))
  await app.press('Space')
  await expectPage(app, { footer: footer(5, 3, 43), focused: 'Página 4' })
  await app.focus(button('Última'))
  await app.press('Enter')
  await expectPage(app, { footer: footer(5, 43, 43), focused: 'Página 42' })
  await app.focus(button('Primeira'))
  await app.press('Space')
  await expectPage(app, { footer: footer(5, 1, 43), focused: 'Página 2' })
})

test('a double click on the bar, 120, 250 or 400 ms apart, presses what it aimed at', async ({
  openApp,
}) => {
  const app = await openApp()
  for (const apart of [120, 250, 400]) {
    // "5" from page 1: the window slides under the pointer, and "7" takes its place.
    await app.clickTwice(page(5), apart)
    await expectPage(app, { footer: footer(5, 5, 43) })
    await app.clickTwice(button('Última'), apart)
    await expectPage(app, { footer: footer(5, 43, 43) })
    await app.clickTwice(button('Primeira'), apart)
    await expectPage(app, { footer: footer(5, 1, 43) })
  }
})

for (const width of [375, 320]) {
  test(`on a phone ${width} px wide: no E-mail column, and the bar works`, async ({ openApp }) => {
    const app = await openApp({ width })
    const [columns, cells] = await app.run(() =>
      ['thead th', 'tbody tr:first-child td'].map((selector) =>
        Array.from(document.querySelectorAll(selector))
          .filter((cell) => cell.getClientRects().length > 0)
          .map((cell) => cell.textContent),
      ),
    )
    expect(columns).toEqual(['Código', 'Nome', 'Sobrenome'])
    expect(cells).toHaveLength(3)
    await app.click(page(2))
    await expectPage(app, { footer: footer(5, 2, 43) })
  })
}

test('works opened straight from disk (file://)', async ({ openApp }) => {
  const url = pathToFileURL(resolve(PROBED_DIST, 'index.html')).href
  const app = await openApp({ url })
  await expectPage(app, { footer: footer(5, 1, 43) })
  await app.click(page(4))
  await expectPage(app, { footer: footer(5, 4, 43), current: 'Página 4' })
})
