import { createPublicKey, verify } from 'node:crypto'
import { getBase58Encoder } from '@solana/kit'

/**
 * The relay identifies a client by the `iss` of the auth JWT it connects with: a did:key
 * of an Ed25519 key that the client keeps across reconnects. Checking the signature (not
 * just decoding the payload) stops one client from taking over another's subscriptions.
 */

export type RelayAuthClaims = {
  iss: string
  sub?: string
  aud?: string
  iat?: number
  exp?: number
}

export type RelayAuthResult = { ok: true; claims: RelayAuthClaims } | { ok: false; reason: string }

const DID_KEY_PREFIX = 'did:key:z'
/** Multicodec varint for an Ed25519 public key (0xed 0x01). */
const ED25519_MULTICODEC = [0xed, 0x01] as const

function decodeBase64UrlJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

/** The raw 32-byte Ed25519 key inside a did:key, or undefined when it is not one. */
export function publicKeyOfDidKey(did: string): Uint8Array | undefined {
  if (!did.startsWith(DID_KEY_PREFIX)) return undefined
  let bytes: Uint8Array
  try {
    bytes = new Uint8Array(getBase58Encoder().encode(did.slice(DID_KEY_PREFIX.length)))
  } catch {
    return undefined
  }
  if (
    bytes.length !== 34 ||
    bytes[0] !== ED25519_MULTICODEC[0] ||
    bytes[1] !== ED25519_MULTICODEC[1]
  )
    return undefined
  return bytes.slice(2)
}

/** Verifies an EdDSA JWT whose issuer is a did:key, and its expiry against `nowSeconds`. */
export function verifyRelayAuth(token: string, nowSeconds: number): RelayAuthResult {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'auth is not a JWT' }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string]
  let header: unknown
  let payload: unknown
  try {
    header = decodeBase64UrlJson(headerPart)
    payload = decodeBase64UrlJson(payloadPart)
  } catch {
    return { ok: false, reason: 'auth JWT is not valid base64url JSON' }
  }
  if (
    typeof header !== 'object' ||
    header === null ||
    (header as { alg?: unknown }).alg !== 'EdDSA'
  ) {
    return { ok: false, reason: 'auth JWT must use EdDSA' }
  }
  if (typeof payload !== 'object' || payload === null) {
    return { ok: false, reason: 'auth JWT payload must be an object' }
  }
  const claims = payload as Partial<RelayAuthClaims>
  if (typeof claims.iss !== 'string') return { ok: false, reason: 'auth JWT has no iss' }
  const publicKey = publicKeyOfDidKey(claims.iss)
  if (!publicKey) return { ok: false, reason: 'auth JWT iss must be an Ed25519 did:key' }
  if (typeof claims.exp === 'number' && claims.exp < nowSeconds) {
    return { ok: false, reason: 'auth JWT has expired' }
  }
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${headerPart}.${payloadPart}`, 'utf8')
  const valid = verify(null, signed, key, Buffer.from(signaturePart, 'base64url'))
  if (!valid) return { ok: false, reason: 'auth JWT signature is invalid' }
  return { ok: true, claims: claims as RelayAuthClaims }
}
