/// <reference types="node" />
/// <reference types="vitest/jsdom" />
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DatabaseSync } from 'node:sqlite'
import { createHandler } from '../../server.ts'
import { createPeople, sqlitePeople } from '../../server/sqlite.ts'

/**
 * server.ts's API over `count` people of its seed, in memory, at the page's own address, as Vite's
 * proxy serves it: `asked` is every request the app made (with its key, for a write), `stop()`
 * ends it (and a request then fails as when no server runs).
 */
export async function servePeople(count = 100) {
  const db = new DatabaseSync(':memory:')
  createPeople(db, count)
  const handler = createHandler(sqlitePeople(db))
  const asked: string[] = []
  let answersLost = 0
  const server = createServer((request, response) => {
    const key = request.headers['idempotency-key']
    asked.push(`${request.method} ${request.url}${key ? ` ${key}` : ''}`)
    if (request.method === 'GET' || answersLost === 0) return void handler(request, response)
    // The write done, its answer lost on the way: a proxy's 502 instead.
    answersLost--
    const lost = { writeHead: () => lost, end: () => lost } as unknown as typeof response
    void handler(request, lost).then(() => response.writeHead(502).end())
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  jsdom.reconfigure({ url: `${origin}/` })
  onTestFinished(() => {
    server.closeAllConnections()
    server.close()
  })
  return {
    asked,
    /** A request of another visitor's, with its status. */
    other: async (path: string, method = 'GET', body?: object) => {
      const headers = { 'content-type': 'application/json' }
      return (await fetch(`${origin}${path}`, { method, headers, body: JSON.stringify(body) }))
        .status
    },
    /** The next `writes` writes are done, and answered 502 (their outcome not known to the app). */
    loseAnswers: (writes: number) => {
      answersLost = writes
    },
    stop: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
