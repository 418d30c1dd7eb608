import { describe, expect, it } from 'vitest'
import {
  BITCOIN_MAINNET,
  BITCOIN_TESTNET,
  bitcoinKey,
  forgeBip322P2wpkh,
  signBip322,
  signLegacy,
} from './bip122.test-helpers.js'
import { bip122Verifier } from './bip122-verifier.js'

const MAINNET = BITCOIN_MAINNET.slice('bip122:'.length)
const TESTNET = BITCOIN_TESTNET.slice('bip122:'.length)
const verify = bip122Verifier()

describe('bip122Verifier: BIP-322 simple signatures', () => {
  // The BIP's own test vectors (key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
  const vectors: Array<[string, string, string, string]> = [
    [
      'P2WPKH, "Hello World"',
      'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      'Hello World',
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'P2WPKH, the empty message',
      'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      '',
      'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'P2TR key path, "Hello World" (SIGHASH_ALL byte)',
      'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3',
      'Hello World',
      'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ==',
    ],
  ]
  it.each(vectors)('accepts the BIP-322 vector: %s', async (_name, address, message, signature) => {
    expect(await verify({ address, message, signature, chainReference: MAINNET })).toBe(true)
    expect(
      await verify({ address, message: `${message}!`, signature, chainReference: MAINNET }),
    ).toBe(false)
  })

  it.each([
    ['mainnet', MAINNET],
    ['testnet', TESTNET],
  ] as const)(
    'accepts P2WPKH and P2TR signatures made by the library (%s)',
    async (network, chainReference) => {
      const key = bitcoinKey(network)
      const message = 'app.example.com wants you to sign in with your Bitcoin account:'
      for (const type of ['p2wpkh', 'p2tr'] as const) {
        const signature = signBip322(key, type, message)
        expect(await verify({ address: key[type], message, signature, chainReference })).toBe(true)
      }
    },
  )

  it("refuses another address's key, a tampered message and another network's address", async () => {
    const key = bitcoinKey()
    const other = bitcoinKey()
    const message = 'Sign in to Example.'
    for (const type of ['p2wpkh', 'p2tr'] as const) {
      const signature = signBip322(key, type, message)
      const check = { address: key[type], message, signature, chainReference: MAINNET }
      expect(await verify(check)).toBe(true)
      expect(await verify({ ...check, address: other[type] })).toBe(false)
      expect(await verify({ ...check, message: 'Sign in to Example!' })).toBe(false)
      // Under mainnet a tb1 address is not an address, and under testnet a bc1 one is not.
      // (The same key's testnet address has the same output script, so the network a
      // sign-in is for is the message's Chain ID line, which the signature covers.)
      const testnet = bitcoinKey('testnet', key.privateKey)[type]
      expect(await verify({ ...check, address: testnet })).toBe(false)
      expect(await verify({ ...check, chainReference: TESTNET })).toBe(false)
    }
  })

  it('refuses a witness whose valid signature is by a key that does not pay to the address', async () => {
    const victim = bitcoinKey()
    const attacker = bitcoinKey()
    const message = 'Sign in to Example.'
    const signature = forgeBip322P2wpkh(attacker, victim.p2wpkh, message)
    expect(
      await verify({ address: victim.p2wpkh, message, signature, chainReference: MAINNET }),
    ).toBe(false)
  })

  it('refuses garbage, an unknown network and address types it cannot check', async () => {
    const key = bitcoinKey()
    const message = 'hello'
    const signature = signBip322(key, 'p2wpkh', message)
    const check = { address: key.p2wpkh, message, signature, chainReference: MAINNET }
    for (const bad of ['', 'not base64!', 'AA==', `${signature.slice(0, -8)}AAAAAAA=`]) {
      expect(await verify({ ...check, signature: bad })).toBe(false)
    }
    expect(await verify({ ...check, chainReference: 'ffffffffffffffffffffffffffffffff' })).toBe(
      false,
    )
    // BIP-322 simple is a witness: a P2PKH address has none (only legacy signatures).
    expect(await verify({ ...check, address: key.p2pkh })).toBe(false)
  })
})

describe('bip122Verifier: legacy "Bitcoin Signed Message" signatures', () => {
  it('accepts the well-known P2PKH example signature', async () => {
    expect(
      await verify({
        address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
        message: 'This is an example of a signed message.',
        signature:
          'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
        chainReference: MAINNET,
      }),
    ).toBe(true)
  })

  it.each([
    ['p2pkh', 'mainnet', MAINNET],
    ['p2wpkh', 'mainnet', MAINNET],
    ['p2shP2wpkh', 'mainnet', MAINNET],
    ['p2pkh', 'testnet', TESTNET],
    ['p2wpkh', 'testnet', TESTNET],
  ] as const)('accepts a %s signature on %s', async (type, network, chainReference) => {
    const key = bitcoinKey(network)
    const message = 'Sign in to Example.'
    const signature = signLegacy(key, type, message)
    expect(await verify({ address: key[type], message, signature, chainReference })).toBe(true)
  })

  it("refuses another address's key, a tampered message and another network's address", async () => {
    const key = bitcoinKey()
    const message = 'Sign in to Example.'
    for (const type of ['p2pkh', 'p2wpkh'] as const) {
      const signature = signLegacy(key, type, message)
      const check = { address: key[type], message, signature, chainReference: MAINNET }
      expect(await verify(check)).toBe(true)
      expect(await verify({ ...check, address: bitcoinKey()[type] })).toBe(false)
      expect(await verify({ ...check, message: 'Sign in to Example!' })).toBe(false)
      const testnet = bitcoinKey('testnet', key.privateKey)[type]
      expect(await verify({ ...check, address: testnet })).toBe(false)
      expect(await verify({ ...check, chainReference: TESTNET })).toBe(false)
    }
    // A legacy signature is no key for a taproot address.
    const signature = signLegacy(key, 'p2wpkh', message)
    expect(await verify({ address: key.p2tr, message, signature, chainReference: MAINNET })).toBe(
      false,
    )
  })
})
