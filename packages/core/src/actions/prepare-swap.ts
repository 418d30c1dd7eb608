import type { SwapToken } from '../api/types.js'
import type { KeywayClient } from '../client/create-keyway.js'
import type { SwapArguments } from '../controllers/router.js'
import type {
  GasPriceNetworkNotSupportedError,
  SwapsNetworkNotSupportedError,
} from '../errors/chain-support.js'
import { SwapsDisabledError } from '../errors/swap.js'
import { refreshSwapSourceBalance } from './swap-source-balance.js'

export type PrepareSwapParameters = SwapArguments & { signal?: AbortSignal | undefined }

export type PrepareSwapReturnType = { tokens: SwapToken[] }

export type PrepareSwapErrorType =
  | SwapsDisabledError
  | SwapsNetworkNotSupportedError
  | GasPriceNetworkNotSupportedError

/** A token named by symbol, CAIP-10 id or plain address (docs/views.md#opening-the-modal swap arguments). */
function findToken(tokens: SwapToken[], wanted: string | undefined): SwapToken | undefined {
  if (!wanted) return undefined
  const key = wanted.toLowerCase()
  return tokens.find(
    (token) =>
      token.symbol.toLowerCase() === key ||
      token.address.toLowerCase() === key ||
      token.address.toLowerCase().endsWith(`:${key}`),
  )
}

/**
 * Starts a swap on the active network (docs/account-features.md#swap): loads the swap code on first use,
 * clears the form, fetches the token list with prices (docs/services.md#calls convert tokens) and the gas
 * price, and fills the form from the swap arguments: `fromToken` (default: the first token),
 * `toToken` (default: the first other one) and `amount`. Fails with 'Swaps are not enabled'
 * when the swaps flag is off, 'Network not supported for Swaps' off the swap networks.
 */
export async function prepareSwap(
  client: KeywayClient,
  parameters: PrepareSwapParameters = {},
): Promise<PrepareSwapReturnType> {
  const swaps = client._internal.options.state.features.swaps
  if (!swaps || swaps.length === 0) throw new SwapsDisabledError()
  const loader = client._internal.swap
  const swap = await loader.load()
  loader.cancelQuote()
  swap.resetState()
  const { signal } = parameters
  const tokens = await swap.fetchTokens({ signal })
  await swap.fetchGasPrice({ signal })
  const source = findToken(tokens, parameters.fromToken) ?? tokens[0]
  const target = findToken(tokens, parameters.toToken) ?? tokens.find((token) => token !== source)
  swap.setSourceToken(source)
  swap.setTargetToken(target === source ? undefined : target)
  // A list from before the swap opened may not have tokens received since: the form
  // checks amounts against the balance, so it starts from a fresh one.
  await refreshSwapSourceBalance(client, swap, signal, { force: true })
  if (parameters.amount) {
    swap.setSourceTokenAmount(parameters.amount)
    await swap.fetchQuote({ signal }).catch(() => undefined)
  }
  return { tokens }
}
