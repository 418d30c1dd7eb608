/**
 * Calls into one Wallet Standard wallet: connect (silent for page-load reconnect),
 * disconnect, account changes, signMessage and sending a transaction. Wallet Standard
 * wallets know clusters by their own chain names (`solana:mainnet`, `solana:devnet`...),
 * not by genesis-hash CAIP-2 ids, so `walletChainOf` maps a configured network to the
 * name a wallet understands.
 */
import { ConnectorAccountNotFoundError, UnsupportedProviderMethodError } from '@keyway/core'
import { isCaipOfNamespace } from '@keyway/core/adapter'
import {
  SolanaSignAndSendTransaction,
  type SolanaSignAndSendTransactionFeature,
  SolanaSignMessage,
  type SolanaSignMessageFeature,
  SolanaSignTransaction,
  type SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'
import {
  StandardConnect,
  type StandardConnectFeature,
  StandardDisconnect,
  type StandardDisconnectFeature,
  StandardEvents,
  type StandardEventsFeature,
} from '@wallet-standard/features'
import type { SolanaNetwork } from '../networks.js'

type SolanaFeatures = Partial<
  StandardConnectFeature &
    StandardDisconnectFeature &
    StandardEventsFeature &
    SolanaSignMessageFeature &
    SolanaSignTransactionFeature &
    SolanaSignAndSendTransactionFeature
>

/** Wallet Standard chain names of the public clusters, by CAIP-2 reference. */
const CLUSTER_CHAINS: Readonly<Record<string, IdentifierString>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/** The chain name a wallet uses for a network; other clusters go by their CAIP-2 id. */
export function walletChainOf(network: SolanaNetwork): IdentifierString {
  return CLUSTER_CHAINS[String(network.id)] ?? network.caipNetworkId
}

function featuresOf(wallet: Wallet): SolanaFeatures {
  return wallet.features as SolanaFeatures
}

function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter(
    (account) =>
      account.chains.length === 0 || account.chains.some((c) => isCaipOfNamespace(c, 'solana')),
  )
}

/**
 * Connects and returns the wallet's solana accounts. `silent` asks the wallet not to
 * prompt (page-load reconnect): a wallet that would have to prompt answers no accounts.
 */
export async function connectWallet(wallet: Wallet, silent: boolean): Promise<WalletAccount[]> {
  const connect = featuresOf(wallet)[StandardConnect]
  if (!connect) throw new UnsupportedProviderMethodError({ details: StandardConnect })
  const { accounts } = await connect.connect(silent ? { silent: true } : undefined)
  const found = solanaAccounts(accounts.length ? accounts : wallet.accounts)
  if (!found.length) {
    throw new ConnectorAccountNotFoundError({ details: `${wallet.name}: no solana account` })
  }
  return found
}

export async function disconnectWallet(wallet: Wallet): Promise<void> {
  await featuresOf(wallet)[StandardDisconnect]?.disconnect()
}

/** Calls `listener` with the wallet's solana accounts whenever they change. */
export function onAccountsChange(
  wallet: Wallet,
  listener: (accounts: WalletAccount[]) => void,
): () => void {
  const events = featuresOf(wallet)[StandardEvents]
  if (!events) return () => {}
  return events.on('change', ({ accounts }) => {
    if (accounts) listener(solanaAccounts(accounts))
  })
}

export function findAccount(wallet: Wallet, address: string): WalletAccount {
  const account = solanaAccounts(wallet.accounts).find((a) => a.address === address)
  if (!account) throw new ConnectorAccountNotFoundError({ details: `${wallet.name}: ${address}` })
  return account
}

export async function signMessageWith(
  wallet: Wallet,
  account: WalletAccount,
  message: Uint8Array,
): Promise<Uint8Array> {
  const feature = featuresOf(wallet)[SolanaSignMessage]
  if (!feature) throw new UnsupportedProviderMethodError({ details: SolanaSignMessage })
  const [output] = await feature.signMessage({ account, message })
  if (!output) throw new UnsupportedProviderMethodError({ details: 'No signature returned' })
  return output.signature
}

export type WalletSendResult =
  | { kind: 'sent'; signature: Uint8Array }
  | { kind: 'signed'; signedTransaction: Uint8Array }

/**
 * Has the wallet sign and send when it knows the network's chain; otherwise (a local or
 * unlisted cluster) only sign, so the adapter submits through the configured RPC.
 */
export async function signOrSendWith(
  wallet: Wallet,
  account: WalletAccount,
  transaction: Uint8Array,
  network: SolanaNetwork,
): Promise<WalletSendResult> {
  const features = featuresOf(wallet)
  const chain = walletChainOf(network)
  const sendFeature = features[SolanaSignAndSendTransaction]
  if (sendFeature && wallet.chains.includes(chain)) {
    const [output] = await sendFeature.signAndSendTransaction({ account, transaction, chain })
    if (output) return { kind: 'sent', signature: output.signature }
  }
  const signFeature = features[SolanaSignTransaction]
  if (!signFeature) throw new UnsupportedProviderMethodError({ details: SolanaSignTransaction })
  const [output] = await signFeature.signTransaction({
    account,
    transaction,
    ...(wallet.chains.includes(chain) ? { chain } : {}),
  })
  if (!output) throw new UnsupportedProviderMethodError({ details: 'No transaction returned' })
  return { kind: 'signed', signedTransaction: output.signedTransaction }
}

/** Has the wallet sign a transaction (naming the network when the wallet knows it). */
export async function signTransactionWith(
  wallet: Wallet,
  account: WalletAccount,
  transaction: Uint8Array,
  network?: SolanaNetwork | undefined,
): Promise<Uint8Array> {
  const feature = featuresOf(wallet)[SolanaSignTransaction]
  if (!feature) throw new UnsupportedProviderMethodError({ details: SolanaSignTransaction })
  const chain = network ? walletChainOf(network) : undefined
  const known = chain !== undefined && wallet.chains.includes(chain)
  const [output] = await feature.signTransaction({
    account,
    transaction,
    ...(known ? { chain } : {}),
  })
  if (!output) throw new UnsupportedProviderMethodError({ details: 'No transaction returned' })
  return output.signedTransaction
}
