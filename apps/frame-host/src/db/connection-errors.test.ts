import { type PostgresServer, startPostgresServer } from '@keyway/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseUnavailableError } from '../errors.js'
import { type Database, isConnectionError, openDatabase } from './database.js'

/**
 * A PostgreSQL server that goes away: statements fail with DatabaseUnavailableError (503,
 * "try again") rather than a bare 500, and the same pool serves again once it is back.
 */
let server: PostgresServer
let db: Database
beforeAll(async () => {
  server = await startPostgresServer()
  db = await openDatabase({ databaseUrl: server.connectionString, poolSize: 2 })
})
afterAll(async () => {
  await db?.close()
  await server?.stop()
})

describe('connection failures', () => {
  it('while the server restarts, queries and transactions fail as DatabaseUnavailableError; afterwards the pool serves', async () => {
    await db.query('SELECT 1')
    const restarting = server.restart({ downMs: 800 })
    // Until the server is down: the first query that does not answer, and how it failed.
    let failure: unknown
    await expect
      .poll(
        async () => {
          failure = await db.query('SELECT 1').then(
            () => undefined,
            (error: unknown) => error ?? new Error('rejected with nothing'),
          )
          return failure !== undefined
        },
        { timeout: 10_000 },
      )
      .toBe(true)
    expect(failure).toBeInstanceOf(DatabaseUnavailableError)
    await expect(db.transaction((tx) => tx.query('SELECT 1'))).rejects.toBeInstanceOf(
      DatabaseUnavailableError,
    )
    await restarting
    const started = Date.now()
    for (;;) {
      const ok = await db.query('SELECT 1').then(
        () => true,
        () => false,
      )
      if (ok) break
      expect(Date.now() - started).toBeLessThan(5_000)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  it('a restart while a task holds an advisory lock: the task result stands, nothing crashes, the lock is free after', async () => {
    let finish: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      finish = resolve
    })
    let held: () => void = () => {}
    const taken = new Promise<void>((resolve) => {
      held = resolve
    })
    const holding = db.withAdvisoryLock('send eip155:1:0xrestart', async () => {
      held()
      await gate
      return 'sent'
    })
    await taken
    await server.restart({ downMs: 200 })
    finish()
    expect(await holding).toBe('sent')
    const started = Date.now()
    for (;;) {
      const again = await db
        .withAdvisoryLock('send eip155:1:0xrestart', async () => 'again')
        .catch(() => undefined)
      if (again === 'again') break
      expect(Date.now() - started).toBeLessThan(5_000)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })

  it('statement errors stay what they are', async () => {
    const error = await db.query('SELECT * FROM no_such_table').catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(DatabaseUnavailableError)
    expect(isConnectionError(error)).toBe(false)
    expect(isConnectionError(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true)
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBe(true)
  })
})
