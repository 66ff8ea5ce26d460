import { emailLines, emailLocalPart, uniqueEmail } from './email'

describe('emailLocalPart', () => {
  it.each([
    ['Ana', 'Silva', 'ana.silva'],
    ['Ana Clara', 'Conceição', 'ana.clara.conceicao'],
    ['Júlio', 'Albuquerque', 'julio.albuquerque'],
    ['Heloísa', "D'Ávila", 'heloisa.d.avila'],
    ['ÉLLEN', 'MÜLLER', 'ellen.muller'],
    ['Øyvind', '', 'yvind'],
  ])('%s %s → %s', (first, last, expected) => {
    expect(emailLocalPart(first, last)).toBe(expected)
  })

  it('falls back to a fixed word when no letter survives', () => {
    expect(emailLocalPart('', '—')).toBe('pessoa')
  })
})

describe('uniqueEmail', () => {
  it('numbers an address already taken, from 2 up', () => {
    const taken = new Set<string>()
    expect(uniqueEmail('Ana', 'Silva', 'example.com', taken)).toBe('ana.silva@example.com')
    expect(uniqueEmail('Ana', 'Silva', 'example.com', taken)).toBe('ana.silva2@example.com')
    expect(uniqueEmail('Aná', 'Silva', 'example.com', taken)).toBe('ana.silva3@example.com')
    expect(uniqueEmail('Ana', 'Silva', 'example.org', taken)).toBe('ana.silva@example.org')
    expect(taken.size).toBe(4)
  })
})

describe('emailLines', () => {
  it('cuts an address before its "@", and only there', () => {
    expect(emailLines('ana.silva@example.com')).toEqual(['ana.silva', '@example.com'])
    expect(emailLines('a@b@example.org')).toEqual(['a@b', '@example.org'])
    expect(emailLines('no-at-sign')).toEqual(['no-at-sign', ''])
  })
})
