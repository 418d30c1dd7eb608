/**
 * The encodings the test wallet needs: base58 (addresses, secret keys), base64 (what crosses
 * the Playwright bridge and goes to RPC) and the few parts of Solana's transaction wire
 * format a signer touches (the signature slots and the message's signer keys). The text
 * encodings are @scure/base's; the wire format is read here rather than imported from
 * @keyway/adapter-solana: a wallet is independent of the adapter it is tested against, and
 * this package depends on no package it helps test.
 */

import { base58, base64 } from '@scure/base'

/** Base58 (Bitcoin alphabet); a string with other characters is refused with its text. */
export function encodeBase58(bytes: Uint8Array): string {
  return base58.encode(bytes)
}

export function decodeBase58(text: string): Uint8Array {
  try {
    return base58.decode(text)
  } catch {
    throw new Error(`Not a base58 string: ${text}`)
  }
}

export function toBase64(bytes: Uint8Array): string {
  return base64.encode(bytes)
}

export function fromBase64(text: string): Uint8Array {
  return base64.decode(text)
}

export const SIGNATURE_LENGTH = 64

/** Reads a compact-u16 at `offset`: its value and how many bytes it used. */
export function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('Truncated compact-u16')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return { value, size: size + 1 }
  }
  throw new Error('compact-u16 longer than 3 bytes')
}

/** The signature count, where the signatures start, and the message bytes. */
export function splitTransaction(transaction: Uint8Array) {
  const { value: signatureCount, size } = readCompactU16(transaction, 0)
  const messageStart = size + signatureCount * SIGNATURE_LENGTH
  if (messageStart > transaction.length) throw new Error('Truncated transaction')
  return { signatureCount, signaturesStart: size, message: transaction.subarray(messageStart) }
}

/** The static account keys of a legacy or v0 message (the signers come first). */
export function messageAccountKeys(message: Uint8Array): Uint8Array[] {
  // A v0 message starts with 0x80 | version; a legacy one starts with its header.
  const headerStart = (message[0] ?? 0) & 0x80 ? 1 : 0
  const keysAt = headerStart + 3
  const { value: count, size } = readCompactU16(message, keysAt)
  const first = keysAt + size
  return Array.from({ length: count }, (_, i) =>
    message.subarray(first + i * 32, first + (i + 1) * 32),
  )
}

/** A copy of `transaction` with `signature` in slot `index`. */
export function withSignature(
  transaction: Uint8Array,
  index: number,
  signature: Uint8Array,
): Uint8Array {
  const { signatureCount, signaturesStart } = splitTransaction(transaction)
  if (index >= signatureCount) throw new Error(`No signature slot ${index}`)
  if (signature.length !== SIGNATURE_LENGTH) throw new Error('A signature is 64 bytes')
  const copy = Uint8Array.from(transaction)
  copy.set(signature, signaturesStart + index * SIGNATURE_LENGTH)
  return copy
}
