// @ts-nocheck
// After `stryker run` (npm run test:mutation): the mutation score that counts only killed mutants,
// from Stryker's JSON report. Stryker's own score counts a timeout as detected; on a busy machine a
// slow test is a timeout too, so that score can read 100% while few mutants were killed.
import { readFileSync } from 'node:fs'

const REPORT = 'reports/mutation/mutation.json'
const THRESHOLD = 90

/** @typedef {{ status: string, mutatorName: string, location: { start: { line: number } } }} Mutant */
/** @type {{ files: Record<string, { mutants: Mutant[] }> }} */
const report = JSON.parse(readFileSync(REPORT, 'utf8'))
/** @type {Record<string, number>} */
const count = {}
/** @type {string[]} */
const timeouts = []
for (const [file, { mutants }] of Object.entries(report.files)) {
  for (const mutant of mutants) {
    count[mutant.status] = (count[mutant.status] ?? 0) + 1
    if (mutant.status === 'Timeout') {
      timeouts.push(`${file}:${mutant.location.start.line} ${mutant.mutatorName}`)
    }
  }
}
/** @param {string} status */
const of = (status) => count[status] ?? 0
const valid = of('Killed') + of('Timeout') + of('Survived') + of('NoCoverage')
if (valid === 0) {
  console.error(`${REPORT} holds no mutant that was tested`)
  process.exit(1)
}
const score = (100 * of('Killed')) / valid
console.log(
  `killed ${of('Killed')}, timeout ${of('Timeout')}, survived ${of('Survived')}, ` +
    `no coverage ${of('NoCoverage')}; left out: not compiling ${of('CompileError')}, ` +
    `runtime error ${of('RuntimeError')}`,
)
for (const timeout of timeouts) console.log(`  timeout: ${timeout}`)
console.log(`mutation score, killed only: ${score.toFixed(2)}% (at least ${THRESHOLD}%)`)
if (score < THRESHOLD) process.exit(1)
