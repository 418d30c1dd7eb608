/**
 * The swap's remote reads and builds (docs/services.md#calls convert allowance, build-approve,
 * build-transaction); each keeps its checked answer in the state.
 */
import type { BuiltTransaction } from '../../../api/types.js'
import { needsApproval } from './approval.js'
import type { Signal, SwapRuleContext } from './context.js'
import { requireSwapNetwork, swapUserAddress } from './network.js'
import { typedAmount } from './quote.js'
import { checkedAllowance, checkedTransaction } from './responses.js'
import { isNativeSwapToken } from './tokens.js'

type AccountDeps = 'getActiveNetwork' | 'supportedNetworks' | 'getAddress'

/** Reads the allowance of the source token; a native coin needs none. */
export async function fetchSwapAllowance(
  ctx: SwapRuleContext<AccountDeps | 'fetchAllowance'>,
  parameters: Signal = {},
): Promise<string | undefined> {
  const { state, deps } = ctx
  const { sourceToken } = state
  if (!sourceToken || isNativeSwapToken(sourceToken)) return undefined
  const network = requireSwapNetwork(deps)
  const allowance = checkedAllowance(
    await deps.fetchAllowance({
      tokenAddress: sourceToken.address,
      userAddress: swapUserAddress(network, deps.getAddress()),
      signal: parameters.signal,
    }),
  )
  state.allowance = allowance
  return allowance
}

/** Builds the approval of the source token; undefined until both tokens are chosen. */
export async function buildSwapApprove(
  ctx: SwapRuleContext<AccountDeps | 'buildApprove'>,
  parameters: Signal = {},
): Promise<BuiltTransaction | undefined> {
  const { state, deps } = ctx
  const { sourceToken, targetToken } = state
  if (!sourceToken || !targetToken) return undefined
  const network = requireSwapNetwork(deps)
  const tx = await whileBuilding(state, async () =>
    checkedTransaction(
      await deps.buildApprove({
        userAddress: swapUserAddress(network, deps.getAddress()),
        from: sourceToken.address,
        to: targetToken.address,
        signal: parameters.signal,
      }),
    ),
  )
  state.approvalTransaction = tx
  return tx
}

/** Builds the swap itself (docs/services.md#calls build-transaction); undefined until both tokens are chosen. */
export async function buildSwapTransaction(
  ctx: SwapRuleContext<AccountDeps | 'buildTransaction'>,
  parameters: Signal = {},
): Promise<BuiltTransaction | undefined> {
  const { state, deps } = ctx
  const { sourceToken, targetToken } = state
  if (!sourceToken || !targetToken) return undefined
  const network = requireSwapNetwork(deps)
  const tx = await whileBuilding(state, async () =>
    checkedTransaction(
      await deps.buildTransaction({
        amount: (typedAmount(state, sourceToken) ?? 0n).toString(),
        from: sourceToken.address,
        to: targetToken.address,
        userAddress: swapUserAddress(network, deps.getAddress()),
        slippage: state.slippage,
        // The wallet estimates gas itself when an approval is still pending.
        disableEstimate: needsApproval(state),
        signal: parameters.signal,
      }),
    ),
  )
  state.swapTransaction = tx
  return tx
}

/** Runs a build with `loadingTransaction` set, whatever its outcome. */
async function whileBuilding<T>(
  state: { loadingTransaction: boolean },
  build: () => Promise<T>,
): Promise<T> {
  state.loadingTransaction = true
  try {
    return await build()
  } finally {
    state.loadingTransaction = false
  }
}
