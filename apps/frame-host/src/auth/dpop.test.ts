import { generateKeyPairSync } from 'node:crypto'
import { calculateJwkThumbprint } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database.js'
import { migrate } from '../db/migrations.js'
import { createProof, createProofKey } from '../testing/frame-host.test-helpers.js'
import { verifyProof } from './dpop.js'
import { cachedProofKeyCount, MAX_PROOF_KEYS, proofPublicKey } from './dpop-keys.js'

/**
 * DPoP proofs checked with the cached public keys (src/auth/dpop-keys.ts): the cache saves
 * the key import and the thumbprint, never the signature check, keeps public keys only and
 * stays bounded.
 */
const PUBLIC_URL = 'http://frame.localhost'
let db: Database
beforeAll(async () => {
  db = await openDatabase()
  await migrate(db)
})
afterAll(async () => {
  await db?.close()
})

const input = (proof: string) => ({
  proof,
  method: 'GET',
  publicUrl: PUBLIC_URL,
  path: '/v1/user',
  body: new Uint8Array(),
  now: Date.now(),
})
const proofFor = (key: Awaited<ReturnType<typeof createProofKey>>) =>
  createProof(key, { method: 'GET', url: `${PUBLIC_URL}/v1/user` })

describe('DPoP proofs with cached keys', () => {
  it("answers the key's RFC 7638 thumbprint, and a second proof by the key imports nothing new", async () => {
    const key = await createProofKey()
    const thumbprint = await calculateJwkThumbprint(key.jwk, 'sha256')
    expect(await verifyProof(db, input(await proofFor(key)))).toBe(thumbprint)
    const cached = cachedProofKeyCount()
    expect(await verifyProof(db, input(await proofFor(key)))).toBe(thumbprint)
    expect(cachedProofKeyCount()).toBe(cached)
  })

  it("still checks each proof's signature with a cached key", async () => {
    const frame = await createProofKey()
    await verifyProof(db, input(await proofFor(frame)))
    // A thief's key signs, while the header names the frame's (cached) public key.
    const thief = await createProofKey()
    const forged = await createProof(
      { privateKey: thief.privateKey, jwk: frame.jwk },
      { method: 'GET', url: `${PUBLIC_URL}/v1/user` },
    )
    await expect(verifyProof(db, input(forged))).rejects.toThrow(/the proof does not verify/)
  })

  it('refuses a header key with a private member, and a point off the curve (not cached)', async () => {
    const key = await createProofKey()
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    const withD = { ...key.jwk, d: (privateKey.export({ format: 'jwk' }) as { d: string }).d }
    const privateHeader = await createProof(
      { privateKey: key.privateKey, jwk: withD },
      { method: 'GET', url: `${PUBLIC_URL}/v1/user` },
    )
    await expect(verifyProof(db, input(privateHeader))).rejects.toThrow(/does not verify/)
    const before = cachedProofKeyCount()
    const offCurve = { ...key.jwk, y: key.jwk.x as string }
    const bad = await createProof(
      { privateKey: key.privateKey, jwk: offCurve },
      { method: 'GET', url: `${PUBLIC_URL}/v1/user` },
    )
    await expect(verifyProof(db, input(bad))).rejects.toThrow(/does not verify/)
    expect(cachedProofKeyCount()).toBe(before)
  })

  it(`keeps at most ${MAX_PROOF_KEYS} keys, dropping the least recently used`, async () => {
    const first = await createProofKey()
    await verifyProof(db, input(await proofFor(first)))
    for (let i = 0; i <= MAX_PROOF_KEYS; i++) {
      const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({
        format: 'jwk',
      }) as { x: string; y: string }
      await proofPublicKey(jwk.x, jwk.y)
    }
    expect(cachedProofKeyCount()).toBe(MAX_PROOF_KEYS)
    // The evicted key is imported again and verifies as before.
    const thumbprint = await calculateJwkThumbprint(first.jwk, 'sha256')
    expect(await verifyProof(db, input(await proofFor(first)))).toBe(thumbprint)
  }, 60_000)
})
