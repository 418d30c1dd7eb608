import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { coinTypeOf, isValidName, normalizeName } from './names.js'
import { type ApiTestBed, startApiTestBed, TEST_PROJECT_ID } from './testing.js'

let bed: ApiTestBed
const nowMs = Date.UTC(2030, 0, 1)

beforeAll(async () => {
  bed = await startApiTestBed({ now: () => nowMs })
})
afterAll(async () => {
  await bed?.stop()
})

async function register(
  index: number,
  name: string,
  options: { timestamp?: number; signer?: number } = {},
) {
  const account = privateKeyToAccount(bed.evm.accounts[index]?.privateKey ?? '0x')
  const signer = privateKeyToAccount(bed.evm.accounts[options.signer ?? index]?.privateKey ?? '0x')
  const message = JSON.stringify({
    name,
    attributes: { avatar: 'https://example.test/a.png', bio: 'devnet' },
    timestamp: options.timestamp ?? Math.floor(nowMs / 1000),
  })
  const signature = await signer.signMessage({ message })
  return fetch(bed.url('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinTypeOf(31337),
      address: account.address,
      message,
      signature,
    }),
  })
}

describe('name rules', () => {
  it('accepts letters, digits and hyphen with at least 4 characters (docs/validation.md#names)', () => {
    expect(isValidName('ab-1.keyway.id')).toBe(true)
    expect(isValidName('abc.keyway.id')).toBe(false)
    expect(isValidName('ab_cd.keyway.id')).toBe(false)
    expect(normalizeName('Alice')).toBe('alice.keyway.id')
  })

  it('maps EVM chain ids to ENSIP-11 coin types', () => {
    expect(coinTypeOf(1)).toBe(60)
    expect(coinTypeOf(31337)).toBe(0x80000000 + 31337)
  })
})

describe('names against the on-chain registry', () => {
  it('registers a signed name, then resolves it by name and by address', async () => {
    const res = await register(5, 'alice.keyway.id')
    expect(res.status).toBe(200)
    const owner = bed.evm.accounts[5]?.address ?? ''

    const lookup = await fetch(bed.url('/v1/profile/account/alice.keyway.id', { apiVersion: '2' }))
    const record = (await lookup.json()) as {
      addresses: Record<string, { address: string }>
      attributes: Record<string, string>
    }
    expect(record.addresses[String(coinTypeOf(31337))]?.address).toBe(owner)
    expect(record.attributes).toMatchObject({ avatar: 'https://example.test/a.png', bio: 'devnet' })

    const reverse = await fetch(
      bed.url(`/v1/profile/reverse/${owner}`, { sender: owner, apiVersion: '2' }),
    )
    expect(((await reverse.json()) as { name: string }[]).map((r) => r.name)).toEqual([
      'alice.keyway.id',
    ])

    const identity = await fetch(bed.url(`/v1/identity/${owner}`, { sender: owner }))
    expect(await identity.json()).toEqual({
      name: 'alice.keyway.id',
      avatar: 'https://example.test/a.png',
    })
  })

  it('rejects a name that is already taken with 409', async () => {
    const res = await register(6, 'alice.keyway.id')
    expect(res.status).toBe(409)
  })

  it('rejects a message signed by another key with 401', async () => {
    const res = await register(6, 'mallory.keyway.id', { signer: 7 })
    expect(res.status).toBe(401)
  })

  it('rejects a stale timestamp (older than 10 minutes) with 400', async () => {
    const res = await register(6, 'bobby.keyway.id', { timestamp: Math.floor(nowMs / 1000) - 601 })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'stale message timestamp',
    )
  })

  it('rejects names shorter than 4 characters', async () => {
    expect((await register(6, 'bob.keyway.id')).status).toBe(400)
  })

  it('answers 404 for an unregistered name and nulls for an address without one', async () => {
    expect((await fetch(bed.url('/v1/profile/account/nobody.keyway.id'))).status).toBe(404)
    const identity = await fetch(bed.url(`/v1/identity/${bed.evm.accounts[8]?.address}`))
    expect(await identity.json()).toEqual({ name: null, avatar: null })
  })

  it("gives the demo's test wallet account its devnet identity", async () => {
    const demoAccount = bed.evm.accounts[9]?.address ?? ''
    const identity = await fetch(bed.url(`/v1/identity/${demoAccount}`, { sender: demoAccount }))
    expect(await identity.json()).toEqual({ name: 'devnet-tester.eth', avatar: null })
  })

  it('suggests available variants in the zone, excluding registered names', async () => {
    const res = await fetch(bed.url('/v1/profile/suggestions/alice', { zone: 'keyway.id' }))
    const { suggestions } = (await res.json()) as { suggestions: { name: string }[] }
    const names = suggestions.map((s) => s.name)
    expect(names.length).toBeGreaterThan(2)
    expect(names).not.toContain('alice.keyway.id')
    expect(names.every((n) => n.endsWith('.keyway.id'))).toBe(true)
  })

  it('requires a project on the registration POST', async () => {
    const res = await fetch(new URL('/v1/profile/account?projectId=nope', bed.api.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ projectId: TEST_PROJECT_ID }),
    })
    expect(res.status).toBe(403)
  })
})
