/**
 * Base58 (Bitcoin alphabet), the text form of Solana addresses, signatures and the
 * WalletConnect `solana_signMessage` payload. Written here (a few lines) so the adapter's
 * initial bundle needs neither @solana/web3.js nor another codec package for it.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((char, i) => [char, BigInt(i)]))

export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  return '1'.repeat(zeros) + out
}

export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const char of text) {
    const digit = INDEX.get(char)
    if (digit === undefined) throw new Error(`Not a base58 string: ${text}`)
    value = value * 58n + digit
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}

/** True for a base58 string that decodes to 32 bytes (an ed25519 public key). */
export function isSolanaAddress(text: string): boolean {
  try {
    return decodeBase58(text).length === 32
  } catch {
    return false
  }
}
