// @ts-nocheck
// check:guide's part for the guide's list on a server (docs/use-pagination.md, section 11): the
// learner's own server.ts, run by the Node that runs the check, on a free port and a fresh
// database; their build served with /api passed on to that server, one origin as Vite's proxy
// gives it in development; and Chromium paging the list, as the guide says it behaves.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as forward } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serveFiles } from './serve.mjs'

/**
 * What the page shows of the list, read in the page.
 * @typedef {object} View
 * @property {string | null} busy the table's aria-busy
 * @property {number[]} ids the ids of the rows on screen
 * @property {string} summary the summary's texts, joined by ' | '
 * @property {string} status the bar's status
 * @property {string[]} numbers the numbered buttons' texts
 * @property {string[]} cut the numbered buttons whose text does not fit, and a bar wider than the
 *   window (the table is the learner's own, with no CSS)
 * @property {boolean} lastDisabled
 * @property {string | null} alert
 * @property {boolean} empty whether the app's own "No people yet." shows
 */
/**
 * An answer the page had from /api: its query and status.
 * @typedef {{ query: string, status: number }} Answer
 */
/**
 * A request held back until the check lets it go on.
 * @typedef {{ arrived: boolean, open: () => void, opened: Promise<void> }} Gate
 */

const TOTAL = 1_000_000

/** @returns {View} */
function view() {
  const bar = document.querySelector('nav')
  const numbers = /** @type {HTMLButtonElement[]} */ ([
    ...document.querySelectorAll('.pagination-bar__number'),
  ])
  return {
    busy: document.querySelector('table')?.getAttribute('aria-busy') ?? null,
    ids: [...document.querySelectorAll('tbody tr')].map((row) =>
      Number(row.querySelector('td')?.textContent),
    ),
    summary: [...document.querySelectorAll('.pagination-summary span')]
      .map((span) => span.textContent)
      .join(' | '),
    status: bar?.querySelector('[role="status"]')?.textContent ?? '',
    numbers: numbers.map((button) => button.textContent),
    cut: [
      ...numbers
        .filter(
          (b) => b.scrollWidth > b.clientWidth || b.getBoundingClientRect().right > innerWidth,
        )
        .map((b) => b.value),
      ...((bar?.getBoundingClientRect().right ?? 0) > innerWidth ? ['the bar is wider'] : []),
    ],
    lastDisabled: bar?.querySelector('button.pagination-bar__last')?.matches(':disabled') ?? false,
    alert: document.querySelector('[role="alert"]')?.textContent ?? null,
    empty: document.body.innerText.includes('No people yet.'),
  }
}

/**
 * Reads with `read` until `ok` holds of what it reads, or 10 s have passed: the last thing read.
 * @template T
 * @param {() => Promise<T>} read
 * @param {(value: T) => boolean} ok
 */
async function until(read, ok) {
  const end = Date.now() + 10_000
  let value = await read()
  while (!ok(value) && Date.now() < end) {
    await new Promise((wait) => setTimeout(wait, 50))
    value = await read()
  }
  return value
}

/**
 * @param {number} first
 * @param {number} count
 */
const range = (first, count) => Array.from({ length: count }, (_, i) => first + i)
/**
 * @param {unknown} a
 * @param {unknown} b
 */
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Runs `server` (the learner's server.ts) with this Node, in `folder`, where it keeps its
 * database, on `port` (0: a free one). Resolves once it listens, with its port and what it said.
 * @param {string} server
 * @param {string} folder
 * @param {number} port
 */
async function startApi(server, folder, port) {
  const child = spawn(process.execPath, [server], {
    cwd: folder,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const stop = () => child.kill()
  process.on('exit', stop)
  let said = ''
  const listening = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server.ts did not listen:\n${said}`)), 60_000)
    child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
      process.stdout.write(`server.ts: ${String(chunk)}`)
      said += String(chunk)
      const port = /People on http:\/\/127\.0\.0\.1:(\d+)\//.exec(said)?.[1]
      if (port) {
        clearTimeout(timer)
        resolve(Number(port))
      }
    })
    child.on('exit', (code) => reject(new Error(`server.ts ended (${code}):\n${said}`)))
  })
  return {
    port: /** @type {number} */ (listening),
    said,
    async stop() {
      process.off('exit', stop)
      if (child.exitCode === null) {
        child.kill()
        await once(child, 'exit')
      }
    },
  }
}

/**
 * The files in `folder`, and /api passed on to 127.0.0.1:`apiPort`, on a free port.
 * @param {string} folder
 * @param {number} apiPort
 */
async function serveWithApi(folder, apiPort) {
  const files = serveFiles(folder)
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/api/')) {
      files(request, response)
      return
    }
    const options = { port: apiPort, host: '127.0.0.1', agent: false }
    const upstream = forward(
      { ...options, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    // As a proxy answers when what is behind it is down.
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end('Bad gateway')
    })
    request.pipe(upstream)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('No port for the app')
  return { server, url: `http://127.0.0.1:${address.port}/` }
}

/**
 * The guide's list on a server, built in `app` (its dist/ and its server.ts), in `browser`.
 * @param {object} options
 * @param {string} options.app
 * @param {import('@playwright/test').Browser} options.browser
 * @param {(ok: boolean, what: string) => void} options.check
 * @param {string} options.shots
 */
export async function checkServerList({ app, browser, check, shots }) {
  const data = mkdtempSync(join(tmpdir(), 'people-db-'))
  let api = await startApi(join(app, 'server.ts'), data, 0)
  check(
    /people\.db: 1,000,000 people in \d+ ms/.test(api.said),
    `server.ts makes a fresh database of 1,000,000 people and says how long it took`,
  )
  const { server, url } = await serveWithApi(join(app, 'dist'), api.port)
  /** @type {Answer[]} */
  const answers = []
  /** @param {string} address */
  const queryOf = (address) => new URL(address).search
  /** A new page, whose requests to /api it records, and their answers (in `answers`). */
  const openPage = async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    /** @type {string[]} */
    const requested = []
    page.on('request', (request) => {
      if (request.url().includes('/api/')) requested.push(queryOf(request.url()))
    })
    page.on('response', (response) => {
      if (response.url().includes('/api/')) {
        answers.push({ query: queryOf(response.url()), status: response.status() })
      }
    })
    const bar = page.getByRole('navigation', { name: 'People pages' })
    /** @param {string} name */
    const press = (name) => bar.getByRole('button', { name, exact: true }).click()
    /** @param {(view: View) => boolean} ok */
    const see = (ok) => until(() => page.evaluate(view), ok)
    /** @param {string} query */
    const answered = (query) =>
      until(
        async () => answers,
        (all) => all.some((a) => a.query === query),
      )
    /**
     * @param {View} v
     * @param {number} first
     * @param {number} count
     */
    const shows = (v, first, count) => same(v.ids, range(first, count)) && v.busy === 'false'
    return { page, requested, press, see, answered, shows }
  }

  try {
    const { page, requested, press, see, answered, shows } = await openPage()
    /** @type {Map<string, Gate>} */
    const gates = new Map()
    /** Holds back the request for `query` until the check opens its gate. @param {string} query */
    const hold = (query) => {
      let open = () => {}
      /** @type {Promise<void>} */
      const opened = new Promise((resolve) => (open = () => resolve()))
      /** @type {Gate} */
      const gate = { arrived: false, open: () => open(), opened }
      gates.set(query, gate)
      return gate
    }
    await page.route('**/api/people?*', async (route) => {
      const gate = gates.get(queryOf(route.request().url()))
      if (gate) {
        gate.arrived = true
        await gate.opened
      }
      await route.continue()
    })
    /** @param {Gate} gate */
    const arrived = (gate) => until(async () => gate.arrived, Boolean)

    // The first load: no page to keep, no total yet.
    const first = hold('?page=1&pageSize=10')
    await page.goto(url)
    await arrived(first)
    let v = await page.evaluate(view)
    check(
      v.busy === 'true' &&
        v.ids.length === 0 &&
        v.summary === 'Counting people… | Page 1' &&
        v.status === 'Page 1' &&
        v.lastDisabled,
      `the first load: the table's frame, aria-busy, and no count it does not know ${JSON.stringify(v)}`,
    )
    first.open()
    v = await see((v) => shows(v, 1, 10))
    check(
      shows(v, 1, 10) && v.summary === '10 of 1,000,000 people | Page 1 of 100,000',
      `page 1, with the total of 1,000,000 in the summary (${v.summary})`,
    )
    await page.screenshot({ path: `${shots}/server-first-page.png`, fullPage: true })

    // The next page, fetched before its click.
    await answered('?page=2&pageSize=10')
    const before = requested.length
    await press('Page 2')
    v = await see((v) => shows(v, 11, 10))
    check(
      shows(v, 11, 10) && !requested.slice(before).includes('?page=2&pageSize=10'),
      `page 2 requested before its click, and not again on it (${requested.slice(before)})`,
    )

    // A slow answer, and a later click answered first.
    const five = hold('?page=5&pageSize=10')
    await press('Page 5')
    await arrived(five)
    v = await page.evaluate(view)
    check(
      same(v.ids, range(11, 10)) && v.busy === 'true' && v.status === 'Page 5 of 100,000',
      `a slow answer: the page before stays, aria-busy="true" (${v.busy}, ${v.ids[0]}…)`,
    )
    const seven = hold('?page=7&pageSize=10')
    await press('Page 7')
    await arrived(seven)
    seven.open()
    v = await see((v) => shows(v, 61, 10))
    check(shows(v, 61, 10), `then the page asked for (${v.ids[0]}…)`)
    five.open()
    await answered('?page=5&pageSize=10')
    await page.waitForTimeout(300)
    v = await page.evaluate(view)
    check(
      shows(v, 61, 10) && v.status === 'Page 7 of 100,000',
      `the latest click wins: page 5, answered after page 7, is not shown (${v.ids[0]}…)`,
    )

    // The last page, and its six-digit numbers whole.
    await press('Last')
    v = await see((v) => shows(v, TOTAL - 9, 10))
    check(
      shows(v, TOTAL - 9, 10) &&
        v.status === 'Page 100,000 of 100,000' &&
        same(v.numbers, ['99996', '99997', '99998', '99999', '100000']) &&
        v.cut.length === 0,
      `the last page: its rows, and six-digit page numbers whole (${v.numbers}) ${v.cut}`,
    )
    await page.screenshot({ path: `${shots}/server-last-page.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 900 })
    v = await page.evaluate(view)
    check(v.cut.length === 0, `375 px: the last page's numbers whole ${v.cut}`)
    await page.screenshot({ path: `${shots}/server-last-page-375.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // A size change.
    await page.getByRole('combobox', { name: 'People per page:' }).selectOption('25')
    v = await see((v) => shows(v, 1, 25))
    check(
      shows(v, 1, 25) && v.summary === '25 of 1,000,000 people | Page 1 of 40,000',
      `a size change: page 1 at 25 a page (${v.summary})`,
    )

    // The server stopped, and started again.
    await answered('?page=2&pageSize=25')
    await api.stop()
    await press('Page 4')
    v = await see((v) => v.alert !== null)
    check(
      (v.alert ?? '').includes('could not be loaded') && same(v.ids, range(1, 25)),
      `the server stopped: the error told in role="alert", the page before kept (${v.alert})`,
    )
    await page.screenshot({ path: `${shots}/server-stopped.png`, fullPage: true })
    await press('Page 2')
    v = await see((v) => shows(v, 26, 25) && v.alert === null)
    check(
      shows(v, 26, 25) && v.alert === null,
      'the bar stays usable: a page already fetched shows',
    )
    await press('Page 4')
    v = await see((v) => v.alert !== null)
    api = await startApi(join(app, 'server.ts'), data, api.port)
    check(!api.said.includes('people.db:'), 'server.ts started again on its database, as it was')
    await page.getByRole('button', { name: 'Try again' }).click()
    v = await see((v) => shows(v, 76, 25) && v.alert === null)
    check(shows(v, 76, 25) && v.alert === null, `"Try again" shows the page (${v.ids[0]}…)`)
    await page.close()

    // Bad pages: from a link, and asked for directly.
    const linked = await openPage()
    await linked.page.goto(`${url}?page=999999`)
    v = await linked.see((v) => shows(v, TOTAL - 9, 10))
    check(
      shows(v, TOTAL - 9, 10) &&
        v.status === 'Page 100,000 of 100,000' &&
        answers.some((a) => a.query === '?page=999999&pageSize=10' && a.status === 200),
      `a link to page 999999 of 100,000: the total with no items, then the last page (${v.status})`,
    )
    await linked.page.goto(`${url}?page=5000000`)
    v = await linked.see((v) => v.alert !== null)
    const refused = answers.find((a) => a.query === '?page=5000000&pageSize=10')
    check(
      refused?.status === 400 && (v.alert ?? '').includes('could not be loaded'),
      `a link to a page beyond the server's maximum: its 400 told in role="alert" (${refused?.status})`,
    )
    await linked.press('First')
    v = await linked.see((v) => shows(v, 1, 10) && v.alert === null)
    check(shows(v, 1, 10) && v.alert === null, 'then "First" leads back to page 1')
    const direct = await Promise.all([
      linked.page.request.get(`${url}api/people?page=0x10&pageSize=10`),
      linked.page.request.get(`${url}api/people?page=1&pageSize=7`),
      linked.page.request.post(`${url}api/people?page=1&pageSize=10`),
      linked.page.request.get(`${url}api/elsewhere`),
    ])
    const bodies = await Promise.all(direct.slice(0, 2).map((response) => response.json()))
    check(
      same(
        direct.map((response) => response.status()),
        [400, 400, 405, 404],
      ) &&
        same(
          bodies.map((body) => /** @type {{ parameter: string }} */ (body).parameter),
          ['page', 'pageSize'],
        ),
      `asked directly: page=0x10 and pageSize=7 get a 400 naming the parameter, POST a 405, another path a 404 (${JSON.stringify(bodies)})`,
    )
    await linked.page.close()

    // An empty list: the check answers in place of the server.
    const empty = await openPage()
    await empty.page.route('**/api/people?*', (route) =>
      route.fulfill({ json: { items: [], total: 0 } }),
    )
    await empty.page.goto(url)
    v = await empty.see((v) => v.empty && v.busy === 'false')
    check(
      v.empty &&
        v.ids.length === 0 &&
        v.summary === '0 of 0 people | Page 1 of 1' &&
        same(v.numbers, ['1']) &&
        v.lastDisabled,
      `an empty list (a total of 0): one page, and the app's message (${v.summary})`,
    )
    await empty.page.screenshot({ path: `${shots}/server-empty.png`, fullPage: true })
    await empty.page.close()

    // 502 is the check's own proxy's, while server.ts was stopped.
    const errors = answers.filter((a) => a.status >= 500 && a.status !== 502)
    check(errors.length === 0, `no answer from server.ts was a 5xx ${JSON.stringify(errors)}`)
  } finally {
    await api.stop()
    server.close()
    rmSync(data, { recursive: true, force: true })
  }
}
