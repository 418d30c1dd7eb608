import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { SiwxVerificationError } from '../message/errors.js'
import { formatSiwxMessage, type SiwxMessageFields } from '../message/message.js'
import {
  BITCOIN_MAINNET,
  BITCOIN_TESTNET,
  bitcoinKey,
  signBip322,
  signLegacy,
} from './bip122.test-helpers.js'
import { verifySiwxMessage } from './verify.js'

// A throwaway test key.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a91b1d2ef4f0e4b1f8ff5e1e0d3f7e8d7c7b6a5f4e3d',
)
const NOW = Date.parse('2026-11-23T10:05:00Z')

function evmFields(overrides: Partial<SiwxMessageFields> = {}): SiwxMessageFields {
  return {
    domain: 'app.example.com',
    address: account.address,
    statement: 'Sign in to Example.',
    uri: 'https://app.example.com',
    version: '1',
    chainId: 'eip155:1',
    nonce: 'issuedNonce123',
    issuedAt: '2026-11-23T10:00:00Z',
    ...overrides,
  }
}

function nonces(...issued: string[]) {
  const open = new Set(issued)
  return (nonce: string) => open.delete(nonce)
}

async function signedEvm(overrides: Partial<SiwxMessageFields> = {}) {
  const message = formatSiwxMessage(evmFields(overrides))
  return { message, signature: await account.signMessage({ message }) }
}

async function reasonOf(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    if (error instanceof SiwxVerificationError) return error.reason
    throw error
  }
  return 'accepted'
}

const base = { domain: 'app.example.com', now: () => NOW }

describe('verifySiwxMessage (eip155, EOA)', () => {
  it('accepts a message signed by its address and consumes its nonce', async () => {
    const signed = await signedEvm()
    const consume = nonces('issuedNonce123')
    const fields = await verifySiwxMessage({ ...base, ...signed, consumeNonce: consume })
    expect(fields.address).toBe(account.address)
    expect(fields.chainId).toBe('eip155:1')
    expect(
      await reasonOf(() => verifySiwxMessage({ ...base, ...signed, consumeNonce: consume })),
    ).toBe('nonce')
  })

  it('fails closed on each check, one at a time', async () => {
    const consume = () => nonces('issuedNonce123')
    const cases: Array<[string, () => Promise<unknown>, string]> = [
      [
        'another domain',
        async () =>
          verifySiwxMessage({
            ...base,
            ...(await signedEvm({ domain: 'evil.example' })),
            consumeNonce: consume(),
          }),
        'domain',
      ],
      [
        'a nonce that was never issued',
        async () =>
          verifySiwxMessage({
            ...base,
            ...(await signedEvm({ nonce: 'forgedNonce999' })),
            consumeNonce: consume(),
          }),
        'nonce',
      ],
      [
        'an expired message',
        async () =>
          verifySiwxMessage({
            ...base,
            ...(await signedEvm({ expirationTime: '2026-11-23T10:04:59Z' })),
            consumeNonce: consume(),
          }),
        'expired',
      ],
      [
        'a message not valid yet',
        async () =>
          verifySiwxMessage({
            ...base,
            ...(await signedEvm({ notBefore: '2026-11-23T11:00:00Z' })),
            consumeNonce: consume(),
          }),
        'not-yet-valid',
      ],
      [
        'an Issued At older than the maximum age',
        async () =>
          verifySiwxMessage({
            ...base,
            ...(await signedEvm({ issuedAt: '2026-11-23T09:00:00Z' })),
            maxAgeMs: 30 * 60_000,
            consumeNonce: consume(),
          }),
        'too-old',
      ],
      [
        'an Issued At in the future',
        async () =>
          verifySiwxMessage({
            ...base,
            ...(await signedEvm({ issuedAt: '2026-11-23T10:30:00Z' })),
            consumeNonce: consume(),
          }),
        'issued-in-future',
      ],
      [
        'a signature by another key',
        async () => {
          const message = formatSiwxMessage(evmFields())
          const other = privateKeyToAccount(`0x${'11'.repeat(32)}`)
          return verifySiwxMessage({
            ...base,
            message,
            signature: await other.signMessage({ message }),
            consumeNonce: consume(),
          })
        },
        'signature',
      ],
      [
        'a signature of another text',
        async () => {
          const signed = await signedEvm()
          return verifySiwxMessage({
            ...base,
            message: signed.message.replace('Sign in to Example.', 'Sign in to Example!'),
            signature: signed.signature,
            consumeNonce: consume(),
          })
        },
        'signature',
      ],
      [
        'a signature that is not hex',
        async () =>
          verifySiwxMessage({
            ...base,
            message: (await signedEvm()).message,
            signature: 'zz',
            consumeNonce: consume(),
          }),
        'signature',
      ],
      [
        'a malformed message',
        async () =>
          verifySiwxMessage({
            ...base,
            message: 'hello',
            signature: '0x00',
            consumeNonce: consume(),
          }),
        'malformed',
      ],
    ]
    for (const [name, run, reason] of cases) {
      expect(await reasonOf(run), name).toBe(reason)
    }
  })

  it('does not consume the nonce of a message it refuses', async () => {
    const consume = nonces('issuedNonce123')
    const bad = await signedEvm({ domain: 'evil.example' })
    expect(
      await reasonOf(() => verifySiwxMessage({ ...base, ...bad, consumeNonce: consume })),
    ).toBe('domain')
    const good = await signedEvm()
    await expect(
      verifySiwxMessage({ ...base, ...good, consumeNonce: consume }),
    ).resolves.toBeTruthy()
  })

  it('refuses a URI or a chain the caller does not expect, before using the nonce', async () => {
    const expected = { uris: [{ origin: 'https://app.example.com' }], chainIds: ['eip155:1'] }
    const consume = nonces('issuedNonce123')
    const cases: Array<[Partial<SiwxMessageFields>, string, string]> = [
      [{ uri: 'https://evil.example/' }, 'uri', 'URI "https://evil.example/" is not one'],
      [{ uri: 'urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66' }, 'uri', 'urn:uuid'],
      [{ chainId: 'eip155:10' }, 'chain', 'chain "eip155:10", not one of "eip155:1"'],
    ]
    for (const [overrides, reason, details] of cases) {
      const error = await verifySiwxMessage({
        ...base,
        ...expected,
        ...(await signedEvm(overrides)),
        consumeNonce: consume,
      }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(SiwxVerificationError)
      expect((error as SiwxVerificationError).reason).toBe(reason)
      expect((error as SiwxVerificationError).details).toContain(details)
    }
    const signed = await signedEvm({ uri: 'https://app.example.com/path' })
    await expect(
      verifySiwxMessage({ ...base, ...expected, ...signed, consumeNonce: consume }),
    ).resolves.toMatchObject({ uri: 'https://app.example.com/path' })
  })

  it('uses the nonce up before checking the signature, so a bad signature spends it', async () => {
    const consume = nonces('issuedNonce123')
    const signed = await signedEvm()
    const other = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const forged = await other.signMessage({ message: signed.message })
    expect(
      await reasonOf(() =>
        verifySiwxMessage({ ...base, ...signed, signature: forged, consumeNonce: consume }),
      ),
    ).toBe('signature')
    expect(
      await reasonOf(() => verifySiwxMessage({ ...base, ...signed, consumeNonce: consume })),
    ).toBe('nonce')
  })

  it('refuses a smart-account signature when no RPC URL names its chain', async () => {
    // An ERC-6492-wrapped blob is not an EOA signature: without an RPC it cannot be checked.
    const signed = await signedEvm()
    const wrapped = `${signed.signature}${'6492'.repeat(16)}`
    expect(
      await reasonOf(() =>
        verifySiwxMessage({
          ...base,
          message: signed.message,
          signature: wrapped,
          consumeNonce: nonces('issuedNonce123'),
        }),
      ),
    ).toBe('signature')
  })
})

describe('verifySiwxMessage (solana, ed25519)', () => {
  const secret = ed25519.utils.randomPrivateKey()
  const address = base58.encode(ed25519.getPublicKey(secret))
  const fields = evmFields({ address, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  const message = formatSiwxMessage(fields)
  const signature = base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))

  it('accepts the signature of the address key', async () => {
    const verified = await verifySiwxMessage({
      ...base,
      message,
      signature,
      consumeNonce: nonces('issuedNonce123'),
    })
    expect(verified.address).toBe(address)
  })

  it("refuses another key's signature and a garbled one", async () => {
    const other = ed25519.utils.randomPrivateKey()
    const forged = base58.encode(ed25519.sign(new TextEncoder().encode(message), other))
    for (const bad of [forged, signature.slice(0, -2), 'not-base58!']) {
      expect(
        await reasonOf(() =>
          verifySiwxMessage({
            ...base,
            message,
            signature: bad,
            consumeNonce: nonces('issuedNonce123'),
          }),
        ),
      ).toBe('signature')
    }
  })
})

describe('verifySiwxMessage (bip122, BIP-322 simple and legacy)', () => {
  const key = bitcoinKey()
  const testnetKey = bitcoinKey('testnet', key.privateKey)
  const signers = [
    ['BIP-322, P2WPKH', 'p2wpkh', (text: string) => signBip322(key, 'p2wpkh', text)],
    ['BIP-322, P2TR', 'p2tr', (text: string) => signBip322(key, 'p2tr', text)],
    ['legacy, P2WPKH', 'p2wpkh', (text: string) => signLegacy(key, 'p2wpkh', text)],
    ['legacy, P2PKH', 'p2pkh', (text: string) => signLegacy(key, 'p2pkh', text)],
  ] as const
  const verifyWith = (message: string, signature: string) =>
    reasonOf(() =>
      verifySiwxMessage({ ...base, message, signature, consumeNonce: nonces('issuedNonce123') }),
    )

  it.each(signers)('accepts a %s signature of its address', async (_name, type, sign) => {
    const message = formatSiwxMessage(evmFields({ address: key[type], chainId: BITCOIN_MAINNET }))
    const verified = await verifySiwxMessage({
      ...base,
      message,
      signature: sign(message),
      consumeNonce: nonces('issuedNonce123'),
    })
    expect(verified).toMatchObject({ address: key[type], chainId: BITCOIN_MAINNET })
  })

  it.each(signers)(
    "refuses a %s signature for another address, of a tampered message, for another network's address",
    async (_name, type, sign) => {
      const message = formatSiwxMessage(evmFields({ address: key[type], chainId: BITCOIN_MAINNET }))
      const other = formatSiwxMessage(
        evmFields({ address: bitcoinKey()[type], chainId: BITCOIN_MAINNET }),
      )
      expect(await verifyWith(other, sign(other))).toBe('signature')
      const tampered = message.replace('Sign in to Example.', 'Sign in to Evil.')
      expect(await verifyWith(tampered, sign(message))).toBe('signature')
      // The key's testnet address in a message for mainnet is not an address of the chain.
      const wrongNetwork = message.replace(key[type], testnetKey[type])
      expect(await verifyWith(wrongNetwork, sign(wrongNetwork))).toBe('malformed')
      // A signature of the mainnet message does not sign the key in on testnet.
      const testnet = formatSiwxMessage(
        evmFields({ address: testnetKey[type], chainId: BITCOIN_TESTNET }),
      )
      expect(await verifyWith(testnet, sign(message))).toBe('signature')
      expect(await verifyWith(testnet, sign(testnet))).toBe('accepted')
    },
  )
})
