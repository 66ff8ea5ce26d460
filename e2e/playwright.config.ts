import { defineConfig } from '@playwright/test'
import chromium from './chromium.json'
import { SCHEMES } from './engines/engine'
import type { EngineName } from './engines/engine'
import { PROBED_DIST, PROBED_PORT } from './engines/fixtures'

const PORT = 4173
const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit']

/**
 * Browser tests against the production build in dist/ (npm run test:e2e builds it first):
 * - project "chromium": the whole suite, through Playwright, in Debian's Chromium;
 * - projects "engine: …": the scenarios in e2e/engines/ in Chromium, Firefox ESR and WebKit alike,
 *   over a thin driver layer (Playwright's own Firefox and WebKit builds cannot be had here).
 */
export default defineConfig<object, { engineName: EngineName }>({
  outputDir: '../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]]
    : 'list',
  projects: [
    {
      name: 'chromium',
      testDir: '.',
      // engines/ is the every-engine projects'; hostile-app/ is npm run check:guide's.
      testIgnore: ['engines/**', 'hostile-app/**'],
      use: {
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${PORT}`,
        viewport: { width: 1280, height: 900 },
        // Debian's Chromium: Playwright's own browser download is not reachable here.
        launchOptions: chromium,
        trace: 'retain-on-failure',
      },
    },
    ...ENGINES.map((engineName) => ({
      name: `engine: ${engineName}`,
      testDir: './engines',
      use: { engineName },
      // A slow or busy machine: the longest scenario takes about 10 s here.
      timeout: 60_000,
      // Only the colour schemes the engine can show (WebKit, like Safari, has no forced colours).
      grepInvert: new RegExp(
        `(${(['light', 'dark', 'forced'] as const).filter((s) => !SCHEMES[engineName].includes(s)).join('|') || '^$'}) colours`,
      ),
    })),
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs ${PORT} dist`,
      url: `http://127.0.0.1:${PORT}`,
      cwd: '..',
      reuseExistingServer: !process.env.CI,
    },
    {
      command: `node e2e/engines/probed-dist.mjs ${PROBED_DIST} && node e2e/engines/serve-probed.mjs ${PROBED_PORT} ${PROBED_DIST}`,
      url: `http://127.0.0.1:${PROBED_PORT}`,
      cwd: '..',
      reuseExistingServer: !process.env.CI,
    },
  ],
})
