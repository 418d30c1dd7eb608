/**
 * A throwaway PostgreSQL server for tests that need a real one (the stores of sign-in and
 * frame-host run on PGlite by default and on a server with DATABASE_URL). It uses Debian's
 * `postgresql` binaries (scripts/bootstrap.mjs installs them): a fresh cluster in a temp
 * folder, listening on 127.0.0.1 on a free port, trusted local connections, removed on
 * stop. Debian's server refuses to run as root, so as root it runs as the `postgres` user.
 *
 * With DATABASE_URL set, that server is used instead and nothing is started.
 */
import { execFileSync, spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../child-process.js'

export type PostgresServer = {
  /** postgres://… for `pg` (and anything that takes a connection string). */
  connectionString: string
  /**
   * Stops the server (fast shutdown: sessions are ended), keeps it down for `downMs`, and
   * starts it again on the same port and data; resolves once it accepts connections again.
   * For fault tests. A server from DATABASE_URL is not ours to restart: it throws.
   */
  restart(options?: { downMs?: number }): Promise<void>
  stop(): Promise<void>
}

export class PostgresNotInstalledError extends Error {
  override name = 'PostgresNotInstalledError'
}

/** The newest installed /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const version = versions[0]
  if (!version) {
    throw new PostgresNotInstalledError(
      'PostgreSQL is not installed: `npm test` installs it (apt-get install postgresql)',
    )
  }
  return join(root, version, 'bin')
}

export async function startPostgresServer(): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) {
    return {
      connectionString: process.env.DATABASE_URL,
      restart: async () => {
        throw new Error('a PostgreSQL server given by DATABASE_URL cannot be restarted by a test')
      },
      stop: async () => {},
    }
  }
  const bin = postgresBinDir()
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const folder = mkdtempSync(join(tmpdir(), 'keyway-pg-'))
  const data = join(folder, 'data')
  const socket = join(folder, 'socket')
  // The postgres user must reach the folder; nothing in it is secret.
  chmodSync(folder, 0o777)
  const as = (command: string, args: string[]) =>
    asRoot
      ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const)
      : ([command, args] as const)
  const run = (command: string, args: string[]) => {
    const [file, argv] = as(command, args)
    execFileSync(file, argv, { stdio: 'pipe' })
  }
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
  run('mkdir', ['-p', socket])
  const port = await freePort()
  const [file, argv] = as(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    socket,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
  ])
  let child = spawn(file, argv, { stdio: 'ignore' })
  const connectionString = `postgres://postgres@127.0.0.1:${port}/postgres`
  const stopServer = async (mode: 'immediate' | 'fast') => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      // pg_ctl signals the server itself (runuser, as root, does not pass signals on).
      try {
        run(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', mode, '-s'])
      } catch {
        child.kill('SIGKILL')
      }
      await exited
    }
  }
  const stop = async () => {
    await stopServer('immediate')
    rmSync(folder, { recursive: true, force: true })
  }
  // Ready when pg_isready says so (about a second).
  const waitReady = async () => {
    const deadline = Date.now() + 30_000
    for (;;) {
      try {
        execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
          stdio: 'pipe',
        })
        return
      } catch {
        if (child.exitCode !== null || Date.now() > deadline) {
          await stop()
          throw new Error(`PostgreSQL did not start on port ${port}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }
  const restart = async ({ downMs = 0 }: { downMs?: number } = {}) => {
    await stopServer('fast')
    await new Promise((resolve) => setTimeout(resolve, downMs))
    child = spawn(file, argv, { stdio: 'ignore' })
    await waitReady()
  }
  await waitReady()
  return { connectionString, restart, stop }
}
