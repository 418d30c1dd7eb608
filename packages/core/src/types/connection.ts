/** Connection entities of spec §3 Connection state and §4 transitions. */
import type { ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { Account } from './account.js'

/** spec §4: connection status, kept per namespace. */
export type ConnectionStatus = 'connecting' | 'reconnecting' | 'connected' | 'disconnected'

/** One live connection of a connector on a namespace (an entry of the connections map). */
export type Connection = {
  connectorId: string
  accounts: Account[]
  caipNetwork?: ChainDefinition | undefined
}

/** A wallet-connect deep link saved after connecting to a mobile wallet (spec §4). */
export type WcLinking = {
  name: string
  href: string
}

/**
 * The wallet remembered as "recent" (spec §4, §9). Structurally a subset of the wallet
 * catalogue entry of spec §3, so a catalogue entry can be stored as it is.
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

/** spec §3 Connection state. */
export type ConnectionState = {
  connections: Partial<Record<ChainNamespace, Connection[]>>
  wcUri: string | undefined
  /** Epoch ms after which the pending pairing (`wcUri`) may not be reused. */
  wcPairingExpiry: number | undefined
  wcLinking: WcLinking | undefined
  wcError: boolean
  buffering: boolean
  recentWallet: RecentWallet | undefined
  /** spec §4 Connection status per namespace. */
  status: Partial<Record<ChainNamespace, ConnectionStatus>>
}
