// The every-engine suite's static host: scripts/serve.mjs, plus what a test needs to make the
// page's scripts misbehave in any engine (WebKit's WebDriver cannot intercept requests, as
// Playwright's page.route does). A test asks for it in the page's address:
//   /?hold=<token>  every script is held back until the test asks for /release/<token>
//   /?fail=<name>   <name>.<hash>.js (redux, start, react, main) fails: 503 Service Unavailable,
//                   for the first load of that address only (so "Tentar de novo" finds it)
//   /?throw=<name>  <name>.<hash>.js arrives, and throws as it is evaluated
// Such a page's script addresses carry its query, so each such visit asks for its scripts anew
// (WebKit would otherwise take them from its memory cache) and each script request says what to
// do with it. Add a unique value (&visit=…) to the address to make a visit's addresses unique.
// Usage: node e2e/engines/serve-probed.mjs <port> <folder>
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { listen, serveFiles } from '../../scripts/serve.mjs'

const [port, folder] = process.argv.slice(2)
if (!port || !folder) throw new Error('Usage: node e2e/engines/serve-probed.mjs <port> <folder>')
const root = resolve(folder)
const serve = serveFiles(root)
const SCRIPT = /\b(react|redux|start|main)\.[0-9a-f]{8}\.js\b/g

/** Requests held back, by token, and the tokens already released. */
const held = new Map()
const released = new Set()
/** How many times each address with a query has been loaded. */
const loads = new Map()

listen(
  (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const asked = url.searchParams
    const release = /^\/release\/(\w+)$/.exec(url.pathname)
    if (release) {
      released.add(release[1])
      for (const send of held.get(release[1]) ?? []) send()
      held.delete(release[1])
      response.end('released')
      return
    }
    if (url.pathname === '/' && url.search) {
      loads.set(url.search, (loads.get(url.search) ?? 0) + 1)
      const page = readFileSync(join(root, 'index.html'), 'utf8')
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(page.replace(SCRIPT, (name) => `${name}${url.search}`))
      return
    }
    const script = new RegExp(SCRIPT.source).exec(url.pathname)?.[1]
    if (script && asked.get('fail') === script && loads.get(url.search) === 1) {
      response.writeHead(503).end()
      return
    }
    if (script && asked.get('throw') === script) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end('throw new Error("a broken build")')
      return
    }
    const token = asked.get('hold')
    if (script && token && !released.has(token)) {
      held.set(token, [...(held.get(token) ?? []), () => serve(request, response)])
      return
    }
    serve(request, response)
  },
  Number(port),
  `${root} (with held and failing scripts on request)`,
)
