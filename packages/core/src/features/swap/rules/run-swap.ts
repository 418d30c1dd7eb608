/**
 * docs/account-features.md#swap: reads the allowance; when it is short, the approval (build-approve) is sent
 * and awaited; then the swap (build-transaction) is sent and the balances read again. Each
 * is a step of `state.steps` with its own status. A wallet that runs batches atomically gets
 * the approval and the swap as one batch (one confirmation) instead. SWAP_INITIATED, then SWAP_SUCCESS or
 * SWAP_ERROR are tracked. Returns the swap's transaction hash.
 */
import { SwapFormIncompleteError } from '../../../errors/swap.js'
import { sleep } from '../../../utils/sleep.js'
import type { SwapStep } from '../state.js'
import { needsApproval, waitForAllowance } from './approval.js'
import { messageOf, type Signal, type SwapRuleContext } from './context.js'
import { requireSwapNetwork } from './network.js'
import { checkAmountOf, typedAmount } from './quote.js'
import { plannedSwapSteps, runSwapStep } from './steps.js'
import { buildSwapApprove, buildSwapTransaction, fetchSwapAllowance } from './transactions.js'

/**
 * The approval and the swap as one batch, one confirmation, when the wallet runs batches
 * atomically: both steps are active together and done with the swap's hash. Undefined when
 * the wallet cannot (the swap then goes step by step).
 */
async function batchedSwap(ctx: SwapRuleContext, parameters: Signal): Promise<string | undefined> {
  const { state, deps } = ctx
  const batch = deps.atomicBatch
  if (!batch || !(await batch.supported(parameters))) return undefined
  const both = (patch: Partial<SwapStep>) => {
    state.steps = state.steps.map((step) => ({ ...step, ...patch }))
  }
  both({ status: 'active', error: undefined })
  try {
    const approveTx = await buildSwapApprove(ctx, parameters)
    const swapTx = await buildSwapTransaction(ctx, parameters)
    if (!approveTx || !swapTx) throw new SwapFormIncompleteError()
    const hash = await batch.send([approveTx, swapTx], parameters)
    both({ status: 'done', hash })
    return hash
  } catch (error) {
    both({ status: 'failed', error: messageOf(error) })
    throw error
  }
}

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
    const batch = approve ? await batchedSwap(ctx, parameters) : undefined
    if (batch !== undefined) {
      deps.track?.('SWAP_SUCCESS', properties)
      await deps.refreshBalances().catch(() => undefined)
      return batch
    }
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
