import react from '@vitejs/plugin-react'
import { Features } from 'lightningcss'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  // The pagination bar's light-dark() colours kept as written (pagination.css says why).
  css: { lightningcss: { exclude: Features.LightDark } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/setupTests.ts'],
    // e2e/ holds the browser tests, which Playwright runs (npm run test:browser).
    exclude: [...configDefaults.exclude, 'e2e/**'],
  },
})
