import react from '@vitejs/plugin-react'
import { Features } from 'lightningcss'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  // The pagination bar's light-dark() colours kept as written (pagination.css says why).
  css: { lightningcss: { exclude: Features.LightDark } },
  // #region proxy
  // `vite` and `vite preview` pass /api on to server.ts, on the port it reads too (PORT, or
  // 3001): the page and its API share one origin.
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3001}` } },
  // #endregion
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/setupTests.ts'],
    restoreMocks: true,
    // e2e/ holds the browser tests, which Playwright runs (npm run test:browser).
    exclude: [...configDefaults.exclude, 'e2e/**'],
  },
})
