/** Pure page arithmetic: no React, no Redux. */

export const MAX_PAGE_BUTTONS = 5

/** Pages needed for `itemCount` items; never less than 1, so "page 1 of 1" holds an empty list. */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize))
}

/** `page` moved into 1..lastPage. */
export function clampPage(page: number, lastPage: number): number {
  return Math.min(Math.max(page, 1), lastPage)
}

/**
 * The numbered buttons to show: at most `maxButtons` consecutive pages, centred on `current`
 * and slid back inside 1..`total` at either end. With 43 pages: 1 → 1–5, 5 → 3–7, 43 → 39–43.
 */
export function pageWindow(
  current: number,
  total: number,
  maxButtons: number = MAX_PAGE_BUTTONS,
): number[] {
  const size = Math.min(maxButtons, total)
  const centredStart = current - Math.floor((size - 1) / 2)
  const start = clampPage(centredStart, total - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}
