import { noPeople, pagesCount, peopleCount } from './words'

describe('the list’s words', () => {
  it.each([
    [0, '0 people'],
    [1, '1 person'],
    [2, '2 people'],
    [1_000_000, '1,000,000 people'],
  ])('counts %i as “%s”', (count, said) => {
    expect(peopleCount(count)).toBe(said)
  })

  it.each([
    [1, '1 page'],
    [1_000, '1,000 pages'],
  ])('counts %i pages as “%s”', (count, said) => {
    expect(pagesCount(count)).toBe(said)
  })

  it('says no one yet, or no one matching the search', () => {
    expect(noPeople('')).toBe('No people yet.')
    expect(noPeople('zoe')).toBe('No people match “zoe”.')
  })
})
