import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/setupTests.ts'],
    // e2e/ holds the browser tests, which Playwright runs (npm run test:browser).
    exclude: [...configDefaults.exclude, 'e2e/**'],
  },
})
