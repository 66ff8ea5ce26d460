// @vitest-environment node
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createHandler, createPeople } from './server.ts'

// #region serve
/** The API on a free port, over `count` people in a database in memory. */
async function serve(count: number) {
  const db = new DatabaseSync(':memory:')
  createPeople(db, count)
  const server = createServer(createHandler(db))
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  afterAll(() => void server.close())
  const { port } = server.address() as AddressInfo
  const request = async (path: string, method = 'GET') => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { method })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  return { db, request }
}
// #endregion

const { request } = await serve(42)
const broken = await serve(1)
const ids = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => expect.objectContaining({ id: from + i }))
const PAGE = 'a whole number from 1 to 1000000, in decimal digits, once'
const SIZE = 'one of 10, 25, 50, once'

describe('GET /api/people', () => {
  it('answers a page of people, and how many there are', async () => {
    const first = {
      id: 11,
      firstName: 'Dara',
      lastName: 'Brown',
      email: 'dara.brown.11@example.com',
    }
    expect(await request('/api/people?page=2&pageSize=10')).toEqual({
      status: 200,
      body: { items: [first, ...ids(12, 20)], total: 42 },
    })
  })

  it('answers the last page, which is not full', async () => {
    const { body } = await request('/api/people?page=5&pageSize=10')
    expect(body).toEqual({ items: ids(41, 42), total: 42 })
  })

  it('answers a page past the last with the total and no items', async () => {
    const { body } = await request('/api/people?page=6&pageSize=10')
    expect(body).toEqual({ items: [], total: 42 })
  })

  it.each([
    ['no page', 'pageSize=10', 'page'],
    ['two pages', 'page=1&page=2&pageSize=10', 'page'],
    ['an empty page', 'page=&pageSize=10', 'page'],
    ['page 0', 'page=0&pageSize=10', 'page'],
    ['a negative page', 'page=-1&pageSize=10', 'page'],
    ['a page in hexadecimal', 'page=0x10&pageSize=10', 'page'],
    ['a page with an exponent', 'page=1e3&pageSize=10', 'page'],
    ['a page with spaces', 'page=%205%20&pageSize=10', 'page'],
    ['a page with a broken escape', 'page=%E0%A4%A&pageSize=10', 'page'],
    ['a page with a decimal point', 'page=2.0&pageSize=10', 'page'],
    ['a page above the maximum', 'page=1000001&pageSize=10', 'page'],
    ['a page of twenty digits', 'page=99999999999999999999&pageSize=10', 'page'],
    ['no size', 'page=1', 'pageSize'],
    ['two sizes', 'page=1&pageSize=10&pageSize=25', 'pageSize'],
    ['a size the list does not offer', 'page=1&pageSize=20', 'pageSize'],
    ['a size above the largest', 'page=1&pageSize=51', 'pageSize'],
    ['size 0', 'page=1&pageSize=0', 'pageSize'],
    ['a size with an exponent', 'page=1&pageSize=1e1', 'pageSize'],
    ['a size with a decimal point', 'page=1&pageSize=10.0', 'pageSize'],
  ])('refuses %s with a 400 that says what it accepts', async (_, query, parameter) => {
    expect(await request(`/api/people?${query}`)).toEqual({
      status: 400,
      body: { parameter, accepts: parameter === 'page' ? PAGE : SIZE },
    })
  })

  it.each(['/', '/api/people/1', '/api/person?page=1&pageSize=10'])(
    'answers %s with a 404',
    async (path) => {
      expect((await request(path)).status).toBe(404)
    },
  )

  it.each(['POST', 'PUT', 'DELETE'])('answers %s with a 405', async (method) => {
    expect((await request('/api/people?page=1&pageSize=10', method)).status).toBe(405)
  })
})

describe('a server that cannot read its database', () => {
  it('answers 503 and logs why, never 500', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken.db.close()
    expect(await broken.request('/api/people?page=1&pageSize=10')).toEqual({
      status: 503,
      body: { error: 'The people cannot be read now: try again later' },
    })
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })
})
