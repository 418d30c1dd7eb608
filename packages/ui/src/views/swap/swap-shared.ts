/**
 * What the swap views share (docs/account-features.md#swap): the swap state of a client, the balance the
 * account holds of a swap token, which side the token picker fills, and the messages of
 * the swap errors.
 */
import type { KeywayClient, SwapState, SwapToken, TokenBalance } from '@keyway/core'
import { toUserMessage } from '@keyway/core'
import { keywayHost, NATIVE_TOKEN_ADDRESSES } from '@keyway/core/host'
import type { Translate } from '../../i18n/i18n.js'
import { sendableBalances } from '../send/send-balances.js'

export type SwapSide = 'source' | 'target'

/** The swap state once the swap code has loaded. */
export function swapState(client: KeywayClient): SwapState | undefined {
  return keywayHost(client).swap.state.swap
}

/** Whether a swap token is the chain's native coin (the 0xeeee… address of swap APIs). */
export function isNativeToken(token: SwapToken): boolean {
  return token.address.toLowerCase().endsWith(`:${NATIVE_TOKEN_ADDRESSES.eip155}`)
}

/**
 * The account's balance of a swap token, if it holds any: a token matched by its CAIP-10
 * id; the native coin is the balance without an address on the token's network.
 */
export function balanceOf(
  client: KeywayClient,
  token: SwapToken | undefined,
): TokenBalance | undefined {
  if (!token) return undefined
  const id = token.address.toLowerCase()
  if (isNativeToken(token)) {
    return sendableBalances(client).find(
      (balance) => !balance.address && id.startsWith(`${balance.chainId.toLowerCase()}:`),
    )
  }
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

/** Why the typed amount is not quoted (docs/validation.md#send), in the user's language; '' when it is fine. */
export function amountProblemMessage(swap: SwapState | undefined, t: Translate): string {
  const problem = swap?.amountProblem
  if (!problem) return ''
  return problem.kind === 'zero'
    ? t('swap.amountRequired')
    : t('swap.insufficientBalanceError', { symbol: problem.symbol })
}

/** The docs/errors.md#names messages of the swap errors, by name; any other error its user message. */
export function swapErrorMessage(error: unknown, t: Translate): string {
  const name = error instanceof Error ? error.name : ''
  if (name === 'SwapsNetworkNotSupportedError') return t('error.swapsNetworkNotSupported')
  if (name === 'GasPriceNetworkNotSupportedError') return t('error.gasPriceNetworkNotSupported')
  if (name === 'SwapAmountRequiredError') return t('swap.amountRequired')
  if (name === 'SwapInsufficientBalanceError') {
    const symbol = (error as { symbol?: unknown }).symbol
    return t('swap.insufficientBalanceError', { symbol: typeof symbol === 'string' ? symbol : '' })
  }
  return toUserMessage(error, t('error.somethingWentWrong'))
}
