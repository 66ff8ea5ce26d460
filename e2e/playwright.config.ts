import { defineConfig } from '@playwright/test'
import chromium from './chromium.json'

const PORT = 4173

/** Browser tests against the production build in dist/ (npm run test:e2e builds it first). */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  use: {
    browserName: 'chromium',
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 900 },
    // Debian's Chromium: Playwright's own browser download is not reachable here.
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `node scripts/serve.mjs ${PORT} dist`,
    url: `http://127.0.0.1:${PORT}`,
    cwd: '..',
    reuseExistingServer: !process.env.CI,
  },
})
