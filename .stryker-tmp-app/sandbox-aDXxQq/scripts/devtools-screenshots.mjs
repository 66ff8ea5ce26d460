// @ts-nocheck
// Regenerates the Redux DevTools pictures in docs/devtools.md: npm run screenshot:devtools.
// The extension cannot be installed in this project's browsers, so the page is the app beside the
// extension's own monitor (@redux-devtools/inspector-monitor, its Action, State, Diff and Trace
// tabs), wired as the extension wires itself (scripts/devtools-monitor/). The monitor's packages
// are not the project's dependencies: they are installed here, at pinned versions, on first run.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { buildSync } from 'esbuild'

const CACHE = resolve('node_modules/.cache/devtools-monitor')
const MONITOR = [
  '@redux-devtools/core@5.0.0',
  '@redux-devtools/inspector-monitor@7.0.0',
  '@redux-devtools/inspector-monitor-trace-tab@5.0.0',
  '@emotion/react@11.14.0',
]

if (!existsSync(join(CACHE, 'node_modules/@redux-devtools/inspector-monitor'))) {
  mkdirSync(CACHE, { recursive: true })
  writeFileSync(join(CACHE, 'package.json'), '{ "private": true }')
  // Without peers: react, react-dom, redux and react-redux are the project's own (one React).
  execFileSync(
    'npm',
    ['install', '--no-save', '--legacy-peer-deps', '--prefix', CACHE, ...MONITOR],
    {
      stdio: 'inherit',
    },
  )
}

const out = join(CACHE, 'page')
buildSync({
  entryPoints: ['scripts/devtools-monitor/page.mjs'],
  outdir: out,
  bundle: true,
  format: 'iife',
  target: 'es2020',
  sourcemap: 'inline',
  nodePaths: [join(CACHE, 'node_modules')],
  // As in the production build: no development checks in the trace's frames.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Paginação com React</title>
<link rel="stylesheet" href="page.css">
<style>
  #root { display: flex; height: 100vh; }
  .page { flex: 0 0 46rem; padding-top: 0; }
  .monitor { flex: 1; min-width: 0; border-left: 1px solid #d0d7de; }
</style>
<div id="root"></div><script src="page.js"></script>`,
)

// Served over HTTP: the Trace tab reads the bundle's source map to name the .tsx files.
const PORT = 4175
const server = spawn('node', ['scripts/serve.mjs', String(PORT), out], { stdio: 'ignore' })
await new Promise((done) => setTimeout(done, 500))

const launchOptions = JSON.parse(
  readFileSync(new URL('../e2e/chromium.json', import.meta.url), 'utf8'),
)
const browser = await chromium.launch(launchOptions)
try {
  const page = await browser.newPage({
    viewport: { width: 1440, height: 600 },
    colorScheme: 'light',
  })
  await page.goto(`http://127.0.0.1:${PORT}/index.html`)
  const monitor = page.locator('.monitor')
  /** @param {string} name */
  const shoot = async (name) => {
    await page.mouse.move(0, 0)
    await page.screenshot({ path: `docs/${name}.png` })
    console.log(`Wrote docs/${name}.png`)
  }

  // A click, and what it changed.
  await page.getByRole('button', { name: 'Página 3', exact: true }).click()
  await monitor.getByText('pagination/setPage').click()
  await monitor.getByText('Diff', { exact: true }).first().click()
  await shoot('devtools-diff')

  // Where it was dispatched from.
  await monitor.getByText('Trace', { exact: true }).first().click()
  const ours = monitor.getByText(/PaginationBar\.tsx/).first()
  await ours.waitFor()
  await ours.evaluate((path) => {
    path.scrollIntoView()
    let list = path.parentElement
    while (list && list.scrollHeight <= list.clientHeight) list = list.parentElement
    list?.scrollBy(0, -24) // the frame's function name, above its file
  })
  await shoot('devtools-trace')

  // A size change, and the whole state after it: pagination first.
  await page.getByRole('combobox', { name: 'Itens por página:' }).selectOption('10')
  await monitor.getByText('pagination/setPageSize').click()
  await monitor.getByText('State', { exact: true }).first().click()
  await shoot('devtools-state')
} finally {
  await browser.close()
  server.kill()
}
