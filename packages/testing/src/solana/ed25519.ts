/**
 * An ed25519 keypair for the test wallet, on WebCrypto (Node 20 and Chromium both have
 * Ed25519), so the test wallet needs no signing library. The secret key is Solana's
 * 64-byte form (seed ‖ public key), as bytes or base58 as devnet hands it out.
 */
import { decodeBase58, encodeBase58 } from './codec.js'

/** PKCS#8 wrapping of a raw 32-byte Ed25519 seed (RFC 8410). */
const PKCS8_PREFIX = [
  0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
]

export type Ed25519Keypair = {
  publicKey: Uint8Array
  /** The base58 public key: the Solana address. */
  address: string
  sign(message: Uint8Array): Promise<Uint8Array>
}

export async function createEd25519Keypair(
  secretKey: Uint8Array | string,
): Promise<Ed25519Keypair> {
  const secret = typeof secretKey === 'string' ? decodeBase58(secretKey) : secretKey
  if (secret.length !== 64) throw new Error('A Solana secret key is 64 bytes (seed ‖ public key)')
  const seed = secret.subarray(0, 32)
  const key = await crypto.subtle.importKey(
    'pkcs8',
    Uint8Array.from([...PKCS8_PREFIX, ...seed]),
    { name: 'Ed25519' },
    true,
    ['sign'],
  )
  const jwk = await crypto.subtle.exportKey('jwk', key)
  const publicKey = Uint8Array.from(
    atob((jwk.x ?? '').replace(/-/g, '+').replace(/_/g, '/')),
    (c) => c.charCodeAt(0),
  )
  if (encodeBase58(publicKey) !== encodeBase58(secret.subarray(32))) {
    throw new Error('The secret key does not hold the public key of its seed')
  }
  return {
    publicKey,
    address: encodeBase58(publicKey),
    async sign(message) {
      return new Uint8Array(
        await crypto.subtle.sign({ name: 'Ed25519' }, key, Uint8Array.from(message)),
      )
    },
  }
}
