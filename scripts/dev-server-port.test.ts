/** @jest-environment node */
import { createServer, type Server } from 'node:net'
import { devServerPort } from './dev-server-port.cjs'

const HOST = 'localhost'

/** Occupies a port on HOST (0: any free one) and gives it back with a way to let it go. */
async function occupy(port = 0): Promise<{ port: number; release: () => Promise<void> }> {
  const server: Server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host: HOST }, resolve)
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP address')
  return {
    port: address.port,
    release: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  }
}

describe('devServerPort with PORT set', () => {
  it('serves on that port when it is free', async () => {
    const { port, release } = await occupy()
    await release()
    await expect(devServerPort(HOST, String(port))).resolves.toEqual({ port })
  })

  it('refuses a taken port in one line', async () => {
    const { port, release } = await occupy()
    try {
      await expect(devServerPort(HOST, String(port))).rejects.toThrow(
        `port ${port} is taken (or needs root). Choose another: PORT=3000 npm start`,
      )
    } finally {
      await release()
    }
  })

  it.each(['abc', '3000.5', '-1', '0', '65536', ' 80'])('refuses PORT=%j', async (asked) => {
    await expect(devServerPort(HOST, asked)).rejects.toThrow(
      `PORT=${asked} is not a port number (1 to 65535). For example: PORT=3000 npm start`,
    )
  })
})

describe('devServerPort without PORT', () => {
  it('takes an empty PORT as no PORT', async () => {
    await expect(devServerPort(HOST, '')).resolves.toEqual(await devServerPort(HOST, undefined))
  })

  it('moves past 8080 when it is taken, and says so', async () => {
    // 8080 may already be taken on this machine; then it stays taken for the whole test.
    const held = await occupy(8080).catch(() => undefined)
    try {
      const { port, note } = await devServerPort(HOST, undefined)
      expect(port).toBeGreaterThan(8080)
      expect(port).toBeLessThanOrEqual(8099)
      expect(note).toBe(`port 8080 is taken, so the demo is on port ${port}`)
    } finally {
      await held?.release()
    }
  })
})
