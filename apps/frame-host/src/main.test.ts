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

async function start(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
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
  return { child, url, output: () => output }
}

/** `npm start -- migrate` (pnpm --filter frame-host migrate): its exit code and output. */
async function runMigrate(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(TSX, ['--conditions=@keyway/source', 'src/main.ts', 'migrate'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { code, output }
}

async function stop(child: ChildProcess): Promise<number | null> {
  // 'close': the process exited and its output is all read.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve))
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

  it('on a PostgreSQL server: refuses a schema that is behind until frame-host migrate ran, then serves, logs JSON and stops with 0', async () => {
    const databaseUrl = await engines.freshPostgresUrl()
    const env = { DATABASE_URL: databaseUrl, KEK_FILE: join(folder, 'keys', 'kek') }
    await expect(start(env)).rejects.toThrow(
      /exited with 1:[\s\S]*frame-host: the database schema is behind this frame-host \(at version 0, needs \d+[\s\S]*frame-host migrate/,
    )
    const migrated = await runMigrate(env)
    expect(migrated.code, migrated.output).toBe(0)
    expect(migrated.output).toMatch(/frame-host: schema migrated to version \d+ \(applied 1, 2,/)
    expect((await runMigrate(env)).output).toMatch(/frame-host: schema already at version \d+/)
    const { child, url, output } = await start(env)
    try {
      expect((await call(url, 'GET', '/health')).status).toBe(200)
      expect((await call(url, 'GET', '/ready')).json).toEqual({ ready: true })
    } finally {
      expect(await stop(child)).toBe(0)
    }
    // Besides the READY line, stdout is JSON lines: the request lines and the stop.
    const lines = output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line))
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'request', route: '/ready', status: 200 }),
        expect.objectContaining({ msg: 'stopping', signal: 'SIGTERM' }),
        expect.objectContaining({ msg: 'stopped' }),
      ]),
    )
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
