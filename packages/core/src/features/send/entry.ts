/**
 * The send feature (docs/account-features.md#send) of one client: the form's controller over the active
 * namespace's adapter. The form (state and setters, state.ts) is made with the client; the
 * code of `send()` and the senders load with the first send, through the lazy-feature
 * primitive. The fee estimate and the Max amount are actions (watchSendFee,
 * getSendMaxAmount) the views and hooks call.
 */
import { defineLazyFeature } from '../../lazy/define-lazy-feature.js'
import type { FeatureContext } from '../context.js'
import type { SendController, SendDeps } from './controller.js'
import { createSendForm, createSendState } from './state.js'

export type SendFeatureOptions = Pick<SendDeps, 'refreshBalance' | 'router' | 'track' | 'showError'>

export function createSendFeature(
  ctx: FeatureContext,
  options: SendFeatureOptions,
  /** The form's state when the client made it before this feature (client/feature-shell.ts). */
  state = createSendState(),
): SendController {
  const controller = defineLazyFeature(async () => {
    const [{ createSendController }, { senderFor }] = await Promise.all([
      import('./controller.js'),
      import('./senders.js'),
    ])
    return createSendController(
      {
        getActiveNamespace: () => ctx.chain.state.activeNamespace,
        senders: { eip155: senderFor(ctx, 'eip155'), solana: senderFor(ctx, 'solana') },
        ...options,
      },
      state,
    )
  })
  return {
    state,
    ...createSendForm(state),
    send: async (parameters) => (controller.current ?? (await controller.load())).send(parameters),
  }
}
