// @ts-nocheck
// Writes the Brazilian Portuguese name lists the generator needs, taken from the installed
// @faker-js/faker, so the bundle ships them (about 1 KiB) instead of faker's whole locale.
// Run after upgrading faker: npm run extract-names. A unit test fails when they drift apart.
import { readFileSync, writeFileSync } from 'node:fs'
import { pt_BR } from '@faker-js/faker'

const { version } = JSON.parse(
  readFileSync(new URL('../node_modules/@faker-js/faker/package.json', import.meta.url), 'utf8'),
)
const { first_name: firstNames, last_name: lastNames } = pt_BR.person ?? {}
if (!firstNames?.female || !firstNames.male || !lastNames?.generic) {
  throw new Error('@faker-js/faker has no pt_BR first and last names any more: see its locale')
}
const names = {
  source: `@faker-js/faker ${version}, locale pt_BR`,
  femaleFirstNames: firstNames.female,
  maleFirstNames: firstNames.male,
  lastNames: lastNames.generic,
}
const file = new URL('../src/features/people/ptBrNames.json', import.meta.url)
writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`)
console.log(`Wrote ${file.pathname} from ${names.source}`)
