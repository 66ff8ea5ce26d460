// The pagination feature's stylesheet styles nothing but the feature: every rule's subject carries
// one of its own classes, and it reads only its own custom properties, so a learner's app keeps its
// look beside it (docs/use-pagination.md). Run by npm run lint (node --test).
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'

const css = readFileSync('src/features/pagination/pagination.css', 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
)
const OWN_CLASS = /\.pagination-(bar|summary)(__[\w-]+)?(?![\w-])/

test('every rule styles an element of the feature', () => {
  const selectors = [...css.matchAll(/([^{};]+)\{/g)]
    .map(([, prelude = '']) => prelude.trim())
    .filter((prelude) => !prelude.startsWith('@'))
    .flatMap((prelude) => prelude.split(','))
    .map((selector) => selector.trim())
  assert.ok(selectors.length > 10, `only ${selectors.length} selectors found`)
  // The element a rule styles is its last compound selector, after any combinator (and a `:not()`'s
  // own, which only narrows it).
  const foreign = selectors.filter(
    (selector) =>
      !OWN_CLASS.test(
        selector
          .replaceAll(/:not\([^)]*\)/g, '')
          .split(/[\s>+~]+/)
          .pop() ?? '',
      ),
  )
  assert.deepEqual(foreign, [])
})

test('it reads only its own custom properties, and sets only private ones', () => {
  const read = [...css.matchAll(/var\((--[\w-]+)/g)].map(([, name = '']) => name)
  const set = [...css.matchAll(/(--[\w-]+)\s*:/g)].map(([, name = '']) => name)
  assert.ok(read.length > 0 && set.length > 0)
  assert.deepEqual(
    read.filter((name) => !/^--(_|pagination-)/.test(name)),
    [],
  )
  assert.deepEqual(
    set.filter((name) => !name.startsWith('--_')),
    [],
  )
})
