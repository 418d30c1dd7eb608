/**
 * A connection's Bitcoin addresses and what each is for (`payment`, `ordinals`), as the
 * wallets give them (Wallet Standard accounts, sats-connect answers), and as core's accounts
 * (`payment` and `ordinal`; payment first, the default bip122 account type).
 */
import type { Account } from '@keyway/core'
import type { WalletAccount } from '@wallet-standard/base'
import type { SatsConnectAccounts } from './connectors/sats-connect.js'
import type { PurposedAccount } from './connectors/wallet-standard.js'

export type BitcoinPurpose = 'payment' | 'ordinals'

/** One address of a connection and what it is for. */
export type BitcoinAddress = {
  address: string
  purpose: BitcoinPurpose
  /** Hex public key, when the wallet gave it. */
  publicKey?: string | undefined
  /** The Wallet Standard account behind it. */
  account?: WalletAccount | undefined
}

const ACCOUNT_TYPES: Record<BitcoinPurpose, Account['type']> = {
  payment: 'payment',
  ordinals: 'ordinal',
}

/** Core's accounts of a connection (`payment` first: the default bip122 account type). */
export function toAccounts(addresses: readonly BitcoinAddress[]): Account[] {
  return addresses.map(({ address, purpose }) => ({ address, type: ACCOUNT_TYPES[purpose] }))
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function fromStandard(accounts: readonly PurposedAccount[]): BitcoinAddress[] {
  return accounts.map(({ purpose, account }) => ({
    address: account.address,
    purpose,
    publicKey: toHex(Uint8Array.from(account.publicKey)),
    account,
  }))
}

/** payment, then ordinals: the Bitcoin addresses of a sats-connect answer. */
export function fromSatsConnect(accounts: SatsConnectAccounts): BitcoinAddress[] {
  const out: BitcoinAddress[] = []
  for (const purpose of ['payment', 'ordinals'] as const) {
    const found = accounts.addresses.find((a) => a.purpose === purpose)
    if (found) out.push({ address: found.address, purpose, publicKey: found.publicKey })
  }
  return out
}
