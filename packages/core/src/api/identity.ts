/**
 * The identity of an address (the blockchain API's GET /v1/identity/{address}: a name and
 * an avatar), for showing an account by name rather than by its address. Answers are kept
 * 5 minutes by the API client, so every view asking for one address makes one request.
 * See docs/services.md#blockchain-api-blockchainapi (identity).
 */

import { isEvmAddress } from '../validate/address.js'
import { isAllowedUrlScheme } from '../validate/url.js'
import type { BlockchainApiClient } from './blockchain-api.js'
import type { ApiCallOptions } from './types.js'

/** A name for an address, with its avatar when it has an http(s) one. */
export type Identity = { name: string; avatar: string | undefined }

export type ResolveIdentityContext = {
  /** The blockchain API; without it there is no identity. */
  blockchainApi: Pick<BlockchainApiClient, 'fetchIdentity'> | undefined
}

export type ResolveIdentityParameters = ApiCallOptions & {
  /** An EVM address: the service names EVM accounts only. */
  address: string
}

/**
 * The identity of `address`, or undefined: no blockchain API, an address that is not an EVM
 * one (nothing is asked), or an answer without a name. A failed request rejects, with the
 * request's own error.
 */
export async function resolveIdentity(
  ctx: ResolveIdentityContext,
  { address, signal }: ResolveIdentityParameters,
): Promise<Identity | undefined> {
  if (!ctx.blockchainApi || !isEvmAddress(address)) return undefined
  // The account asks about itself: it is the sender too.
  const answer: unknown = await ctx.blockchainApi.fetchIdentity({
    address,
    sender: address,
    signal,
  })
  return identityFrom(answer)
}

/** The answer's name (trimmed, non-empty) and avatar (http(s) only, never `javascript:`). */
export function identityFrom(answer: unknown): Identity | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined
  const { name, avatar } = answer as { name?: unknown; avatar?: unknown }
  if (typeof name !== 'string' || name.trim() === '') return undefined
  const image = typeof avatar === 'string' && isHttpUrl(avatar) ? avatar : undefined
  return { name: name.trim(), avatar: image }
}

function isHttpUrl(value: string): boolean {
  return isAllowedUrlScheme(value) && /^https?:/i.test(value)
}
