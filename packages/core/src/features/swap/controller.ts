/**
 * Swap controller: token swaps on eip155 (docs/account-features.md#swap, docs/services.md#calls convert calls, docs/errors.md#swaps errors,
 * docs/limits.md#swaps). It keeps the swap's state and calls the rules of ./rules (the form, the token
 * list, the quote, the allowance and builds, the steps of a swap); every remote call is
 * injected.
 */
import { proxy } from 'valtio/vanilla'
import type { SwapToken } from '../../api/types.js'
import { needsApproval } from './rules/approval.js'
import type { Signal, SwapDeps, SwapRuleContext } from './rules/context.js'
import { amountChange, flippedTokens, sourceTokenChange, targetTokenChange } from './rules/form.js'
import { swapNetwork } from './rules/network.js'
import { fetchSwapGasPrice, fetchSwapQuote } from './rules/quote.js'
import { runSwap } from './rules/run-swap.js'
import { loadSwapTokens } from './rules/token-list.js'
import { buildSwapApprove, buildSwapTransaction, fetchSwapAllowance } from './rules/transactions.js'
import { initialSwapState, type SwapState } from './state.js'

export type { SwapDeps } from './rules/context.js'
export type { SwapNetwork } from './rules/network.js'

export function createSwapController(deps: SwapDeps) {
  const state = proxy<SwapState>(initialSwapState())
  const ctx: SwapRuleContext = { state, deps }
  const update = (patch: Partial<SwapState>) => {
    Object.assign(state, patch)
  }

  return {
    state,
    swap: (options: Signal = {}) => runSwap(ctx, options),
    isNetworkSupported: () => swapNetwork(deps) !== undefined,
    fetchTokens: (options: Signal = {}) => loadSwapTokens(ctx, options),
    fetchGasPrice: (options: Signal = {}) => fetchSwapGasPrice(ctx, options),
    fetchQuote: (options: Signal = {}) => fetchSwapQuote(ctx, options),
    fetchAllowance: (options: Signal = {}) => fetchSwapAllowance(ctx, options),
    needsApproval: () => needsApproval(state),
    buildApproveTransaction: (options: Signal = {}) => buildSwapApprove(ctx, options),
    buildSwapTransaction: (options: Signal = {}) => buildSwapTransaction(ctx, options),
    setSourceToken: (token: SwapToken | undefined) => update(sourceTokenChange(token)),
    /** The account's balance of the source token (e.g. '12.5'), or undefined when unknown. */
    setSourceBalance: (balance: string | undefined) => {
      state.sourceBalance = balance
    },
    setTargetToken: (token: SwapToken | undefined) => update(targetTokenChange(token)),
    setSourceTokenAmount: (amount: string) => update(amountChange(amount)),
    /** Swaps source and target; the quoted amount becomes the new input. */
    switchTokens: () => update(flippedTokens(state)),
    /** Forgets a finished run's steps (a new review starts without them); not while running. */
    clearSteps: () => {
      if (!state.swapping) state.steps = []
    },
    resetState: () => update(initialSwapState()),
  }
}

export type SwapController = ReturnType<typeof createSwapController>
