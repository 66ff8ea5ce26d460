import { defineConfig } from '@playwright/test'
import chromium from '../chromium.json' with { type: 'json' }

const PORT = 4180

// npm run check:guide copies the feature in and runs this app's `npm run check`.
export default defineConfig({
  testMatch: 'bar.spec.ts',
  outputDir: '../../test-results/hostile-app',
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: { baseURL: `http://127.0.0.1:${PORT}`, launchOptions: chromium },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
  },
})
