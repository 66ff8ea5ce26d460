// The every-engine suite's copy of dist/: index.html loads e2e/probe.js, bundled here as probe.js,
// before anything else (WebKit's WebDriver cannot add a script to a page before it runs, as
// Playwright and Puppeteer can; the Playwright suite adds this same bundle), and frame.html shows
// the app in an iframe of any width (WebKit's window is at least 447 px wide).
// Usage: node e2e/engines/probed-dist.mjs <out folder>
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildSync } from 'esbuild'

const out = process.argv[2]
if (!out) throw new Error('Usage: node e2e/engines/probed-dist.mjs <out folder>')

rmSync(out, { recursive: true, force: true })
cpSync('dist', out, { recursive: true })
buildSync({
  entryPoints: ['e2e/probe.js'],
  outfile: join(out, 'probe.js'),
  bundle: true,
  format: 'iife',
  target: 'es2020',
  // Redux, under the stand-in's @redux-devtools/instrument, reads process.env.NODE_ENV.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
})

const page = readFileSync(join(out, 'index.html'), 'utf8')
const head = '<head>'
if (page.split(head).length !== 2) throw new Error(`dist/index.html must hold exactly one ${head}`)
writeFileSync(
  join(out, 'index.html'),
  page.replace(head, `${head}<script src="probe.js"></script>`),
)

writeFileSync(
  join(out, 'frame.html'),
  `<!doctype html>
<html lang="en">
<meta charset="utf-8" />
<title>The app in an iframe</title>
<style>body { margin: 0 } iframe { display: block; border: 0 }</style>
<iframe title="app"></iframe>
<script>
  const query = new URLSearchParams(location.search)
  const frame = document.querySelector('iframe')
  frame.width = query.get('width')
  frame.height = query.get('height') ?? 900
  // Without src, the driver navigates the frame itself (e2e/engines/engine.ts, openShell).
  if (query.has('src')) frame.src = query.get('src')
</script>
`,
)
console.log(`Probed copy of dist/ in ${out}`)
