/** Loads the tokens swaps are offered for on the active network, with their USD prices. */
import type { SwapToken } from '../../../api/types.js'
import type { Signal, SwapRuleContext } from './context.js'
import { requireSwapNetwork } from './network.js'
import { checkedTokens } from './responses.js'
import { pricesByToken } from './tokens.js'

export async function loadSwapTokens(
  ctx: SwapRuleContext<'getActiveNetwork' | 'supportedNetworks' | 'fetchTokens' | 'fetchPrices'>,
  parameters: Signal = {},
): Promise<SwapToken[]> {
  const { state, deps } = ctx
  const network = requireSwapNetwork(deps)
  state.loadingTokens = true
  try {
    const tokens = checkedTokens(
      await deps.fetchTokens({ chainId: network.caipNetworkId, signal: parameters.signal }),
    )
    state.tokens = tokens
    await loadSwapPrices(ctx, { tokens, signal: parameters.signal })
    return tokens
  } finally {
    state.loadingTokens = false
  }
}

/** Prices are a nicety: a failed lookup leaves the list without USD values. */
export async function loadSwapPrices(
  ctx: SwapRuleContext<'fetchPrices'>,
  parameters: Signal & { tokens: SwapToken[] },
): Promise<void> {
  const { state, deps } = ctx
  const { tokens } = parameters
  if (!deps.fetchPrices || tokens.length === 0) return
  try {
    const prices = await deps.fetchPrices({
      addresses: tokens.map((token) => token.address),
      signal: parameters.signal,
    })
    state.tokenPrices = pricesByToken(tokens, prices)
  } catch {
    state.tokenPrices = {}
  }
}
