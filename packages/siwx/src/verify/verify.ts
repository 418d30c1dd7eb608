/**
 * Verifies a signed sign-in message. It fails closed: the message must parse,
 * name the expected domain, URI and chain, be inside its validity window and younger than
 * the maximum age, carry a nonce the caller issued and has not seen used, and be signed by
 * its address on its chain. Each failure is a SiwxVerificationError with its own `reason`.
 *
 * The checks run cheapest first: the text's own checks, then the nonce (one store call),
 * and only then the signature, which may cost RPC calls (ERC-1271 / ERC-6492). A message
 * with a nonce the server never issued therefore costs no RPC call; a message that fails
 * its signature check has used its nonce up (the client asks for a new one).
 */
import { SiwxMessageError, SiwxVerificationError } from '../message/errors.js'
import {
  parseSiwxMessage,
  type SiwxMessageFields,
  type SiwxNamespace,
  siwxNamespaceOf,
} from '../message/message.js'
import { eip155Verifier, type SignatureVerifier, solanaVerifier } from './verifiers.js'

/** How long a message stays acceptable after its Issued At, by default (10 minutes). */
export const DEFAULT_MAX_AGE_MS = 10 * 60_000
/** Clock difference tolerated between the signer and the verifier (1 minute). */
export const DEFAULT_CLOCK_SKEW_MS = 60_000

/** An accepted URI: the exact text, or any URI on an origin. */
export type SiwxUriExpectation = string | { origin: string }

export type VerifySiwxMessageParameters = {
  message: string
  signature: string
  /**
   * The domain the message must name: the page's host on a client; on a server a
   * configured value, never the request's Host header (which the caller controls).
   */
  domain: string
  /**
   * The URIs the message may name. A string is an exact URI; `{ origin }` accepts any URI
   * on that origin (scheme, host and port). Default: any URI (a server always sets them).
   */
  uris?: readonly SiwxUriExpectation[] | undefined
  /** The CAIP-2 chain ids the message may name (e.g. 'eip155:1'). Default: any chain. */
  chainIds?: readonly string[] | undefined
  /**
   * Marks the message's nonce as used; resolves false when it was never issued, expired or
   * was used already. Called once the text's own checks pass and before the signature
   * check, so a nonce the caller never issued costs no signature work (no RPC call).
   */
  consumeNonce: (nonce: string) => Promise<boolean> | boolean
  /** The oldest Issued At accepted, in ms before now (default 10 minutes). */
  maxAgeMs?: number | undefined
  clockSkewMs?: number | undefined
  now?: (() => number) | undefined
  /**
   * Signature checks per namespace (default: EOA-only eip155, ed25519 solana, and bip122's
   * BIP-322 simple and legacy signatures).
   */
  verifiers?: Partial<Record<SiwxNamespace, SignatureVerifier>> | undefined
  signal?: AbortSignal | undefined
}

const DEFAULT_VERIFIERS: Record<SiwxNamespace, SignatureVerifier> = {
  eip155: eip155Verifier(),
  solana: solanaVerifier(),
  // Loaded on the first Bitcoin sign-in: @scure/btc-signer stays out of other apps' bundles.
  bip122: async (check) => (await import('./bip122-verifier.js')).bip122Verifier()(check),
}

function refuse(reason: SiwxVerificationError['reason'], details: string, cause?: unknown): never {
  throw new SiwxVerificationError(reason, details, cause === undefined ? {} : { cause })
}

/** Resolves to the message's fields when every check passes; throws SiwxVerificationError. */
export async function verifySiwxMessage(
  parameters: VerifySiwxMessageParameters,
): Promise<SiwxMessageFields> {
  let fields: SiwxMessageFields
  try {
    fields = parseSiwxMessage(parameters.message)
  } catch (error) {
    if (error instanceof SiwxMessageError) refuse('malformed', error.details ?? '', error)
    throw error
  }
  if (fields.domain !== parameters.domain) {
    refuse('domain', `the message is for "${fields.domain}", not "${parameters.domain}"`)
  }

  if (parameters.uris !== undefined && !uriAccepted(fields.uri, parameters.uris)) {
    refuse('uri', `the message's URI "${fields.uri}" is not one this server accepts`)
  }
  if (parameters.chainIds !== undefined && !parameters.chainIds.includes(fields.chainId)) {
    refuse(
      'chain',
      `the message is for chain "${fields.chainId}", not one of ${
        parameters.chainIds.map((id) => `"${id}"`).join(', ') || '(none)'
      }`,
    )
  }

  const now = (parameters.now ?? Date.now)()
  const skew = parameters.clockSkewMs ?? DEFAULT_CLOCK_SKEW_MS
  const maxAge = parameters.maxAgeMs ?? DEFAULT_MAX_AGE_MS
  const issuedAt = Date.parse(fields.issuedAt)
  if (fields.expirationTime !== undefined && now >= Date.parse(fields.expirationTime)) {
    refuse('expired', `the message expired at ${fields.expirationTime}`)
  }
  if (fields.notBefore !== undefined && now + skew < Date.parse(fields.notBefore)) {
    refuse('not-yet-valid', `the message is valid from ${fields.notBefore}`)
  }
  if (issuedAt > now + skew) refuse('issued-in-future', `Issued At ${fields.issuedAt} is ahead`)
  if (now - issuedAt > maxAge) {
    refuse('too-old', `Issued At ${fields.issuedAt} is more than ${maxAge} ms ago`)
  }

  // Before the signature: a nonce never issued must cost no signature work (RPC calls).
  if (!(await parameters.consumeNonce(fields.nonce))) {
    refuse('nonce', 'the nonce was not issued here, has expired or was used already')
  }

  const namespace = siwxNamespaceOf(fields.chainId) as SiwxNamespace
  const verify = parameters.verifiers?.[namespace] ?? DEFAULT_VERIFIERS[namespace]
  let valid: boolean
  try {
    valid = await verify({
      address: fields.address,
      message: parameters.message,
      signature: parameters.signature,
      chainReference: fields.chainId.slice(namespace.length + 1),
      signal: parameters.signal,
    })
  } catch (error) {
    refuse('signature', 'the signature could not be checked on its chain', error)
  }
  if (!valid) refuse('signature', `the signature is not ${fields.address}'s`)
  return fields
}

/** The origin of a URI ('null' for one without, such as urn: or did:), or undefined. */
function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin
  } catch {
    return undefined
  }
}

/** Whether the message's URI is one of the expected ones (exactly, or by its origin). */
export function uriAccepted(uri: string, expected: readonly SiwxUriExpectation[]): boolean {
  const origin = originOf(uri)
  return expected.some((entry) =>
    typeof entry === 'string'
      ? entry === uri
      : origin !== undefined && origin !== 'null' && originOf(entry.origin) === origin,
  )
}
