import { PGlite } from '@electric-sql/pglite'
import { type PostgresServer, startPostgresServer } from '@keyway/devnet'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPostgresSiwxStore,
  POSTGRES_SIWX_SCHEMA_VERSION,
  type SqlClient,
  sessionIdHash,
} from './postgres-store.js'
import {
  createMemorySiwxStore,
  DEFAULT_MEMORY_STORE_LIMIT,
  type SiwxStore,
  type SiwxStoredSession,
} from './store.js'

const NOW = Date.parse('2026-11-23T10:00:00Z')

function session(id: string, expiresAt = NOW + 60_000): SiwxStoredSession {
  return {
    id,
    data: {
      domain: 'app.example.com',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      uri: 'https://app.example.com',
      version: '1',
      chainId: 'eip155:1',
      nonce: 'abcdefgh1234',
      issuedAt: '2026-11-23T09:59:00Z',
      resources: ['https://example.com/a'],
    },
    message: 'the signed text',
    signature: '0xabc',
    cacao: {
      h: { t: 'caip122' },
      p: { iss: 'did:pkh:eip155:1:0xf39F' },
      s: { t: 'eip191', s: '0xabc' },
    },
    createdAt: NOW,
    expiresAt,
  }
}

const pglite = new PGlite()
let server: PostgresServer | undefined
let pool: pg.Pool | undefined
// PGlite compiles its WebAssembly on first use, and a server cluster takes a second or two
// to create: seconds on a busy machine.
beforeAll(async () => {
  await pglite.waitReady
  server = await startPostgresServer()
  pool = new pg.Pool({ connectionString: server.connectionString, max: 8 })
}, 120_000)
afterAll(async () => {
  await pglite.close()
  await pool?.end()
  await server?.stop()
}, 60_000)

const uniquePrefix = () => `t${Math.random().toString(36).slice(2, 10)}`

const stores: Array<[string, () => Promise<SiwxStore>]> = [
  ['memory', async () => createMemorySiwxStore()],
  [
    'PostgreSQL (PGlite)',
    async () => {
      const store = createPostgresSiwxStore({ client: pglite, tablePrefix: uniquePrefix() })
      await store.migrate()
      await store.migrate() // idempotent
      return store
    },
  ],
  [
    'PostgreSQL (a server, as frame-host uses)',
    async () => {
      if (!pool) throw new Error('no PostgreSQL server')
      const store = createPostgresSiwxStore({ client: pool, tablePrefix: uniquePrefix() })
      await store.migrate()
      return store
    },
  ],
]

describe.each(stores)('%s store', (_name, makeStore) => {
  it('consumes an issued nonce once', async () => {
    const store = await makeStore()
    await store.addNonce('nonceAAAA1111', NOW + 60_000)
    expect(await store.consumeNonce('nonceAAAA1111', NOW)).toBe(true)
    expect(await store.consumeNonce('nonceAAAA1111', NOW)).toBe(false)
  })

  it('refuses a nonce it never issued, and an expired one', async () => {
    const store = await makeStore()
    expect(await store.consumeNonce('neverIssued123', NOW)).toBe(false)
    await store.addNonce('nonceBBBB2222', NOW + 1000)
    expect(await store.consumeNonce('nonceBBBB2222', NOW + 1000)).toBe(false)
  })

  it('lets one of many concurrent consumers have a nonce', async () => {
    const store = await makeStore()
    await store.addNonce('nonceCCCC3333', NOW + 60_000)
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.consumeNonce('nonceCCCC3333', NOW)),
    )
    expect(results.filter(Boolean)).toHaveLength(1)
  })

  it('keeps a session record whole (data, message, signature, cacao) until it expires', async () => {
    const store = await makeStore()
    await store.addSession(session('s1'))
    expect(await store.getSession('s1', NOW)).toEqual(session('s1'))
    expect(await store.getSession('s1', NOW + 60_000)).toBeUndefined()
    expect(await store.getSession('missing', NOW)).toBeUndefined()
  })

  it('forgets a deleted session', async () => {
    const store = await makeStore()
    await store.addSession(session('s2'))
    await store.deleteSession('s2')
    expect(await store.getSession('s2', NOW)).toBeUndefined()
  })
})

it('refuses a table prefix that is not a plain identifier', () => {
  expect(() => createPostgresSiwxStore({ client: pglite, tablePrefix: 'x; DROP TABLE y' })).toThrow(
    TypeError,
  )
})

describe('the memory store is capped', () => {
  it('keeps at most maxNonces nonces: expired ones go first, then the oldest', async () => {
    let now = NOW
    const store = createMemorySiwxStore({ maxNonces: 3, now: () => now })
    await store.addNonce('nonceLong0001', NOW + 60_000)
    await store.addNonce('nonceShort002', NOW + 1000)
    await store.addNonce('nonceLong0003', NOW + 60_000)
    now = NOW + 2000
    // Full: the expired nonce makes room, the oldest unexpired one stays.
    await store.addNonce('nonceLong0004', NOW + 60_000)
    // Full again, nothing expired: the oldest goes.
    await store.addNonce('nonceLong0005', NOW + 60_000)
    const open = []
    for (const nonce of ['nonceLong0001', 'nonceLong0003', 'nonceLong0004', 'nonceLong0005']) {
      if (await store.consumeNonce(nonce, now)) open.push(nonce)
    }
    expect(open).toEqual(['nonceLong0003', 'nonceLong0004', 'nonceLong0005'])
  })

  it('keeps at most maxSessions sessions: expired ones go first, then the oldest', async () => {
    let now = NOW
    const store = createMemorySiwxStore({ maxSessions: 2, now: () => now })
    await store.addSession(session('old', NOW + 60_000))
    await store.addSession(session('brief', NOW + 1000))
    now = NOW + 2000
    await store.addSession(session('new1', NOW + 60_000))
    expect(await store.getSession('old', now)).toBeDefined()
    await store.addSession(session('new2', NOW + 60_000))
    expect(await store.getSession('old', now)).toBeUndefined()
    expect(await store.getSession('new1', now)).toBeDefined()
    expect(await store.getSession('new2', now)).toBeDefined()
  })

  it(`holds ${DEFAULT_MEMORY_STORE_LIMIT} nonces by default, not one more`, async () => {
    const store = createMemorySiwxStore()
    const far = Date.now() + 3_600_000
    for (let i = 0; i <= DEFAULT_MEMORY_STORE_LIMIT; i++) await store.addNonce(`n${i}`, far)
    expect(await store.consumeNonce('n0', Date.now())).toBe(false)
    expect(await store.consumeNonce('n1', Date.now())).toBe(true)
    expect(await store.consumeNonce(`n${DEFAULT_MEMORY_STORE_LIMIT}`, Date.now())).toBe(true)
  })

  it('refuses a cap that is not a positive count', () => {
    expect(() => createMemorySiwxStore({ maxNonces: 0 })).toThrow(/maxNonces/)
    expect(() => createMemorySiwxStore({ maxSessions: 1.5 })).toThrow(/maxSessions/)
  })
})

const sqlClients: Array<[string, () => SqlClient]> = [
  ['PGlite', () => pglite],
  [
    'a PostgreSQL server',
    () => {
      if (!pool) throw new Error('no PostgreSQL server')
      return pool
    },
  ],
]

/** Every row of every table the store made, as text. */
async function dump(client: SqlClient, prefix: string): Promise<string> {
  const { rows } = await client.query(
    `SELECT table_name FROM information_schema.tables WHERE table_name LIKE $1 ORDER BY 1`,
    [`${prefix}\\_%`],
  )
  const tables = (rows as Array<{ table_name: string }>).map((row) => row.table_name)
  expect(tables).toEqual([`${prefix}_nonces`, `${prefix}_schema_migrations`, `${prefix}_sessions`])
  const parts = []
  for (const table of tables) {
    const { rows: all } = await client.query(`SELECT t::text AS row FROM ${table} t`)
    parts.push(...(all as Array<{ row: string }>).map((row) => row.row))
  }
  return parts.join('\n')
}

describe.each(sqlClients)('the PostgreSQL store on %s', (_name, clientOf) => {
  const SECRET = 'Secret-Session-Id_8f3kQ2v9Lx7mWb4nR1tY6uZ0pA5sD3gH'

  it('keeps no session id in plaintext, only its SHA-256, and finds the session by it', async () => {
    const client = clientOf()
    const prefix = uniquePrefix()
    const store = createPostgresSiwxStore({ client, tablePrefix: prefix })
    await store.migrate()
    await store.addSession(session(SECRET))
    const text = await dump(client, prefix)
    expect(text).not.toContain(SECRET)
    expect(text).toContain(sessionIdHash(SECRET))
    expect(sessionIdHash(SECRET)).toMatch(/^[0-9a-f]{64}$/)
    expect(await store.getSession(SECRET, NOW)).toEqual(session(SECRET))
    // The hash itself is not a session id.
    expect(await store.getSession(sessionIdHash(SECRET), NOW)).toBeUndefined()
    await store.deleteSession(SECRET)
    expect(await store.getSession(SECRET, NOW)).toBeUndefined()
  })

  it('migrates tables of the first schema: ids hashed in place, their sessions kept', async () => {
    const client = clientOf()
    const prefix = uniquePrefix()
    // The tables as the unversioned store made them, with a session in them.
    await client.query(
      `CREATE TABLE ${prefix}_nonces (nonce text PRIMARY KEY, expires_at timestamptz NOT NULL)`,
    )
    await client.query(
      `CREATE TABLE ${prefix}_sessions (id text PRIMARY KEY, address text NOT NULL,
        chain_id text NOT NULL, data jsonb NOT NULL, message text NOT NULL,
        signature text NOT NULL, cacao jsonb, created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL)`,
    )
    const old = session(SECRET)
    await client.query(
      `INSERT INTO ${prefix}_sessions VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        old.id,
        old.data.address,
        old.data.chainId,
        JSON.stringify(old.data),
        old.message,
        old.signature,
        JSON.stringify(old.cacao),
        new Date(old.createdAt),
        new Date(old.expiresAt),
      ],
    )
    const store = createPostgresSiwxStore({ client, tablePrefix: prefix })
    // Instances starting together: each step is applied once.
    await Promise.all([store.migrate(), store.migrate(), store.migrate()])
    await store.migrate()
    const { rows } = await client.query(
      `SELECT version FROM ${prefix}_schema_migrations ORDER BY version`,
    )
    expect(rows.map((row) => (row as { version: number }).version)).toEqual([1, 2])
    expect(POSTGRES_SIWX_SCHEMA_VERSION).toBe(2)
    expect(await dump(client, prefix)).not.toContain(SECRET)
    expect(await store.getSession(SECRET, NOW)).toEqual(old)
  })
})
