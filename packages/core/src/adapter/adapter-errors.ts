/**
 * How a chain adapter turns whatever a wallet, its chain library or an RPC node throws into
 * core's typed errors: core's own errors pass through; the adapter may first translate its
 * library's own errors (`translate`); anything else goes through `toRpcError` (docs/errors.md#json-rpc-errors
 * JSON-RPC codes; 4001 and 5000, and a code-less "User rejected", become
 * UserRejectedRequestError).
 */
import { BaseError } from '../errors/base.js'
import { InvalidInputRpcError, TransactionRejectedRpcError } from '../errors/json-rpc.js'
import { matchNodeError, toNodeError } from '../errors/node.js'
import { isUserRejection, toRpcError } from '../errors/rpc.js'
import { RpcError } from '../errors/rpc-base.js'

/** Core's error for one of a chain library's own errors, or undefined when it has none. */
export type AdapterErrorTranslator = (error: Error) => BaseError | undefined

export function toAdapterError(error: unknown, translate?: AdapterErrorTranslator): Error {
  if (error instanceof BaseError) return error
  const translated = error instanceof Error ? translate?.(error) : undefined
  return translated ?? toRpcError(error)
}

/**
 * A failed send or write: a refusal stays a refusal; when the node said why the transaction
 * cannot go through (insufficient funds, nonce too low, fee cap below the base fee, a
 * revert…) that is the node error class with the node's words as details, whether a chain
 * library, a wallet or an RPC error carried them (core README, "Writing a chain adapter");
 * a node's refusal (-32000, -32003) in other words is UnknownNodeError; else as
 * `toAdapterError`. Core's errors other than RPC errors (a timeout, an abort, a connector
 * error) pass through.
 */
export function toSendError(error: unknown, translate?: AdapterErrorTranslator): Error {
  if (error instanceof BaseError && !(error instanceof RpcError)) return error
  if (isUserRejection(error)) return toAdapterError(error, translate)
  const translated = error instanceof Error ? translate?.(error) : undefined
  if (translated && !(translated instanceof RpcError)) return translated
  const node = matchNodeError(error)
  if (node) return node
  const mapped = translated ?? toAdapterError(error)
  // The node refused the transaction in words none of the classes knows: UnknownNodeError.
  const refused =
    mapped instanceof InvalidInputRpcError || mapped instanceof TransactionRejectedRpcError
  return refused ? toNodeError(error) : mapped
}
