import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { Features } from 'lightningcss'
import { defineConfig } from 'vite'

// A plugin of the app's own, which the guide's additions to this file must leave working.
const appsOwn = {
  name: 'apps-own',
  transformIndexHtml: (html: string) => html.replace('<title>To-dos<', '<title>Own<'),
}

export default defineConfig({
  plugins: [react(), tailwindcss(), appsOwn],
  // The pagination bar's light-dark() colours kept as written (pagination.css says why).
  css: { lightningcss: { exclude: Features.LightDark } },
  // The same app twice: its CSS with `color-scheme: light dark`, and without any.
  build: { rollupOptions: { input: ['index.html', 'no-color-scheme.html'] } },
})
