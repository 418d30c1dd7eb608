import { describe, expect, it } from 'vitest'
import { decodeBase58, encodeBase58, isSolanaAddress } from './base58.js'

describe('base58', () => {
  it.each([
    [[], ''],
    [[0], '1'],
    [[0, 0, 1], '112'],
    [[0x61], '2g'],
    [[0xff, 0xff], 'LUv'],
    [[...new TextEncoder().encode('hello world')], 'StV1DL6CwTryKyV'],
  ])('encodes %j as %s and decodes it back (leading zero bytes are 1s)', (bytes, text) => {
    expect(encodeBase58(Uint8Array.from(bytes))).toBe(text)
    expect([...decodeBase58(text)]).toEqual(bytes)
  })

  it('round-trips a 32-byte key, the system program id being 32 zero bytes', () => {
    const systemProgram = '11111111111111111111111111111111'
    expect(decodeBase58(systemProgram)).toEqual(new Uint8Array(32))
    const key = Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256)
    expect(decodeBase58(encodeBase58(key))).toEqual(key)
  })

  it('rejects characters outside the alphabet (0, O, I, l)', () => {
    expect(() => decodeBase58('0OIl')).toThrow('Not a base58 string')
  })

  it('recognises a Solana address only when it decodes to 32 bytes', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('StV1DL6CwTryKyV')).toBe(false)
    expect(isSolanaAddress('0xabc')).toBe(false)
  })
})
