// @ts-nocheck
// A small static host for dist/, with gzip like any real one: used by the browser tests and perf.
// Usage: node scripts/serve.mjs [port] [folder]
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createGzip } from 'node:zlib'

/** @type {Record<string, string>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.map', '.txt'])

/**
 * The file a request's URL names inside `root`; undefined (so a 404) for anything else.
 * @param {string} root
 * @param {string} url
 */
function fileFor(root, url) {
  try {
    // Throws URIError on a malformed escape such as /%E0%A4%A.
    const path = decodeURIComponent(new URL(url, 'http://localhost').pathname)
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path))
    if (file !== root && !file.startsWith(root + sep)) return undefined
    return statSync(file).isFile() ? file : undefined
  } catch {
    return undefined
  }
}

/**
 * A request handler that serves the files in `root`.
 * @param {string} root
 * @returns {import('node:http').RequestListener}
 */
export const serveFiles = (root) => (request, response) => {
  const file =
    request.method === 'GET' || request.method === 'HEAD'
      ? fileFor(root, request.url ?? '/')
      : undefined
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    return
  }
  const type = extname(file)
  const gzip = COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
  response.writeHead(200, {
    'content-type': TYPES[type] ?? 'application/octet-stream',
    // Hashed assets never change; the page itself is always revalidated.
    'cache-control': type === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  })
  if (request.method === 'HEAD') {
    response.end()
    return
  }
  const body = createReadStream(file)
  ;(gzip ? body.pipe(createGzip()) : body).pipe(response)
}

/**
 * Serves `handler` on 127.0.0.1:`port`, and says so on one line once it listens.
 * @param {import('node:http').RequestListener} handler
 * @param {number} port
 * @param {string} what
 */
export function listen(handler, port, what) {
  createServer(handler).listen(port, '127.0.0.1', () => {
    console.log(`Serving ${what} on http://127.0.0.1:${port}`)
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = resolve(process.argv[3] ?? 'dist')
  listen(serveFiles(root), Number(process.argv[2] ?? 4173), root)
}
