/**
 * How a chain adapter turns whatever a wallet, its chain library or an RPC node throws into
 * core's typed errors: core's own errors pass through; the adapter may first translate its
 * library's own errors (`translate`); anything else goes through `toRpcError` (spec §8
 * JSON-RPC codes; 4001 and 5000, and a code-less "User rejected", become
 * UserRejectedRequestError).
 */
import { BaseError } from '../errors/base.js'
import { toRpcError } from '../errors/rpc.js'

/** Core's error for one of a chain library's own errors, or undefined when it has none. */
export type AdapterErrorTranslator = (error: Error) => BaseError | undefined

export function toAdapterError(error: unknown, translate?: AdapterErrorTranslator): Error {
  if (error instanceof BaseError) return error
  const translated = error instanceof Error ? translate?.(error) : undefined
  return translated ?? toRpcError(error)
}

/** Runs `run` and rethrows its failure as a typed error. */
export async function mapAdapterErrors<T>(
  run: () => Promise<T>,
  translate?: AdapterErrorTranslator,
): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toAdapterError(error, translate)
  }
}
