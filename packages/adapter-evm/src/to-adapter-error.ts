/**
 * One place where whatever a wallet, wagmi or viem throws becomes core's typed error:
 * wagmi's connector errors through errors.ts; everything else is core's adapter mapping
 * (its own errors pass through, the rest by JSON-RPC code; 4001 and 5000 become
 * UserRejectedRequestError). Used by the chain calls, which load on first use.
 */
import { toAdapterError as toCoreAdapterError } from '@keyway/core/adapter'
import { fromWagmiError } from './errors.js'

export function toAdapterError(error: unknown): Error {
  return toCoreAdapterError(error, fromWagmiError)
}
