import type { SwapToken } from '../api/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import { NATIVE_TOKEN_ADDRESSES } from '../constants/chains.js'

/**
 * The connected account's balance of a swap token (e.g. '12.5'), read from the token
 * balances core keeps for the active account and network (docs/state.md#token-balance). The
 * native coin is the entry without an address. A token the blockchain API's list lacks is
 * held at 0; the chain RPC and wallet sources list only the tokens they know, so there a
 * missing token's balance is unknown. Undefined while the list is not this account's, or out
 * of date after a failed refresh: the amount is then not checked against a balance.
 */
export function swapTokenBalance(client: KeywayClient, token: SwapToken): string | undefined {
  const { chain, account, balance } = client._internal
  const namespace = chain.state.activeNamespace
  const network = chain.state.activeCaipNetwork?.caipNetworkId
  if (namespace !== 'eip155' || !network) return undefined
  const address = account.getAccountState(namespace).address
  const { state } = balance
  if (!address || state.tokenBalancesFor !== `${network}:${address}` || state.tokenBalancesStale) {
    return undefined
  }
  const id = token.address.toLowerCase()
  if (!id.startsWith(`${network.toLowerCase()}:`)) return undefined
  const native = id.endsWith(`:${NATIVE_TOKEN_ADDRESSES.eip155}`)
  const held = state.tokenBalances.find((entry) =>
    native ? !entry.address && entry.chainId === network : entry.address?.toLowerCase() === id,
  )
  if (held) return held.quantity.numeric
  return state.tokenBalancesSource === 'blockchainApi' ? '0' : undefined
}

/**
 * Brings the account's balances up to date (within their cache window nothing is asked,
 * unless `force`) and hands the source token's balance to the swap form, which checks the
 * amount against it.
 */
export async function refreshSwapSourceBalance(
  client: KeywayClient,
  swap: {
    state: { sourceToken: SwapToken | undefined }
    setSourceBalance(b: string | undefined): void
  },
  signal?: AbortSignal | undefined,
  options: { force?: boolean } = {},
): Promise<void> {
  const token = swap.state.sourceToken
  if (!token) return swap.setSourceBalance(undefined)
  await client._internal.balance
    .fetchTokenBalances({ signal, ...(options.force ? { force: true } : {}) })
    .catch(() => undefined)
  // The form may have moved on while the balances were read.
  if (swap.state.sourceToken === token) swap.setSourceBalance(swapTokenBalance(client, token))
}
