// @ts-nocheck
// The import boundaries in eslint.config.mjs catch what they must, however a path is spelled:
// each import below is linted as if it stood in a real file of src/, with the project's own
// config. Run by npm run lint (node --test).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ESLint } from 'eslint'

const eslint = new ESLint()

/**
 * The lines of `source` that break a boundary, linted as the file at `path`.
 * @param {string} path
 * @param {string} source
 */
async function boundaryErrors(path, source) {
  const [result] = await eslint.lintText(source, { filePath: path })
  if (!result) throw new Error(`ESLint gave no result for ${path}`)
  const lines = result.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.line)
  return [...new Set(lines)]
}

const FEATURE_FILE = 'src/features/pagination/pageMath.ts'

test('a feature cannot reach another feature, the app or the loading layer', async () => {
  const imports = [
    "import { useAppSelector } from '../../app/hooks'",
    "import type { Person } from './../people/person'",
    "import type { Person as P } from '../people/person'",
    "import { PeopleTable } from '../people/PeopleTable'",
    "import { store } from './../../loading/start'",
    "import { makeStore } from '../../app/store'",
    "import { selectPeoplePage } from '../../app//selectors'",
    "import { App } from '../../App'",
    "import { with215People } from '../../test/fixtures'",
  ]
  const lines = imports.map((_, i) => i + 1)
  assert.deepEqual(await boundaryErrors(FEATURE_FILE, imports.join('\n')), lines)
})

test('a feature may import its own files', async () => {
  const source = [
    "import { pageWindow } from './pageMath'",
    "import { setPage } from '../pagination/paginationSlice'",
  ].join('\n')
  assert.deepEqual(await boundaryErrors(FEATURE_FILE, source), [])
})

test('the app does not import its loading layer; the loading layer may import the app', async () => {
  const source = "import { store } from '../loading/start'"
  assert.deepEqual(await boundaryErrors('src/app/store.ts', source), [1])
  assert.deepEqual(
    await boundaryErrors('src/App.tsx', "import { store } from './loading/start'"),
    [1],
  )
  assert.deepEqual(
    await boundaryErrors('src/loading/start.ts', "import { makeStore } from '../app/store'"),
    [],
  )
})
