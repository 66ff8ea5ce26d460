// @ts-check
const net = require('node:net')

const DEFAULT_PORT = 8080
const LAST_FALLBACK_PORT = 8099

/**
 * Whether `port` can be listened on at `host`: free, and not reserved for root.
 * @param {number} port
 * @param {string} host
 * @returns {Promise<boolean>}
 */
function canListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => {
      resolve(false)
    })
    server.listen({ port, host, exclusive: true }, () => {
      server.close(() => {
        resolve(true)
      })
    })
  })
}

/**
 * The port `npm start` serves on. With `PORT` set (and not empty), exactly that port; without
 * it, 8080, or the next free one up to 8099 when 8080 is taken. `note` says in one line when the
 * port is not the one asked for. A port that cannot be had is an error with a one-line message,
 * so that the dev server never meets it as an EADDRINUSE stack trace.
 * @param {string} host
 * @param {string | undefined} asked the PORT environment variable
 * @returns {Promise<{ port: number, note?: string }>}
 */
async function devServerPort(host, asked) {
  if (asked !== undefined && asked !== '') {
    const port = Number(asked)
    if (!/^\d+$/.test(asked) || port < 1 || port > 65535) {
      throw new Error(
        `PORT=${asked} is not a port number (1 to 65535). For example: PORT=3000 npm start`,
      )
    }
    if (!(await canListen(port, host))) {
      throw new Error(`port ${port} is taken (or needs root). Choose another: PORT=3000 npm start`)
    }
    return { port }
  }
  for (let port = DEFAULT_PORT; port <= LAST_FALLBACK_PORT; port++) {
    if (await canListen(port, host)) {
      return port === DEFAULT_PORT
        ? { port }
        : { port, note: `port ${DEFAULT_PORT} is taken, so the demo is on port ${port}` }
    }
  }
  throw new Error(
    `ports ${DEFAULT_PORT} to ${LAST_FALLBACK_PORT} are all taken. Choose one: PORT=3000 npm start`,
  )
}

module.exports = { devServerPort }
