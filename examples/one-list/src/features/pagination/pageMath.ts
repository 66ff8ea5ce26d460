/**
 * Pure page arithmetic, and the page a visitor types: no React, no Redux, nothing of what is being
 * paged.
 */

export const MAX_PAGE_BUTTONS = 5

/** Pages needed for `itemCount` items; never less than 1, so "page 1 of 1" holds an empty list. */
export function pageCount(itemCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(itemCount / pageSize))
}

/** `page` moved into 1..`pageCount`. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(page, 1), pageCount)
}

/** The items of page `page`: a slice, so its cost follows the page size, not the list's length. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize)
}

/**
 * The numbered buttons to show: at most `maxButtons` consecutive pages, centred on `page` and slid
 * back inside 1..`pageCount` at either end. With 43 pages: 1 → 1–5, 5 → 3–7, 43 → 39–43.
 */
export function pageWindow(
  page: number,
  pageCount: number,
  maxButtons: number = MAX_PAGE_BUTTONS,
): number[] {
  const size = Math.min(maxButtons, pageCount)
  const centredStart = page - Math.floor((size - 1) / 2)
  const start = clampPage(centredStart, pageCount - size + 1)
  return Array.from({ length: size }, (_, i) => start + i)
}

/**
 * The numbered buttons for a long list: the first and last pages always, the current page with
 * one neighbour on each side, and a gap (`null`, shown as an ellipsis) for the pages between; a
 * gap stands only for two pages or more (one page is shown instead). One neighbour: the fewest
 * that still show the pages on either side of the current one, so the window is 7 slots at most,
 * the same 7 on every page, and the bar does not move as it pages. With 100 pages:
 * 1 → 1 2 3 4 5 … 100, 50 → 1 … 49 50 51 … 100, 100 → 1 … 96 97 98 99 100.
 */
export function pageWindowWithEnds(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return pageWindow(page, pageCount, 7)
  if (page <= 4) return [1, 2, 3, 4, 5, null, pageCount]
  if (page >= pageCount - 3) return [1, null, ...pageWindow(pageCount, pageCount)]
  return [1, null, page - 1, page, page + 1, null, pageCount]
}

/**
 * The whole number `entry` writes, Infinity for one too large to be exact (past any last page), or
 * undefined when it writes none. Its digits may be ASCII or those `formatNumber` writes
 * (Arabic-Indic ones, say), mixed; grouping signs count only where `formatNumber` writes them
 * ("100,000" in English, where "1,5" is no number), and where it groups with a space, any space
 * does. Spaces around are left out. Anything else (a sign, a decimal point, a letter) makes it not
 * a whole number.
 */
export function readWholeNumber(
  entry: string,
  formatNumber: (value: number) => string,
): number | undefined {
  const ownDigits = Array.from({ length: 10 }, (_, digit) => formatNumber(digit))
  // What is not a digit in a long number it writes: its grouping signs, if it groups.
  const grouped = formatNumber(1234567)
  const groupsWithSpace = /\s/.test(grouped)
  // Digits in ASCII, and each grouping sign as ",".
  const plain = (text: string) =>
    Array.from(text, (char) => {
      const own = ownDigits.indexOf(char)
      if (own >= 0) return String(own)
      if (/\d/.test(char)) return char
      return grouped.includes(char) || (groupsWithSpace && /\s/.test(char)) ? ',' : '?'
    }).join('')
  const typed = plain(entry.trim())
  // Anything but digits and grouping ("?") makes it NaN, and so does nothing at all.
  const value = typed === '' ? NaN : Number(typed.replaceAll(',', ''))
  if (Number.isNaN(value)) return undefined
  const exact = Number.isSafeInteger(value)
  // Grouped as the list writes it: this number, or, too large to be exact, one of as many digits.
  const shape = (text: string) => text.replaceAll(/\d/g, '0')
  const written = exact ? value : 10 ** (typed.replaceAll(',', '').length - 1)
  if (typed.includes(',') && shape(typed) !== shape(plain(formatNumber(written)))) return undefined
  return exact ? value : Infinity
}
