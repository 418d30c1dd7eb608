/** RPC method rules of spec §6. */
import {
  EMBEDDED_WALLET_ALLOWED_METHODS,
  SAFE_RPC_METHODS,
  UNSAFE_RPC_METHODS,
} from '../constants/rpc.js'
import { MethodNotAllowedError } from '../errors/embedded-wallet-frame.js'

export type SafeRpcMethod = (typeof SAFE_RPC_METHODS)[number]
export type UnsafeRpcMethod = (typeof UNSAFE_RPC_METHODS)[number]
export type EmbeddedWalletMethod = (typeof EMBEDDED_WALLET_ALLOWED_METHODS)[number]

/** A method name, or a request object carrying one. */
type MethodOrRequest = string | { readonly method: string }

const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const UNSAFE: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)
const EMBEDDED_ALLOWED: ReadonlySet<string> = new Set(EMBEDDED_WALLET_ALLOWED_METHODS)

function methodOf(value: MethodOrRequest): string {
  return typeof value === 'string' ? value : value.method
}

/** spec §6: a read-only request. */
export function isSafeRequest(request: MethodOrRequest): boolean {
  return SAFE.has(methodOf(request))
}

/**
 * spec §6: a signing or sending request. Only these are aborted when open requests are
 * rejected (spec §4) and only these open ApproveTransaction (spec §2). Unknown methods are
 * neither safe nor unsafe.
 */
export function isUnsafeRequest(request: MethodOrRequest): boolean {
  return UNSAFE.has(methodOf(request))
}

/** spec §6: whether the embedded wallet accepts this method. */
export function isEmbeddedWalletMethodAllowed(request: MethodOrRequest): boolean {
  return EMBEDDED_ALLOWED.has(methodOf(request))
}

/** spec §6: rejects a method not on the embedded wallet's list with 'method not allowed'. */
export function assertEmbeddedWalletMethodAllowed(request: MethodOrRequest): void {
  const method = methodOf(request)
  if (!EMBEDDED_ALLOWED.has(method)) throw new MethodNotAllowedError({ method })
}
