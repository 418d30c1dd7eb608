import { describe, expect, it } from 'vitest'
import { identityFrom, resolveIdentity } from './identity.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A blockchain API answering identity with `answer`, recording what was asked. */
function api(answer: unknown) {
  const asked: { address: string; sender?: string | undefined }[] = []
  return {
    asked,
    blockchainApi: {
      fetchIdentity: async (parameters: { address: string; sender?: string | undefined }) => {
        asked.push({ address: parameters.address, sender: parameters.sender })
        if (answer instanceof Error) throw answer
        return answer as { name: string | null; avatar: string | null }
      },
    },
  }
}

describe('resolveIdentity', () => {
  it("gives the address's name and avatar, asking as the account itself", async () => {
    const ctx = api({ name: 'alice.keyway', avatar: 'https://img.test/alice.png' })
    expect(await resolveIdentity(ctx, { address: ADDRESS })).toEqual({
      name: 'alice.keyway',
      avatar: 'https://img.test/alice.png',
    })
    expect(ctx.asked).toEqual([{ address: ADDRESS, sender: ADDRESS }])
  })

  it('has none for an address without a name', async () => {
    expect(await resolveIdentity(api({ name: null, avatar: null }), { address: ADDRESS })).toBe(
      undefined,
    )
  })

  it('asks nothing without a blockchain API or for an address that is not an EVM one', async () => {
    expect(await resolveIdentity({ blockchainApi: undefined }, { address: ADDRESS })).toBe(
      undefined,
    )
    const ctx = api({ name: 'x', avatar: null })
    const solana = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    expect(await resolveIdentity(ctx, { address: solana })).toBeUndefined()
    expect(ctx.asked).toEqual([])
  })

  it("rejects with the request's error when the service fails", async () => {
    const failure = new Error('HTTP status code: 500')
    await expect(resolveIdentity(api(failure), { address: ADDRESS })).rejects.toBe(failure)
  })
})

describe('identityFrom', () => {
  it('keeps an http(s) avatar only', () => {
    expect(identityFrom({ name: 'a', avatar: 'javascript:alert(1)' })).toEqual({
      name: 'a',
      avatar: undefined,
    })
    expect(identityFrom({ name: 'a', avatar: 'ipfs://cid' })?.avatar).toBeUndefined()
    expect(identityFrom({ name: ' a ', avatar: 'http://img.test/a.png' })).toEqual({
      name: 'a',
      avatar: 'http://img.test/a.png',
    })
  })

  it('ignores a malformed answer', () => {
    for (const answer of [null, 'alice', [], { name: 42 }, { name: '  ' }]) {
      expect(identityFrom(answer), JSON.stringify(answer)).toBeUndefined()
    }
  })
})
