/**
 * Safe and not-safe RPC methods. A safe method only reads; every other request the adapter
 * kit tracks signs or sends, and is aborted when the wallet goes away while it waits
 * (adapter/open-requests.ts), while a safe one is left to complete.
 */
import { SAFE_RPC_METHODS } from '../constants/rpc.js'

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]

/** A method name, or a request object carrying one. */
type MethodOrRequest = string | { readonly method: string }

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)

/** A read-only request: it completes when the open requests are rejected. */
export function isSafeRequest(request: MethodOrRequest): boolean {
  return SAFE.has(typeof request === 'string' ? request : request.method)
}
