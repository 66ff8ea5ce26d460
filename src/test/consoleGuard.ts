/**
 * Fails a test that logs an error or a warning it did not expect. React's warnings (act, keys,
 * props), Redux Toolkit's development checks and jsdom's "not implemented" all speak through the
 * console, and a passing test that prints them hides a problem. A test that expects a message
 * replaces the recorder with its own `jest.spyOn(console, 'error').mockImplementation(…)` and
 * asserts on it.
 */
const unexpected: string[] = []

/**
 * Redux Toolkit's development checks say when one took over 32 ms. They skip the people list
 * (app/store.ts), so what is left to check is a few keys: on a busy machine such a note measures a
 * pause of the machine (another process, garbage collection), not this code. The guard drops them.
 */
const MACHINE_PAUSE = /^\w+InvariantMiddleware took \d+ms, which is more than the warning threshold/

/** Starts recording `console.error` and `console.warn` instead of printing them. */
export function recordConsole() {
  unexpected.length = 0
  for (const level of ['error', 'warn'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const message = args.map((arg) => String(arg)).join(' ')
      if (level === 'warn' && MACHINE_PAUSE.test(message)) return
      unexpected.push(`console.${level}: ${message}`)
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
