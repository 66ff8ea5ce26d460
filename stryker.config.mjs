// @ts-check
import { availableParallelism } from 'node:os'

/**
 * Mutation testing of all of the state code (npm run test:mutation): the slices, the store and its
 * repairs (app/store.ts), the demo's paged list (app/peoplePagination.ts), the DevTools guard
 * (app/devTools.ts), the selectors (the features' and the app's), the page arithmetic, a list that
 * loads more in RTK Query's cache, and the generator; not the components, nor the hooks and
 * keepFocusNear (focus and scrolling, tested through the components that use them). Stryker
 * changes the code one mutant at a time and checks that the state layer's own unit tests fail.
 *
 * Stryker's own score counts a timeout as detected. npm run test:mutation then runs
 * scripts/mutation-score.mjs, which reports and gates the score that counts only killed mutants
 * (killed / (killed + timeout + survived + no coverage)) at 90%.
 *
 * The timeouts left are mutants that make the tests run for ever, so no test can fail first:
 * - generatePeople.ts:49, `i++` → `i--` in distinctIntegers: the shuffle never ends;
 * - generatePeople.ts:49, `i < count` → `i <= count`: one person more than the range holds; faker's
 *   int threw on a max of -1, the ported engine draws 0, and the whole-range test then numbers
 *   e-mails for minutes;
 * - email.ts:26, the numbered address → ``: uniqueEmail never finds a free address;
 * - email.ts:6, 8 and 10 (the name → ``, upper-cased, or stripped of its letters; the word regex
 *   negated): every address comes out the same ("pessoa@…"), and the test that fills the whole id
 *   range numbers 90,000 copies of it, each counting up past all the earlier ones: 4·10⁹ steps.
 * The mutants reported as "errors" do not compile (the TypeScript checker rejects them) or throw
 * before any test runs; Stryker leaves both out of every score.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'jest',
  // Only the state layer's own unit tests: they alone must kill every mutant (component and
  // browser tests would hide weak unit tests, and make each mutant slower).
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    config: {
      testMatch: ['<rootDir>/src/features/**/*.test.ts', '<rootDir>/src/app/*.test.ts'],
    },
  },
  coverageAnalysis: 'perTest',
  // A mutant whose code and covering tests are as they were keeps its result: the file is
  // committed, so CI tests only what a change touched (npm run test:mutation -- --force: all).
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  checkers: ['typescript'],
  // Only the files being mutated (tsconfig.stryker.json): checking each mutant against the tests and
  // components too took twice as long, and a mutant that breaks only their types still has to get
  // past the tests.
  tsconfigFile: 'tsconfig.stryker.json',
  mutate: [
    'src/features/**/*.ts',
    'src/app/selectors.ts',
    'src/app/store.ts',
    'src/app/devTools.ts',
    'src/app/peoplePagination.ts',
    '!src/**/*.test.ts',
    '!src/features/pagination/keepFocusNear.ts',
    '!src/features/pagination/use*.ts',
    // Faker's random engine, ported: random.test.ts holds it to faker's own engine number for
    // number. Its mutants mostly make every person alike, and the test that fills the whole id
    // range then numbers 90,000 copies of one address: they time out instead of failing (a run
    // with it in scope: 29 timeouts, 79 % killed).
    '!src/features/people/random.ts',
  ],
  // Only what the unit tests need goes into Stryker's sandbox.
  ignorePatterns: [
    'dist',
    'reports',
    'coverage',
    'e2e',
    'test-results',
    'playwright-report',
    'docs',
    'examples',
  ],
  // Stryker's own score counts a timeout as detected, so it does not gate the run:
  // scripts/mutation-score.mjs, after it, gates the score of killed mutants only, at 90 %.
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // One slot per core this machine has: more only makes each mutant slower, and a slow mutant
  // is reported as a timeout. Stryker gives the type checker a share until the mutants are checked.
  concurrency: availableParallelism(),
  // A mutant times out after 2× the tests' time in the dry run plus 15 s. The mutants that run for
  // ever (above) need minutes; every other one finishes in a few seconds even when the machine is
  // busy and runs two or three times slower than in the dry run.
  timeoutFactor: 2,
  timeoutMS: 15_000,
  tempDirName: '.stryker-tmp',
}
