/**
 * WalletConnect's bip122 namespace as its published Bitcoin RPC defines it: the methods and
 * the event Keyway asks for, and how their answers are read. An account is the wallet's
 * "first external address" (the session's `bip122:<genesis prefix>:<address>` account):
 * Keyway's `payment` address. `getAccountAddresses` (or the session's
 * `bip122_getAccountAddresses` property) names the others by intention; the first
 * `ordinal` one is the `ordinals` address.
 */

import { base64, hex } from '@scure/base'

export const WALLETCONNECT_BIP122_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

export type WalletConnectBip122Method = (typeof WALLETCONNECT_BIP122_METHODS)[number]

export const BIP122_ADDRESSES_CHANGED_EVENT = 'bip122_addressesChanged'

export const WALLETCONNECT_BIP122_EVENTS = [BIP122_ADDRESSES_CHANGED_EVENT] as const

/** Session property a wallet may fill with its getAccountAddresses answer (JSON). */
export const BIP122_ADDRESSES_SESSION_PROPERTY = 'bip122_getAccountAddresses'

export type BitcoinWalletConnectPurpose = 'payment' | 'ordinals'

/** One address of a connection and what it is for. */
export type BitcoinWalletConnectAddress = {
  address: string
  purpose: BitcoinWalletConnectPurpose
  /** Hex public key, when the wallet gave it. */
  publicKey?: string | undefined
}

/** An entry of getAccountAddresses / bip122_addressesChanged. */
type AccountAddressEntry = {
  address?: unknown
  publicKey?: unknown
  intention?: unknown
}

function isEntry(value: unknown): value is AccountAddressEntry {
  return (
    value !== null &&
    typeof value === 'object' &&
    typeof (value as AccountAddressEntry).address === 'string'
  )
}

/** The entries of an answer or event (a wallet may send a JSON string), bad ones left out. */
export function parseAccountAddresses(value: unknown): AccountAddressEntry[] {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return []
    }
  }
  return Array.isArray(parsed) ? parsed.filter(isEntry) : []
}

/**
 * The connection's addresses: `payment` is the session account; `ordinals` the first entry
 * the wallet marks `ordinal` (none when it marks none).
 */
export function toConnectionAddresses(
  payment: string,
  entries: readonly AccountAddressEntry[],
): BitcoinWalletConnectAddress[] {
  const publicKeyOf = (entry: AccountAddressEntry | undefined) =>
    typeof entry?.publicKey === 'string' ? entry.publicKey : undefined
  const paymentEntry = entries.find((entry) => entry.address === payment)
  const addresses: BitcoinWalletConnectAddress[] = [
    { address: payment, purpose: 'payment', publicKey: publicKeyOf(paymentEntry) },
  ]
  const ordinal = entries.find(
    (entry) => entry.intention === 'ordinal' && entry.address !== payment,
  )
  if (ordinal)
    addresses.push({
      address: ordinal.address as string,
      purpose: 'ordinals',
      publicKey: publicKeyOf(ordinal),
    })
  return addresses
}

/**
 * A signMessage answer's signature as bytes. The published method answers hex; a wallet
 * that answers base64 (what sats-connect wallets give) is read too.
 */
export function signatureBytes(signature: string): Uint8Array {
  return /^(?:[0-9a-fA-F]{2})+$/.test(signature)
    ? hex.decode(signature.toLowerCase())
    : base64.decode(signature)
}
