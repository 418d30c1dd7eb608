/**
 * Test-only: a wallet-adapter adapter (`BaseMessageSignerWalletAdapter`) over
 * @keyway/test's keypair wallet, the way a wallet without the Wallet Standard ships one:
 * `readyState` as the page found the wallet, `connect` events (also on an account switch),
 * `disconnect`, and web3.js transaction objects to sign.
 */

import { createTestSolanaWallet, TEST_SOLANA_WALLET_ICON } from '@keyway/test/solana-wallet'
import {
  BaseMessageSignerWalletAdapter,
  type SupportedTransactionVersions,
  type TransactionOrVersionedTransaction,
  WalletConnectionError,
  WalletDisconnectedError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
} from '@solana/wallet-adapter-base'
import { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'

type TestWallet = Awaited<ReturnType<typeof createTestSolanaWallet>>

function isVersioned(
  transaction: Transaction | VersionedTransaction,
): transaction is VersionedTransaction {
  return 'version' in transaction
}

export class TestKeypairWalletAdapter extends BaseMessageSignerWalletAdapter {
  name: WalletName
  url = 'https://wallet.example.com'
  icon = TEST_SOLANA_WALLET_ICON
  readyState: WalletReadyState
  publicKey: PublicKey | null = null
  connecting = false
  supportedTransactionVersions: SupportedTransactionVersions = new Set(['legacy', 0] as const)
  /** The keypair wallet behind it (its requests, rejectNext, useSecretKey). */
  readonly wallet: TestWallet

  constructor(wallet: TestWallet, options: { name: string; readyState?: WalletReadyState }) {
    super()
    this.wallet = wallet
    this.name = options.name as WalletName
    this.readyState = options.readyState ?? WalletReadyState.Installed
    // An account switch in the wallet: wallet adapters emit `connect` with the new key.
    wallet.onChange((connected) => {
      if (!this.publicKey) return
      if (!connected) return this.dropped()
      this.publicKey = new PublicKey(wallet.address)
      this.emit('connect', this.publicKey)
    })
  }

  /** The page found the wallet (or lost it). */
  setReadyState(readyState: WalletReadyState): void {
    this.readyState = readyState
    this.emit('readyStateChange', readyState)
  }

  override async autoConnect(): Promise<void> {
    const [address] = await this.wallet.connect(true)
    if (!address) throw new WalletConnectionError('Not trusted yet')
    this.connected_(address)
  }

  async connect(): Promise<void> {
    if (this.connected) return
    this.connecting = true
    try {
      const [address] = await this.wallet.connect(false)
      if (!address) throw new WalletConnectionError('No account')
      this.connected_(address)
    } catch (error) {
      throw new WalletConnectionError((error as Error).message, error)
    } finally {
      this.connecting = false
    }
  }

  async disconnect(): Promise<void> {
    if (!this.publicKey) return
    this.publicKey = null
    await this.wallet.disconnect()
    this.emit('disconnect')
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<SupportedTransactionVersions>>(
    transaction: T,
  ): Promise<T> {
    if (!this.publicKey) throw new WalletNotConnectedError()
    try {
      const bytes = isVersioned(transaction)
        ? transaction.serialize()
        : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
      const signed = await this.wallet.signTransaction(bytes)
      return (
        isVersioned(transaction)
          ? VersionedTransaction.deserialize(signed)
          : Transaction.from(signed)
      ) as T
    } catch (error) {
      throw new WalletSignTransactionError((error as Error).message, error)
    }
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    if (!this.publicKey) throw new WalletNotConnectedError()
    try {
      return await this.wallet.signMessage(message)
    } catch (error) {
      throw new WalletSignMessageError((error as Error).message, error)
    }
  }

  private connected_(address: string): void {
    this.publicKey = new PublicKey(address)
    this.emit('connect', this.publicKey)
  }

  private dropped(): void {
    this.publicKey = null
    this.emit('error', new WalletDisconnectedError())
    this.emit('disconnect')
  }
}

/** A test wallet adapter for devnet's account `secretKey`. */
export async function createTestWalletAdapter(parameters: {
  secretKey: string
  rpcUrl: string
  name: string
  readyState?: WalletReadyState
}): Promise<TestKeypairWalletAdapter> {
  const wallet = await createTestSolanaWallet({
    secretKey: parameters.secretKey,
    rpcUrl: parameters.rpcUrl,
  })
  return new TestKeypairWalletAdapter(wallet, parameters)
}
