/**
 * Not-safe requests wait for the user in the visible frame (spec §2 ApproveTransaction).
 * The modal passes `onApprovalRequired` (route to ApproveTransaction, `client.showFrame()`)
 * and `onApprovalSettled` (hide the frame, pop the view). Without them the provider shows
 * the frame itself and hides it once the request settled.
 */

import { ActionNotAllowedError } from '@keyway/core'
import { ACTION_NOT_ALLOWED_DELAY_MS } from '@keyway/core/embedded-wallet'
import type { FrameClient } from '../client/frame-client.js'

export type ApprovalRequest = {
  readonly namespace: 'eip155' | 'solana'
  readonly method: string
  readonly chainId: string
}

export type ProviderHooks = {
  /** A not-safe request is about to wait for the user. */
  onApprovalRequired?: ((request: ApprovalRequest) => void) | undefined
  /** That request settled: approved, rejected, failed or aborted. */
  onApprovalSettled?: ((request: ApprovalRequest) => void) | undefined
  /**
   * spec §6: after a refused method, the UI shows 'Action not allowed' 300 ms later. The
   * provider calls this with that error after the delay; the request itself has already
   * failed with 'Requested RPC call is not allowed'.
   */
  onActionNotAllowed?: ((error: ActionNotAllowedError) => void) | undefined
}

export async function withApproval<T>(
  client: FrameClient,
  hooks: ProviderHooks,
  request: ApprovalRequest,
  run: () => Promise<T>,
): Promise<T> {
  const custom = hooks.onApprovalRequired !== undefined
  if (custom) hooks.onApprovalRequired?.(request)
  else client.showFrame()
  try {
    return await run()
  } finally {
    if (custom) hooks.onApprovalSettled?.(request)
    else client.hideFrame()
  }
}

/** Schedules the spec §6 'Action not allowed' UI error for a refused method. */
export function reportNotAllowed(hooks: ProviderHooks, method: string): void {
  const notify = hooks.onActionNotAllowed
  if (!notify) return
  setTimeout(
    () => notify(new ActionNotAllowedError({ details: method })),
    ACTION_NOT_ALLOWED_DELAY_MS,
  )
}
