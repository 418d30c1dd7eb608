/**
 * The wallet's side of a network switch (`chain.switchNetwork`): the wallet is asked only
 * when it is connected on the network's namespace; an embedded-wallet (AUTH) connection is
 * connected on the new namespace first (client/auth-namespace-switch.ts). One of the
 * connection's rules (commands.ts), loaded with the first switch: a page that has not
 * switched networks does not download it.
 */
import type { ChainDefinition, ChainNamespace } from '../../chains/types.js'
import { connectAuthOnNamespaceSwitch } from '../../client/auth-namespace-switch.js'
import { ChainAdapterNotFoundError } from '../../errors/chain.js'
import type { ConnectionContext } from './context.js'

export type SwitchWalletNetworkParameters = {
  network: ChainDefinition
  /** The controller's connect (connecting shows at once), for the AUTH connection. */
  connect: (parameters: {
    namespace: ChainNamespace
    connectorId: string
    chainId: ChainDefinition['id']
  }) => Promise<unknown>
}

/** Asks the wallet to switch; resolves once it agreed (a refusal rejects). */
export async function switchWalletNetwork(
  ctx: ConnectionContext,
  { network, connect }: SwitchWalletNetworkParameters,
): Promise<void> {
  const { deps } = ctx
  const namespace = network.chainNamespace
  const isConnected = (ns: ChainNamespace | undefined) =>
    ns !== undefined && deps.account.getAccountState(ns).status === 'connected'
  if (!isConnected(namespace)) {
    await connectAuthOnNamespaceSwitch(
      {
        getActiveNamespace: () => deps.chain.state.activeNamespace,
        isConnected,
        getActiveConnectorType: (ns) => {
          const id = deps.connector.getActiveConnectorId(ns)
          return id ? deps.connector.getConnector(ns, id)?.type : undefined
        },
        getAuthConnector: (target) => deps.connector.getConnectorsByType('AUTH', target)[0],
        connect,
      },
      network,
    )
    deps.track('SWITCH_NETWORK', { network: network.caipNetworkId })
    return
  }
  const adapter = deps.getAdapter(namespace)
  if (!adapter) throw new ChainAdapterNotFoundError({ details: namespace })
  await adapter.switchNetwork({
    network,
    connectorId: deps.connector.getActiveConnectorId(namespace),
  })
  // The wallet agreed: the network changes now (a refusal throws before this).
  deps.track('SWITCH_NETWORK', { network: network.caipNetworkId })
}
