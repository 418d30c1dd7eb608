/**
 * The token balances the send views offer (docs/account-features.md#send: a token picker over the
 * balances): core's list for the active account and network, fetched when not there yet.
 */
import type { KeywayClient, TokenBalance } from '@keyway/core'
import { keywayHost } from '@keyway/core/host'

/** `caipNetworkId:address` of the active account, as core keys its balances; else undefined. */
export function activeBalanceKey(client: KeywayClient): string | undefined {
  const host = keywayHost(client)
  const namespace = host.state.chain.activeNamespace
  const network = host.state.chain.activeCaipNetwork?.caipNetworkId
  if (!namespace || !network) return undefined
  const address = host.getAccountState(namespace).address
  return address ? `${network}:${address}` : undefined
}

/** The balances of the active account, or none while they belong to another one. */
export function sendableBalances(client: KeywayClient): readonly TokenBalance[] {
  const state = keywayHost(client).state.balance
  const key = activeBalanceKey(client)
  return key && state.tokenBalancesFor === key ? state.tokenBalances : []
}

/** Asks core for the list when it is not the active account's (a failure is state). */
export function ensureBalances(client: KeywayClient, signal: AbortSignal): void {
  const key = activeBalanceKey(client)
  if (!key || keywayHost(client).state.balance.tokenBalancesFor === key) return
  void keywayHost(client).fetchTokenBalances({ signal })
}

/** Whether two entries are the same token (native: no address) on the same network. */
export function sameToken(a: TokenBalance | undefined, b: TokenBalance | undefined): boolean {
  return !!a && !!b && a.chainId === b.chainId && (a.address ?? '') === (b.address ?? '')
}

/** A USD amount in the given locale ("$1,234.50"). */
export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(value)
}
