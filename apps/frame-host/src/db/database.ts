/**
 * frame-host's one SQL dialect over two engines: PGlite in-process (the default, a data
 * folder or memory) and a PostgreSQL server (`DATABASE_URL`). Everything above this file
 * writes plain parameterized PostgreSQL and never learns which engine runs it.
 */
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { DatabaseUnavailableError } from '../errors.js'

/** Something that runs one parameterized statement: the database or an open transaction. */
export type Queryable = {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>
}

export type Database = Queryable & {
  readonly engine: 'pglite' | 'postgres'
  /** Runs `work` in one transaction on one connection: committed when it resolves. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Runs `task` while holding the lock named `key` for every process on this database, so
   * two frame-host instances never run the same key's task at once (an account's sends pick
   * their nonce from the chain). PGlite belongs to one process, so there it just runs.
   */
  withAdvisoryLock<T>(key: string, task: () => Promise<T>): Promise<T>
  /** The server pool's connections (metrics); PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /**
   * Closes the database. Advisory locks still held (a task that outlived the shutdown limit)
   * are given up by closing their connections, so no other process waits on a dead one.
   */
  close(): Promise<void>
}

export type OpenDatabaseOptions =
  /** A PostgreSQL server: `postgres://user@host:port/db`. */
  | { databaseUrl: string; poolSize?: number }
  /** PGlite in a data folder; without one, in memory (tests). */
  | { pgliteDir?: string | undefined }

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize ?? 10)
  return openPglite(options.pgliteDir)
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const db = dataDir ? new PGlite(dataDir) : new PGlite()
  await db.waitReady
  const run: Queryable['query'] = async (text, params) => {
    const { rows } = await db.query(text, params)
    return { rows: rows as never[] }
  }
  return {
    engine: 'pglite',
    query: run,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async (text, params) => ({ rows: (await tx.query(text, params)).rows as never[] }),
        }),
      ),
    withAdvisoryLock: (_key, task) => task(),
    close: () => db.close(),
  }
}

// SQLSTATE classes and codes of a connection that failed or a server going down:
// 08 connection exception, 57P01-57P03 shutdown and "cannot connect now".
const CONNECTION_STATES = /^(08...|57P0[1-3])$/
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
])
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end)/

/** A failure of the connection to PostgreSQL rather than of the statement. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (CONNECTION_STATES.test(code) || CONNECTION_ERRNOS.has(code))) {
    return true
  }
  if (error instanceof AggregateError) return error.errors.some(isConnectionError)
  return CONNECTION_MESSAGES.test(error.message)
}

/**
 * A client taken from the pool, with an error listener while it is out: pg emits 'error' on
 * a checked-out client whose server goes away between statements (a restart while a send
 * holds its lock), and an 'error' nobody listens to would end the process. `release`
 * destroys a client that failed instead of giving it back.
 */
async function checkOut(
  pool: pg.Pool,
): Promise<{ client: pg.PoolClient; release(broken?: Error): void }> {
  const client = await guarded(() => pool.connect())
  let failure: Error | undefined
  const onError = (error: Error) => {
    failure = error
  }
  client.on('error', onError)
  return {
    client,
    release(broken) {
      client.off('error', onError)
      client.release(broken ?? failure)
    },
  }
}

/** Runs `work`; a lost or refused connection becomes DatabaseUnavailableError (503, retry). */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    throw isConnectionError(error) ? new DatabaseUnavailableError({ cause: error }) : error
  }
}

async function openPostgres(connectionString: string, max: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Every network call has a bound: a dead server fails requests instead of hanging them.
    connectionTimeoutMillis: 10_000,
    query_timeout: 30_000,
  })
  // An idle client losing its server emits 'error' on the pool; the next query reconnects.
  pool.on('error', () => {})
  const run: Queryable['query'] = (text, params) =>
    guarded(async () => {
      const { rows } = await pool.query(text, params)
      return { rows }
    })
  await run('SELECT 1')
  // The connections holding an advisory lock now, each with whether it was given back.
  const holders = new Set<{ client: pg.PoolClient; released: boolean }>()
  return {
    engine: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    query: run,
    async transaction(work) {
      const { client, release } = await checkOut(pool)
      try {
        await client.query('BEGIN')
        const result = await work({
          query: (text, params) =>
            guarded(async () => ({ rows: (await client.query(text, params)).rows })),
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw isConnectionError(error) ? new DatabaseUnavailableError({ cause: error }) : error
      } finally {
        release()
      }
    },
    async withAdvisoryLock(key, task) {
      // A session-level lock on a connection of its own, so the task's own queries can run
      // on the pool meanwhile; waiting for it is bounded by the pool's query_timeout.
      const { client, release } = await checkOut(pool)
      const holder = { client, released: false }
      let unlockFailure: Error | undefined
      holders.add(holder)
      try {
        await guarded(() => client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]))
        try {
          return await task()
        } finally {
          if (!holder.released) {
            // A connection lost meanwhile took the lock with it: the task's own outcome (a
            // send that went out) stands, and the client is destroyed rather than reused.
            await client
              .query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key])
              .catch((error: Error) => {
                unlockFailure = error
              })
          }
        }
      } finally {
        holders.delete(holder)
        if (!holder.released) release(unlockFailure)
        holder.released = true
      }
    },
    async close() {
      for (const holder of holders) {
        // Destroying the connection ends its session, and PostgreSQL frees the session's locks.
        holder.released = true
        holder.client.release(new Error('frame-host is stopping'))
      }
      await pool.end()
    },
  }
}

/** bytea comes back as a Buffer from `pg` and a Uint8Array from PGlite. */
export function toBytes(value: unknown): Uint8Array {
  if (value instanceof Uint8Array) return new Uint8Array(value)
  throw new TypeError('expected a bytea value')
}

/** timestamptz comes back as a Date from both engines; ms since the epoch for the rest. */
export const toMs = (value: unknown): number => new Date(value as Date | string).getTime()
