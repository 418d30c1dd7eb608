/**
 * Keyway as one wallet of Solana's wallet adapter: a `BaseMessageSignerWalletAdapter` over a
 * Keyway client, so that a dapp on @solana/wallet-adapter-react keeps `useWallet()` and
 * `useConnection()` and gets Keyway's modal and every wallet Keyway connects (Wallet
 * Standard and wallet-adapter wallets, WalletConnect, the embedded email wallet).
 *
 *   - It mirrors Keyway's solana account: a connection or an account change, however it
 *     was made, is a `connect` event with the key; its end is a `disconnect` event.
 *   - `connect()` opens Keyway's modal on the solana namespace and settles when a wallet is
 *     connected, or rejects with `WalletWindowClosedError` when the modal closes first.
 *   - `autoConnect()` (WalletProvider's `autoConnect`, on page load) opens nothing: it waits
 *     for Keyway's own restore of the last connection, within a bound.
 *   - `disconnect()` ends Keyway's solana connection.
 *   - `signTransaction` / `signMessage` go to the connected wallet through the solana
 *     adapter (`signTransactionBytes` / `signMessageBytes`); `signAllTransactions` and
 *     `sendTransaction` are wallet-adapter's own over `signTransaction` (the dapp's
 *     `Connection` submits).
 */
import {
  disconnect,
  type GetAccountReturnType,
  getAccount,
  type KeywayClient,
  openModal,
  watchAccount,
} from '@keyway/core'
import { RECONNECT_TIMEOUT_MS } from '@keyway/core/adapter'
import {
  BaseMessageSignerWalletAdapter,
  type SupportedTransactionVersions,
  type TransactionOrVersionedTransaction,
  WalletConfigError,
  WalletDisconnectionError,
  type WalletError,
  type WalletName,
  WalletNotConnectedError,
  WalletReadyState,
  WalletSignMessageError,
  WalletSignTransactionError,
  WalletWindowClosedError,
} from '@solana/wallet-adapter-base'
import { PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { SolanaAdapter } from '../create-solana-adapter.js'

/** The wallet's name in wallet-adapter's list (what `select` takes). */
export const KeywayWalletName = 'Keyway' as WalletName<'Keyway'>

const KEYWAY_ICON = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1b1f2a"/><circle cx="12" cy="16" r="5" fill="none" stroke="#fff" stroke-width="3"/><path d="M17 16h10m-4 0v5" stroke="#fff" stroke-width="3" fill="none"/></svg>',
)}` as const

export type KeywayWalletAdapterConfig = {
  /** The Keyway client (createKeyway) with a solana adapter among its adapters. */
  keyway: KeywayClient
  /** Shown in wallet-adapter's list; default "Keyway". */
  name?: string | undefined
  icon?: string | undefined
  /** The page a wallet list links to for the wallet; default the dapp's own origin. */
  url?: string | undefined
  /** How long `autoConnect` waits for Keyway's restore; default core's reconnect limit. */
  autoConnectTimeoutMs?: number | undefined
}

type SolanaAccount = GetAccountReturnType

function isVersioned(transaction: Transaction | VersionedTransaction): boolean {
  return 'version' in transaction
}

function solanaAdapterOf(keyway: KeywayClient): SolanaAdapter {
  const found = keyway.config.adapters.find(
    (adapter): adapter is SolanaAdapter =>
      adapter.namespace === 'solana' && 'signTransactionBytes' in adapter,
  )
  if (!found) throw new WalletConfigError('The Keyway client has no @keyway/adapter-solana adapter')
  return found
}

export class KeywayWalletAdapter extends BaseMessageSignerWalletAdapter {
  name: WalletName
  url: string
  icon: string
  readyState: WalletReadyState =
    typeof window === 'undefined' ? WalletReadyState.Unsupported : WalletReadyState.Loadable
  publicKey: PublicKey | null = null
  connecting = false
  supportedTransactionVersions: SupportedTransactionVersions = new Set(['legacy', 0] as const)

  readonly #keyway: KeywayClient
  readonly #solana: SolanaAdapter
  readonly #autoConnectTimeoutMs: number
  readonly #unwatch: () => void

  constructor(config: KeywayWalletAdapterConfig) {
    super()
    this.#keyway = config.keyway
    this.#solana = solanaAdapterOf(config.keyway)
    this.name = (config.name ?? KeywayWalletName) as WalletName
    this.icon = config.icon ?? KEYWAY_ICON
    this.url = config.url ?? (typeof location === 'undefined' ? '' : location.origin)
    this.#autoConnectTimeoutMs = config.autoConnectTimeoutMs ?? RECONNECT_TIMEOUT_MS
    this.#unwatch = watchAccount(config.keyway, {
      namespace: 'solana',
      onChange: (account) => this.#follow(account),
    })
    this.#follow(this.#account())
  }

  /** Stops following the Keyway client (the adapter is no longer used). */
  destroy(): void {
    this.#unwatch()
    this.removeAllListeners()
  }

  #account(): SolanaAccount {
    return getAccount(this.#keyway, { namespace: 'solana' })
  }

  /** Keyway's solana account, as this adapter's key and events. */
  #follow(account: SolanaAccount): void {
    if (account.isConnected && account.address) {
      if (this.publicKey?.toBase58() === account.address) return
      this.publicKey = new PublicKey(account.address)
      this.emit('connect', this.publicKey)
      return
    }
    // A restore or a new connection in progress keeps the last key until it settles.
    if (account.status !== 'disconnected' || !this.publicKey) return
    this.publicKey = null
    this.emit('disconnect')
  }

  /** Resolves with the account once `done` accepts it (checked on every Keyway change). */
  #until(
    done: (account: SolanaAccount) => boolean,
    timeoutMs?: number,
  ): Promise<SolanaAccount | undefined> {
    return new Promise((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const finish = (account: SolanaAccount | undefined) => {
        clearTimeout(timer)
        unsubscribe()
        resolve(account)
      }
      const check = () => {
        const account = this.#account()
        if (done(account)) finish(account)
      }
      const unsubscribe = this.#keyway.subscribe(check)
      if (timeoutMs !== undefined) timer = setTimeout(() => finish(undefined), timeoutMs)
      check()
    })
  }

  #fail<E extends WalletError>(error: E): E {
    this.emit('error', error)
    return error
  }

  override async autoConnect(): Promise<void> {
    const restoring = (a: SolanaAccount) => a.status === 'reconnecting' || a.status === 'connecting'
    const account = await this.#until((a) => !restoring(a), this.#autoConnectTimeoutMs)
    if (account) this.#follow(account)
  }

  async connect(): Promise<void> {
    if (this.connected) return
    const current = this.#account()
    if (current.isConnected) return this.#follow(current)
    this.connecting = true
    try {
      openModal(this.#keyway, { namespace: 'solana' })
      const account = await this.#until(
        (a) => a.isConnected || (!this.#keyway.state.modal.open && a.status !== 'connecting'),
      )
      if (!account?.isConnected) {
        throw this.#fail(new WalletWindowClosedError('The Keyway modal was closed'))
      }
      this.#follow(account)
    } finally {
      this.connecting = false
    }
  }

  async disconnect(): Promise<void> {
    if (this.#account().isConnected) {
      try {
        await disconnect(this.#keyway, { namespace: 'solana' })
      } catch (error) {
        this.#fail(new WalletDisconnectionError((error as Error).message, error))
      }
    }
    if (!this.publicKey) return
    this.publicKey = null
    this.emit('disconnect')
  }

  /** The connected account and connector, or WalletNotConnectedError. */
  #signer(): { address: string; connectorId: string | undefined } {
    const account = this.#account()
    if (!account.isConnected || !account.address || !this.publicKey) {
      throw this.#fail(new WalletNotConnectedError())
    }
    return { address: account.address, connectorId: account.connectorId }
  }

  async signTransaction<T extends TransactionOrVersionedTransaction<SupportedTransactionVersions>>(
    transaction: T,
  ): Promise<T> {
    const signer = this.#signer()
    try {
      const versioned = isVersioned(transaction)
      const unsigned = versioned
        ? (transaction as VersionedTransaction).serialize()
        : (transaction as Transaction).serialize({
            requireAllSignatures: false,
            verifySignatures: false,
          })
      const signed = await this.#solana.signTransactionBytes({ ...signer, transaction: unsigned })
      return (versioned ? VersionedTransaction.deserialize(signed) : Transaction.from(signed)) as T
    } catch (error) {
      throw this.#fail(new WalletSignTransactionError((error as Error).message, error))
    }
  }

  async signMessage(message: Uint8Array): Promise<Uint8Array> {
    const signer = this.#signer()
    try {
      return await this.#solana.signMessageBytes({ ...signer, message })
    } catch (error) {
      throw this.#fail(new WalletSignMessageError((error as Error).message, error))
    }
  }
}
