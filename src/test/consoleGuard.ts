/**
 * Fails a test that logs an error or a warning it did not expect. React's warnings (act, keys,
 * props), Redux Toolkit's development checks and jsdom's "not implemented" all speak through the
 * console, and a passing test that prints them hides a problem. A test that expects a message
 * replaces the recorder with its own `jest.spyOn(console, 'error').mockImplementation(…)` and
 * asserts on it.
 */
const unexpected: string[] = []

/** Starts recording `console.error` and `console.warn` instead of printing them. */
export function recordConsole() {
  unexpected.length = 0
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${args.map((arg) => String(arg)).join(' ')}`)
    })
  }
}

/** What was recorded since `recordConsole`, and recording starts over. */
export function takeUnexpectedLogs(): string[] {
  return unexpected.splice(0)
}

/** Throws, failing the test, if anything was recorded. */
export function failOnUnexpectedLogs() {
  const logs = takeUnexpectedLogs()
  jest.restoreAllMocks()
  if (logs.length > 0) {
    throw new Error(`The test logged what it did not expect:\n${logs.join('\n')}`)
  }
}
