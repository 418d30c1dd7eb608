/**
 * What the swap views share (spec §4 Swap): the swap state of a client, the balance the
 * account holds of a swap token, which side the token picker fills, and the messages of
 * the swap errors.
 */
import type { KeywayClient, SwapState, SwapToken, TokenBalance } from '@keyway/core'
import { toUserMessage } from '@keyway/core'
import type { Translate } from '../../i18n/i18n.js'
import { sendableBalances } from '../send/send-balances.js'

export type SwapSide = 'source' | 'target'

/** The swap state once the swap code has loaded. */
export function swapState(client: KeywayClient): SwapState | undefined {
  return client._internal.swap.state.swap
}

/** The account's balance of a swap token (matched by its CAIP-10 id), if it holds any. */
export function balanceOf(
  client: KeywayClient,
  token: SwapToken | undefined,
): TokenBalance | undefined {
  if (!token) return undefined
  const id = token.address.toLowerCase()
  return sendableBalances(client).find((balance) => balance.address?.toLowerCase() === id)
}

/** The USD price of a swap token: the price list's, else the balance list's. */
export function priceOf(client: KeywayClient, token: SwapToken | undefined): number | undefined {
  if (!token) return undefined
  return (
    swapState(client)?.tokenPrices[token.address.toLowerCase()] ?? balanceOf(client, token)?.price
  )
}

// The token picker is one view for both sides; the side chosen is kept per client.
const pickingSide = new WeakMap<KeywayClient, SwapSide>()

export function setPickingSide(client: KeywayClient, side: SwapSide): void {
  pickingSide.set(client, side)
}

export function getPickingSide(client: KeywayClient): SwapSide {
  return pickingSide.get(client) ?? 'source'
}

/** The spec §8 messages of the swap errors, by name; any other error its user message. */
export function swapErrorMessage(error: unknown, t: Translate): string {
  const name = error instanceof Error ? error.name : ''
  if (name === 'SwapsNetworkNotSupportedError') return t('error.swapsNetworkNotSupported')
  if (name === 'GasPriceNetworkNotSupportedError') return t('error.gasPriceNetworkNotSupported')
  return toUserMessage(error, t('error.somethingWentWrong'))
}
