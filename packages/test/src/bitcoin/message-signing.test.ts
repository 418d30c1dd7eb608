import { hexToBytes } from '@noble/hashes/utils.js'
import { WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { createBitcoinTestKeys } from './keys.js'
import {
  bip322MessageHash,
  signBip322Simple,
  signLegacyMessage,
  verifyBip322Simple,
  verifyBitcoinMessage,
  verifyLegacyMessage,
} from './message-signing.js'

// BIP-322's published test vectors (the p2wpkh key and address of the BIP's "Test vectors").
const VECTOR_WIF = 'L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k'
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const VECTOR_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const VECTOR_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='

describe('BIP-322 simple', () => {
  it("hashes messages as BIP-322's vectors say", () => {
    expect(bip322MessageHash('')).toEqual(
      hexToBytes('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1'),
    )
    expect(bip322MessageHash('Hello World')).toEqual(
      hexToBytes('f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a'),
    )
  })

  it("verifies BIP-322's p2wpkh vectors, and what it signs with the vectors' key", () => {
    // The vectors verifying proves to_spend / to_sign are built as BIP-322 says (their sighash
    // must match Bitcoin Core's). ECDSA nonces differ between signers, so our signatures are
    // checked by verifying them, not by comparing bytes.
    const secretKey = WIF().decode(VECTOR_WIF)
    const keys = createBitcoinTestKeys({ payment: secretKey, ordinals: secretKey }, 'mainnet')
    expect(keys.payment.address).toBe(VECTOR_ADDRESS)
    const base = { address: VECTOR_ADDRESS, network: 'mainnet' as const }
    for (const message of ['', 'Hello World']) {
      const signature = signBip322Simple({
        message,
        secretKey,
        addressType: 'p2wpkh',
        script: keys.payment.script,
      })
      expect(verifyBip322Simple({ ...base, message, signature })).toBe(true)
    }
    expect(verifyBip322Simple({ ...base, message: '', signature: VECTOR_EMPTY })).toBe(true)
    expect(verifyBip322Simple({ ...base, message: 'Hello World', signature: VECTOR_HELLO })).toBe(
      true,
    )
    // The vectors swapped: each signature is for the other message.
    expect(verifyBip322Simple({ ...base, message: '', signature: VECTOR_HELLO })).toBe(false)
    expect(verifyBip322Simple({ ...base, message: 'Hello World', signature: VECTOR_EMPTY })).toBe(
      false,
    )
  })

  it('signs and verifies with a taproot (ordinals) address, testnet and mainnet', () => {
    for (const network of ['testnet', 'mainnet'] as const) {
      const keys = createBitcoinTestKeys('taproot-seed', network)
      const { ordinals } = keys
      expect(ordinals.address.startsWith(network === 'mainnet' ? 'bc1p' : 'tb1p')).toBe(true)
      const signature = signBip322Simple({
        message: 'Sign in to keyway.test',
        secretKey: ordinals.secretKey,
        addressType: 'p2tr',
        script: ordinals.script,
      })
      const base = { address: ordinals.address, network, signature }
      expect(verifyBitcoinMessage({ ...base, message: 'Sign in to keyway.test' })).toEqual({
        valid: true,
        protocol: 'bip322',
      })
      expect(verifyBitcoinMessage({ ...base, message: 'Sign in to other.test' }).valid).toBe(false)
      // Another wallet's taproot address does not verify it.
      const other = createBitcoinTestKeys('other-seed', network).ordinals.address
      expect(
        verifyBitcoinMessage({ ...base, address: other, message: 'Sign in to keyway.test' }).valid,
      ).toBe(false)
    }
  })

  it("refuses a p2wpkh signature checked against another wallet's address", () => {
    const keys = createBitcoinTestKeys('seed-a', 'testnet')
    const other = createBitcoinTestKeys('seed-b', 'testnet')
    const signature = signBip322Simple({
      message: 'hello',
      secretKey: keys.payment.secretKey,
      addressType: 'p2wpkh',
      script: keys.payment.script,
    })
    const base = { message: 'hello', network: 'testnet' as const, signature }
    expect(verifyBip322Simple({ ...base, address: keys.payment.address })).toBe(true)
    expect(verifyBip322Simple({ ...base, address: other.payment.address })).toBe(false)
    expect(verifyBip322Simple({ ...base, address: keys.payment.address, signature: 'AA==' })).toBe(
      false,
    )
    expect(verifyBip322Simple({ ...base, address: 'not-an-address' })).toBe(false)
  })
})

describe('legacy (Bitcoin Signed Message)', () => {
  it('signs with a BIP-137 p2wpkh header and verifies against the payment address only', () => {
    const keys = createBitcoinTestKeys('legacy-seed', 'testnet')
    const signature = signLegacyMessage({ message: 'hello', secretKey: keys.payment.secretKey })
    const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0))
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBeGreaterThanOrEqual(39)
    const base = { address: keys.payment.address, network: 'testnet' as const, signature }
    expect(verifyLegacyMessage({ ...base, message: 'hello' })).toBe(true)
    expect(verifyBitcoinMessage({ ...base, message: 'hello' })).toEqual({
      valid: true,
      protocol: 'ecdsa',
    })
    expect(verifyLegacyMessage({ ...base, message: 'hullo' })).toBe(false)
    const other = createBitcoinTestKeys('other', 'testnet').payment.address
    expect(verifyLegacyMessage({ ...base, address: other, message: 'hello' })).toBe(false)
  })

  it('verifies a well-known legacy signature made by another implementation', () => {
    // bitcoinjs-message's README example (p2pkh, compressed key, message "This is an example
    // of a signed message.").
    expect(
      verifyLegacyMessage({
        address: '1F3sAm6ZtwLAUnj7d38pGFxtP3RVEvtsbV',
        message: 'This is an example of a signed message.',
        signature:
          'H9L5yLFjti0QTHhPyFrZCT1V/MMnBtXKmoiKDZ78NDBjERki6ZTQZdSMCtkgoNmp17By9ItJr8o7ChX0XxY91nk=',
        network: 'mainnet',
      }),
    ).toBe(true)
  })
})
