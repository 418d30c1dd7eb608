import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './db/database.js'
import { MIGRATIONS } from './db/migrations.js'
import { createTestEngines } from './testing/databases.test-helpers.js'
import { call } from './testing/frame-host.test-helpers.js'

/** `npm start` as a real process: the READY line, a working server, a clean stop. */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const TSX = join(PACKAGE_DIR, 'node_modules', '.bin', 'tsx')
const engines = createTestEngines()
const folder = mkdtempSync(join(tmpdir(), 'frame-host-main-'))
afterAll(async () => {
  await engines.stop()
  rmSync(folder, { recursive: true, force: true })
})

async function start(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  // As `npm start` runs it: workspace packages from their sources, so no build is needed first.
  const child = spawn(TSX, ['--conditions=@keyway/source', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      CONFIG_API_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no READY line:\n${output}`)), 120_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /FRAME HOST READY (\S+)/.exec(output)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`exited with ${code}:\n${output}`))
    })
  })
  return { child, url }
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  return exited
}

describe('npm start (src/main.ts)', () => {
  it('on PGlite in a data folder, with a new 0600 KEK file', async () => {
    const kekFile = join(folder, 'keys', 'kek')
    const { child, url } = await start({ PGLITE_DIR: join(folder, 'pglite'), KEK_FILE: kekFile })
    try {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect((await call(url, 'GET', '/health')).json).toEqual({ ok: true })
      const frame = await call(url, 'GET', '/frame?projectId=p')
      expect(frame.headers.get('content-security-policy')).toMatch(
        /^frame-ancestors 'none'; script-src 'nonce-[^']+'; object-src 'none'; base-uri 'none'$/,
      )
      expect(statSync(kekFile).mode & 0o777).toBe(0o600)
    } finally {
      expect(await stop(child)).toBe(0)
    }
  })

  it('on a PostgreSQL server with DATABASE_URL', async () => {
    const databaseUrl = await engines.freshPostgresUrl()
    const { child, url } = await start({
      DATABASE_URL: databaseUrl,
      KEK_FILE: join(folder, 'keys', 'kek'),
    })
    try {
      expect((await call(url, 'GET', '/health')).status).toBe(200)
    } finally {
      expect(await stop(child)).toBe(0)
    }
    // It migrated the server's database, not a PGlite folder.
    const db = await openDatabase({ databaseUrl })
    try {
      const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations')
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version))
    } finally {
      await db.close()
    }
  })

  it('a bad setting stops it at once with a clear message', async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(/PORT: PORT must be a number/)
  })
})
