/**
 * The send's per-namespace senders (through the namespace's adapter), loaded with the send
 * controller on the first send (entry.ts).
 */
import { tryParseCaipAddress } from '../../caip/caip.js'
import { NetworkNotFoundError } from '../../errors/chain.js'
import type { FeatureContext } from '../context.js'
import type { NamespaceSender } from './controller.js'

/** A send through the namespace's adapter: native when the token has no address. */
export function senderFor(ctx: FeatureContext, namespace: 'eip155' | 'solana'): NamespaceSender {
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
