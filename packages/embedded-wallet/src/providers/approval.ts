/**
 * Not-safe requests wait for the user in the visible frame (docs/views.md#approvetransaction).
 * The modal passes `onApprovalRequired` (route to ApproveTransaction, `client.showFrame()`)
 * and `onApprovalSettled` (hide the frame, pop the view). Without them the provider shows
 * the frame itself and hides it once the request settled. `onApprovalRequired` also gets a
 * `decline` function: the modal calls it when the person closes the modal instead of
 * answering, and the request is withdrawn from the frame and fails with a refusal (4001).
 */

import { ActionNotAllowedError, UserRejectedRequestError } from '@keyway/core'
import { ACTION_NOT_ALLOWED_DELAY_MS } from '@keyway/core/embedded-wallet'
import type { FrameClient } from '../client/frame-client.js'

export type ApprovalRequest = {
  readonly namespace: 'eip155' | 'solana'
  readonly method: string
  readonly chainId: string
}

export type ProviderHooks = {
  /** A not-safe request is about to wait for the user; `decline` withdraws it. */
  onApprovalRequired?: ((request: ApprovalRequest, decline: () => void) => void) | undefined
  /** That request settled: approved, rejected, failed or aborted. */
  onApprovalSettled?: ((request: ApprovalRequest) => void) | undefined
  /**
   * docs/roles.md#embedded-wallet-methods: after a refused method, the UI shows 'Action not allowed' 300 ms later. The
   * provider calls this with that error after the delay; the request itself has already
   * failed with 'Requested RPC call is not allowed'.
   */
  onActionNotAllowed?: ((error: ActionNotAllowedError) => void) | undefined
}

/**
 * Runs a not-safe request while the frame shows it. `run` gets the signal to send it with:
 * the caller's, which also aborts when the request is declined.
 */
export async function withApproval<T>(
  client: FrameClient,
  hooks: ProviderHooks,
  request: ApprovalRequest,
  run: (signal: AbortSignal) => Promise<T>,
  callerSignal?: AbortSignal | undefined,
): Promise<T> {
  const declined = new AbortController()
  const signal = callerSignal ? AbortSignal.any([callerSignal, declined.signal]) : declined.signal
  const custom = hooks.onApprovalRequired !== undefined
  if (custom) hooks.onApprovalRequired?.(request, () => declined.abort())
  else client.showFrame()
  try {
    return await run(signal)
  } catch (error) {
    if (declined.signal.aborted && !callerSignal?.aborted) {
      throw new UserRejectedRequestError({
        details: `${request.method} was declined: the modal was closed`,
        cause: error,
      })
    }
    throw error
  } finally {
    if (custom) hooks.onApprovalSettled?.(request)
    else client.hideFrame()
  }
}

/** Schedules the docs/roles.md#embedded-wallet-methods 'Action not allowed' UI error for a refused method. */
export function reportNotAllowed(hooks: ProviderHooks, method: string): void {
  const notify = hooks.onActionNotAllowed
  if (!notify) return
  setTimeout(
    () => notify(new ActionNotAllowedError({ details: method })),
    ACTION_NOT_ALLOWED_DELAY_MS,
  )
}
