// npm run check:guide: the two documents that quote the examples, docs/use-pagination.md (the
// guide) and docs/paging-in-sql.md (paging a table in SQL, on the server-list example), quote them
// truly, and the bar holds in a hostile app.
// 1. Every code block each document shows, but shell commands, is captioned with a link to the
//    example file it quotes, whole, or a part of it marked in the file by `// #region name` and
//    `// #endregion`; it must be that file or part to the letter. Within each document, no file or
//    part is shown twice (the two documents may show the same one), and each section links to the
//    folder of each example it quotes. The guide holds at most 1,200 lines, and no `##` section
//    of either document more than 250 (`--documents` checks this part alone).
// 2. e2e/hostile-app/, a fixed app whose CSS attacks every button and select, beside Tailwind v4,
//    with the feature copied in as the guide's section 1 says: the bar keeps its 44 px targets,
//    its contrast and its hidden status, none of the app's rules reach it, the app's own controls
//    keep their look, with and without a color-scheme, and Tailwind's utility classes given as
//    `className` lay out the bar and the summary (e2e/hostile-app/bar.spec.ts).
// The examples' own tests, and each example copied out alone, are scripts/check-examples.sh's.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'

const DOCUMENTS = ['docs/use-pagination.md', 'docs/paging-in-sql.md']
// Each read in one sitting: the guide at most 1,200 lines, and no `##` section of either over 250.
/** @type {Record<string, number>} */
const MOST_LINES = { 'docs/use-pagination.md': 1200 }
const MOST_SECTION_LINES = 250
/** @type {string[]} */
const failures = []

/**
 * The lines of `path` between `// #region name` and its `// #endregion`, or the whole file.
 * @param {string} path
 * @param {string | undefined} region
 */
function quoted(path, region) {
  if (!existsSync(path)) return undefined
  const text = readFileSync(path, 'utf8')
  if (region === undefined) return text
  const part = new RegExp(
    `^[ \\t]*// #region ${region}\\n([\\s\\S]*?)^[ \\t]*// #endregion\\n`,
    'm',
  )
  const lines = part.exec(text)?.[1]
  // A part inside a function is shown as it would stand alone: its common indent goes.
  const indent = Math.min(...(lines?.match(/^ *(?=\S)/gm) ?? ['']).map((spaces) => spaces.length))
  return lines?.replace(new RegExp(`^ {${indent}}`, 'gm'), '')
}

// A caption, then the block: [`src/app/store.ts`](../examples/one-list/src/app/store.ts), and
// ` (part: `glue`)` after it for the lines between `// #region glue` and `// #endregion`.
const captioned =
  /^(?:\[`([^`]+)`\]\(\.\.\/(examples\/[\w-]+)\/([^)]+)\)(?: \(part: `([\w-]+)`\))?\n\n)?```(\w*)\n([\s\S]*?)^```$/gm

/**
 * Checks each code block of the document at `document` against the file its caption names, and
 * adds what is wrong to `failures`, each named by the document and its section.
 * @param {string} document
 * @returns {number} how many code blocks it checked
 */
function checkDocument(document) {
  if (!existsSync(document)) {
    failures.push(`${document}: not there`)
    return 0
  }
  const text = readFileSync(document, 'utf8')
  const lines = text.split('\n').length - 1
  if (lines > (MOST_LINES[document] ?? Infinity)) {
    failures.push(`${document}: ${lines} lines, more than ${MOST_LINES[document]}`)
  }
  const sections = text.split(/^(?=## )/m)
  /** @type {Set<string>} */
  const shown = new Set()
  let blocks = 0
  for (const section of sections) {
    const heading = `${document}: ${section.split('\n', 1)[0]}`
    const sectionLines = section.split('\n').length - 1
    if (sectionLines > MOST_SECTION_LINES) {
      failures.push(`${heading}: ${sectionLines} lines, more than ${MOST_SECTION_LINES}`)
    }
    for (const [, caption, app, file, region, language, text] of section.matchAll(captioned)) {
      if (language === 'sh') continue
      blocks++
      if (!app || !file) {
        failures.push(`${heading}: a ${language || 'plain'} block with no caption naming its file`)
        continue
      }
      const path = `${app}/${file}`
      const where = region ? `${path} (part: ${region})` : path
      if (file.split('/').includes('..')) failures.push(`${heading}: ${where} leaves its example`)
      if (caption !== file) failures.push(`${heading}: ${where} is captioned ${caption}`)
      if (!section.includes(`](../${app})`)) {
        failures.push(`${heading}: quotes ${where}, but does not link to its folder, ../${app}`)
      }
      const quote = quoted(path, region)
      if (quote === undefined) failures.push(`${heading}: ${where} is not there`)
      else if (quote !== text) failures.push(`${heading}: ${where} is not as the document shows it`)
      // Within one example, a file is shown once: whole, or each of its parts once.
      if (
        shown.has(where) ||
        shown.has(path) ||
        (!region && [...shown].some((s) => s.startsWith(`${path} `)))
      ) {
        failures.push(`${heading}: ${where} is shown twice`)
      }
      shown.add(where)
    }
  }
  return blocks
}

for (const document of DOCUMENTS) {
  console.log(`${document}: ${checkDocument(document)} code blocks, each checked against its file`)
}

// `--documents`: the documents alone, without the hostile app.
if (failures.length === 0 && !process.argv.includes('--documents')) {
  const app = 'e2e/hostile-app'
  rmSync(`${app}/src/features`, { recursive: true, force: true })
  cpSync('src/features/pagination', `${app}/src/features/pagination`, { recursive: true })
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  })
  execFileSync('npm', ['run', 'check'], { cwd: app, stdio: 'inherit' })
}
if (failures.length > 0) {
  console.error(failures.join('\n'))
  process.exit(1)
}
