import { expect, test } from '@playwright/test'

/** What an app's rules for a state (src/own.css) set to dim, move, hide or click through a control. */
const MOVES = 'opacity transform translate scale rotate filter visibility pointer-events'.split(' ')

/**
 * What the page shows of the bar among the app's hostile CSS (src/own.css): its words, its
 * smallest control, its colour pairs' contrast, what of the app's button rules reached it, and
 * the app's own button and select.
 */
function readBar(moves: string[]) {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrast = (a: string, b: string) => {
    const [x, y] = [luminance(a), luminance(b)]
    return Math.round(((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)) * 100) / 100
  }
  const find = (selector: string, within: ParentNode = document) => {
    const element = within.querySelector(selector)
    if (!element) throw new Error(`No ${selector} on the page`)
    return element
  }
  const look = (element: Element) => getComputedStyle(element)
  // The colour behind an element: the first background from it up, else the canvas.
  const behind = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement) {
      const color = look(e).backgroundColor
      if (color !== 'rgba(0, 0, 0, 0)') return color
    }
    const dark =
      matchMedia('(prefers-color-scheme: dark)').matches &&
      look(document.documentElement).colorScheme.includes('dark')
    return dark ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)'
  }
  const pair = (element: Element) => contrast(look(element).color, look(element).backgroundColor)
  const bar = find('nav')
  // Each of `moves` that is not on a control as on the bar, which the app's rules leave as it is.
  const moved = (element: Element) =>
    moves.flatMap((property) => {
      const value = look(element).getPropertyValue(property)
      return value === look(bar).getPropertyValue(property) ? [] : [`${property} ${value}`]
    })
  const controls = [...bar.querySelectorAll<HTMLElement>('button, select, input')]
  const hovered = bar.querySelector('button:hover')
  const focused = bar.querySelector(':focus')
  const field = find('input', bar)
  const problem = find('#' + CSS.escape(field.getAttribute('aria-describedby') ?? ''), bar)
  const label = find('label', bar)
  const status = find('[role="status"]', bar).getBoundingClientRect()
  return {
    text: document.body.innerText,
    smallest: Math.min(...controls.flatMap((c) => [c.offsetWidth, c.offsetHeight])),
    contrast: {
      current: pair(find('[aria-current="page"]', bar)),
      enabled: pair(find('button:enabled:not([aria-disabled])', bar)),
      disabled: pair(find('button:is(:disabled, [aria-disabled]):not([aria-current])', bar)),
      select: pair(find('select', bar)),
      field: pair(field),
      problem: contrast(look(problem).color, behind(problem)),
      hovered: hovered ? pair(hovered) : 21,
      label: contrast(look(label).color, behind(label)),
    },
    // Where a field is: its edge or its fill against what is behind it (3:1, WCAG 1.4.11).
    fieldEdge: Math.max(
      contrast(look(field).borderTopColor, behind(field.parentElement!)),
      contrast(look(field).backgroundColor, behind(field.parentElement!)),
    ),
    // The focused control's ring, and its contrast with what is behind the control.
    ring: focused && [
      look(focused).outlineStyle,
      look(focused).outlineWidth,
      contrast(look(focused).outlineColor, behind(focused.parentElement!)),
    ],
    // What an app's button rules would change, on every control of the bar.
    leaks: controls.flatMap((c) => {
      const s = look(c)
      return [
        s.textTransform !== 'none' && `text-transform ${s.textTransform}`,
        s.letterSpacing !== 'normal' && `letter-spacing ${s.letterSpacing}`,
        s.boxShadow !== 'none' && `box-shadow ${s.boxShadow}`,
        s.transitionDuration !== '0s' && `transition ${s.transitionDuration}`,
        c === focused && !c.matches(':focus-visible') && s.outlineStyle !== 'none' && 'outline',
        c !== hovered && s.backgroundColor === 'rgb(170, 59, 255)' && 'the app hover background',
        ...moved(c),
      ].filter((leak) => leak !== false)
    }),
    currentAdjust: look(find('[aria-current="page"]', bar)).forcedColorAdjust,
    status: [status.width, status.height],
    ownMoves: moved(find('#own')),
    own: [
      look(find('#own')).backgroundColor,
      look(find('#own')).borderRadius,
      look(find('#own-select')).backgroundColor,
    ],
  }
}

const OWN = 'rgb(26, 26, 26)'

test('the app keeps its own Vite plugin', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveTitle('Own')
})

test("Tailwind's utility classes lay out the bar and the summary; its reset leaves the bar's margin", async ({
  page,
}) => {
  await page.goto('/')
  const bar = page.getByRole('navigation', { name: 'To-do pages' })
  await expect(bar).toHaveCSS('justify-content', 'space-between')
  await expect(bar).toHaveCSS('column-gap', '8px')
  await expect(bar).toHaveCSS('row-gap', '8px')
  await expect(bar).toHaveCSS('margin-top', '16px')
  await expect(page.locator('.pagination-summary')).toHaveCSS('justify-content', 'center')
})

test("PageSizeSelect alone keeps the bar's look under Tailwind's reset: a 44 px target, its border; the app's class", async ({
  page,
}) => {
  await page.goto('/')
  const alone = page.getByRole('combobox', { name: 'Also per page:' })
  const box = await alone.boundingBox()
  expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(44)
  await expect(alone).toHaveCSS('border-top-width', '1px')
  await expect(alone).toHaveCSS('border-top-color', 'rgb(208, 215, 222)')
  await expect(page.locator('.pagination-bar__size.mt-6')).toHaveCSS('margin-top', '24px')
  await alone.selectOption('25')
  await expect(page.getByRole('navigation').getByRole('status')).toHaveText('Page 1 of 6')
})

for (const css of ['index.html', 'no-color-scheme.html']) {
  for (const [scheme, forced] of [
    ['light', 'none'],
    ['dark', 'none'],
    ['light', 'active'],
  ] as const) {
    for (const width of [1280, 375]) {
      const current = width === 1280 ? 'disabled' : 'focusable'
      const where = `${css}, ${scheme}${forced === 'active' ? ', forced colours' : ''}, ${width} px`
      test(`${where}, current page ${current}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.emulateMedia({ colorScheme: scheme, forcedColors: forced })
        await page.goto(`/${css}?page=3&size=25&current=${current}`)
        const bar = page.getByRole('navigation', { name: 'To-do pages' })
        await expect(bar.getByRole('status')).toHaveText('Page 3 of 6')
        await bar.getByRole('button', { name: 'Last' }).click()
        await expect(bar.getByRole('status')).toHaveText('Page 6 of 6')
        // A page past the last, typed: told beside the field, which keeps focus.
        const field = bar.getByRole('textbox', { name: 'Go to page' })
        await field.pressSequentially('7')
        await field.press('Enter')
        await expect(field).toHaveAccessibleDescription('Type a page from 1 to 6.')
        await bar.getByRole('button', { name: 'Page 4' }).hover()
        const seen = await page.evaluate(readBar, MOVES)
        await page.screenshot({
          path: `../../test-results/hostile-app/${css}-${scheme}-${forced}-${width}-${current}.png`,
          fullPage: true,
        })

        expect(seen.text).toContain('To-do 137')
        expect(seen.text).toContain('12 of 137 to-dos')
        expect(seen.text).not.toMatch(
          /Página|Primeira|Última|Anterior|Próxima|Ir para|Digite|Itens/,
        )
        expect(seen.smallest, 'every control 44 px or more').toBeGreaterThanOrEqual(44)
        expect(seen.status, 'the status visually hidden').toEqual([1, 1])
        expect(seen.leaks, "none of the app's button rules reach the bar").toEqual([])
        expect(seen.ring?.slice(0, 2), 'a 3 px ring on the focused field').toEqual(['solid', '3px'])
        // Each state on every control at once, forced as DevTools does: a pointer is on one at a time.
        const devTools = await page.context().newCDPSession(page)
        await devTools.send('DOM.enable')
        await devTools.send('CSS.enable')
        const { root } = await devTools.send('DOM.getDocument')
        const controls = { nodeId: root.nodeId, selector: 'button, select, input' }
        const { nodeIds } = await devTools.send('DOM.querySelectorAll', controls)
        for (const state of ['hover', 'active', 'focus-visible']) {
          for (const nodeId of nodeIds) {
            await devTools.send('CSS.forcePseudoState', { nodeId, forcedPseudoClasses: [state] })
          }
          const { leaks, ownMoves } = await page.evaluate(readBar, MOVES)
          expect(leaks, `none of the app's :${state} rules reach the bar`).toEqual([])
          expect(ownMoves, `:${state} on the app's own button`).toHaveLength(MOVES.length)
        }
        if (forced === 'active') {
          // Forced colours replace every page's colours, the app's own included.
          expect(seen.currentAdjust, 'the current page in selection colours').toBe('none')
          return
        }
        expect(seen.own, "the app's own button and select keep the app's look").toEqual([
          OWN,
          '8px',
          OWN,
        ])
        expect(seen.fieldEdge, "the field's edge").toBeGreaterThanOrEqual(3)
        // The bar takes the page's scheme, as form controls do: an app that declares none stays
        // light when its visitor prefers dark, and the bar with it.
        for (const [pair, ratio] of Object.entries(seen.contrast)) {
          expect(ratio, pair).toBeGreaterThanOrEqual(4.5)
        }
        expect(seen.ring?.[2], 'the focus ring').toBeGreaterThanOrEqual(3)
      })
    }
  }
}
