/**
 * spec §4 Swap: reads the allowance; when it is short, the approval (build-approve) is sent
 * and awaited; then the swap (build-transaction) is sent and the balances read again. Each
 * is a step of `state.steps` with its own status. SWAP_INITIATED, then SWAP_SUCCESS or
 * SWAP_ERROR are tracked. Returns the swap's transaction hash.
 */
import { SwapFormIncompleteError } from '../../../errors/swap.js'
import { sleep } from '../../../utils/sleep.js'
import { needsApproval, waitForAllowance } from './approval.js'
import { messageOf, type Signal, type SwapRuleContext } from './context.js'
import { requireSwapNetwork } from './network.js'
import { checkAmountOf, typedAmount } from './quote.js'
import { plannedSwapSteps, runSwapStep } from './steps.js'
import { buildSwapApprove, buildSwapTransaction, fetchSwapAllowance } from './transactions.js'

export async function runSwap(ctx: SwapRuleContext, parameters: Signal = {}): Promise<string> {
  const { state, deps } = ctx
  const { sourceToken, targetToken } = state
  const amount = sourceToken ? typedAmount(state, sourceToken) : undefined
  if (!sourceToken || !targetToken || amount === undefined) {
    throw new SwapFormIncompleteError()
  }
  const refused = checkAmountOf(ctx, { token: sourceToken, amount })
  if (refused) throw refused
  requireSwapNetwork(deps)
  state.error = undefined
  state.swapping = true
  const properties = {
    network: deps.getActiveNetwork()?.caipNetworkId,
    swapFromToken: sourceToken.symbol,
    swapToToken: targetToken.symbol,
    swapFromAmount: state.sourceTokenAmount,
    swapToAmount: state.targetTokenAmount,
  }
  deps.track?.('SWAP_INITIATED', properties)
  try {
    await fetchSwapAllowance(ctx, parameters)
    const approve = needsApproval(state)
    state.steps = plannedSwapSteps({ approve })
    if (approve) {
      await runSwapStep(ctx, {
        kind: 'approve',
        run: async () => {
          const tx = await buildSwapApprove(ctx, parameters)
          if (!tx) throw new SwapFormIncompleteError()
          const hash = await deps.sendTransaction(tx, parameters)
          await waitForAllowance(
            {
              readAllowance: (options) => fetchSwapAllowance(ctx, options),
              needsApproval: () => needsApproval(state),
              sleep: deps.wait ?? sleep,
            },
            parameters,
          )
          return hash
        },
      })
    }
    const hash = await runSwapStep(ctx, {
      kind: 'swap',
      run: async () => {
        const tx = await buildSwapTransaction(ctx, parameters)
        if (!tx) throw new SwapFormIncompleteError()
        return deps.sendTransaction(tx, parameters)
      },
    })
    deps.track?.('SWAP_SUCCESS', properties)
    await deps.refreshBalances().catch(() => undefined)
    return hash
  } catch (error) {
    state.error = messageOf(error)
    deps.track?.('SWAP_ERROR', { ...properties, message: state.error })
    throw error
  } finally {
    state.swapping = false
  }
}
