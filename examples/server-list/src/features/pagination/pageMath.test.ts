import fc from 'fast-check'
import {
  clampPage,
  pageCount,
  pageItems,
  pageWindow,
  pageWindowWithEnds,
  readWholeNumber,
} from './pageMath'

describe('pageCount', () => {
  it.each([
    [5, 43],
    [10, 22],
    [15, 15],
    [20, 11],
  ])('215 records at size %i make %i pages', (size, pages) => {
    expect(pageCount(215, size)).toBe(pages)
  })

  it('gives one page to an empty list, so page 1 is always valid', () => {
    expect(pageCount(0, 5)).toBe(1)
  })
})

describe('clampPage', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [17, 17],
    [43, 43],
    [44, 43],
  ])('moves page %i into 1..43 as %i', (page, clamped) => {
    expect(clampPage(page, 43)).toBe(clamped)
  })
})

describe('pageItems', () => {
  const items = Array.from({ length: 23 }, (_, i) => i)

  it('gives the items of a page, fewer on a last page that is not full', () => {
    expect(pageItems(items, 1, 5)).toEqual([0, 1, 2, 3, 4])
    expect(pageItems(items, 3, 5)).toEqual([10, 11, 12, 13, 14])
    expect(pageItems(items, 5, 5)).toEqual([20, 21, 22])
    expect(pageItems(items, 2, 20)).toEqual([20, 21, 22])
  })

  it('gives nothing past the end or from an empty list', () => {
    expect(pageItems(items, 6, 5)).toEqual([])
    expect(pageItems([], 1, 5)).toEqual([])
  })
})

describe('pageWindow', () => {
  it.each([
    [1, [1, 2, 3, 4, 5]],
    [2, [1, 2, 3, 4, 5]],
    [3, [1, 2, 3, 4, 5]],
    [4, [2, 3, 4, 5, 6]],
    [5, [3, 4, 5, 6, 7]],
    [22, [20, 21, 22, 23, 24]],
    [41, [39, 40, 41, 42, 43]],
    [42, [39, 40, 41, 42, 43]],
    [43, [39, 40, 41, 42, 43]],
  ])('of 43 pages, centred on page %i and clamped at the ends: %j', (current, expected) => {
    expect(pageWindow(current, 43)).toEqual(expected)
  })

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(4, 4)).toEqual([1, 2, 3, 4])
  })

  it('windows the last pages of every page size', () => {
    expect(pageWindow(22, 22)).toEqual([18, 19, 20, 21, 22])
    expect(pageWindow(15, 15)).toEqual([11, 12, 13, 14, 15])
    expect(pageWindow(11, 11)).toEqual([7, 8, 9, 10, 11])
  })

  it('honours another button count', () => {
    expect(pageWindow(10, 43, 3)).toEqual([9, 10, 11])
    expect(pageWindow(10, 43, 7)).toEqual([7, 8, 9, 10, 11, 12, 13])
  })
})

describe('pageWindowWithEnds', () => {
  it.each([
    [1, [1, 2, 3, 4, 5, null, 100]],
    [4, [1, 2, 3, 4, 5, null, 100]],
    [5, [1, null, 4, 5, 6, null, 100]],
    [50, [1, null, 49, 50, 51, null, 100]],
    [96, [1, null, 95, 96, 97, null, 100]],
    [97, [1, null, 96, 97, 98, 99, 100]],
    [100, [1, null, 96, 97, 98, 99, 100]],
  ])('of 100 pages, on page %i: %j', (current, expected) => {
    expect(pageWindowWithEnds(current, 100)).toEqual(expected)
  })

  it('shows every page, and no gap, up to seven', () => {
    expect(pageWindowWithEnds(1, 1)).toEqual([1])
    expect(pageWindowWithEnds(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('holds the ends and the current page with its neighbours, in 7 slots, a gap for 2 pages or more', () => {
    const pages = fc.integer({ min: 8, max: 1_000_000 })
    fc.assert(
      fc.property(pages, fc.nat(), (count, at) => {
        const page = (at % count) + 1
        const window = pageWindowWithEnds(page, count)
        const shown = window.filter((n) => n !== null)
        expect(window).toHaveLength(7)
        expect(shown).toEqual(expect.arrayContaining([1, count, page]))
        if (page > 1) expect(shown).toContain(page - 1)
        if (page < count) expect(shown).toContain(page + 1)
        window.forEach((n, i) => {
          const [before, after] = [window[i - 1], window[i + 1]]
          if (n === null) expect(after! - before!).toBeGreaterThanOrEqual(3)
          else if (typeof before === 'number') expect(n).toBe(before + 1)
        })
      }),
    )
  })
})

/** How `locale` writes a number: "100,000" in English. */
function writesIn(locale: string) {
  const format = new Intl.NumberFormat(locale)
  return (value: number) => format.format(value)
}

describe('readWholeNumber', () => {
  const writers = {
    ASCII: String,
    grouped: writesIn('en'),
    'Brazilian, grouped': writesIn('pt-BR'),
    'Arabic-Indic': writesIn('ar-EG'),
    'Bengali, grouped in twos': writesIn('bn-IN'),
    'French, grouped with a narrow space': writesIn('fr'),
  }

  it.each(Object.entries(writers))('reads back any page written %s', (_, write) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(readWholeNumber(` ${write(n)} `, write)).toBe(n)
        expect(readWholeNumber(String(n), write)).toBe(n)
      }),
      { numRuns: 50 },
    )
  })

  it.each([
    ['nothing', '', String],
    ['spaces', '   ', writesIn('fr')],
    ['grouping signs alone', ',', writesIn('en')],
    ['a decimal point', '1.5', String],
    ['a decimal comma, where grouping is a point', '1,5', writesIn('pt-BR')],
    ['a decimal point, where grouping is one', '2.5', writesIn('pt-BR')],
    ['a grouping sign where the list writes none', '1,5', writesIn('en')],
    ['groups the list does not write', '10,00', writesIn('en')],
    ['a grouping sign first', ',100', writesIn('en')],
    ['two grouping signs together', '1,,000', writesIn('en')],
    ['a grouping sign the list does not write', '1,000', String],
    ['a space between digits', '1 000', String],
    ['a space, where the list groups with a comma', '100 000', writesIn('en')],
    ['a sign', '+7', String],
    ['an exponent', '1e5', String],
    ['groups the list does not write, past the exact', '12,34,5678901234567890', writesIn('en')],
  ])('reads no whole number in %s', (_, entry, write) => {
    expect(readWholeNumber(entry, write)).toBeUndefined()
  })

  it.each([
    ['groups as the list writes them', '1,000', writesIn('en'), 1000],
    ['groups of two, as India writes them', '1,00,000', writesIn('en-IN'), 100_000],
    ['a plain space, where the list groups with a narrow one', '100 000', writesIn('fr'), 100_000],
    ['more digits than are exact, as past any page', '9007199254740993', String, Infinity],
    [
      'twenty digits as the list groups them',
      '12,345,678,901,234,567,890',
      writesIn('en'),
      Infinity,
    ],
  ])('reads %s', (_, entry, write, value) => {
    expect(readWholeNumber(entry, write)).toBe(value)
  })
})
