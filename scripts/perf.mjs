// npm run perf: the production build in Chromium on a mid-range phone profile (4× CPU slowdown,
// 1.6 Mbps down, 150 ms round trip), served with gzip. Prints first-visit bytes, first contentful
// paint, time until the first row is in the DOM (median of 5 cold loads) and the page-switch median,
// next to a reference floor: the same switch done with plain DOM calls, without React.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'

const PORT = 4174
const RUNS = Number(process.env.PERF_RUNS ?? 5)
const SWITCHES = 21
const launchOptions = JSON.parse(
  readFileSync(new URL('../e2e/chromium.json', import.meta.url), 'utf8'),
)
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const ms = (t) => `${Math.round(t)} ms`

const server = spawn(process.execPath, ['scripts/serve.mjs', String(PORT), 'dist'], {
  stdio: 'pipe',
})
await new Promise((resolve, reject) => {
  server.stdout.once('data', resolve)
  server.once('exit', (code) => reject(new Error(`static server exited with ${code}`)))
})

/** Records the first table row that holds data, the moment it is in the DOM, and layout shifts. */
const watchPage = () => {
  window.__shifts = 0
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries()) if (!shift.hadRecentInput) window.__shifts += shift.value
  }).observe({ type: 'layout-shift', buffered: true })
  window.__firstRow = new Promise((resolve) => {
    // The build-time shell's hidden stand-in rows (tbody.pending-rows) do not count.
    const found = () => document.querySelector('tbody:not(.pending-rows) tr td')?.textContent
    new MutationObserver((_, observer) => {
      if (found()) {
        observer.disconnect()
        resolve(performance.now())
      }
    }).observe(document, { childList: true, subtree: true, characterData: true })
  })
}

async function coldLoad(browser) {
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
  const types = new Map()
  const bytes = { Script: 0, Stylesheet: 0, Document: 0, Other: 0 }
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type))
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId)
    bytes[type in bytes ? type : 'Other'] += e.encodedDataLength
  })
  await page.addInitScript(watchPage)
  await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'load' })
  const firstRow = await page.evaluate(() => window.__firstRow)
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0]
          if (entry) resolve(entry.startTime)
        }).observe({ type: 'paint', buffered: true }),
      ),
  )
  await page.waitForTimeout(500)
  const cls = await page.evaluate(() => window.__shifts)
  return { context, page, firstRow, fcp, cls, bytes }
}

/** Clicks the next page's button and times it until the DOM shows the new page, laid out. */
async function pageSwitches(page) {
  return page.evaluate(async (count) => {
    const status = document.querySelector('[role="status"]')
    const times = []
    for (let i = 0; i < count; i++) {
      const current = Number(document.querySelector('[aria-current="page"]').textContent)
      const next = document.querySelector(`button[title="Página ${current + 1}"]`)
      const expected = `Página ${current + 1} de`
      const start = performance.now()
      next.click()
      if (!status.textContent.startsWith(expected)) {
        await new Promise((resolve) => {
          const observer = new MutationObserver(() => {
            if (status.textContent.startsWith(expected)) {
              observer.disconnect()
              resolve()
            }
          })
          observer.observe(status, { childList: true, subtree: true, characterData: true })
        })
      }
      document.body.getBoundingClientRect() // force style and layout
      times.push(performance.now() - start)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    return times
  }, SWITCHES)
}

/**
 * The reference floor for a page switch on this machine: in the same page, with the same stylesheet,
 * replace the 5 rows with 5 new ones (rows keyed by id are new elements on every switch) and the two
 * "Página n de N" texts with plain DOM calls, no React, no click, no bar; then force layout.
 */
async function plainDomSwitches(page) {
  return page.evaluate(async (count) => {
    const tbody = document.querySelector('tbody:not(.pending-rows)')
    const texts = [
      document.querySelector('[role="status"]'),
      document.querySelector('tfoot span:last-child'),
    ]
    const cells = [...tbody.rows].map((row) => [...row.cells].map((cell) => cell.textContent))
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
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    return times
  }, SWITCHES)
}

const browser = await chromium.launch(launchOptions)
try {
  const loads = []
  for (let i = 0; i < RUNS; i++) {
    const load = await coldLoad(browser)
    if (i === RUNS - 1) {
      load.switches = await pageSwitches(load.page)
      // Last: it takes the rows away from React.
      load.floor = await plainDomSwitches(load.page)
    }
    await load.context.close()
    loads.push(load)
  }
  const { bytes, switches, floor } = loads.at(-1)
  console.log(`first-visit bytes over the wire (gzip, headers included):`)
  console.log(
    `  JS ${kib(bytes.Script)} · CSS ${kib(bytes.Stylesheet)} · HTML ${kib(bytes.Document)} · other ${kib(bytes.Other)}`,
  )
  console.log(
    `first contentful paint, median of ${RUNS}: ${ms(median(loads.map((l) => l.fcp)))}  (${loads.map((l) => ms(l.fcp)).join(', ')})`,
  )
  console.log(
    `first row in the DOM, median of ${RUNS}:  ${ms(median(loads.map((l) => l.firstRow)))}  (${loads.map((l) => ms(l.firstRow)).join(', ')})`,
  )
  console.log(
    `cumulative layout shift, worst of ${RUNS}: ${Math.max(...loads.map((l) => l.cls)).toFixed(3)}`,
  )
  console.log(
    `page switch (click → DOM updated and laid out), median of ${SWITCHES}: ${median(switches).toFixed(2)} ms  (min ${Math.min(...switches).toFixed(2)}, max ${Math.max(...switches).toFixed(2)})`,
  )
  console.log(
    `  floor: the same with plain DOM calls, no React, median of ${SWITCHES}: ${median(floor).toFixed(2)} ms  (min ${Math.min(...floor).toFixed(2)}, max ${Math.max(...floor).toFixed(2)})`,
  )
} finally {
  await browser.close()
  server.kill()
}
