import { describe, expect, it } from 'vitest'
import {
  fromBase64,
  messageAccountKeys,
  readCompactU16,
  splitTransaction,
  toBase64,
  withSignature,
} from './wire.js'

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

describe('transaction wire format', () => {
  it('reads compact-u16 values of one to three bytes', () => {
    expect(readCompactU16(Uint8Array.from([0x05]), 0)).toEqual({ value: 5, size: 1 })
    expect(readCompactU16(Uint8Array.from([0x80, 0x01]), 0)).toEqual({ value: 128, size: 2 })
    expect(readCompactU16(Uint8Array.from([0xff, 0xff, 0x03]), 0)).toEqual({
      value: 65535,
      size: 3,
    })
    expect(() => readCompactU16(Uint8Array.from([0x80]), 0)).toThrow('Truncated')
  })

  it('finds the signature slots and the message; lists the account keys, signers first', () => {
    const tx = legacyTransaction()
    const { signatureCount, signaturesStart, message } = splitTransaction(tx)
    expect([signatureCount, signaturesStart, message[0]]).toEqual([2, 1, 2])
    expect(messageAccountKeys(message).map((k) => k[0])).toEqual([1, 2, 3])
    // A v0 message has a version byte before the header.
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
    expect(signed.subarray(129)).toEqual(tx.subarray(129))
    expect(() => withSignature(tx, 2, signature)).toThrow('No signature slot 2')
    expect(() => withSignature(tx, 0, new Uint8Array(10))).toThrow('64 bytes')
  })

  it('round-trips base64', () => {
    const bytes = Uint8Array.from([0, 1, 2, 250, 255])
    expect(toBase64(bytes)).toBe('AAEC+v8=')
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })
})
