import { writeFile } from 'node:fs/promises'
import { LONGEST_PEOPLE } from '../../src/test/longestPeople'
import type { Engine } from './engine'
import { expect, test } from './fixtures'
import { buttonLooks, focusRing, importState, readPage, visitPages } from './inPage'

// How the page holds up in every engine and colour scheme (playwright.config.ts leaves out the
// schemes an engine cannot show): no text lost at any width, a bar that
// never moves while paging, a current page that stands apart. Screenshots go to the report.

const WIDTHS = [1280, 700, 375, 320]
const LONGEST_STATE = { people: { items: LONGEST_PEOPLE }, pagination: { page: 1, pageSize: 20 } }
const SIZES = [5, 10, 15, 20]

/** Every page of every size at `width`: nothing lost, and the numbered buttons never move. */
async function expectStillBar(app: Engine, width: number) {
  await app.resize(width)
  for (const size of SIZES) {
    const visits = await app.run(visitPages, size)
    expect(visits.length, `pages at size ${size}`).toBe(Math.ceil(215 / size))
    expect(
      visits.flatMap((v) => v.lost),
      `text lost at ${width} px, size ${size}`,
    ).toEqual([])
    const places = new Set(visits.map((v) => v.buttons))
    expect([...places], `places of the bar's buttons at ${width} px, size ${size}`).toHaveLength(1)
  }
}

test.describe.configure({ mode: 'parallel' })

for (const scheme of ['light', 'dark', 'forced'] as const) {
  test.describe(`${scheme} colours`, () => {
    test('the longest names and e-mails show whole from 320 to 1280 px', async ({ openApp }) => {
      const app = await openApp({ scheme })
      await app.run(importState, LONGEST_STATE)
      await expect
        .poll(() => app.run(readPage))
        .toMatchObject({ footer: ['20 de 215 itens', 'Página 1 de 11'] })
      for (let width = 320; width <= 1280; width += 16) {
        await app.resize(width)
        const [visit] = await app.run(visitPages, null)
        expect(visit!.lost, `at ${width} px`).toEqual([])
      }
      await expectStillBar(app, 700)
    })

    test('the bar stays in place on every page of every size', async ({ openApp }) => {
      const app = await openApp({ scheme })
      for (const width of WIDTHS) await expectStillBar(app, width)
    })

    test('at 200 % zoom (1280 px window) nothing is lost', async ({ openApp }) => {
      const app = await openApp({ scheme, width: 640, zoom: 2 })
      await app.run(importState, LONGEST_STATE)
      await expectStillBar(app, 640)
    })

    test('the current page stands apart; the focus ring is an outline', async ({ openApp }) => {
      const app = await openApp({ scheme })
      const looks = await app.run(buttonLooks)
      expect(looks.current).not.toBe(looks.disabled)
      expect(looks.current).not.toBe(looks.enabled)
      expect(looks.disabled).not.toBe(looks.enabled)

      // A keyboard user: Tab from the select reaches "Página 2"; pressed, it turns disabled and
      // focus moves on to "Página 3". Both show the ring.
      await app.focus({ role: 'combobox', name: 'Itens por página:' })
      await app.press('Tab')
      await expect.poll(() => app.run(readPage)).toMatchObject({ focused: 'Página 2' })
      expect(await app.run(focusRing)).toMatchObject({ style: 'solid', width: '3px' })
      await app.press('Enter')
      await expect.poll(() => app.run(readPage)).toMatchObject({ focused: 'Página 3' })
      expect(await app.run(focusRing)).toMatchObject({ style: 'solid', width: '3px' })
    })

    if (scheme === 'dark') {
      // The feature's rule (pagination.css): the bar is in the page's color-scheme, as form
      // controls are, not in the visitor's preference alone; its `scheme` still forces one.
      test("the bar takes the page's color-scheme: light where the page declares none", async ({
        openApp,
      }) => {
        const app = await openApp({ scheme })
        const surfaceIn = (declared: string, forced = '') =>
          app.run(
            (declared, forced) => {
              document.querySelector('meta[name="color-scheme"]')?.remove() // <html>'s alone
              document.documentElement.style.colorScheme = declared
              const bar = document.querySelector('nav')!
              for (const c of ['pagination-bar--light', 'pagination-bar--dark']) {
                bar.classList.toggle(c, c === forced)
              }
              return getComputedStyle(bar.querySelector('button:enabled')!).backgroundColor
            },
            declared,
            forced,
          )
        expect(await surfaceIn('light dark')).toBe('rgb(23, 26, 33)')
        expect(await surfaceIn('normal')).toBe('rgb(255, 255, 255)')
        expect(await surfaceIn('normal', 'pagination-bar--dark')).toBe('rgb(23, 26, 33)')
        expect(await surfaceIn('dark', 'pagination-bar--light')).toBe('rgb(255, 255, 255)')
      })
    }

    test('screenshots', async ({ openApp, engineName }, testInfo) => {
      const app = await openApp({ scheme })
      const shoot = async (width: number, name = `${width}`) => {
        await app.resize(width)
        const path = testInfo.outputPath(`${engineName}-${scheme}-${name}.png`)
        await writeFile(path, await app.screenshot())
        await testInfo.attach(name, { path, contentType: 'image/png' })
      }
      await app.click({ role: 'button', name: 'Página 5' })
      await expect.poll(() => app.run(readPage)).toMatchObject({ current: 'Página 5' })
      for (const width of WIDTHS) await shoot(width)
      await app.run(importState, LONGEST_STATE)
      for (const width of [700, 320]) await shoot(width, `longest-${width}`)
    })
  })
}
