import type { KeywayClient } from '../client/create-keyway.js'
import { totalTokenValue } from '../controllers/token-balance-sources.js'
import { TokenBalanceUnavailableError } from '../errors/account.js'
import type { BaseError } from '../errors/base.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import type { TokenBalance } from '../types/account.js'

export type GetTokenBalancesParameters = {
  signal?: AbortSignal | undefined
  /**
   * Ask the source again even within the cache window (docs/limits.md#timing: 30 s), e.g. right after a
   * transfer. Default false: readers within the window share the last answer.
   */
  force?: boolean | undefined
}

export type GetTokenBalancesReturnType = {
  /** The native balance first, then the tokens (docs/state.md#token-balance); zero-decimal ones left out. */
  balances: readonly TokenBalance[]
  /** USD total of the list, when every entry's value is known. */
  totalValue: number | undefined
}

export type GetTokenBalancesErrorType =
  | TokenBalanceUnavailableError
  | RequestAbortedError
  | BaseError

/**
 * The token balances of the connected account on the active network, kept in
 * `client.state.balance.tokenBalances`. They come from the blockchain API when its endpoint
 * is set, else from the wallet's asset discovery when it offers it, else from chain RPC
 * (the native balance and the `tokens` option's list for the network). Empty while nothing
 * is connected. Rejects with 'Token Balance Unavailable' (docs/errors.md#texts-that-are-not-errors) when the network is
 * unsupported or the balances could not be fetched; within 30 s of a failure it does not
 * ask again (docs/account-features.md#balances).
 */
export async function getTokenBalances(
  client: KeywayClient,
  parameters: GetTokenBalancesParameters = {},
): Promise<GetTokenBalancesReturnType> {
  const { signal, force } = parameters
  const controller = client._internal.balance
  const balances = await controller.fetchTokenBalances({ signal, force })
  if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason })
  if (controller.state.tokenBalancesUnavailable) throw new TokenBalanceUnavailableError()
  return { balances, totalValue: totalTokenValue(balances) }
}
