import type { Locator } from '@playwright/test'

/**
 * What a visitor sees of a bar: its smallest control's side in px, the size of its status (read
 * by screen readers, hidden from sight), and the contrast of each of its colour pairs (WCAG's
 * ratio, 4.5:1 at least for text).
 */
export function lookOf(bar: Locator) {
  return bar.evaluate((nav) => {
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
    // The colour behind an element: its own background, else the nearest ancestor's.
    const behind = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const color = getComputedStyle(e).backgroundColor
        if (color !== 'rgba(0, 0, 0, 0)') return color
      }
      return matchMedia('(prefers-color-scheme: dark)').matches
        ? 'rgb(18, 18, 18)'
        : 'rgb(255, 255, 255)'
    }
    const pair = (selector: string) => {
      const element = nav.querySelector(selector)
      if (!element) throw new Error(`No ${selector} in the bar`)
      return contrast(getComputedStyle(element).color, behind(element))
    }
    // A button that goes nowhere: disabled, or aria-disabled where the bar's currentPage is
    // 'focusable', as this app's is.
    const nowhere = ':is(:disabled, [aria-disabled="true"])'
    const controls = [...nav.querySelectorAll<HTMLElement>('button, select')]
    const status = nav.querySelector('[role="status"]')?.getBoundingClientRect()
    return {
      smallest: Math.min(...controls.flatMap((c) => [c.offsetWidth, c.offsetHeight])),
      status: status && [status.width, status.height],
      contrast: {
        current: pair('[aria-current="page"]'),
        enabled: pair(`button:not(${nowhere})`),
        disabled: pair(`button${nowhere}:not([aria-current])`),
        select: pair('select'),
        label: pair('label'),
      },
    }
  })
}
