// @ts-nocheck
import '@testing-library/jest-dom'
import failOnConsole from 'jest-fail-on-console'

// A test fails if it logs an error or a warning it did not expect: React's warnings, Redux
// Toolkit's development checks and jsdom's "not implemented" all speak through the console. A test
// that expects one takes it over with `jest.spyOn(console, 'error').mockImplementation(…)`.
failOnConsole({
  // Redux Toolkit's note that a development check took over 32 ms: the checks skip the people
  // (app/store.ts), so on a busy machine the note measures the machine, not this code.
  silenceMessage: (message, method) =>
    method === 'warn' && /^\w+InvariantMiddleware took \d+ms/.test(message),
})
