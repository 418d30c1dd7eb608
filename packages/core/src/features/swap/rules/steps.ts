/**
 * The steps of a running swap (docs/account-features.md#swap): the approval when the allowance is short,
 * then the swap; each with its own status, hash and error.
 */
import type { SwapStep, SwapStepKind } from '../state.js'
import { messageOf } from './context.js'

/** The steps a swap will run, all pending. */
export function plannedSwapSteps(parameters: { approve: boolean }): SwapStep[] {
  return [
    ...(parameters.approve ? [{ kind: 'approve' as const, status: 'pending' as const }] : []),
    { kind: 'swap', status: 'pending' },
  ]
}

/** The steps with one of them patched. */
export function withStep(
  steps: readonly SwapStep[],
  parameters: { kind: SwapStepKind; patch: Partial<SwapStep> },
): SwapStep[] {
  return steps.map((step) =>
    step.kind === parameters.kind ? { ...step, ...parameters.patch } : step,
  )
}

/**
 * Runs one step: active while it runs, done with its hash, or failed with the message of
 * its error (which is thrown on).
 */
export async function runSwapStep(
  ctx: { state: { steps: SwapStep[] } },
  parameters: { kind: SwapStepKind; run: () => Promise<string> },
): Promise<string> {
  const { state } = ctx
  const { kind } = parameters
  state.steps = withStep(state.steps, { kind, patch: { status: 'active', error: undefined } })
  try {
    const hash = await parameters.run()
    state.steps = withStep(state.steps, { kind, patch: { status: 'done', hash } })
    return hash
  } catch (error) {
    state.steps = withStep(state.steps, {
      kind,
      patch: { status: 'failed', error: messageOf(error) },
    })
    throw error
  }
}
