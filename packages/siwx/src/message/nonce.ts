/**
 * Nonces for sign-in messages (a server must issue at least 64 bits of
 * entropy so nonces cannot be guessed). 17 characters drawn
 * uniformly from 62 letters and digits carry about 101 bits; EIP-4361 asks for at least 8
 * alphanumeric characters.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
export const NONCE_LENGTH = 17

export function generateNonce(length = NONCE_LENGTH): string {
  let nonce = ''
  while (nonce.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2))
    for (const byte of bytes) {
      // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
      if (byte < 248) nonce += ALPHABET[byte % 62]
      if (nonce.length === length) break
    }
  }
  return nonce
}
