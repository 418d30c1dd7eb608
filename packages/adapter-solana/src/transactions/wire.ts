/**
 * The few pieces of Solana's transaction wire format the adapter touches itself: the
 * compact-u16 signature count, the signature slots and the message after them. Enough to
 * place a signature a wallet returned alone (WalletConnect `solana_signTransaction`) and
 * for the test wallet to find what to sign; building transactions is left to web3.js.
 */

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

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
