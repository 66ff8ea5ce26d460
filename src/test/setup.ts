import '@testing-library/jest-dom'
import { failOnUnexpectedLogs, recordConsole } from './consoleGuard'

beforeEach(recordConsole)
afterEach(failOnUnexpectedLogs)
