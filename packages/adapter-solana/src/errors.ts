/**
 * One place where whatever a wallet, the WalletConnect provider or the RPC throws becomes
 * core's typed error: core's own errors pass through; anything else goes through
 * `toRpcError` (spec §8 JSON-RPC codes; 4001 and 5000 — and a code-less "User rejected"
 * from a Wallet Standard wallet — become UserRejectedRequestError, which core keeps
 * retryable).
 */
import { BaseError, toRpcError } from '@keyway/core'

export function toAdapterError(error: unknown): Error {
  return error instanceof BaseError ? error : toRpcError(error)
}

/** Runs `run` and rethrows its failure as a typed error. */
export async function mapErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toAdapterError(error)
  }
}
