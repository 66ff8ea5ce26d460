import { selectPageWindow } from './selectors'

const at = (page: number) => ({ pagination: { page, pageSize: 5 as const } })

describe('selectPageWindow', () => {
  it('windows the buttons of the current page among the pages it is given', () => {
    expect(selectPageWindow(at(1), 43)).toEqual([1, 2, 3, 4, 5])
    expect(selectPageWindow(at(5), 43)).toEqual([3, 4, 5, 6, 7])
    expect(selectPageWindow(at(43), 43)).toEqual([39, 40, 41, 42, 43])
    expect(selectPageWindow(at(2), 3)).toEqual([1, 2, 3])
  })

  it('gives back the same array until the page or the count changes', () => {
    const window = selectPageWindow(at(5), 43)
    expect(selectPageWindow(at(5), 43)).toBe(window)
    expect(selectPageWindow(at(6), 43)).not.toBe(window)
    expect(selectPageWindow(at(6), 22)).toEqual([4, 5, 6, 7, 8])
  })
})
