// @ts-nocheck
import { pt_BR } from '@faker-js/faker'
import names from './ptBrNames.json'

// The generator ships faker's pt_BR name lists as JSON (see scripts/extract-names.mjs).
describe('the bundled pt_BR name lists', () => {
  it('are exactly the installed faker’s lists (run npm run extract-names after upgrading it)', () => {
    expect(names.femaleFirstNames).toEqual(pt_BR.person?.first_name?.female)
    expect(names.maleFirstNames).toEqual(pt_BR.person?.first_name?.male)
    expect(names.lastNames).toEqual(pt_BR.person?.last_name?.generic)
  })
})
