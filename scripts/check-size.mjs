// Fails when the first visit's JavaScript or CSS, gzipped as a static host serves them, exceeds
// its budget. The files are the ones dist/index.html loads, so a new chunk cannot slip past, and
// what it holds inline: its <script>s (the boot script and the shell's call, webpack.config.js)
// and its <style>.
// (webpack's own `performance` budget measures each entry point's assets as emitted, before
// compression: not what a visitor downloads, so this stays a script.)
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const BUDGET_KIB = { js: 110, css: 5 }
const dist = process.argv[2] ?? 'dist'
const html = readFileSync(join(dist, 'index.html'), 'utf8')
/** @param {string} extension */
const referenced = (extension) => [
  ...new Set(
    [...html.matchAll(/(?:src|href)="?([\w.-]+\.(js|css))"?/g)].flatMap(([, file, type]) =>
      file && type === extension ? [file] : [],
    ),
  ),
]

let failed = false
for (const [extension, budget] of Object.entries(BUDGET_KIB)) {
  /** @type {[string, string | Buffer][]} */
  const parts = referenced(extension).map((file) => [file, readFileSync(join(dist, file))])
  const tag = extension === 'css' ? 'style' : 'script'
  for (const [, inline = ''] of html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))) {
    parts.push([`index.html <${tag}>`, inline])
  }
  if (parts.length === 0) throw new Error(`dist/index.html loads no ${extension}: is dist/ built?`)
  /** @type {[string, number][]} */
  const sizes = parts.map(([file, text]) => [file, gzipSync(text).length / 1024])
  const total = sizes.reduce((sum, [, kib]) => sum + kib, 0)
  const over = total > budget
  failed ||= over
  console.log(
    `${over ? '✗' : '✓'} ${extension.toUpperCase()} ${total.toFixed(1)} KiB gzip of ${budget} KiB` +
      `  (${sizes.map(([file, kib]) => `${file} ${kib.toFixed(1)}`).join(', ')})`,
  )
}
if (failed) {
  console.error('First-visit budget exceeded: see npm run analyze for what grew.')
  process.exit(1)
}
