import { calculateJwkThumbprint, importJWK } from 'jose'

/**
 * The P-256 public keys DPoP proofs name in their `jwk` header, imported into WebCrypto once
 * per key together with their RFC 7638 thumbprint, instead of on every request. A frame
 * proves every call with the same key, so a signed-in user's requests all hit this cache.
 *
 * Only public keys are kept (a `jwk` with a private member is refused before it gets here),
 * and each proof's signature is still checked with the cached key on every request. The cache
 * is bounded: past MAX_PROOF_KEYS the least recently used key is dropped and imported again
 * when it comes back. A key that fails to import is not kept.
 */

export const MAX_PROOF_KEYS = 10_000

export type ProofPublicKey = { key: CryptoKey; thumbprint: string }

const keys = new Map<string, Promise<ProofPublicKey>>()

/** The imported key and thumbprint of the P-256 public key (x, y); rejects a bad point. */
export function proofPublicKey(x: string, y: string): Promise<ProofPublicKey> {
  const id = `${x}.${y}`
  const cached = keys.get(id)
  if (cached) {
    // Most recently used last: the eviction below drops the first.
    keys.delete(id)
    keys.set(id, cached)
    return cached
  }
  const jwk = { kty: 'EC', crv: 'P-256', x, y }
  const imported = (async () => {
    const key = await importJWK(jwk, 'ES256')
    if (key instanceof Uint8Array) throw new TypeError('expected an EC public key')
    return { key, thumbprint: await calculateJwkThumbprint(jwk, 'sha256') }
  })()
  keys.set(id, imported)
  imported.catch(() => {
    if (keys.get(id) === imported) keys.delete(id)
  })
  if (keys.size > MAX_PROOF_KEYS) {
    const oldest = keys.keys().next().value
    if (oldest !== undefined) keys.delete(oldest)
  }
  return imported
}

/** How many keys are cached (tests of the bound). */
export const cachedProofKeyCount = () => keys.size
