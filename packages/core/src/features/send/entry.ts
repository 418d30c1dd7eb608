/**
 * The send feature (spec §4 Send) of one client: the form's controller over the active
 * namespace's adapter. The fee estimate and the Max amount are actions (watchSendFee,
 * getSendMaxAmount) the views and hooks call.
 */
import { tryParseCaipAddress } from '../../caip/caip.js'
import { NetworkNotFoundError } from '../../errors/chain.js'
import type { FeatureContext } from '../context.js'
import { createSendController, type NamespaceSender, type SendDeps } from './controller.js'

export type SendFeatureOptions = Pick<SendDeps, 'refreshBalance' | 'router' | 'track' | 'showError'>

/** A send through the namespace's adapter: native when the token has no address. */
function senderFor(ctx: FeatureContext, namespace: 'eip155' | 'solana'): NamespaceSender {
  return async ({ token, amount, receiverAddress, signal }) => {
    const active = ctx.activeAccount()
    if (!active || active.namespace !== namespace) {
      throw new NetworkNotFoundError({ details: `No active ${namespace} account` })
    }
    const adapter = ctx.adapterFor(namespace)
    // A token address is CAIP-10 (namespace:chain:address); the adapter wants the last part.
    const tokenAddress = tryParseCaipAddress(token.address)?.address
    return adapter.sendTransaction({
      address: active.address,
      to: receiverAddress,
      value: adapter.parseUnits(amount, Number(token.quantity.decimals)),
      network: active.network,
      tokenAddress,
      connectorId: ctx.connector.getActiveConnectorId(namespace),
      signal,
    })
  }
}

export function createSendFeature(ctx: FeatureContext, options: SendFeatureOptions) {
  return createSendController({
    getActiveNamespace: () => ctx.chain.state.activeNamespace,
    senders: { eip155: senderFor(ctx, 'eip155'), solana: senderFor(ctx, 'solana') },
    ...options,
  })
}
