import { describe, expect, it } from 'vitest'
import {
  decodeBase58,
  encodeBase58,
  fromBase64,
  messageAccountKeys,
  readCompactU16,
  splitTransaction,
  toBase64,
  withSignature,
} from './codec.js'

/** A legacy transaction: 2 signature slots, header, 3 keys, then (ignored) the rest. */
function legacyTransaction(): Uint8Array {
  const keys = [1, 2, 3].map((k) => new Array<number>(32).fill(k))
  return Uint8Array.from([
    2,
    ...new Array<number>(128).fill(0),
    2,
    0,
    1, // header: 2 signers, 0 readonly signed, 1 readonly unsigned
    3,
    ...keys.flat(),
    ...new Array<number>(32).fill(9), // blockhash
  ])
}

describe('base58', () => {
  it.each([
    [[], ''],
    [[0, 0, 1], '112'],
    [[...new TextEncoder().encode('hello world')], 'StV1DL6CwTryKyV'],
  ])('encodes %j as %s and decodes it back (leading zero bytes are 1s)', (bytes, text) => {
    expect(encodeBase58(Uint8Array.from(bytes))).toBe(text)
    expect([...decodeBase58(text)]).toEqual(bytes)
  })

  it('rejects characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow('Not a base58 string')
  })
})

describe('transaction wire format', () => {
  it('reads compact-u16 values of one to three bytes', () => {
    expect(readCompactU16(Uint8Array.from([0x05]), 0)).toEqual({ value: 5, size: 1 })
    expect(readCompactU16(Uint8Array.from([0xff, 0xff, 0x03]), 0)).toEqual({
      value: 65535,
      size: 3,
    })
    expect(() => readCompactU16(Uint8Array.from([0x80]), 0)).toThrow('Truncated')
  })

  it('finds the message and its account keys, signers first (legacy and v0)', () => {
    const { signatureCount, signaturesStart, message } = splitTransaction(legacyTransaction())
    expect([signatureCount, signaturesStart, message[0]]).toEqual([2, 1, 2])
    expect(messageAccountKeys(message).map((k) => k[0])).toEqual([1, 2, 3])
    expect(messageAccountKeys(Uint8Array.from([0x80, ...message])).map((k) => k[0])).toEqual([
      1, 2, 3,
    ])
  })

  it('puts a signature in its slot and leaves the rest unchanged', () => {
    const tx = legacyTransaction()
    const signature = new Uint8Array(64).fill(7)
    const signed = withSignature(tx, 1, signature)
    expect(signed.subarray(65, 129)).toEqual(signature)
    expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64))
    expect(() => withSignature(tx, 2, signature)).toThrow('No signature slot 2')
  })

  it('round-trips base64', () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255])
    expect(toBase64(bytes)).toBe('AAEC+v8=')
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })
})
