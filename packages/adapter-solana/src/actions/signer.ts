/** How a connection signs: the kinds of wallet the adapter connects. */
import { ConnectorAccountNotFoundError } from '@keyway/core'
import type { Wallet } from '@wallet-standard/base'
import type { EmbeddedSolanaSigner } from '../connectors/embedded-wallet.js'
import type { SolanaWalletAdapter } from '../connectors/wallet-adapter.js'
import type { SolanaWalletConnect } from '../connectors/walletconnect.js'

export type TransferSigner =
  | { kind: 'wallet-standard'; wallet: Wallet }
  | { kind: 'walletconnect'; walletConnect: SolanaWalletConnect }
  | { kind: 'embedded'; provider: EmbeddedSolanaSigner }
  | { kind: 'wallet-adapter'; adapter: SolanaWalletAdapter }

/** The embedded wallet signs only for its own account. */
export function requireEmbeddedAccount(provider: EmbeddedSolanaSigner, address: string): void {
  if (provider.publicKey !== address) {
    throw new ConnectorAccountNotFoundError({ details: `embedded wallet: ${address}` })
  }
}
