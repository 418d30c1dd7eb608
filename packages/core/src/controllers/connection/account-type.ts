/** The embedded wallet's account type (EOA or smart account) chosen for a namespace. */
import type { ChainNamespace } from '../../chains/types.js'
import type { AccountType } from '../../constants/features.js'
import { applyConnection } from './apply-connection.js'
import type { ConnectionContext } from './context.js'
import { adapterFor } from './status.js'

/**
 * Sets the preferred account type, reconnects the auth connector so the new account is
 * used, and tracks SET_PREFERRED_ACCOUNT_TYPE. Only an active auth connection is
 * reconnected: another wallet connected on the namespace stays. The embedded wallet has
 * already switched its frame to the new type before calling this.
 */
export async function setPreferredAccountType(
  ctx: ConnectionContext,
  parameters: { type: AccountType; namespace: ChainNamespace },
): Promise<void> {
  const { deps } = ctx
  const { type, namespace } = parameters
  deps.account.setPreferredAccountType(namespace, type)
  deps.storage.set('preferredAccountType', type)
  const [auth] = deps.connector.getConnectorsByType('AUTH', namespace)
  if (auth && deps.connector.getActiveConnectorId(namespace) === auth.id) {
    const result = await adapterFor(ctx, namespace).reconnect({ connectorId: auth.id })
    applyConnection(ctx, { namespace, result })
  }
  deps.track('SET_PREFERRED_ACCOUNT_TYPE', {
    accountType: type,
    network: deps.chain.state.activeCaipNetwork?.caipNetworkId,
  })
}
