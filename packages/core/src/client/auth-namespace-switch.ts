/**
 * docs/views.md#navigation-rules and docs/embedded-wallet.md#email-login: the embedded wallet is one login serving every namespace whose adapter
 * offers the AUTH connector (the frame's session answers the user's address for each).
 * The router sends an AUTH connection's network switch straight to SwitchNetwork, even to
 * another namespace; there the AUTH connector is connected on the new namespace with the
 * same session (no new code), instead of leaving the visitor disconnected on it.
 */
import type { ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { Connector, ConnectorType } from '../types/connector.js'

export type ConnectAuthOnNamespaceSwitchDeps = {
  getActiveNamespace: () => ChainNamespace | undefined
  isConnected: (namespace: ChainNamespace) => boolean
  /** The type of the connector connected on `namespace`, if any. */
  getActiveConnectorType: (namespace: ChainNamespace) => ConnectorType | undefined
  /** The AUTH connector `namespace`'s adapter lists, if any. */
  getAuthConnector: (namespace: ChainNamespace) => Connector | undefined
  /** The connection controller's connect (it makes the namespace active on success). */
  connect: (parameters: {
    namespace: ChainNamespace
    connectorId: string
    chainId: ChainDefinition['id']
  }) => Promise<unknown>
}

/**
 * Before a switch to `network`: when the active namespace is connected over AUTH and
 * `network`'s namespace is not connected but lists an AUTH connector, connects it there on
 * that network. Answers whether it did. A failure is thrown, so the switch does not happen.
 */
export async function connectAuthOnNamespaceSwitch(
  deps: ConnectAuthOnNamespaceSwitchDeps,
  network: ChainDefinition,
): Promise<boolean> {
  const target = network.chainNamespace
  const from = deps.getActiveNamespace()
  if (!from || from === target || deps.isConnected(target)) return false
  if (!deps.isConnected(from) || deps.getActiveConnectorType(from) !== 'AUTH') return false
  const auth = deps.getAuthConnector(target)
  if (!auth) return false
  await deps.connect({ namespace: target, connectorId: auth.id, chainId: network.id })
  return true
}
