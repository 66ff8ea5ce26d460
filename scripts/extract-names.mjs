// Writes the Brazilian Portuguese name lists the generator needs, taken from the installed
// @faker-js/faker, so the bundle ships them (about 1 KiB) instead of faker's whole locale.
// Run after upgrading faker: npm run extract-names. A unit test fails when they drift apart.
import { readFileSync, writeFileSync } from 'node:fs'
import { pt_BR } from '@faker-js/faker'

const { version } = JSON.parse(
  readFileSync(new URL('../node_modules/@faker-js/faker/package.json', import.meta.url), 'utf8'),
)
const names = {
  source: `@faker-js/faker ${version}, locale pt_BR`,
  femaleFirstNames: pt_BR.person.first_name.female,
  maleFirstNames: pt_BR.person.first_name.male,
  lastNames: pt_BR.person.last_name.generic,
}
const file = new URL('../src/features/people/ptBrNames.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`)
console.log(`Wrote ${file.pathname} from ${names.source}`)
