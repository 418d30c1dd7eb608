/** Rules about the source token's allowance (docs/account-features.md#swap: approve, then swap). */
import type { SwapToken } from '../../../api/types.js'
import {
  SWAP_APPROVAL_POLL_ATTEMPTS,
  SWAP_APPROVAL_POLL_MS,
} from '../../../constants/service-timing.js'
import { SwapApprovalTimeoutError } from '../../../errors/swap.js'
import type { Sleep } from '../../../utils/sleep.js'
import { amountInBaseUnits } from './amount.js'
import { isNativeSwapToken } from './tokens.js'

/** An approval is needed when a token (not the native coin) allows less than the amount. */
export function needsApproval(parameters: {
  sourceToken: Pick<SwapToken, 'address' | 'decimals'> | undefined
  sourceTokenAmount: string
  allowance: string | undefined
}): boolean {
  const { sourceToken, allowance } = parameters
  if (!sourceToken || isNativeSwapToken(sourceToken)) return false
  const amount = amountInBaseUnits(parameters.sourceTokenAmount, sourceToken.decimals) ?? 0n
  return allowance === undefined || BigInt(allowance) < amount
}

export type WaitForAllowanceContext = {
  /** Reads the allowance again (into the swap's state). */
  readAllowance: (options: { signal?: AbortSignal | undefined }) => Promise<unknown>
  /** Whether the allowance read last is still short of the amount. */
  needsApproval: () => boolean
  sleep: Sleep
}

/**
 * Waits until the allowance covers the amount (a sent approval has landed): reads it, and
 * while it is short, sleeps a poll interval and reads again, up to the allowed attempts.
 */
export async function waitForAllowance(
  ctx: WaitForAllowanceContext,
  parameters: { signal?: AbortSignal | undefined },
): Promise<void> {
  for (let attempt = 0; attempt < SWAP_APPROVAL_POLL_ATTEMPTS; attempt++) {
    await ctx.readAllowance(parameters)
    if (!ctx.needsApproval()) return
    await ctx.sleep(SWAP_APPROVAL_POLL_MS, parameters.signal)
  }
  throw new SwapApprovalTimeoutError()
}
