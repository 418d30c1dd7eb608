/**
 * What the connection's commands read of the connector state: the reconnect order and the
 * namespaces a connection spans. Free functions over the connector controller rather than
 * its methods, so they load with the commands (commands.ts) and not at page load.
 */
import type { ChainNamespace } from '../../chains/types.js'
import type { ConnectorType } from '../../types/connector.js'
import type { ConnectorController } from '../connector.js'

export type ConnectorReader = Pick<
  ConnectorController,
  'state' | 'getConnector' | 'getActiveConnectorId'
>

/** Namespaces whose active connector has this type (e.g. every WalletConnect one). */
export function getNamespacesWithActiveType(
  connector: ConnectorReader,
  type: ConnectorType,
): ChainNamespace[] {
  const entries = Object.entries(connector.state.activeConnectorIds) as [ChainNamespace, string][]
  return entries
    .filter(([ns, id]) => connector.getConnector(ns, id)?.type === type)
    .map(([namespace]) => namespace)
}

/**
 * docs/connection.md#reconnecting-on-page-load reconnect order on a namespace: the recent wallet's connector first (matched
 * by catalogue id, rdns or id), then the connectors already connected, in the order
 * given, when this namespace has them (a multi-chain wallet connected elsewhere).
 */
export function getReconnectOrder(
  connector: ConnectorReader,
  namespace: ChainNamespace,
  recent: { id: string; rdns?: string | null | undefined } | undefined,
  connectedIds: readonly (string | undefined)[],
): string[] {
  const ids: (string | undefined)[] = []
  if (recent) {
    const byCatalogue = connector.state.allConnectors.find(
      (c) => c.chain === namespace && c.explorerId === recent.id,
    )
    ids.push(byCatalogue?.id ?? connector.getConnector(namespace, recent.rdns ?? recent.id)?.id)
  }
  for (const id of connectedIds) if (id && connector.getConnector(namespace, id)) ids.push(id)
  return [...new Set(ids.filter((id): id is string => id !== undefined))]
}

/**
 * docs/connection.md#disconnecting: a wallet-connect or Auth connection spans namespaces, so disconnecting one
 * namespace disconnects every namespace whose active connector has the same type.
 */
export function getNamespacesSharingConnection(
  connector: ConnectorReader,
  namespace: ChainNamespace,
): ChainNamespace[] {
  const id = connector.getActiveConnectorId(namespace)
  const type = id ? connector.getConnector(namespace, id)?.type : undefined
  const shared =
    type === 'WALLET_CONNECT' || type === 'AUTH' ? getNamespacesWithActiveType(connector, type) : []
  return [...new Set([namespace, ...shared])]
}
