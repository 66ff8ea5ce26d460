import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * server.ts run as `npm run server` runs it, on `port`, in a folder of its own where it makes a
 * fresh people.db, or starts from a copy of `seed`, a people.db it made before; with `env` added
 * to its environment (PEOPLE, DATABASE_URL: `npm run migrate` first), and what it logs of its
 * faults left out if `quiet`. Resolves once it listens, with what it said; after `stop`, `start`
 * runs it again on the same database.
 */
export async function startApi(
  port: number,
  seed = process.env.PEOPLE_SEED,
  env: Record<string, string> = {},
  { quiet = false } = {},
) {
  const folder = mkdtempSync(join(tmpdir(), 'people-api-'))
  if (seed) copyFileSync(seed, join(folder, 'people.db'))
  const server = join(import.meta.dirname, '..', 'server.ts')
  if (env.DATABASE_URL) {
    const migrate = join(import.meta.dirname, '..', 'migrate.ts')
    const migrated = spawnSync(process.execPath, [migrate], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    })
    if (migrated.status !== 0) throw new Error(`npm run migrate: ${migrated.stderr}`)
  }
  const start = async () => {
    const child = spawn(process.execPath, [server], {
      cwd: folder,
      // SQLite unless `env` names a PostgreSQL database: never one the shell happens to hold.
      env: { ...process.env, DATABASE_URL: '', ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'],
    })
    let said = ''
    await new Promise<void>((listening, failed) => {
      child.stdout.on('data', (chunk: Buffer) => {
        said += String(chunk)
        if (said.includes(`People on http://127.0.0.1:${port}/`)) listening()
      })
      child.on('exit', (code) => failed(new Error(`server.ts ended (${code}): ${said}`)))
    })
    return { child, said }
  }
  let running = await start()
  const isRunning = () => running.child.exitCode === null && running.child.signalCode === null
  const stop = async () => {
    if (isRunning()) {
      running.child.kill()
      await once(running.child, 'exit')
    }
  }
  return {
    said: running.said,
    /** Its people.db. */
    database: join(folder, 'people.db'),
    isRunning,
    stop,
    async start() {
      running = await start()
      return running.said
    },
    async remove() {
      await stop()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
