import { expect, test } from '@playwright/test'
import { button, openApp, pageButton, pageTop, sizeSelect } from './helpers'

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

for (const width of [1280, 320]) {
  test(`Tab takes the select, every enabled button and the link in the order they are seen, both ways, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openApp(page)
    // Page 3: Primeira and Última enabled, the current page's button disabled.
    await pageButton(page, 3).click()
    const order = [
      sizeSelect(page),
      button(page, 'Primeira'),
      pageButton(page, 1),
      pageButton(page, 2),
      pageButton(page, 4),
      pageButton(page, 5),
      button(page, 'Última'),
      page.getByRole('link', { name: /Philipe Oliveira/ }),
    ]
    await order[0]!.focus()
    for (const control of order.slice(1)) {
      await page.keyboard.press('Tab')
      await expect(control).toBeFocused()
    }
    for (const control of order.slice(0, -1).reverse()) {
      await page.keyboard.press('Shift+Tab')
      await expect(control).toBeFocused()
    }
    // Seen in the same order: each control on the row of the one before it and to its right, or
    // on a row below.
    const boxes = await Promise.all(order.map((control) => control.boundingBox()))
    boxes.slice(1).forEach((box, i) => {
      const before = boxes[i]!
      const sameRow = Math.abs(box!.y - before.y) < before.height / 2
      const seenAfter = sameRow ? box!.x > before.x : box!.y > before.y
      expect(seenAfter, `control ${i + 1} after ${i}`).toBe(true)
    })
  })
}
