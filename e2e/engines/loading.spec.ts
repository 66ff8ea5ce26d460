import { randomUUID } from 'node:crypto'
import type { Engine } from './engine'
import { expect, PROBED_PORT, test } from './fixtures'
import { appStarted, devToolsActions, pagesShown, readPage, watchPagesShown } from './inPage'

// The page before its app runs, in Chromium, Firefox ESR and WebKit alike. The probed host holds
// the scripts back or fails them when the page's address asks it to (e2e/engines/serve-probed.mjs):
// WebKit's WebDriver cannot route requests.

const origin = `http://127.0.0.1:${PROBED_PORT}`

/** What stands in #root: the failure message's text and button, or null while there is none. */
const failureMessage = () => {
  const alert = document.querySelector('[role="alert"]')
  return alert && { text: alert.textContent, bar: document.querySelectorAll('nav').length }
}

/** The live region after the bar where the boot script tells a slow load, and whether it failed. */
const loadNotice = () => ({
  notice: document.querySelector('#root > [role="status"]')?.textContent ?? null,
  failed: document.body.textContent.includes('Não foi possível carregar'),
  bar: document.querySelectorAll('nav').length,
})

const SLOW = 'Ainda carregando… a conexão parece lenta.Tentar de novo'
const FAILED = { text: 'Não foi possível carregar a demonstração.Tentar de novo', bar: 0 }

for (const script of ['redux', 'start', 'react', 'main'] as const) {
  test(`${script} fails to load: a message in place of the shell, and a retry that works`, async ({
    engineIn,
  }) => {
    const app: Engine = await engineIn('light')
    await app.open(`${origin}/?fail=${script}&visit=${randomUUID()}`, 1280)
    await expect.poll(() => app.run(failureMessage)).toEqual(FAILED)
    // The host fails each script once: the page it loads again has them all.
    await app.click({ role: 'button', name: 'Tentar de novo' })
    await expect.poll(() => app.run(appStarted).catch(() => false), { timeout: 15_000 }).toBe(true)
    await expect
      .poll(() => app.run(readPage))
      .toMatchObject({ footer: ['5 de 215 itens', 'Página 1 de 43'] })
    // Nothing logged: the page loaded again asks for each script at a fresh address (WebKit would
    // fail the one that failed from its memory cache), and nothing fetched them before.
    const { problems } = await app.run(readPage)
    expect(problems).toEqual([])
  })
}

test('a script that throws as it is evaluated: a message in place of the shell', async ({
  engineIn,
}) => {
  const app: Engine = await engineIn('light')
  await app.open(`${origin}/?throw=redux&visit=${randomUUID()}`, 1280)
  await expect.poll(() => app.run(failureMessage)).toEqual(FAILED)
})

// Size 5: a click on "Página 3", once the scripts have taken so long that the page says so. Size 20:
// "Última" from the keyboard, where the rows, the window and focus all move (Última turns disabled
// under the key, so focus goes on to "Página 10").
const PICKS = [
  { size: 5, page: 3, numbers: ['1', '2', '3', '4', '5'], keyboard: false, slow: true },
  { size: 20, page: 11, numbers: ['7', '8', '9', '10', '11'], keyboard: true, slow: false },
]

for (const { size, page, numbers, keyboard, slow } of PICKS) {
  test(`a page picked before React, at size ${size}${slow ? ' past the slow-load notice' : ''}, shows at once, and the app takes over at it`, async ({
    engineIn,
  }) => {
    const app: Engine = await engineIn('light')
    const token = randomUUID().replaceAll('-', '')
    await app.openShell(`${origin}/?hold=${token}`, 1280)
    expect(await app.runAtOnce(loadNotice)).toEqual({ notice: '', failed: false, bar: 1 })
    if (slow) {
      await expect
        .poll(() => app.runAtOnce(loadNotice), { timeout: 10_000 })
        .toEqual({ notice: SLOW, failed: false, bar: 1 })
    }
    await app.runAtOnce(watchPagesShown)
    if (size !== 5) await app.chooseAtOnce('Itens por página:', String(size))
    if (keyboard) await app.pressAtOnce({ role: 'button', name: 'Última' }, 'Enter')
    else await app.clickAtOnce({ role: 'button', name: `Página ${page}` })
    const pages = Math.ceil(215 / size)
    const shown = Math.min(size, 215 - (page - 1) * size)
    const shell = await app.runAtOnce(readPage)
    expect(shell).toMatchObject({
      footer: [`${shown} de 215 itens`, `Página ${page} de ${pages}`],
      numbers,
      current: `Página ${page}`,
      problems: [],
    })
    expect(shell.rows).toHaveLength(shown)
    if (keyboard) {
      expect(shell).toMatchObject({ focused: 'Página 10', disabled: ['Página 11', 'Última'] })
    }

    await fetch(`${origin}/release/${token}`)
    expect(await app.run(appStarted)).toBe(true)
    // The same page, rows, buttons and focus; in Redux DevTools, the visitor's picks as actions,
    // and nothing else.
    expect(await app.run(readPage)).toEqual(shell)
    expect(await app.run(loadNotice)).toEqual({ notice: null, failed: false, bar: 1 })
    expect(await app.run(devToolsActions)).toEqual([
      ...(size === 5 ? [] : [{ type: 'pagination/setPageSize', payload: size }]),
      { type: 'pagination/setPage', payload: page },
    ])
    // No frame could have shown anything else: page 1 at the new size, then the page picked, and
    // from there on, through the app's taking over, that page alone.
    const { footer, current, rows } = shell
    expect(await app.run(pagesShown)).toMatchObject([
      ...(size === 5 ? [] : [{ footer: [`${size} de 215 itens`, `Página 1 de ${pages}`] }]),
      { footer, current, rows },
    ])
  })
}
