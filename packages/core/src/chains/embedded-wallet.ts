import { toCaipNetworkId } from '../caip/caip.js'
import type { CaipNetworkId } from './types.js'

/** spec §9: eip155 chain ids the embedded wallet supports. */
export const EMBEDDED_WALLET_EIP155_CHAIN_IDS = Object.freeze([
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114,
  43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999,
] as const)

/** spec §9: "plus 3 Solana networks" — mainnet, devnet and testnet. */
export const EMBEDDED_WALLET_SOLANA_CAIP_NETWORK_IDS = Object.freeze([
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
] as const)

/** Every network of the embedded wallet as a CAIP-2 id. */
export const EMBEDDED_WALLET_CAIP_NETWORK_IDS: readonly CaipNetworkId[] = Object.freeze([
  ...EMBEDDED_WALLET_EIP155_CHAIN_IDS.map((id): CaipNetworkId => toCaipNetworkId('eip155', id)),
  ...EMBEDDED_WALLET_SOLANA_CAIP_NETWORK_IDS,
])

/** Whether the embedded (email/social) wallet can be used on this network. */
export function isEmbeddedWalletNetwork(caipNetworkId: string): boolean {
  return EMBEDDED_WALLET_CAIP_NETWORK_IDS.includes(caipNetworkId as CaipNetworkId)
}
