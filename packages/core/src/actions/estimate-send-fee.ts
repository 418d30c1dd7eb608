import { tryParseCaipAddress } from '../caip/caip.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { BaseError } from '../errors/base.js'
import type { TokenBalance } from '../types/account.js'

export type EstimateSendFeeParameters = {
  token: TokenBalance
  /** In the token's units, e.g. '1.5'; no amount estimates a transfer of nothing. */
  amount?: string | undefined
  /** The receiver's address; the sender's own when not known yet. */
  receiverAddress?: string | undefined
  signal?: AbortSignal | undefined
}

export type EstimateSendFeeReturnType =
  | {
      /** In the native currency's smallest unit (wei, lamports). */
      value: bigint
      /** Formatted in the native currency, e.g. '0.000042'. */
      formatted: string
      symbol: string
    }
  | undefined

export type EstimateSendFeeErrorType = BaseError

const DECIMAL = /^\d*\.?\d+$|^\d+\.$/

/**
 * The network fee of the send the form describes (docs/account-features.md#send: the fee estimate), from
 * the chain at current prices. Undefined while nothing is connected on a supported network
 * or when the chain's adapter cannot estimate it.
 */
export async function estimateSendFee(
  client: KeywayClient,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const { chain, account, adapters } = client._internal
  const namespace = chain.state.activeNamespace
  const network = chain.state.activeCaipNetwork
  if (!namespace || !network || chain.isUnsupportedNetwork()) return undefined
  const address = account.getAccountState(namespace).address
  const adapter = adapters.get(namespace)
  if (!address || !adapter?.estimateTransferFee) return undefined
  const amount = parameters.amount && DECIMAL.test(parameters.amount) ? parameters.amount : '0'
  // A token address is CAIP-10 (namespace:chain:address); the adapter wants the last part.
  const tokenAddress = tryParseCaipAddress(parameters.token.address)?.address
  const value = await adapter.estimateTransferFee({
    address,
    to: parameters.receiverAddress || address,
    value: adapter.parseUnits(amount, Number(parameters.token.quantity.decimals)),
    network,
    tokenAddress,
    signal: parameters.signal,
  })
  const { decimals, symbol } = network.nativeCurrency
  return { value, formatted: adapter.formatUnits(value, decimals), symbol }
}
