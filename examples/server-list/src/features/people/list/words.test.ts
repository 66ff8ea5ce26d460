import { noPeople, peopleCount } from './words'

describe('the list’s words', () => {
  it.each([
    [0, '0 people'],
    [1, '1 person'],
    [2, '2 people'],
    [1_000_000, '1,000,000 people'],
  ])('counts %i as “%s”', (count, said) => {
    expect(peopleCount(count)).toBe(said)
  })

  it('says no one yet, or no one matching the search', () => {
    expect(noPeople('')).toBe('No people yet.')
    expect(noPeople('zoe')).toBe('No people match “zoe”.')
  })
})
