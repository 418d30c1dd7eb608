import { calculateJwkThumbprint } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyProof } from '../auth/dpop.js'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrations.js'
import { createTestEngines } from '../testing/databases.test-helpers.js'
import { createProof, createProofKeySource, pickIndexedDb } from './proof-key.js'

/**
 * The frame's proof key and proofs (in Node, where there is no IndexedDB: the memory
 * fallback), checked by the server's own verifier. The IndexedDB path runs in Chromium
 * (frame-host-browser: a reload keeps the session).
 */
const engines = createTestEngines()
let db: Database
beforeAll(async () => {
  db = await engines.fresh('pglite')
  await migrate(db)
})
afterAll(() => engines.stop())

const PUBLIC_URL = 'https://wallet.example'

describe('the frame proof key', () => {
  it('is a non-extractable P-256 key, made once per source; only the public JWK is exposed', async () => {
    const source = createProofKeySource({ indexedDB: pickIndexedDb({}) })
    const key = await source.get()
    expect(key.privateKey.extractable).toBe(false)
    expect(key.privateKey.algorithm).toMatchObject({ name: 'ECDSA', namedCurve: 'P-256' })
    await expect(crypto.subtle.exportKey('jwk', key.privateKey)).rejects.toThrow()
    expect(Object.keys(key.publicJwk).sort()).toEqual(['crv', 'kty', 'x', 'y'])
    expect(await source.get()).toBe(key)
  })

  it("signs proofs the server accepts, bound to the key's thumbprint, method, URL and body", async () => {
    const key = await createProofKeySource().get()
    const url = new URL('/v1/rpc?ignored=1', PUBLIC_URL)
    const body = JSON.stringify({ chainId: 'eip155:1', method: 'eth_chainId' })
    const proof = await createProof(key, { method: 'POST', url, body, accessToken: 'token-1' })
    const thumbprint = await verifyProof(db, {
      proof,
      method: 'POST',
      publicUrl: PUBLIC_URL,
      path: '/v1/rpc',
      body: new TextEncoder().encode(body),
      accessToken: 'token-1',
      now: Date.now(),
    })
    expect(thumbprint).toBe(await calculateJwkThumbprint(key.publicJwk as never))
    // Each proof is new: another call gets another jti.
    const again = await createProof(key, { method: 'POST', url, body, accessToken: 'token-1' })
    expect(again).not.toBe(proof)
  })
})
