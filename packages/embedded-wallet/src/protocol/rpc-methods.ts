/**
 * The embedded wallet's RPC method allow-list (docs/roles.md#embedded-wallet-methods), split into safe methods, answered
 * without the user, and not-safe ones, which open ApproveTransaction with the frame visible
 * (docs/views.md#navigation-rules). Both the dapp side and frame-host decide with these functions, so they cannot
 * disagree about what needs approval.
 */
import { EMBEDDED_WALLET_ALLOWED_METHODS, SAFE_RPC_METHODS } from '@keyway/core/embedded-wallet'

export type EmbeddedWalletRpcMethod = (typeof EMBEDDED_WALLET_ALLOWED_METHODS)[number]

/** Every method the embedded wallet accepts, EVM and Solana. */
export const EMBEDDED_WALLET_RPC_METHODS: readonly EmbeddedWalletRpcMethod[] =
  EMBEDDED_WALLET_ALLOWED_METHODS

/** The Solana methods of the allow-list (their params have their own schemas). */
export const EMBEDDED_WALLET_SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const satisfies readonly EmbeddedWalletRpcMethod[]
export type EmbeddedWalletSolanaMethod = (typeof EMBEDDED_WALLET_SOLANA_METHODS)[number]

const ALLOWED: ReadonlySet<string> = new Set(EMBEDDED_WALLET_ALLOWED_METHODS)
const SAFE: ReadonlySet<string> = new Set(SAFE_RPC_METHODS)
const SOLANA: ReadonlySet<string> = new Set(EMBEDDED_WALLET_SOLANA_METHODS)

/**
 * - `safe`: read-only, answered silently;
 * - `approval`: on the list but not read-only (signing, sending, showing wallet UI): the
 *   user approves it in the visible frame (docs/views.md#approvetransaction);
 * - `not-allowed`: off the list; never sent to the frame ('Requested RPC call is not allowed').
 */
export type RpcMethodPolicy = 'safe' | 'approval' | 'not-allowed'

export function rpcMethodPolicy(method: string): RpcMethodPolicy {
  if (!ALLOWED.has(method)) return 'not-allowed'
  return SAFE.has(method) ? 'safe' : 'approval'
}

export function isEmbeddedWalletRpcMethod(method: string): method is EmbeddedWalletRpcMethod {
  return ALLOWED.has(method)
}

export function isSolanaRpcMethod(method: string): method is EmbeddedWalletSolanaMethod {
  return SOLANA.has(method)
}
