/**
 * Calls into one Wallet Standard Bitcoin wallet: connect with the `payment` and `ordinals`
 * purposes (`bitcoin:connect` answers one account per purpose, in the order asked), a
 * silent restore on page load, disconnect, account changes (`standard:events`), message
 * and PSBT signing. Accounts are Bitcoin network specific (a `bc1…` address is mainnet's, a
 * `tb1…` testnet's): an account whose `chains` name networks serves only those.
 */

import { BitcoinConnect } from '@exodus/bitcoin-wallet-standard'
import { ConnectorAccountNotFoundError, UnsupportedProviderMethodError } from '@keyway/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardConnect, StandardDisconnect, StandardEvents } from '@wallet-standard/features'
import {
  BitcoinSignMessage,
  BitcoinSignTransaction,
  type BitcoinWalletFeatures,
} from './wallet-standard-features.js'

/** An account of the connection with the purpose the wallet gave it. */
export type PurposedAccount = {
  purpose: 'payment' | 'ordinals'
  account: WalletAccount
}

const PURPOSES = ['payment', 'ordinals'] as const

function featuresOf(wallet: Wallet): BitcoinWalletFeatures {
  return wallet.features as BitcoinWalletFeatures
}

/** Whether an account serves `chain` (an account naming no chain serves every one). */
function servesChain(account: WalletAccount, chain: string): boolean {
  return account.chains.length === 0 || account.chains.includes(chain as `${string}:${string}`)
}

/** The wallet's accounts for `chain`, labelled by purpose in the order `bitcoin:connect` uses. */
export function purposedAccounts(
  accounts: readonly WalletAccount[],
  chain: string,
): PurposedAccount[] {
  const serving = accounts.filter(
    (a) =>
      servesChain(a, chain) &&
      (a.chains.length === 0 || a.chains.some((c) => c.startsWith('bitcoin:'))),
  )
  return serving
    .slice(0, PURPOSES.length)
    .map((account, i) => ({ purpose: PURPOSES[i] ?? 'payment', account }))
}

/**
 * Connects and answers the accounts for `chain`. `silent` (page load) asks nothing of the
 * user: the accounts the wallet already authorized, or `standard:connect`'s silent mode.
 */
export async function connectWallet(
  wallet: Wallet,
  chain: string,
  silent: boolean,
): Promise<PurposedAccount[]> {
  const features = featuresOf(wallet)
  let accounts: readonly WalletAccount[]
  if (silent) {
    const standard = features[StandardConnect]
    accounts = wallet.accounts.length
      ? wallet.accounts
      : standard
        ? (await standard.connect({ silent: true })).accounts
        : []
  } else {
    const connect = features[BitcoinConnect]
    if (!connect) throw new UnsupportedProviderMethodError({ details: BitcoinConnect })
    accounts = (await connect.connect({ purposes: [...PURPOSES] })).accounts
  }
  const found = purposedAccounts(accounts, chain)
  if (!found.length) {
    throw new ConnectorAccountNotFoundError({ details: `${wallet.name}: no account on ${chain}` })
  }
  return found
}

export async function disconnectWallet(wallet: Wallet): Promise<void> {
  await featuresOf(wallet)[StandardDisconnect]?.disconnect()
}

/** Calls `listener` with the wallet's accounts whenever they change. */
export function onAccountsChange(
  wallet: Wallet,
  listener: (accounts: readonly WalletAccount[]) => void,
): () => void {
  const events = featuresOf(wallet)[StandardEvents]
  if (!events) return () => {}
  return events.on('change', ({ accounts }) => {
    if (accounts) listener(accounts)
  })
}

export function canSignMessage(wallet: Wallet): boolean {
  return BitcoinSignMessage in wallet.features
}

/** The wallet's signature of `message` by `account`, as bytes. */
export async function signMessageWith(
  wallet: Wallet,
  account: WalletAccount,
  message: Uint8Array,
): Promise<Uint8Array> {
  const feature = featuresOf(wallet)[BitcoinSignMessage]
  if (!feature) throw new UnsupportedProviderMethodError({ details: BitcoinSignMessage })
  const [output] = await feature.signMessage({ account, message })
  if (!output) throw new UnsupportedProviderMethodError({ details: 'No signature returned' })
  return output.signature
}

/** The wallet's signatures on a PSBT: `account` signs the inputs `signingIndexes` name. */
export async function signPsbtWith(
  wallet: Wallet,
  parameters: {
    psbt: Uint8Array
    chain: string
    inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
  },
): Promise<Uint8Array> {
  const feature = featuresOf(wallet)[BitcoinSignTransaction]
  if (!feature) throw new UnsupportedProviderMethodError({ details: BitcoinSignTransaction })
  const [output] = await feature.signTransaction({
    psbt: parameters.psbt,
    chain: parameters.chain as `${string}:${string}`,
    inputsToSign: parameters.inputsToSign,
  })
  if (!output) throw new UnsupportedProviderMethodError({ details: 'No PSBT returned' })
  return output.signedPsbt
}
