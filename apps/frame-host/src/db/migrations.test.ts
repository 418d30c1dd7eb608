import { afterAll, describe, expect, it } from 'vitest'
import { createTestEngines, ENGINES } from '../testing/databases.test-helpers.js'
import { openDatabase } from './database.js'
import { MIGRATIONS, migrate } from './migrations.js'

const engines = createTestEngines()
afterAll(() => engines.stop())

describe.each(ENGINES)('migrations on %s', (engine) => {
  it('applies every version once, in order, and again finds nothing to do', async () => {
    const db = await engines.fresh(engine)
    const first = await migrate(db)
    expect(first.applied).toEqual(MIGRATIONS.map((m) => m.version))
    const second = await migrate(db)
    expect(second).toEqual({ applied: [], current: first.current })
    const { rows } = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'
        ORDER BY table_name`,
    )
    expect(rows.map((r) => r.table_name)).toEqual([
      'devices',
      'dpop_proofs',
      'email_reverts',
      'farcaster_channels',
      'key_material',
      'login_throttle',
      'otp_codes',
      'permission_grants',
      'rate_limits',
      'refresh_tokens',
      'rpc_approvals',
      'schema_migrations',
      'session_families',
      'sessions',
      'social_identities',
      'social_login_states',
      'users',
      'wallet_share_requests',
      'wallet_shares',
    ])
  })

  it('applies a later version on top, and rolls a failing one back whole', async () => {
    const db = await engines.fresh(engine)
    await migrate(db)
    const broken = {
      version: 1000,
      name: 'half-good',
      statements: ['CREATE TABLE later_table (id integer)', 'CREATE TABLE users (id integer)'],
    }
    await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow(/users/)
    const { rows } = await db.query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'later_table'",
    )
    expect(rows).toEqual([])
    const next = Math.max(...MIGRATIONS.map((m) => m.version)) + 1
    const good = {
      version: next,
      name: 'later',
      statements: ['CREATE TABLE later_table (id integer)'],
    }
    expect((await migrate(db, [...MIGRATIONS, good])).applied).toEqual([next])
  })
})

describe('migrations on one PostgreSQL server', () => {
  it('two processes starting at once: one applies, the other waits and applies nothing', async () => {
    const url = await engines.freshPostgresUrl()
    const a = await openDatabase({ databaseUrl: url, poolSize: 2 })
    const b = await openDatabase({ databaseUrl: url, poolSize: 2 })
    try {
      const results = await Promise.all([migrate(a), migrate(b)])
      const applied = results.map((r) => r.applied.length).sort()
      expect(applied).toEqual([0, MIGRATIONS.length])
    } finally {
      await a.close()
      await b.close()
    }
  })
})
