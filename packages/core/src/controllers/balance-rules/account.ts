/**
 * Which accounts have balances Keyway reads: an account of a namespace with balance
 * support (eip155 and solana) on one of the configured networks; and the key a balance is
 * kept under, its network and address.
 */
import type { CaipNetworkId, ChainNamespace } from '../../chains/types.js'
import { FEATURE_NAMESPACES } from '../../constants/features.js'

export type BalanceAccountRef = {
  address: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
}

export type BalanceSupportContext = {
  /** Whether the network is one of the configured ones Keyway can read balances on. */
  isNetworkSupported: (caipNetworkId: CaipNetworkId) => boolean
}

/** Which account on which network a balance belongs to: `caipNetworkId:address`. */
export function balanceKey(account: Pick<BalanceAccountRef, 'address' | 'caipNetworkId'>): string {
  return `${account.caipNetworkId}:${account.address}`
}

export function isBalanceSupported(
  ctx: BalanceSupportContext,
  account: BalanceAccountRef,
): boolean {
  const namespaces: readonly ChainNamespace[] = FEATURE_NAMESPACES.balances
  return (
    namespaces.includes(account.chainNamespace) && ctx.isNetworkSupported(account.caipNetworkId)
  )
}
