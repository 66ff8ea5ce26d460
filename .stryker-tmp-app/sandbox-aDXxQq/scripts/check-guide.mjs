// @ts-nocheck
// npm run check:guide: docs/use-pagination.md, followed as a learner would. In a fresh Vite app
// (React, Redux Toolkit, Vitest, the Redux Toolkit template's strict TypeScript settings, a Vite
// config and CSS of its own), it copies src/features/pagination/, writes the files the guide shows
// (its code blocks with a title="path"), and then:
// 1. type-checks the one-list app (the files before "Several lists"), then the two-list app (every
//    file, later ones replacing earlier ones), runs every test in it under Vitest (the feature's
//    own and the guide's), and builds it;
// 2. opens the build in Chromium, in light, dark and forced colours, at 1280 and 375 px, from a
//    link to page 3: the bar speaks the learner's words and pages their list, its controls are
//    44 px at least, its colours have a contrast of 4.5:1 at least, its status is visually hidden,
//    none of the app's button rules (case, spacing, shadow, transition, hover, focus) reach it,
//    and the app's own button and select keep the app's look; then again, built from CSS that
//    declares no color-scheme;
// 3. with the two lists: each bar offers its own sizes, reads its own parameters from the address,
//    and moves only its own list, in the page and in the store; the app's theme switch puts the
//    bars in its scheme, against the visitor's;
// 4. the list on a server (section 11), an app of its own (sections 1, 10 and 11): type-checks it,
//    its server.ts and its config (tsconfig.node.json), runs the server's tests, builds it, runs
//    server.ts on a fresh database and drives the build against it (check-guide-server.mjs).
// Screenshots go to test-results/guide/.
// The app's packages come from the npm registry: the first run takes a minute or two.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { chromium } from '@playwright/test'
import { checkServerList } from './check-guide-server.mjs'
import { serveFiles } from './serve.mjs'

/**
 * A code block with a title: the whole match, its title (a path) and its text.
 * @typedef {RegExpExecArray & [string, string, string]} Block
 */
/**
 * What readBar reads of the page.
 * @typedef {object} Bar
 * @property {string | null} name
 * @property {string} text
 * @property {number} smallest
 * @property {Record<string, number>} contrast
 * @property {string} surface
 * @property {string[]} leaks
 * @property {string} currentAdjust
 * @property {[number, number]} statusSize
 * @property {[string, string, string]} own
 */
/**
 * What watchStore gives the page: the learner's store and the types of its actions.
 * @typedef {{
 *   getState: () => Record<string, unknown>,
 *   dispatch: (action: { type: string }) => unknown,
 * }} Store
 * @typedef {(...args: unknown[]) => Store} CreateStore
 * @typedef {(next: CreateStore) => CreateStore} Enhancer
 * @typedef {typeof window & {
 *   guide: { store: Store, actions: string[] },
 *   __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: () => (...enhancers: Enhancer[]) => Enhancer,
 * }} GuideWindow
 */

const GUIDE = 'docs/use-pagination.md'
const app = mkdtempSync(join(tmpdir(), 'pagination-guide-'))
const shots = 'test-results/guide'
/**
 * @param {string} path
 * @param {string} text
 */
const write = (path, text) => {
  mkdirSync(dirname(join(app, path)), { recursive: true })
  writeFileSync(join(app, path), text)
}
/**
 * @param {string} command
 * @param {...string} args
 */
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
// Vite's starter config, with a plugin of the app's own that must survive the guide's edit.
const viteConfig = `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const appsOwn = { name: 'apps-own', transformIndexHtml: (html: string) => html.replace('To-dos<', 'Own<') }

export default defineConfig({
  plugins: [react(), appsOwn],
})
`
// The app's own CSS, as Vite's starter writes it: custom properties with the names this demo used
// to give the bar's, element rules for every button and select, and what such rules often add.
const OWN_BUTTON = 'rgb(26, 26, 26)'
/** @param {string} colorScheme */
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
main.light {
  background: #ffffff;
  color: #1f2328;
}
main.dark {
  background: #0f1115;
  color: #e6e9ef;
}
`
write('src/index.css', appCss('color-scheme: light dark;'))

// The guide's files, as it shows them: whole files, and lines to add to vite.config.ts beside
// its plugins (section 10's test key, section 11's proxy), each in the section it belongs to.
const guide = readFileSync(GUIDE, 'utf8')
const blocks = /** @type {Block[]} */ ([
  ...guide.matchAll(/^```\w+ title="([^"]+)"\n([\s\S]*?)^```$/gm),
])
const headings = [...guide.matchAll(/^## (\d+)\. /gm)]
/** The number of the section `block` is in. @param {Block} block */
const sectionOf = (block) => Number(headings.filter((h) => h.index < block.index).at(-1)?.[1])
/** The blocks of these sections. @param {Block[]} some @param {number[]} sections */
const inSections = (some, sections) => some.filter((block) => sections.includes(sectionOf(block)))
const isConfigLines = (/** @type {Block} */ [, title]) => title.endsWith(': add beside plugins')
const files = blocks.filter((block) => !isConfigLines(block))
const configLines = blocks.filter(isConfigLines)
// The one-list app leaves out sections 8 and 9, which page a second list; the two-list app is
// sections 1 to 10. The list on a server (section 11) is an app of its own: sections 1 (its
// hooks), 10 (Vitest) and 11.
const oneList = inSections(files, [1, 2, 3, 4, 5, 6, 7, 10])
const twoLists = inSections(files, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
const serverList = inSections(files, [1, 10, 11])
const serverFiles = inSections(files, [11]).map(([, path]) => path)
if (
  !/^## 8\. Several lists/m.test(guide) ||
  !/^## 11\. A list on a server/m.test(guide) ||
  oneList.length < 8 ||
  twoLists.length < 17 ||
  inSections(configLines, [10]).length !== 1 ||
  inSections(configLines, [11]).length !== 1 ||
  !['server.ts', 'server.test.ts', 'tsconfig.node.json'].every((f) => serverFiles.includes(f))
) {
  throw new Error(
    `${GUIDE}: ${oneList.length} files for one list, ${twoLists.length} for two, ` +
      `${serverFiles.length} for the list on a server, ${configLines.length} blocks for the config`,
  )
}
/**
 * Vite's starter config with the lines these sections add beside its plugins.
 * @param {number[]} sections
 */
const viteConfigOf = (sections) =>
  viteConfig
    .replace("from 'vite'", "from 'vitest/config'")
    .replace(/^ {2}plugins: .*\n/m, (plugins) =>
      [plugins, ...inSections(configLines, sections).map(([, , lines]) => lines)].join(''),
    )
write('vite.config.ts', viteConfigOf([10]))
cpSync('src/features/pagination', join(app, 'src/features/pagination'), { recursive: true })
console.log(`A fresh app in ${app}: ${twoLists.map(([, path]) => path).join(', ')}`)

// The guide's install lines (the tests', the server's types), in one go, then the checks a
// learner runs.
const installs = [...guide.matchAll(/^npm install --save-dev (.+)$/gm)].map(([, names]) => names)
if (installs.length < 2) throw new Error(`${GUIDE}: no npm install lines for the tests and server`)
run('npm', 'install', '--no-audit', '--no-fund', '--loglevel=error')
run(
  'npm',
  'install',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
  '--save-dev',
  ...installs.join(' ').split(' '),
)
for (const [, path, text] of oneList) write(path, text)
run('npx', 'tsc', '--noEmit', '-p', '.')
for (const [, path, text] of twoLists) write(path, text)
run('npx', 'tsc', '--noEmit', '-p', '.')
run('npx', 'vitest', 'run')
run('npx', 'vite', 'build', '--logLevel', 'warn')

// The build in a browser.
const browser = await chromium.launch(
  JSON.parse(readFileSync(new URL('../e2e/chromium.json', import.meta.url), 'utf8')),
)
/** @type {string[]} */
const failures = []
/**
 * @param {boolean} ok
 * @param {string} what
 */
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}

/**
 * What the page shows of the bar, its colours and sizes, and the app's own controls.
 * @returns {Bar}
 */
function readBar() {
  /** @param {string} color */
  const luminance = (color) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
    if (r === undefined || g === undefined || b === undefined) {
      throw new Error(`Not an RGB colour: ${color}`)
    }
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  /**
   * @param {string} a
   * @param {string} b
   */
  const contrast = (a, b) => {
    const [x, y] = [luminance(a), luminance(b)]
    return Math.round(((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)) * 100) / 100
  }
  const bar = document.querySelector('nav')
  if (!bar) throw new Error('No nav on the page')
  /**
   * @param {string} selector
   * @param {ParentNode} [within]
   */
  const find = (selector, within = bar) => {
    const element = within.querySelector(selector)
    if (!element) throw new Error(`No ${selector} on the page`)
    return element
  }
  const controls = /** @type {HTMLElement[]} */ ([...bar.querySelectorAll('button, select')])
  /** @param {Element} element */
  const look = (element) => getComputedStyle(element)
  /** @param {Element} element */
  const pair = (element) => contrast(look(element).color, look(element).backgroundColor)
  /**
   * The colour behind `element`: the first ancestor's background, else the canvas.
   * @param {Element} element
   */
  const behind = (element) => {
    for (let /** @type {Element | null} */ e = element; e; e = e.parentElement) {
      const color = look(e).backgroundColor
      if (color !== 'rgba(0, 0, 0, 0)') return color
    }
    const dark =
      matchMedia('(prefers-color-scheme: dark)').matches &&
      look(document.documentElement).colorScheme.includes('dark')
    return dark ? 'rgb(18, 18, 18)' : 'rgb(255, 255, 255)'
  }
  const label = find('label')
  const status = find('[role="status"]').getBoundingClientRect()
  const own = look(find('#own', document))
  const ownSelect = look(find('#own-select', document))
  const hovered = bar.querySelector('button:hover')
  const focused = bar.querySelector('button:focus')
  return {
    name: bar.getAttribute('aria-label'),
    text: document.body.innerText,
    smallest: Math.min(...controls.flatMap((c) => [c.offsetWidth, c.offsetHeight])),
    contrast: {
      current: pair(find('[aria-current="page"]')),
      enabled: pair(find('button:enabled')),
      disabled: pair(find('button:disabled:not([aria-current])')),
      select: pair(find('select')),
      hovered: hovered ? pair(hovered) : 21,
      label: contrast(look(label).color, behind(label)),
    },
    surface: look(find('button:enabled')).backgroundColor,
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
      ].filter((leak) => leak !== false)
    }),
    currentAdjust: look(find('[aria-current="page"]')).forcedColorAdjust,
    statusSize: [status.width, status.height],
    own: [own.backgroundColor, own.borderRadius, ownSelect.backgroundColor],
  }
}

/**
 * Serves `folder` on a free port of 127.0.0.1.
 * @param {string} folder
 */
async function serve(folder) {
  const server = createServer(serveFiles(folder))
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error(`No port to serve ${folder}`)
  return { server, url: `http://127.0.0.1:${address.port}/` }
}

/**
 * The build of the app in `folder`, in light, dark and forced colours, at 1280 and 375 px.
 * @param {string} folder
 * @param {string} css
 */
async function checkBuild(folder, css) {
  const { server, url } = await serve(folder)
  try {
    for (const [scheme, forced] of /** @type {const} */ ([
      ['light', 'none'],
      ['dark', 'none'],
      ['light', 'active'],
    ])) {
      for (const width of [1280, 375]) {
        const page = await browser.newPage({
          viewport: { width, height: 800 },
          colorScheme: scheme,
          forcedColors: forced,
        })
        const where = `${css}, ${scheme}${forced === 'active' ? ', forced colours' : ''}, ${width} px`
        await page.goto(`${url}?page=3&size=25`)
        const todos = page.getByRole('navigation', { name: 'To-do pages' })
        await todos.getByText('Page 3 of 6', { exact: true }).waitFor({ state: 'attached' })
        await todos.getByRole('button', { name: 'Last' }).click()
        await todos.getByText('Page 6 of 6', { exact: true }).waitFor({ state: 'attached' })
        await todos.getByRole('button', { name: 'Page 4' }).hover()
        const bar = await page.evaluate(readBar)
        const shot = `${shots}/${css.replace(/\W+/g, '-')}-${scheme}-${forced}-${width}.png`
        await page.screenshot({ path: shot, fullPage: true })
        await page.close()
        check(
          bar.name === 'To-do pages' &&
            bar.text.includes('To-do 137') &&
            bar.text.includes('12 of 137 to-dos') &&
            !/Página|Primeira|Última|Itens/.test(bar.text),
          `${where}: the learner's words and list, from a link to page 3 of 6 to the last`,
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
          // An app that declares no color-scheme stays light when its visitor prefers dark: its
          // bar's label follows the visitor unless the app passes its scheme (the guide says so).
          if (css === 'no color-scheme' && scheme === 'dark') delete bar.contrast.label
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

/** Records the learner's store and the types of the actions dispatched to it, as DevTools would. */
function watchStore() {
  const guideWindow = /** @type {GuideWindow} */ (window)
  guideWindow.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
    () =>
    (...enhancers) =>
    (createStore) =>
    (...args) => {
      const store = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore)(...args)
      const dispatch = store.dispatch
      guideWindow.guide = { store, actions: [] }
      store.dispatch = (action) => {
        guideWindow.guide.actions.push(action.type)
        return dispatch(action)
      }
      return store
    }
}

/**
 * The two lists, each with its own sizes, address, page and bar; the app's theme switch.
 * @param {string} folder
 */
async function checkLists(folder) {
  const { server, url } = await serve(folder)
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.addInitScript(watchStore)
    await page.goto(`${url}?page=3&size=25&usersPage=2&usersSize=10`)
    const todos = page.getByRole('navigation', { name: 'To-do pages' })
    const users = page.getByRole('navigation', { name: 'User pages' })
    const statuses = async () => [
      await todos.getByRole('status').textContent(),
      await users.getByRole('status').textContent(),
    ]
    const stored = () =>
      page.evaluate(() => {
        const { guide } = /** @type {GuideWindow} */ (window)
        const { todosPagination, usersPagination } = guide.store.getState()
        return JSON.stringify([todosPagination, usersPagination])
      })
    /**
     * @param {number} todoPage
     * @param {number} todoSize
     * @param {number} userPage
     * @param {number} userSize
     */
    const state = (todoPage, todoSize, userPage, userSize) =>
      JSON.stringify([
        { page: todoPage, pageSize: todoSize },
        { page: userPage, pageSize: userSize },
      ])
    await users.getByText('Page 2 of 5', { exact: true }).waitFor({ state: 'attached' })
    check((await page.title()) === 'Own', 'the app keeps its own Vite plugin beside the tests')
    const sizes = [
      await todos.getByRole('option').allTextContents(),
      await users.getByRole('option').allTextContents(),
    ]
    check(
      JSON.stringify(sizes) === '[["10","25","50"],["5","10"]]',
      `each bar offers its own sizes ${JSON.stringify(sizes)}`,
    )
    check(
      (await stored()) === state(3, 25, 2, 10) &&
        JSON.stringify(await statuses()) === '["Page 3 of 6","Page 2 of 5"]',
      'each list reads its own page and size from the address',
    )
    await users.getByRole('button', { name: 'Page 4' }).click()
    await users.getByText('Page 4 of 5', { exact: true }).waitFor({ state: 'attached' })
    check(
      (await stored()) === state(3, 25, 4, 10) &&
        (await statuses())[0] === 'Page 3 of 6' &&
        (await page.getByText('User 31', { exact: true }).count()) === 1 &&
        (await page.getByText('To-do 51', { exact: true }).count()) === 1,
      'a click on one bar moves only its own list, in the page and in the store',
    )
    await users.getByRole('combobox').selectOption('5')
    await users.getByText('Page 1 of 9', { exact: true }).waitFor({ state: 'attached' })
    check(
      (await stored()) === state(3, 25, 1, 5),
      'a size change on one bar resets only its own page',
    )
    const actions = await page.evaluate(() =>
      /** @type {GuideWindow} */ (window).guide.actions.join(),
    )
    check(
      actions === 'usersPagination/setPage,usersPagination/setPageSize',
      `the users' bar dispatches only its own list's actions (${actions})`,
    )
    await page.screenshot({ path: `${shots}/two-lists.png`, fullPage: true })

    // Six-digit pages (1,000,000 items at 5 a page): each number whole, the bar inside the page.
    for (const width of [320, 375, 700, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const cut = await todos.evaluate((bar) => {
        const numbers = /** @type {HTMLButtonElement[]} */ ([
          ...bar.querySelectorAll('.pagination-bar__number'),
        ])
        numbers.forEach((button, i) => (button.textContent = String(199996 + i)))
        /** @param {Element} element */
        const outside = (element) => element.getBoundingClientRect().right > innerWidth
        return [
          ...numbers.filter((b) => b.scrollWidth > b.clientWidth || outside(b)).map((b) => b.value),
          ...(document.documentElement.scrollWidth > innerWidth
            ? ['the page scrolls sideways']
            : []),
        ]
      })
      await page.screenshot({ path: `${shots}/six-digits-${width}.png` })
      check(cut.length === 0, `${width} px: six-digit page numbers show whole ${cut}`)
    }
    await page.close()

    // The app's own theme against the visitor's: a light card when they prefer dark, and the
    // other way round.
    for (const [prefers, theme, surface] of /** @type {const} */ ([
      ['dark', 'light', 'rgb(255, 255, 255)'],
      ['light', 'dark', 'rgb(23, 26, 33)'],
    ])) {
      const themed = await browser.newPage({
        viewport: { width: 1280, height: 900 },
        colorScheme: prefers,
      })
      await themed.goto(url)
      await themed.getByRole('combobox', { name: 'Theme' }).selectOption(theme)
      const bar = await themed.evaluate(readBar)
      await themed.screenshot({
        path: `${shots}/theme-${theme}-prefers-${prefers}.png`,
        fullPage: true,
      })
      await themed.close()
      const lowest = Math.min(...Object.values(bar.contrast))
      check(
        bar.surface === surface && lowest >= 4.5,
        `a ${theme} theme when the visitor prefers ${prefers}: a ${theme} bar (${bar.surface}), contrast ${lowest}:1 at least (${JSON.stringify(bar.contrast)})`,
      )
    }
  } finally {
    server.close()
  }
}

try {
  rmSync(shots, { recursive: true, force: true })
  mkdirSync(shots, { recursive: true })
  await checkLists(join(app, 'dist'))
  await checkBuild(join(app, 'dist'), 'color-scheme: light dark')
  // An app that declares no color-scheme, built again: the bar's colours must not depend on it.
  write('src/index.css', appCss(''))
  run('npx', 'vite', 'build', '--logLevel', 'warn')
  await checkBuild(join(app, 'dist'), 'no color-scheme')

  // The list on a server, in the same app folder and packages: its own src/ and config.
  rmSync(join(app, 'src'), { recursive: true })
  cpSync('src/features/pagination', join(app, 'src/features/pagination'), { recursive: true })
  write('src/index.css', appCss('color-scheme: light dark;'))
  write('vite.config.ts', viteConfigOf([10, 11]))
  for (const [, path, text] of serverList) write(path, text)
  console.log(`\nThe list on a server: ${serverList.map(([, path]) => path).join(', ')}`)
  run('npx', 'tsc', '--noEmit', '-p', '.')
  run('npx', 'tsc', '--noEmit', '-p', 'tsconfig.node.json')
  // The feature's tests ran above, in the two-list app: here, the server's.
  run('npx', 'vitest', 'run', 'server.test.ts')
  run('npx', 'vite', 'build', '--logLevel', 'warn')
  await checkServerList({ app, browser, check, shots })
} finally {
  await browser.close()
  rmSync(app, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed`)
  process.exit(1)
}
console.log(`\nThe guide holds: screenshots in ${shots}/`)
