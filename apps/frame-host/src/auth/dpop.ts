import { createHash } from 'node:crypto'
import { base64url, decodeProtectedHeader, errors, type JWK, jwtVerify } from 'jose'
import type { Queryable } from '../db/database.js'
import { recordProof } from '../store/dpop-proofs.js'
import { type ProofPublicKey, proofPublicKey } from './dpop-keys.js'
import { InvalidProofError } from './session-errors.js'

/**
 * Proof of possession after RFC 9449 (DPoP). The frame holds a non-extractable P-256 key;
 * every session-bearing request carries a `DPoP` header: a JWT of type `dpop+jwt`, signed
 * with that key, with the public key in its `jwk` header and these claims:
 * - `htm`, `htu`: the request's method and URL (without query), so it is good for one call;
 * - `iat`: within `PROOF_MAX_AGE_S` of the server's clock (and at most a few seconds ahead);
 * - `jti`: unique; the server keeps it (per key, in PostgreSQL) and refuses it again;
 * - `ath`: base64url SHA-256 of the access token, when one is sent;
 * - `bh`: base64url SHA-256 of the request body's bytes (our addition to RFC 9449, so a
 *   proof cannot carry another body; a GET's body is empty).
 * A token copied out of the frame is useless without the key, which cannot be exported.
 */

export const PROOF_MAX_AGE_S = 60
const CLOCK_SKEW_S = 5

const b64sha256 = (data: string | Uint8Array) =>
  base64url.encode(createHash('sha256').update(data).digest())

/** `bh`, `ath`: base64url SHA-256 of the body bytes, of the access token. */
export const bodyHash = (body: Uint8Array | string) => b64sha256(body)
export const accessTokenHash = (token: string) => b64sha256(token)

export type ProofInput = {
  /** The `DPoP` header, if any. */
  proof: string | string[] | undefined
  method: string
  /** frame-host's public origin: `htu` must be this origin plus the request's path. */
  publicUrl: string
  path: string
  body: Uint8Array
  /** The access token the request carries, for `ath`. */
  accessToken?: string | undefined
  now: number
}

/** A proof whose signature and claims hold, before its jti is recorded. */
export type CheckedProof = {
  /** The proof key's RFC 7638 thumbprint. */
  thumbprint: string
  jti: string
  /** Until when the jti must be kept (when such a proof would be stale anyway), ms. */
  expiresAt: number
}

/**
 * Checks the proof's signature and claims, records its jti, and answers the key's RFC 7638
 * thumbprint (the caller compares it with the session's). Throws InvalidProofError.
 */
export async function verifyProof(db: Queryable, input: ProofInput): Promise<string> {
  const checked = await checkProof(input)
  const fresh = await recordProof(db, {
    keyThumbprint: checked.thumbprint,
    jti: checked.jti,
    expiresAt: checked.expiresAt,
  })
  if (!fresh) throw new InvalidProofError('the proof was already used')
  return checked.thumbprint
}

/**
 * Everything verifyProof checks but the jti's first use: the signature and every claim.
 * The caller must record the jti (`recordProof`, or in the statement of its own that
 * authenticate.ts runs) and refuse the request when it was used before.
 */
export async function checkProof(input: ProofInput): Promise<CheckedProof> {
  const proof = input.proof
  if (typeof proof !== 'string' || proof === '') {
    throw new InvalidProofError('the DPoP header with a proof is missing')
  }
  let header: ReturnType<typeof decodeProtectedHeader>
  try {
    header = decodeProtectedHeader(proof)
  } catch {
    throw new InvalidProofError('the proof is not a JWT')
  }
  const jwk = header.jwk as JWK | undefined
  if (header.alg !== 'ES256' || jwk?.kty !== 'EC' || jwk.crv !== 'P-256') {
    throw new InvalidProofError('the proof must be ES256 with a P-256 key in its header')
  }
  // A public key only: a header carrying a private member is refused, as jose's EmbeddedJWK does.
  if (typeof jwk.x !== 'string' || typeof jwk.y !== 'string' || 'd' in jwk) {
    throw new InvalidProofError('the proof does not verify')
  }
  let publicKey: ProofPublicKey
  try {
    publicKey = await proofPublicKey(jwk.x, jwk.y)
  } catch {
    throw new InvalidProofError('the proof does not verify')
  }
  let payload: Record<string, unknown>
  try {
    const verified = await jwtVerify(proof, publicKey.key, {
      typ: 'dpop+jwt',
      algorithms: ['ES256'],
      currentDate: new Date(input.now),
      maxTokenAge: PROOF_MAX_AGE_S,
      clockTolerance: CLOCK_SKEW_S,
      requiredClaims: ['iat', 'jti', 'htm', 'htu'],
    })
    payload = verified.payload as Record<string, unknown>
  } catch (error) {
    const claimError =
      error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired
    if (claimError && error.claim === 'iat') {
      throw new InvalidProofError('the proof is stale or from the future')
    }
    throw new InvalidProofError('the proof does not verify')
  }
  if (payload.htm !== input.method) throw new InvalidProofError('the proof is for another method')
  const expected = new URL(input.path, input.publicUrl)
  let htu: URL | undefined
  try {
    htu = typeof payload.htu === 'string' ? new URL(payload.htu) : undefined
  } catch {
    htu = undefined
  }
  if (!htu || `${htu.origin}${htu.pathname}` !== `${expected.origin}${expected.pathname}`) {
    throw new InvalidProofError('the proof is for another URL')
  }
  if (payload.bh !== bodyHash(input.body)) {
    throw new InvalidProofError('the proof is for another body')
  }
  if (input.accessToken !== undefined && payload.ath !== accessTokenHash(input.accessToken)) {
    throw new InvalidProofError('the proof is for another access token')
  }
  const jti = payload.jti
  if (typeof jti !== 'string' || jti.length < 16 || jti.length > 128) {
    throw new InvalidProofError('the proof needs a jti of 16 to 128 characters')
  }
  const iat = Number(payload.iat)
  return {
    thumbprint: publicKey.thumbprint,
    jti,
    expiresAt: (iat + PROOF_MAX_AGE_S + CLOCK_SKEW_S) * 1000,
  }
}
