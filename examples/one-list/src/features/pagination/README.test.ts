/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DEFAULT_LABELS, GO_TO_PAGE_LABELS } from './labels'

// README.md, in every copy of the folder, has a row for each export of each module, and for each
// member of each exported interface or component's props, under a heading naming their owner.
const read = (file: string) => readFileSync(join(__dirname, file), 'utf8')
const names = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map(([, n]) => n!)
const modules = readdirSync(__dirname).filter((file) => /^\w+\.tsx?$/.test(file))
const sources = modules.map(read).join('\n')
const exported = names(sources, /^export \w+ (\w+)/gm)
const interfaces = [...sources.matchAll(/^(?:export )?interface (\w+)[^{]*\{$([^]*?)^\}/gm)]
  .map(([, name, body]) => [name!.replace(/Props$/, ''), body!] as const)
  .filter(([owner]) => exported.includes(owner) || exported.includes(`${owner}Props`))

/** The names that begin the rows of the table under the heading that names `owner`. */
function rowsUnder(owner: string) {
  const sections = read('README.md').split(/^(?=#)/m)
  const section = sections.find((text) => text.split('\n')[0]!.includes(`\`${owner}\``))
  return new Set(names(section ?? '', /^\| `(\w+)/gm))
}

// A row for each name, and no row for a name that is gone.
describe('README.md', () => {
  it.each(modules)('has a row for each export of %s, and no other', async (file) => {
    const values = Object.keys((await import(join(__dirname, file))) as object)
    const types = names(read(file), /^export (?:interface|type) (\w+)/gm)
    expect(rowsUnder(file)).toEqual(new Set([...values, ...types]))
  })

  it.each(interfaces)('has a row for each member of %s, and no other', (owner, body) => {
    const words = owner === 'PaginationLabels' ? { ...DEFAULT_LABELS, ...GO_TO_PAGE_LABELS } : {}
    expect(rowsUnder(owner)).toEqual(
      new Set([...names(body, /^ {2}(\w+)\??:/gm), ...Object.keys(words)]),
    )
  })
})
