import { PGlite } from '@electric-sql/pglite'
import { type PostgresServer, startPostgresServer } from 'devnet'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresSiwxStore } from './postgres-store.js'
import { createMemorySiwxStore, type SiwxStore, type SiwxStoredSession } from './store.js'

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
