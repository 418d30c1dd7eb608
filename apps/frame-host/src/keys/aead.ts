import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * AES-256-GCM with a random 96-bit nonce, laid out as nonce ‖ ciphertext ‖ tag. Every key
 * here encrypts few messages (one data key per user, one KEK per deployment), far below
 * the 2^32 messages where random nonces would need care.
 */

export const AES_KEY_BYTES = 32
const NONCE_BYTES = 12
const TAG_BYTES = 16
export const AEAD_OVERHEAD = NONCE_BYTES + TAG_BYTES

export function aeadSeal(key: Uint8Array, plaintext: Uint8Array, aad: Uint8Array): Uint8Array {
  const nonce = randomBytes(NONCE_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES })
  cipher.setAAD(aad)
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return new Uint8Array(Buffer.concat([nonce, body, cipher.getAuthTag()]))
}

/** The plaintext, or `undefined` when the bytes, the key or the AAD do not match. */
export function aeadOpen(
  key: Uint8Array,
  sealed: Uint8Array,
  aad: Uint8Array,
): Uint8Array | undefined {
  if (sealed.length < AEAD_OVERHEAD) return undefined
  const nonce = sealed.subarray(0, NONCE_BYTES)
  const tag = sealed.subarray(sealed.length - TAG_BYTES)
  const body = sealed.subarray(NONCE_BYTES, sealed.length - TAG_BYTES)
  const decipher = createDecipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES })
  decipher.setAAD(aad)
  decipher.setAuthTag(tag)
  try {
    return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]))
  } catch {
    return undefined
  }
}

/** Associated data: a purpose label and the user it belongs to, NUL-separated. */
export function associatedData(purpose: string, userId: string): Uint8Array {
  return new TextEncoder().encode(`keyway-frame-host/${purpose}\0${userId}`)
}
