/** Connector entities of docs/state.md#connector-state. */
import type { ChainNamespace } from '../chains/types.js'

/**
 * docs/state.md#connector-state connector types MULTI_CHAIN, AUTH, ANNOUNCED, plus the kinds docs/overview.md#features names
 * (wallet-connect, injected, external) so every connector has one type.
 */
export type ConnectorType =
  | 'MULTI_CHAIN'
  | 'AUTH'
  | 'ANNOUNCED'
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'EXTERNAL'

/** docs/state.md#connector-state. */
export type Connector = {
  id: string
  name: string
  /** The namespace this connector serves (for MULTI_CHAIN: the first one seen). */
  chain: ChainNamespace
  type: ConnectorType
  imageUrl?: string | undefined
  imageId?: string | undefined
  explorerId?: string | undefined
  info?: { rdns?: string | undefined } | undefined
  /** The chain-specific provider object (EIP-1193, wallet-standard...). Opaque to core. */
  provider?: unknown
  /**
   * For a MULTI_CHAIN connector, or a WalletConnect / Auth one serving several namespaces:
   * the per-namespace connectors it merges.
   */
  connectors?: Connector[] | undefined
}

/** docs/state.md#connector-state. */
export type ConnectorState = {
  /** Every connector reported by every adapter, unmerged. */
  allConnectors: Connector[]
  /** The merged list: one entry per wallet (MULTI_CHAIN when on several namespaces). */
  connectors: Connector[]
  activeConnector: Connector | undefined
  /** When set, only connectors of this namespace are listed (the modal opened for it). */
  filterByNamespace: ChainNamespace | undefined
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
}
