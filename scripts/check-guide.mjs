// npm run check:guide: docs/use-pagination.md, followed as a learner would. In a fresh Vite app
// (React, Redux Toolkit, Vitest, the Redux Toolkit template's strict TypeScript settings, and CSS
// of its own), it copies src/features/pagination/, writes every file the guide shows (its code
// blocks with a title="path"), and then:
// 1. type-checks the app, runs every test in it under Vitest (the feature's own and the guide's),
//    and builds it;
// 2. opens the build in Chromium, in light, dark and forced colours, at 1280 and 375 px, from a
//    link to page 3: the bar speaks the learner's words and pages their list, its controls are
//    44 px at least, its colours have a contrast of 4.5:1 at least, its status is visually hidden,
//    none of the app's button rules (case, spacing, shadow, transition, hover, focus) reach it,
//    and the app's own button and select keep the app's look; then again, built from CSS that
//    declares no color-scheme. Screenshots go to test-results/guide/.
// The app's packages come from the npm registry: the first run takes a minute or two.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import { serveFiles } from './serve.mjs'

const GUIDE = 'docs/use-pagination.md'
const app = mkdtempSync(join(tmpdir(), 'pagination-guide-'))
const shots = 'test-results/guide'
const write = (path, text) => {
  mkdirSync(dirname(join(app, path)), { recursive: true })
  writeFileSync(join(app, path), text)
}
const run = (command, ...args) => {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  execFileSync(command, args, { cwd: app, stdio: 'inherit' })
}

// The fresh app: what a learner has before they open the guide.
write(
  'package.json',
  JSON.stringify(
    {
      name: 'todos',
      private: true,
      type: 'module',
      dependencies: {
        '@reduxjs/toolkit': '^2.14.0',
        react: '^19.3.1',
        'react-dom': '^19.3.1',
        'react-redux': '^9.3.1',
      },
      devDependencies: {
        '@types/react': '^19.3.0',
        '@types/react-dom': '^19.3.0',
        '@vitejs/plugin-react': '^6.3.0',
        typescript: '~5.9',
        vite: '^8.3.8',
      },
    },
    null,
    2,
  ),
)
// The Redux Toolkit template's tsconfig.app.json, with strict on.
write(
  'tsconfig.json',
  JSON.stringify(
    {
      compilerOptions: {
        target: 'es2023',
        lib: ['ES2023', 'DOM'],
        module: 'esnext',
        types: ['vite/client', 'vitest/globals'],
        allowArbitraryExtensions: true,
        skipLibCheck: true,
        moduleResolution: 'bundler',
        allowImportingTsExtensions: true,
        verbatimModuleSyntax: true,
        moduleDetection: 'force',
        noEmit: true,
        jsx: 'react-jsx',
        strict: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
        erasableSyntaxOnly: true,
        noFallthroughCasesInSwitch: true,
        noUncheckedSideEffectImports: true,
      },
      include: ['src'],
    },
    null,
    2,
  ),
)
write(
  'index.html',
  `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>To-dos</title></head>
  <body>
    <div id="root"></div>
    <p><button id="own" type="button">The app's own button</button>
      <select id="own-select" aria-label="The app's own select"><option>A</option></select></p>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
)
// The app's own CSS, as Vite's starter writes it: custom properties with the names this demo used
// to give the bar's, element rules for every button and select, and what such rules often add.
const OWN_BUTTON = 'rgb(26, 26, 26)'
const appCss = (colorScheme) => `:root {
  ${colorScheme}
  font-family: system-ui, Avenir, Helvetica, Arial, sans-serif;
  --accent: #aa3bff;
  --text: #6b6375;
  --border: #e5e4e7;
  --surface: #aa3bff;
  --tap: 10px;
}
button, select {
  border-radius: 8px;
  border: 1px solid transparent;
  padding: 0.6em 1.2em;
  background-color: #1a1a1a;
  color: #ffffff;
  min-height: 10px;
  width: 100%;
  text-transform: uppercase;
  letter-spacing: 2px;
  box-shadow: 0 2px #aa3bff;
  transition: border-color 0.25s;
}
button:hover {
  background-color: #aa3bff;
}
button:focus {
  outline: 4px auto #000000;
}
`
write('src/index.css', appCss('color-scheme: light dark;'))

// The guide's files, as it shows them.
const guide = readFileSync(GUIDE, 'utf8')
const files = [...guide.matchAll(/^```\w+ title="([^"]+)"\n([\s\S]*?)^```$/gm)]
if (files.length < 9) throw new Error(`${GUIDE}: only ${files.length} files found`)
for (const [, path, text] of files) write(path, text)
cpSync('src/features/pagination', join(app, 'src/features/pagination'), { recursive: true })
console.log(`A fresh app in ${app}: ${files.map(([, path]) => path).join(', ')}`)

// The guide's install line for the tests, then the checks a learner runs.
const install = /^npm install --save-dev (.+)$/m.exec(guide)?.[1]
if (!install) throw new Error(`${GUIDE} has no npm install line for the tests`)
run('npm', 'install', '--no-audit', '--no-fund', '--loglevel=error')
run(
  'npm',
  'install',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
  '--save-dev',
  ...install.split(' '),
)
run('npx', 'tsc', '--noEmit', '-p', '.')
run('npx', 'vitest', 'run')
run('npx', 'vite', 'build', '--logLevel', 'warn')

// The build in a browser.
const browser = await chromium.launch(
  JSON.parse(readFileSync(new URL('../e2e/chromium.json', import.meta.url), 'utf8')),
)
const failures = []
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}

/** What the page shows of the bar, its colours and sizes, and the app's own controls. */
function readBar() {
  const luminance = (color) => {
    const [r, g, b] = color
      .match(/[\d.]+/g)
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const contrast = (a, b) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
    return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100
  }
  const bar = document.querySelector('nav')
  const controls = [...bar.querySelectorAll('button, select')]
  const look = (element) => getComputedStyle(element)
  const pair = (element) => contrast(look(element).color, look(element).backgroundColor)
  const status = bar.querySelector('[role="status"]').getBoundingClientRect()
  const own = look(document.getElementById('own'))
  const ownSelect = look(document.getElementById('own-select'))
  const hovered = bar.querySelector('button:hover')
  const focused = bar.querySelector('button:focus')
  return {
    name: bar.getAttribute('aria-label'),
    text: document.body.innerText,
    smallest: Math.min(...controls.flatMap((c) => [c.offsetWidth, c.offsetHeight])),
    contrast: {
      current: pair(bar.querySelector('[aria-current="page"]')),
      enabled: pair(bar.querySelector('button:enabled')),
      disabled: pair(bar.querySelector('button:disabled:not([aria-current])')),
      select: pair(bar.querySelector('select')),
      hovered: hovered ? pair(hovered) : 21,
    },
    // What an app's button rules would change, on every control of the bar.
    leaks: controls.flatMap((c) => {
      const s = look(c)
      return [
        s.textTransform !== 'none' && `text-transform ${s.textTransform}`,
        s.letterSpacing !== 'normal' && `letter-spacing ${s.letterSpacing}`,
        s.boxShadow !== 'none' && `box-shadow ${s.boxShadow}`,
        s.transitionDuration !== '0s' && `transition ${s.transitionDuration}`,
        c === focused && !c.matches(':focus-visible') && s.outlineStyle !== 'none' && 'outline',
        c !== hovered && s.backgroundColor === 'rgb(170, 59, 255)' && 'the app hover background',
      ].filter(Boolean)
    }),
    currentAdjust: look(bar.querySelector('[aria-current="page"]')).forcedColorAdjust,
    statusSize: [status.width, status.height],
    own: [own.backgroundColor, own.borderRadius, ownSelect.backgroundColor],
  }
}

/** The build of the app in `folder`, in light, dark and forced colours, at 1280 and 375 px. */
async function checkBuild(folder, css) {
  const server = createServer(serveFiles(folder))
  await new Promise((done) => server.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${server.address().port}/`
  try {
    for (const [scheme, forced] of [
      ['light', 'none'],
      ['dark', 'none'],
      ['light', 'active'],
    ]) {
      for (const width of [1280, 375]) {
        const page = await browser.newPage({
          viewport: { width, height: 800 },
          colorScheme: scheme,
          forcedColors: forced,
        })
        const where = `${css}, ${scheme}${forced === 'active' ? ', forced colours' : ''}, ${width} px`
        await page.goto(`${url}?page=3&size=10`)
        await page.getByText('Page 3 of 14', { exact: true }).last().waitFor()
        await page.getByRole('button', { name: 'Last' }).click()
        await page.getByText('Page 14 of 14', { exact: true }).last().waitFor()
        await page.getByRole('button', { name: 'Page 12' }).hover()
        const bar = await page.evaluate(readBar)
        const shot = `${shots}/${css.replace(/\W+/g, '-')}-${scheme}-${forced}-${width}.png`
        await page.screenshot({ path: shot, fullPage: true })
        await page.close()
        check(
          bar.name === 'Pagination' &&
            bar.text.includes('To-do 137') &&
            bar.text.includes('7 of 137 to-dos') &&
            !/Página|Primeira|Última|Itens/.test(bar.text),
          `${where}: the learner's words and list, from a link to page 3 of 14 to the last`,
        )
        check(bar.smallest >= 44, `${where}: every control 44 px or more (${bar.smallest} px)`)
        check(
          bar.statusSize[0] <= 1 && bar.statusSize[1] <= 1,
          `${where}: the status is visually hidden`,
        )
        check(
          bar.leaks.length === 0,
          `${where}: none of the app's button rules reach the bar ${bar.leaks}`,
        )
        if (forced === 'active') {
          // Forced colours replace every page's colours, the app's own included.
          check(bar.currentAdjust === 'none', `${where}: the current page in selection colours`)
        } else {
          check(
            bar.own[0] === OWN_BUTTON && bar.own[1] === '8px' && bar.own[2] === OWN_BUTTON,
            `${where}: the app's own button and select keep the app's look`,
          )
          const lowest = Math.min(...Object.values(bar.contrast))
          check(
            lowest >= 4.5,
            `${where}: contrast 4.5:1 at least (${JSON.stringify(bar.contrast)})`,
          )
        }
      }
    }
  } finally {
    server.close()
  }
}

try {
  rmSync(shots, { recursive: true, force: true })
  mkdirSync(shots, { recursive: true })
  await checkBuild(join(app, 'dist'), 'color-scheme: light dark')
  // An app that declares no color-scheme, built again: the bar's colours must not depend on it.
  write('src/index.css', appCss(''))
  run('npx', 'vite', 'build', '--logLevel', 'warn')
  await checkBuild(join(app, 'dist'), 'no color-scheme')
} finally {
  await browser.close()
  rmSync(app, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`)
  process.exit(1)
}
console.log(`\nThe guide holds: screenshots in ${shots}/`)
