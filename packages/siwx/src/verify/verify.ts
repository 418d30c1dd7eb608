/**
 * Verifies a signed sign-in message. It fails closed: the message must parse,
 * name the expected domain, be inside its validity window and younger than the maximum
 * age, carry a nonce the caller issued and has not seen used, and be signed by its address
 * on its chain. Each failure is a SiwxVerificationError with its own `reason`.
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

export type VerifySiwxMessageParameters = {
  message: string
  signature: string
  /**
   * The domain the message must name: the page's host on a client; on a server a
   * configured value, never the request's Host header (which the caller controls).
   */
  domain: string
  /**
   * Marks the message's nonce as used; resolves false when it was never issued, expired or
   * was used already. Called last, only for an otherwise valid message.
   */
  consumeNonce: (nonce: string) => Promise<boolean> | boolean
  /** The oldest Issued At accepted, in ms before now (default 10 minutes). */
  maxAgeMs?: number | undefined
  clockSkewMs?: number | undefined
  now?: (() => number) | undefined
  /** Signature checks per namespace (default: EOA-only eip155 and ed25519 solana). */
  verifiers?: Partial<Record<SiwxNamespace, SignatureVerifier>> | undefined
  signal?: AbortSignal | undefined
}

const DEFAULT_VERIFIERS: Record<SiwxNamespace, SignatureVerifier> = {
  eip155: eip155Verifier(),
  solana: solanaVerifier(),
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

  if (!(await parameters.consumeNonce(fields.nonce))) {
    refuse('nonce', 'the nonce was not issued here, has expired or was used already')
  }
  return fields
}
