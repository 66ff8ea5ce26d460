import { existsSync } from 'node:fs'
import { chromium, defineConfig } from '@playwright/test'
import type { Engine } from './e2e/tab.ts'
import { firefoxPath } from './e2e/tab.ts'

const PORT = 4175
// The port of the server.ts the tests start (e2e/api.ts), where the preview passes /api on.
export const API_PORT = 3101

// Playwright's own Chromium where `npx playwright install chromium` has fetched it; elsewhere the
// system's (Debian's `apt install chromium`), for machines that cannot download browsers.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
const executablePath = existsSync(chromium.executablePath())
  ? undefined
  : systemChromium.find((path) => existsSync(path))

export default defineConfig<object, { engine: Engine }>({
  testDir: 'e2e',
  // server.ts's people, made once for the run: each test file's server starts from a copy.
  globalSetup: './e2e/seed.ts',
  // The tests share one server.ts, which one of them stops and starts again.
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath,
      // Chromium's background services (updates, sync, QUIC probes) have nothing to do in a test.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium' },
    // The page in the address, and what a visitor can trust (e2e/trust/), in Firefox ESR too
    // (e2e/tab.ts drives both): where a Firefox is installed, and always in CI.
    ...(firefoxPath || process.env.CI
      ? [
          {
            name: 'firefox',
            testMatch: ['address.spec.ts', 'trust/*.spec.ts'],
            use: { engine: 'firefox' as const },
          },
        ]
      : []),
  ],
  // The production build (npm run test:browser builds it first), as a visitor gets it.
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    env: { PORT: String(API_PORT) },
    // Never a server already there: on a port another app holds, the tests would drive that app.
    reuseExistingServer: false,
  },
})
