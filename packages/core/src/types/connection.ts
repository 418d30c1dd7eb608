/** Connection entities of docs/state.md#connection-state and docs/connection.md#connecting transitions. */
import type { ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { Account } from './account.js'

/** docs/connection.md#connection-status: connection status, kept per namespace. */
export type ConnectionStatus = 'connecting' | 'reconnecting' | 'connected' | 'disconnected'

/** One live connection of a connector on a namespace (an entry of the connections map). */
export type Connection = {
  connectorId: string
  accounts: Account[]
  caipNetwork?: ChainDefinition | undefined
}

/** A wallet-connect deep link saved after connecting to a mobile wallet (docs/connection.md#connecting). */
export type WcLinking = {
  name: string
  href: string
}

/**
 * The wallet remembered as "recent" (docs/connection.md#connection-status, docs/limits.md#sizes). Structurally a subset of the wallet
 * catalogue entry of docs/embedded-wallet.md#browser-storage, so a catalogue entry can be stored as it is.
 */
export type RecentWallet = {
  id: string
  name: string
  image_id?: string | undefined
  rdns?: string | null | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/** docs/state.md#connection-state. */
export type ConnectionState = {
  connections: Partial<Record<ChainNamespace, Connection[]>>
  wcUri: string | undefined
  /** Epoch ms after which the pending pairing (`wcUri`) may not be reused. */
  wcPairingExpiry: number | undefined
  wcLinking: WcLinking | undefined
  wcError: boolean
  buffering: boolean
  recentWallet: RecentWallet | undefined
  /** docs/connection.md#connection-status. */
  status: Partial<Record<ChainNamespace, ConnectionStatus>>
}
