/**
 * The quote of the typed swap (docs/account-features.md#swap, docs/services.md#calls convert quotes): what is asked of the
 * service, and how its answer lands in the state.
 */
import type { SwapQuote, SwapToken } from '../../../api/types.js'
import { GasPriceNetworkNotSupportedError } from '../../../errors/chain-support.js'
import { formatUnits } from '../../../utils/units.js'
import { amountInBaseUnits, checkSwapAmount } from './amount.js'
import { messageOf, type Signal, type SwapRuleContext } from './context.js'
import { clearedQuote } from './form.js'
import { requireSwapNetwork, swapNetwork, swapUserAddress } from './network.js'
import { checkedGasPrice, checkedQuote } from './responses.js'

type NetworkDeps = 'getActiveNetwork' | 'supportedNetworks'

/** The typed amount of the source token in base units; undefined while it is not a number. */
export function typedAmount(
  state: { sourceTokenAmount: string },
  token: Pick<SwapToken, 'decimals'>,
): bigint | undefined {
  return amountInBaseUnits(state.sourceTokenAmount, token.decimals)
}

/** Checks the amount and keeps what the view says under the field (`amountProblem`). */
export function checkAmountOf(
  ctx: Pick<SwapRuleContext, 'state'>,
  parameters: { token: SwapToken; amount: bigint },
) {
  const { error, problem } = checkSwapAmount(ctx.state, parameters)
  ctx.state.amountProblem = problem
  return error
}

/** docs/errors.md#swaps: 'Network not supported for Gas Price' off the supported networks. */
export async function fetchSwapGasPrice(
  ctx: SwapRuleContext<NetworkDeps | 'fetchGasPrice'>,
  parameters: Signal = {},
): Promise<string> {
  const network = swapNetwork(ctx.deps)
  if (!network) throw new GasPriceNetworkNotSupportedError()
  const standard = checkedGasPrice(
    await ctx.deps.fetchGasPrice({ chainId: network.caipNetworkId, signal: parameters.signal }),
  )
  ctx.state.gasPrice = standard
  return standard
}

/**
 * Fetches a quote for the current tokens and amount; undefined while the form is
 * incomplete or the amount is not a number yet. An amount of 0 or above the balance is
 * refused with its typed error (docs/errors.md#swaps) and asks the service nothing.
 */
export async function fetchSwapQuote(
  ctx: SwapRuleContext<NetworkDeps | 'getAddress' | 'fetchGasPrice' | 'fetchQuote'>,
  parameters: Signal = {},
): Promise<SwapQuote | undefined> {
  const { state, deps } = ctx
  const { sourceToken, targetToken } = state
  const amount = sourceToken ? typedAmount(state, sourceToken) : undefined
  if (!sourceToken || amount === undefined) state.amountProblem = undefined
  if (!sourceToken || !targetToken || amount === undefined) {
    Object.assign(state, clearedQuote())
    return undefined
  }
  const refused = checkAmountOf(ctx, { token: sourceToken, amount })
  if (refused) {
    Object.assign(state, clearedQuote())
    state.error = undefined
    throw refused
  }
  const network = requireSwapNetwork(deps)
  state.loadingQuote = true
  state.error = undefined
  try {
    const gasPrice = state.gasPrice ?? (await fetchSwapGasPrice(ctx, parameters))
    const quote = checkedQuote(
      await deps.fetchQuote({
        amount: amount.toString(),
        userAddress: swapUserAddress(network, deps.getAddress()),
        from: sourceToken.address,
        to: targetToken.address,
        gasPrice,
        signal: parameters.signal,
      }),
    )
    state.quote = quote
    state.targetTokenAmount = quote ? formatUnits(BigInt(quote.toAmount), targetToken.decimals) : ''
    return quote
  } catch (error) {
    if (!parameters.signal?.aborted) state.error = messageOf(error)
    throw error
  } finally {
    state.loadingQuote = false
  }
}
