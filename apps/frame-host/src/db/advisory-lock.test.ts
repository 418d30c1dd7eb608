import { afterAll, describe, expect, it } from 'vitest'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import { openDatabase } from './database.js'

/**
 * An instance that stops while a send still holds its account's advisory lock (a chain call
 * that outlived the shutdown limit) gives the lock up as it closes: the other instance
 * must not wait on a process that is gone.
 */
const engines = createTestEngines()
afterAll(() => engines.stop())

describe('advisory locks on PostgreSQL', () => {
  it('close() gives up a lock still held, and another pool takes it at once', async () => {
    const url = await engines.freshPostgresUrl()
    const [a, b] = await Promise.all([
      openDatabase({ databaseUrl: url, poolSize: 2 }),
      openDatabase({ databaseUrl: url, poolSize: 2 }),
    ])
    try {
      let held: () => void = () => {}
      const holding = new Promise<void>((resolve) => {
        held = resolve
      })
      // A task that never ends on its own, as a send stuck on a dead node.
      const stuck = a
        .withAdvisoryLock('send eip155:1:0xabc', async () => {
          held()
          await new Promise(() => {})
        })
        .catch((error: unknown) => error)
      await holding
      let taken = false
      const second = b.withAdvisoryLock('send eip155:1:0xabc', async () => {
        taken = true
      })
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(taken).toBe(false)
      const started = Date.now()
      await a.close()
      await second
      expect(taken).toBe(true)
      expect(Date.now() - started).toBeLessThan(2_000)
      void stuck
    } finally {
      await b.close()
    }
  })
})
