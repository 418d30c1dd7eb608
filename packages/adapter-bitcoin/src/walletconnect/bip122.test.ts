import { describe, expect, it } from 'vitest'
import { protocolOfSignature } from '../signature.js'
import { parseAccountAddresses, signatureBytes, toConnectionAddresses } from './bip122.js'

describe('bip122 answers', () => {
  it('reads getAccountAddresses entries, or their JSON (the session property), leaving bad ones out', () => {
    const entries = [
      { address: 'tb1qpay', publicKey: '02ab', intention: 'payment' },
      { address: 'tb1pord', intention: 'ordinal' },
    ]
    expect(parseAccountAddresses(entries)).toEqual(entries)
    expect(parseAccountAddresses(JSON.stringify(entries))).toEqual(entries)
    expect(parseAccountAddresses([{ address: 7 }, null, 'x', ...entries])).toEqual(entries)
    expect(parseAccountAddresses('{not json')).toEqual([])
    expect(parseAccountAddresses({ address: 'tb1q' })).toEqual([])
  })

  it('payment is the session account; ordinals the first ordinal entry, none without one', () => {
    const entries = parseAccountAddresses([
      { address: 'tb1qchange', intention: 'payment' },
      { address: 'tb1qpay', publicKey: '02ab', intention: 'payment' },
      { address: 'tb1pord', publicKey: 'cd', intention: 'ordinal' },
      { address: 'tb1pord2', intention: 'ordinal' },
    ])
    expect(toConnectionAddresses('tb1qpay', entries)).toEqual([
      { address: 'tb1qpay', purpose: 'payment', publicKey: '02ab' },
      { address: 'tb1pord', purpose: 'ordinals', publicKey: 'cd' },
    ])
    expect(toConnectionAddresses('tb1qpay', [])).toEqual([
      { address: 'tb1qpay', purpose: 'payment', publicKey: undefined },
    ])
  })

  it('reads a signature as hex (the published answer) or base64; tells legacy from BIP-322', () => {
    const legacy = new Uint8Array(65).fill(1)
    legacy[0] = 40
    const hex = Array.from(legacy, (b) => b.toString(16).padStart(2, '0')).join('')
    expect(signatureBytes(hex)).toEqual(legacy)
    expect(signatureBytes(hex.toUpperCase())).toEqual(legacy)
    expect(signatureBytes(btoa(String.fromCharCode(...legacy)))).toEqual(legacy)
    expect(protocolOfSignature(signatureBytes(hex))).toBe('ecdsa')
    // A p2tr BIP-322 witness: one item of 64 bytes.
    const witness = Uint8Array.from([1, 64, ...new Uint8Array(64).fill(9)])
    expect(protocolOfSignature(signatureBytes(btoa(String.fromCharCode(...witness))))).toBe(
      'bip322',
    )
    expect(() => signatureBytes('not base64 !')).toThrow()
  })
})
