/// <reference types="node" />
/// <reference types="vitest/jsdom" />
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DatabaseSync } from 'node:sqlite'
import { createHandler } from '../../server.ts'
import { createPeople, sqlitePeople } from '../../server/sqlite.ts'

/**
 * server.ts's API over `count` people of its seed, in memory, at the page's own address, as Vite's
 * proxy serves it: `asked` is every request the app made, `stop()` ends it (and a request then
 * fails as when no server runs).
 */
export async function servePeople(count = 100) {
  const db = new DatabaseSync(':memory:')
  createPeople(db, count)
  const handler = createHandler(sqlitePeople(db))
  const asked: string[] = []
  const server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`)
    void handler(request, response)
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
    stop: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
