import { API_PORT } from '../playwright.config.ts'
import { startApi } from './api.ts'

/**
 * Playwright's global setup: server.ts makes its 1,000,000 people once for the run (a few
 * seconds, with its indexes), and each test file's server starts from a copy (e2e/api.ts).
 */
export default async function seed() {
  const api = await startApi(API_PORT, '')
  await api.stop()
  if (!/people\.db: 1,000,000 people in \d+ ms/.test(api.said)) {
    throw new Error(`server.ts made no people: ${api.said}`)
  }
  process.env.PEOPLE_SEED = api.database
  return () => api.remove()
}
