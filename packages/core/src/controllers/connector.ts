/**
 * Connector controller: the connector state of docs/state.md#connector-state. Adapters report connectors per
 * namespace; a wallet present on several namespaces (same id or rdns) is listed once, as
 * a MULTI_CHAIN connector. Active connector ids per namespace are persisted.
 */
import { proxy, ref } from 'valtio/vanilla'
import type { ChainNamespace } from '../chains/types.js'
import type { Connector, ConnectorState, ConnectorType } from '../types/connector.js'

/** The storage functions this controller uses (see controllers/storage.ts). */
export type ConnectorStorage = {
  getConnectedConnectorId(namespace: ChainNamespace): string | undefined
  setConnectedConnectorId(namespace: ChainNamespace, connectorId: string): void
  removeConnectedConnectorId(namespace: ChainNamespace): void
}

export type ConnectorControllerDeps = {
  storage?: ConnectorStorage | undefined
}

/** Wallet identity across namespaces: rdns when announced, else the connector id. */
function walletKey(connector: Connector): string {
  return connector.info?.rdns ?? connector.id
}

/** Providers are live objects (event emitters...): keep them out of the proxy. */
function withRefProvider(connector: Connector): Connector {
  const { provider } = connector
  const kept = typeof provider === 'object' && provider !== null ? ref(provider) : provider
  return { ...connector, provider: kept }
}

/**
 * Connector types that are one service on every namespace, not a wallet: merged, they keep
 * their type (one WalletConnect entry, one email/social entry) with the per-namespace
 * connectors inside, so the views route them as WalletConnect or Auth.
 */
const SERVICE_TYPES: ReadonlySet<ConnectorType> = new Set(['WALLET_CONNECT', 'AUTH'])

/**
 * docs/state.md#connector-state: one entry per wallet; a wallet on two or more namespaces is MULTI_CHAIN. A
 * service connector (WalletConnect, Auth) on several namespaces stays of its type.
 */
export function mergeConnectors(all: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of all) {
    const key = walletKey(connector)
    const group = groups.get(key) ?? []
    group.push(connector)
    groups.set(key, group)
  }
  const merged: Connector[] = []
  for (const group of groups.values()) {
    const [first] = group
    if (!first) continue
    const namespaces = new Set(group.map((c) => c.chain))
    if (namespaces.size < 2) {
      merged.push(...group)
      continue
    }
    const service = SERVICE_TYPES.has(first.type) && group.every((c) => c.type === first.type)
    merged.push({
      id: first.id,
      name: first.name,
      chain: first.chain,
      type: service ? first.type : 'MULTI_CHAIN',
      imageUrl: group.find((c) => c.imageUrl)?.imageUrl,
      imageId: group.find((c) => c.imageId)?.imageId,
      explorerId: group.find((c) => c.explorerId)?.explorerId,
      info: first.info,
      connectors: group,
    })
  }
  return merged
}

/** Whether a (possibly MULTI_CHAIN) connector serves a namespace. */
export function connectorServes(connector: Connector, namespace: ChainNamespace): boolean {
  if (connector.connectors) return connector.connectors.some((c) => c.chain === namespace)
  return connector.chain === namespace
}

export type ConnectorController = ReturnType<typeof createConnectorController>

export function createConnectorController(deps: ConnectorControllerDeps = {}) {
  const state = proxy<ConnectorState>({
    allConnectors: [],
    connectors: [],
    activeConnector: undefined,
    filterByNamespace: undefined,
    activeConnectorIds: {},
  })

  /** Replaces the connectors an adapter reports for its namespace. */
  function setConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void {
    const others = state.allConnectors.filter((c) => c.chain !== namespace)
    const next = connectors.map((c) => withRefProvider({ ...c, chain: namespace }))
    state.allConnectors = [...others, ...next]
    state.connectors = mergeConnectors(state.allConnectors)
  }

  /**
   * The merged connectors to list: of `namespace` when given, else of the namespace filter
   * when set (the modal opened for one namespace, `openModal(client, { namespace })`),
   * else all of them.
   */
  function getConnectors(namespace?: ChainNamespace): Connector[] {
    const only = namespace ?? state.filterByNamespace
    if (!only) return [...state.connectors]
    return state.connectors.filter((connector) => connectorServes(connector, only))
  }

  /** The connector of one namespace with this id (or rdns), unmerged. */
  function getConnector(namespace: ChainNamespace, idOrRdns: string): Connector | undefined {
    return state.allConnectors.find(
      (c) => c.chain === namespace && (c.id === idOrRdns || c.info?.rdns === idOrRdns),
    )
  }

  function getConnectorsByType(type: ConnectorType, namespace?: ChainNamespace): Connector[] {
    return state.allConnectors.filter(
      (c) => c.type === type && (namespace === undefined || c.chain === namespace),
    )
  }

  function setFilterByNamespace(namespace: ChainNamespace | undefined): void {
    state.filterByNamespace = namespace
  }

  function setActiveConnector(connector: Connector | undefined): void {
    state.activeConnector = connector ? withRefProvider(connector) : undefined
  }

  function setActiveConnectorId(namespace: ChainNamespace, connectorId: string): void {
    state.activeConnectorIds[namespace] = connectorId
    deps.storage?.setConnectedConnectorId(namespace, connectorId)
  }

  /** The active connector id of a namespace; falls back to the persisted one (page load). */
  function getActiveConnectorId(namespace: ChainNamespace): string | undefined {
    return state.activeConnectorIds[namespace] ?? deps.storage?.getConnectedConnectorId(namespace)
  }

  function removeActiveConnectorId(namespace: ChainNamespace): void {
    delete state.activeConnectorIds[namespace]
    deps.storage?.removeConnectedConnectorId(namespace)
  }

  return {
    state,
    setConnectors,
    getConnectors,
    getConnector,
    getConnectorsByType,
    setFilterByNamespace,
    setActiveConnector,
    setActiveConnectorId,
    getActiveConnectorId,
    removeActiveConnectorId,
  }
}
