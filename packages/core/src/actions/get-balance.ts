import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'

export type GetBalanceParameters = {
  signal?: AbortSignal | undefined
  /**
   * Ask the chain again even within the cache window (docs/limits.md#timing: native balance 30 s), e.g.
   * after a transfer. Default false: readers within the window share the last answer.
   */
  force?: boolean | undefined
}

/** The amount in whole units as a decimal string ('1.5'), and the network's symbol. */
export type GetBalanceReturnType = { balance: string; symbol: string } | undefined

export type GetBalanceErrorType = BaseError

/**
 * Fetches the native balance of the connected account on the active network, and keeps
 * it in `client.state.balance`. Undefined when nothing is connected or the network is
 * not configured (docs/validation.md#networks empty defaults).
 */
export async function getBalance(
  client: KeywayClient,
  parameters: GetBalanceParameters = {},
): Promise<GetBalanceReturnType> {
  return client._internal.balance.fetchNativeBalance({
    signal: parameters.signal,
    force: parameters.force,
  })
}
