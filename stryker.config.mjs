// @ts-check
/**
 * Mutation testing of the state layer (npm run test:mutation): slices, selectors, the window
 * arithmetic and the generator, not the components. CI fails below a 90% mutation score.
 *
 * No mutant survives. The mutants reported as "timeout" are real catches: each makes the code loop
 * forever (i-- in the shuffle) or turn quadratic (every e-mail collapsing to "pessoa" and being
 * numbered one by one, a page count of itemCount * pageSize), so the tests cannot finish.
 * The mutants reported as "errors" do not compile; the TypeScript checker rejects them.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'jest',
  // Only the state layer's own unit tests: they alone must kill every mutant (component and
  // browser tests would hide weak unit tests, and make each mutant slower).
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    config: { testMatch: ['<rootDir>/src/features/**/*.test.ts'] },
  },
  coverageAnalysis: 'perTest',
  checkers: ['typescript'],
  // Only the files being mutated (tsconfig.stryker.json): checking each mutant against the tests and
  // components too took twice as long, and a mutant that breaks only their types still has to get
  // past the tests.
  tsconfigFile: 'tsconfig.stryker.json',
  mutate: ['src/features/**/*.ts', '!src/features/**/*.test.ts'],
  // Only what the unit tests need goes into Stryker's sandbox.
  ignorePatterns: [
    'dist',
    'reports',
    'coverage',
    'e2e',
    'test-results',
    'playwright-report',
    'docs',
  ],
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  // Stryker gives half the slots to type checkers, which sit idle once the mutants are checked.
  concurrency: 3,
  tempDirName: '.stryker-tmp',
}
