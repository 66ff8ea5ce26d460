// npm run perf: the production build in Chromium on a mid-range phone profile (4× CPU slowdown,
// 1.6 Mbps down, 150 ms round trip, cold cache), served with gzip.
//
//   npm run perf                         this build: PERF_RUNS (5) cold loads of each kind
//   npm run perf -- --against <folder>   side by side with another build (say, the original demo's
//                                        or an older main's dist/): PERF_PAIRS (15) pairs, run
//                                        back to back and in alternating order, with this build's
//                                        figure over the other's for each pair
//   npm run perf -- --against scripts/floor   the same, against the floor: a plain HTML page of the
//                                        same title, five rows made by a small inline script and a
//                                        bar, no framework (no page-size select: no size changes)
//
// For each load it reports first-visit bytes, first contentful paint, the first row in the DOM,
// layout shift, the total blocking time after the first paint, and the first working click: a
// visitor who clicks "Página 2" as soon as the bar has painted, and again every 50 ms until the
// page changes; the time from the bar's first paint to the page showing page 2, and the moment it
// shows. In the loaded page it then times page switches and page-size changes
// (click → React's commit, laid out), breaks each down into script, style, layout and the whole
// of its tasks, as Chromium's Performance.getMetrics counts them, and counts the elements each puts
// into the page and takes out (rows and numbered buttons are kept, so a switch adds none). Alone,
// it also prints a floor: the same switch done with plain DOM calls, without React.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').CDPSession} CDPSession */
/** @typedef {{ Script: number, Stylesheet: number, Document: number, Other: number }} Bytes */
/** @typedef {{ context: BrowserContext, page: Page, cdp: CDPSession, bytes: Bytes }} Load */
/** @typedef {Record<keyof typeof METRICS, number>} Work milliseconds of main-thread work, by kind */
/** @typedef {Work & { time: number, added: number, removed: number }} Change */
/** @typedef {{ input: () => void, done: () => boolean }} Action what an in-page `act` returns */
/** @typedef {Awaited<ReturnType<typeof sample>>} Sample */
/**
 * What watchPage leaves on the page's window.
 * @typedef {object} WatchedGlobals
 * @property {number} __shifts
 * @property {Promise<number>} __firstRow
 * @property {Promise<number>} __appStarted
 * @property {Promise<{ wait: number, at: number }>} __firstWorkingClick
 * @property {[number, number][]} __longTasks each task over 50 ms: its start and its length
 */
/** @typedef {typeof window & WatchedGlobals} WatchedWindow */
/** @typedef {PerformanceEntry & { value: number, hadRecentInput: boolean }} LayoutShift */

const { values: options } = parseArgs({ options: { against: { type: 'string' } } })
const RUNS = Number(process.env.PERF_RUNS ?? 5)
const PAIRS = Number(process.env.PERF_PAIRS ?? 15)
const SWITCHES = 21
/** The feature's AIMED_AGAIN_MS, and a little more. */
const AIMED_AGAIN_MS = 550
const SIZES = [10, 15, 20, 5, 10, 15, 20, 5]
/** @type {import('@playwright/test').LaunchOptions} */
const launchOptions = JSON.parse(
  readFileSync(new URL('../e2e/chromium.json', import.meta.url), 'utf8'),
)

/** @param {number[]} xs */
const sorted = (xs) => [...xs].sort((a, b) => a - b)
/** @param {number[]} xs */
const median = (xs) => {
  const s = sorted(xs)
  // NaN for no figures.
  return s.length % 2
    ? (s[(s.length - 1) / 2] ?? NaN)
    : ((s[s.length / 2 - 1] ?? NaN) + (s[s.length / 2] ?? NaN)) / 2
}
/** @param {number[]} xs */
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length
/** @param {number} bytes */
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
/** @param {number} t */
const ms = (t) =>
  Number.isNaN(t) ? 'none' : t < 100 ? `${t.toFixed(1)} ms` : `${Math.round(t)} ms`
/**
 * "1120 ms (1080–1190)": the median and the range.
 * @param {number[]} xs
 * @param {(x: number) => string} [format]
 */
const spread = (xs, format = ms) =>
  xs.every(Number.isNaN)
    ? 'none'
    : `${format(median(xs))} (${format(Math.min(...xs))}–${format(Math.max(...xs))})`

/**
 * Serves `folder` on `port` in a process of its own (scripts/serve.mjs).
 * @param {string} folder
 * @param {number} port
 */
async function serve(folder, port) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', String(port), folder], {
    stdio: 'pipe',
  })
  await new Promise((done, fail) => {
    server.stdout.once('data', done)
    server.once('exit', (code) =>
      fail(new Error(`static server for ${folder} exited with ${code}`)),
    )
  })
  return server
}

/**
 * In the page, before anything else: records the first table row that holds data, the moment it
 * is in the DOM, and layout shifts; with `click`, the first working click.
 * @param {boolean} click
 */
function watchPage(click) {
  const watched = /** @type {WatchedWindow} */ (window)
  const hasRow = () => !!document.querySelector('tbody:not(.pending-rows) tr td')?.textContent
  /**
   * @param {() => unknown} test
   * @returns {Promise<number>}
   */
  const whenTrue = (test) =>
    new Promise((done) => {
      if (test()) return done(performance.now())
      new MutationObserver((_, observer) => {
        if (test()) {
          observer.disconnect()
          done(performance.now())
        }
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
  watched.__shifts = 0
  new PerformanceObserver((list) => {
    for (const shift of /** @type {LayoutShift[]} */ (list.getEntries()))
      if (!shift.hadRecentInput) watched.__shifts += shift.value
  }).observe({ type: 'layout-shift', buffered: true })
  watched.__longTasks = []
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) watched.__longTasks.push([task.startTime, task.duration])
  }).observe({ type: 'longtask', buffered: true })
  // The build-time shell's hidden stand-in rows (tbody.pending-rows) do not count; the shell's rows
  // once they show people before React (src/loading/shellPage.ts) do.
  watched.__firstRow = whenTrue(hasRow)
  // Waited for in the page, not with a Playwright selector: its injected script would be a long
  // task of its own in the figures below.
  // The app has started once it has replaced the shell, and with it the shell's slow-load notice
  // (a page without a shell, at once).
  watched.__appStarted = whenTrue(
    () => !!document.querySelector('tbody tr') && !document.querySelector('#root > .load-notice'),
  )
  if (!click) return
  // The bar's buttons: the demo's, or a plain page's (no labels, its current page disabled alone).
  const buttons = () => [...document.querySelectorAll('nav button')]
  const pageTwo = () =>
    /** @type {HTMLButtonElement | undefined} */ (
      buttons().find((button) => button.textContent?.trim() === '2')
    )
  const onPageTwo = () =>
    hasRow() &&
    buttons().some(
      (button) =>
        button.textContent?.trim() === '2' &&
        (button.getAttribute('aria-current') === 'page' ||
          /** @type {HTMLButtonElement} */ (button).disabled),
    )
  watched.__firstWorkingClick = whenTrue(pageTwo).then(
    () =>
      new Promise((done) => {
        // The first frame with the bar in it has painted once this timer runs.
        requestAnimationFrame(() =>
          setTimeout(() => {
            const painted = performance.now()
            const clicking = setInterval(() => pageTwo()?.click(), 50)
            const button = pageTwo()
            if (!button) throw new Error('perf: the "Página 2" button went away')
            button.click()
            whenTrue(onPageTwo).then((changed) => {
              clearInterval(clicking)
              done({ wait: changed - painted, at: changed })
            })
          }),
        )
      }),
  )
}

/**
 * @overload
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<Load & { firstRow: number, work: Work, fcp: number, cls: number, blocking: number }>}
 */
/**
 * @overload
 * @param {Browser} browser
 * @param {string} url
 * @param {{ click: true }} options
 * @returns {Promise<Load & { firstWorkingClick: { wait: number, at: number } }>}
 */
/**
 * @param {Browser} browser
 * @param {string} url
 * @param {{ click?: boolean }} [options]
 */
async function coldLoad(browser, url, { click = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Performance.enable')
  /** @type {Map<string, string>} */
  const types = new Map()
  /** @type {Bytes} */
  const bytes = { Script: 0, Stylesheet: 0, Document: 0, Other: 0 }
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId)
    const kind = type === 'Script' || type === 'Stylesheet' || type === 'Document' ? type : 'Other'
    bytes[kind] += e.encodedDataLength
  })
  await page.addInitScript(watchPage, click)
  await page.goto(url, { waitUntil: 'load' })
  /** @type {Load} */
  const load = { context, page, cdp, bytes }
  if (click) {
    const firstWorkingClick = await page.evaluate(
      () => /** @type {WatchedWindow} */ (window).__firstWorkingClick,
    )
    return { ...load, firstWorkingClick }
  }
  const firstRow = await page.evaluate(() => /** @type {WatchedWindow} */ (window).__firstRow)
  // The main thread's work from navigation until about the first row (read just after it).
  const work = await metrics(cdp)
  // The switches below are the app's: wait until it has replaced the shell.
  await page.evaluate(() => /** @type {WatchedWindow} */ (window).__appStarted)
  const fcp = await page.evaluate(
    /** @returns {Promise<number>} */
    () =>
      new Promise((done) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (entry) done(entry.startTime)
        }).observe({ type: 'paint', buffered: true }),
      ),
  )
  await page.waitForTimeout(500)
  const cls = await page.evaluate(() => /** @type {WatchedWindow} */ (window).__shifts)
  // Total blocking time after the first paint, until the app has taken over and settled: what
  // each long task that starts after it holds past 50 ms, when a visitor's tap would wait.
  const blocking = await page.evaluate(
    (paint) =>
      /** @type {WatchedWindow} */ (window).__longTasks
        .filter(([start]) => start >= paint)
        .reduce((sum, [, length]) => sum + length - 50, 0),
    fcp,
  )
  return { ...load, firstRow, work, fcp, cls, blocking }
}

const METRICS = {
  script: 'ScriptDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
  task: 'TaskDuration',
}
const METRIC_KEYS = /** @type {(keyof Work)[]} */ (Object.keys(METRICS))

/**
 * A Work with `figure(key)` for each of METRICS' keys, in their order.
 * @param {(key: keyof Work) => number} figure
 * @returns {Work}
 */
const perMetric = (figure) =>
  /** @type {Work} */ (Object.fromEntries(METRIC_KEYS.map((key) => [key, figure(key)])))

/**
 * @param {CDPSession} cdp
 * @returns {Promise<Work>}
 */
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics')
  const byName = Object.fromEntries(list.map(({ name, value }) => [name, value]))
  // NaN for a metric Chromium does not report.
  return perMetric((key) => (byName[METRICS[key]] ?? NaN) * 1000)
}

/**
 * Runs `act` `count` times. `act` (in the page) finds the control, and returns the input to give it
 * and a test of whether the change is done. Each time: the in-page time from
 * the input to the new page in the DOM, laid out (finding the control is not timed), and what
 * Chromium's main thread spent on it, as Performance.getMetrics counts it (read before and 100 ms
 * after, so the frame that follows is counted too).
 * @template T
 * @param {Load} load
 * @param {number} count
 * @param {(argument: T, index: number) => Action} act
 * @param {T} [arg]
 */
async function timeChanges(load, count, act, arg) {
  /** @type {Change[]} */
  const samples = []
  for (let i = 0; i < count; i++) {
    const before = await metrics(load.cdp)
    /** @type {[string, unknown, number]} */
    const actArgs = [act.toString(), arg, i]
    const { time, added, removed } = await load.page.evaluate(
      async ([actSource, argument, index]) => {
        /** @type {(argument: unknown, index: number) => Action} */
        const actInPage = new Function(`return (${actSource})`)()
        const { input, done } = actInPage(argument, index)
        // Elements the change puts into the page and takes out of it, not timed.
        const elements = { added: 0, removed: 0 }
        /** @param {MutationRecord[]} records */
        const count = (records) => {
          for (const { addedNodes, removedNodes } of records) {
            for (const node of addedNodes) if (node.nodeType === Node.ELEMENT_NODE) elements.added++
            for (const node of removedNodes)
              if (node.nodeType === Node.ELEMENT_NODE) elements.removed++
          }
        }
        const counter = new MutationObserver(count)
        counter.observe(document.body, { childList: true, subtree: true })
        const start = performance.now()
        input()
        if (!done()) {
          await /** @type {Promise<void>} */ (
            new Promise((resolve) => {
              const observer = new MutationObserver(() => {
                if (done()) {
                  observer.disconnect()
                  resolve()
                }
              })
              observer.observe(document.body, {
                childList: true,
                subtree: true,
                characterData: true,
                attributes: true,
              })
            })
          )
        }
        document.body.getBoundingClientRect() // force style and layout
        const time = performance.now() - start
        count(counter.takeRecords())
        counter.disconnect()
        return { time, ...elements }
      },
      actArgs,
    )
    await load.page.waitForTimeout(100)
    const after = await metrics(load.cdp)
    // A press within AIMED_AGAIN_MS (500 ms) of the one before, on a button it changed, is taken
    // as that press aimed again, and does nothing (src/features/pagination/keepFocusNear.ts): a
    // visitor's next press comes later.
    await load.page.waitForTimeout(AIMED_AGAIN_MS)
    samples.push({
      time,
      added,
      removed,
      ...perMetric((key) => after[key] - before[key]),
    })
  }
  return samples
}

/**
 * The next page's numbered button, and its click; done once that page is the current one. In the
 * demo's bar or a plain page's, which marks its current page only by disabling its button.
 * @returns {Action}
 */
const nextPage = () => {
  const currentPage = () => {
    const buttons = [...document.querySelectorAll('nav button')]
    const current =
      buttons.find((button) => button.getAttribute('aria-current') === 'page') ??
      buttons.find(
        (button) =>
          /** @type {HTMLButtonElement} */ (button).disabled &&
          /^\d+$/.test(button.textContent?.trim() ?? ''),
      )
    if (!current) throw new Error('perf: no current page button')
    return Number(current.textContent)
  }
  const next = String(currentPage() + 1)
  const button = [...document.querySelectorAll('nav button')].find(
    (candidate) => candidate.textContent?.trim() === next,
  )
  if (!(button instanceof HTMLButtonElement)) throw new Error(`perf: no page ${next} button`)
  return { input: () => button.click(), done: () => String(currentPage()) === next }
}

/**
 * Page size `sizes[index]` chosen in the select, as a visitor's choice is.
 * @param {number[]} sizes
 * @param {number} index
 * @returns {Action}
 */
const nextSize = (sizes, index) => {
  const select = document.querySelector('nav select')
  if (!(select instanceof HTMLSelectElement)) throw new Error('perf: no page-size select')
  const size = sizes[index]
  if (size === undefined) throw new Error(`perf: no page size ${index}`)
  const total = /de (\d+) itens/.exec(document.querySelector('tfoot')?.textContent ?? '')
  if (!total) throw new Error('perf: no "de N itens" in the table footer')
  const items = Number(total[1])
  return {
    input: () => {
      select.value = String(size)
      select.dispatchEvent(new Event('input', { bubbles: true }))
      select.dispatchEvent(new Event('change', { bubbles: true }))
    },
    done: () =>
      !!document
        .querySelector('[role="status"]')
        ?.textContent?.startsWith(`Página 1 de ${Math.ceil(items / size)}`),
  }
}

/**
 * The reference floor for a page switch on this machine: in the same page, with the same stylesheet,
 * replace the 5 rows with 5 new ones and the two "Página n de N" texts with plain DOM calls, no
 * React, no click, no bar; then force layout.
 * @param {Page} page
 */
async function plainDomSwitches(page) {
  return page.evaluate(async (count) => {
    const tbody = document.querySelector('tbody:not(.pending-rows)')
    if (!(tbody instanceof HTMLTableSectionElement)) throw new Error('perf: no table body')
    const texts = ['[role="status"]', 'tfoot span:last-child'].map((selector) => {
      const text = document.querySelector(selector)
      if (!text) throw new Error(`perf: no ${selector} in the page`)
      return text
    })
    const cells = [...tbody.rows].map((row) => [...row.cells].map((cell) => cell.textContent))
    /** @type {number[]} */
    const times = []
    for (let i = 1; i <= count; i++) {
      const start = performance.now()
      const rows = cells.map((values) => {
        const row = document.createElement('tr')
        for (const [column, value] of values.entries()) {
          const cell = row.insertCell()
          if (column === 3) cell.className = 'email'
          cell.textContent = `${value}${i}`
        }
        return row
      })
      tbody.replaceChildren(...rows)
      for (const text of texts) text.textContent = `Página ${i} de 43`
      document.body.getBoundingClientRect() // force style and layout
      times.push(performance.now() - start)
      await new Promise((done) => setTimeout(done, 30))
    }
    return times
  }, SWITCHES)
}

/**
 * One sample of a build: a cold load with its switches and size changes, and a clicking load.
 * @param {Browser} browser
 * @param {string} url
 */
async function sample(browser, url) {
  const load = await coldLoad(browser, url)
  const switches = await timeChanges(load, SWITCHES, nextPage)
  // A plain page (scripts/floor) has no page-size select.
  const hasSizes = await load.page.evaluate(() => !!document.querySelector('nav select'))
  const sizeChanges = hasSizes ? await timeChanges(load, SIZES.length, nextSize, SIZES) : []
  await load.context.close()
  const clicker = await coldLoad(browser, url, { click: true })
  await clicker.context.close()
  return {
    bytes: load.bytes,
    fcp: load.fcp,
    firstRow: load.firstRow,
    cls: load.cls,
    blocking: load.blocking,
    work: load.work,
    firstWorkingClick: clicker.firstWorkingClick.wait,
    clickedPageShown: clicker.firstWorkingClick.at,
    switches,
    sizeChanges,
  }
}

/**
 * The figures a sample is compared by: for interactions, the median of its changes.
 * @type {Record<string, (s: Sample) => number>}
 */
const FIGURES = {
  'first contentful paint': (s) => s.fcp,
  'first row in the DOM': (s) => s.firstRow,
  'first working click': (s) => s.firstWorkingClick,
  // The same click's page, from the navigation: a sooner paint lengthens the wait above alone.
  'clicked page shown': (s) => s.clickedPageShown,
  'page switch': (s) => median(s.switches.map((x) => x.time)),
  'page-size change': (s) => median(s.sizeChanges.map((x) => x.time)),
}

/**
 * Mean script, style, layout and task time of one change, over every change of every sample.
 * @param {Sample[]} samples
 * @param {'work' | 'switches' | 'sizeChanges'} key
 */
function breakdown(samples, key) {
  const all = samples.flatMap((s) => s[key] ?? [])
  return METRIC_KEYS.map((metric) => ms(mean(all.map((x) => x[metric]))))
}

/** @param {string[][]} rows */
function printBreakdown(rows) {
  const header = ['', 'script', 'style', 'layout', 'whole task']
  const table = [header, ...rows]
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]?.length ?? 0)))
  for (const row of table) {
    console.log(
      `  ${row.map((cell, i) => (i ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('   ')}`,
    )
  }
}

/**
 * Mean elements put into and taken out of the page by one change, over every sample.
 * @param {Sample[]} samples
 * @param {'switches' | 'sizeChanges'} key
 */
function elementsMade(samples, key) {
  const all = samples.flatMap((s) => s[key])
  /** @param {'added' | 'removed'} field */
  const perChange = (field) => mean(all.map((x) => x[field])).toFixed(1)
  return `${perChange('added')} added, ${perChange('removed')} removed`
}

/** @param {[string, Sample[]][]} rows */
function printElements(rows) {
  console.log('elements per change, mean (a change that only updates text adds none):')
  for (const [name, samples] of rows) {
    console.log(
      `  ${name.padEnd(22)} switch: ${elementsMade(samples, 'switches')}; size change: ${elementsMade(samples, 'sizeChanges')}`,
    )
  }
}

/** @param {Bytes} bytes */
function printBytes(bytes) {
  console.log(
    `  JS ${kib(bytes.Script)} · CSS ${kib(bytes.Stylesheet)} · HTML ${kib(bytes.Document)} · other ${kib(bytes.Other)}`,
  )
}

/**
 * The bytes of a build's first sample: every cold load fetches the same files.
 * @param {Sample[]} samples
 */
const firstBytes = (samples) => {
  const first = samples[0]
  if (!first) throw new Error('perf: no samples (PERF_RUNS or PERF_PAIRS is 0)')
  return first.bytes
}

const browser = await chromium.launch(launchOptions)
const servers = [await serve('dist', 4174)]
try {
  if (options.against) {
    servers.push(await serve(resolve(options.against), 4176))
    /** @type {Sample[]} */
    const ours = []
    /** @type {Sample[]} */
    const theirs = []
    for (let i = 0; i < PAIRS; i++) {
      // Alternating order, so that neither build always runs on a warmer or cooler machine.
      const order = i % 2 ? ['theirs', 'ours'] : ['ours', 'theirs']
      for (const which of order) {
        const url = `http://127.0.0.1:${which === 'ours' ? 4174 : 4176}/`
        ;(which === 'ours' ? ours : theirs).push(await sample(browser, url))
      }
      process.stdout.write(`\rpairs: ${i + 1} of ${PAIRS}`)
    }
    console.log(`\n\nthis build (dist/) against ${options.against}, ${PAIRS} pairs, back to back:`)
    console.log(
      'first-visit bytes over the wire (gzip, headers included), this build, then the other:',
    )
    printBytes(firstBytes(ours))
    printBytes(firstBytes(theirs))
    if (firstBytes(theirs).Script > 0) {
      console.log(
        `  JS: ${(firstBytes(ours).Script / firstBytes(theirs).Script).toFixed(2)}× the other's`,
      )
    }
    console.log('medians (min–max); the ratio is this build over the other, pair by pair:')
    for (const [name, figure] of Object.entries(FIGURES)) {
      const a = ours.map(figure)
      const b = theirs.map(figure)
      const ratios = a.map((x, j) => x / (b[j] ?? NaN))
      console.log(
        `  ${name.padEnd(23)} ${spread(a).padEnd(24)} vs ${spread(b).padEnd(24)} ratio ${spread(ratios, (r) => `${r.toFixed(2)}×`)}`,
      )
    }
    console.log(
      `  layout shift, worst: ${Math.max(...ours.map((s) => s.cls)).toFixed(3)} vs ${Math.max(...theirs.map((s) => s.cls)).toFixed(3)}`,
    )
    // No ratio: either build may block for 0 ms.
    console.log(
      `  blocking after the first paint: ${spread(ours.map((s) => s.blocking))} vs ${spread(theirs.map((s) => s.blocking))}`,
    )
    console.log(
      'one change, mean main-thread time (Performance.getMetrics), this build vs the other:',
    )
    printBreakdown([
      ['load, to the first row', ...breakdown(ours, 'work')],
      ['  the other', ...breakdown(theirs, 'work')],
      ['page switch', ...breakdown(ours, 'switches')],
      ['  the other', ...breakdown(theirs, 'switches')],
      ['page-size change', ...breakdown(ours, 'sizeChanges')],
      ['  the other', ...breakdown(theirs, 'sizeChanges')],
    ])
    printElements([
      ['this build', ours],
      ['the other', theirs],
    ])
  } else {
    /** @type {Sample[]} */
    const samples = []
    for (let i = 0; i < RUNS; i++) samples.push(await sample(browser, 'http://127.0.0.1:4174/'))
    const floorLoad = await coldLoad(browser, 'http://127.0.0.1:4174/')
    const floor = await plainDomSwitches(floorLoad.page)
    await floorLoad.context.close()
    console.log('first-visit bytes over the wire (gzip, headers included):')
    printBytes(firstBytes(samples))
    console.log(`medians of ${RUNS} cold loads (min–max):`)
    for (const [name, figure] of Object.entries(FIGURES)) {
      console.log(`  ${name.padEnd(23)} ${spread(samples.map(figure))}`)
    }
    console.log(`  layout shift, worst:    ${Math.max(...samples.map((s) => s.cls)).toFixed(3)}`)
    console.log(`  blocking after 1st paint ${spread(samples.map((s) => s.blocking))}`)
    console.log(
      `  floor: a switch with plain DOM calls, no React: ${spread(floor)} (${SWITCHES} switches)`,
    )
    console.log(
      `one change, mean main-thread time (Performance.getMetrics; ${SWITCHES} switches, ${SIZES.length} size changes per load):`,
    )
    printBreakdown([
      ['load, to the first row', ...breakdown(samples, 'work')],
      ['page switch', ...breakdown(samples, 'switches')],
      ['page-size change', ...breakdown(samples, 'sizeChanges')],
    ])
    printElements([['this build', samples]])
  }
} finally {
  await browser.close()
  for (const server of servers) server.kill()
}
