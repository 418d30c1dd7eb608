/**
 * Wallets that speak Solana's wallet adapter (`BaseWalletAdapter` instances of
 * @solana/wallet-adapter-base, such as a wallet's own adapter class) rather than the
 * Wallet Standard. The package is a type here only (an optional peer dependency): its
 * enums are compared by value, so a dapp without wallet adapters loads none of its code.
 *
 * Listing: an adapter whose `readyState` is Installed or Loadable is listed as installed
 * (type ANNOUNCED); NotDetected and Unsupported ones are not listed, and show once their
 * `readyStateChange` says they are ready. One whose name a Standard wallet already has is
 * left out (the Standard wallet is the same wallet). The connector id is the adapter's name.
 *
 * Calls: connect, autoConnect (page-load reconnect), disconnect, and the adapter's own
 * events: `connect` with another key is an account change, `disconnect` ends the
 * connection. Signing uses `signMessage` / `signTransaction`; the transaction objects the
 * adapter takes are made with @solana/web3.js, loaded with `import()` on first use.
 */
import type { Connector } from '@keyway/core'
import { ConnectorAccountNotFoundError, UnsupportedProviderMethodError } from '@keyway/core'
import type {
  MessageSignerWalletAdapterProps,
  SignerWalletAdapterProps,
  WalletAdapter,
  WalletReadyState,
} from '@solana/wallet-adapter-base'
import type { PublicKey } from '@solana/web3.js'

/** A wallet adapter as this package uses it (any `BaseWalletAdapter` fits). */
export type SolanaWalletAdapter = WalletAdapter &
  Partial<Pick<SignerWalletAdapterProps, 'signTransaction'>> &
  Partial<Pick<MessageSignerWalletAdapterProps, 'signMessage'>>

const READY: ReadonlySet<WalletReadyState> = new Set([
  'Installed' as WalletReadyState,
  'Loadable' as WalletReadyState,
])

export function isReady(adapter: SolanaWalletAdapter): boolean {
  return READY.has(adapter.readyState)
}

export type DiscoveredWalletAdapter = { adapter: SolanaWalletAdapter; connector: Connector }

export type WalletAdapterDiscovery = ReturnType<typeof createWalletAdapterDiscovery>

export function createWalletAdapterDiscovery(parameters: {
  adapters: readonly SolanaWalletAdapter[]
  /** Names of the Standard wallets listed now (an adapter with one of them is left out). */
  standardNames: () => ReadonlySet<string>
}) {
  const listeners = new Set<() => void>()
  const onChange = (listener: () => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }
  const changed = () => {
    for (const listener of [...listeners]) listener()
  }
  const offs = parameters.adapters.map((adapter) => {
    adapter.on('readyStateChange', changed)
    return () => adapter.off('readyStateChange', changed)
  })

  function toConnector(adapter: SolanaWalletAdapter): Connector {
    return {
      id: adapter.name,
      name: adapter.name,
      chain: 'solana',
      type: 'ANNOUNCED',
      imageUrl: adapter.icon,
      provider: adapter,
    }
  }

  function all(): DiscoveredWalletAdapter[] {
    const standard = parameters.standardNames()
    const seen = new Set<string>()
    const found: DiscoveredWalletAdapter[] = []
    for (const adapter of parameters.adapters) {
      if (!isReady(adapter) || standard.has(adapter.name) || seen.has(adapter.name)) continue
      seen.add(adapter.name)
      found.push({ adapter, connector: toConnector(adapter) })
    }
    return found
  }

  const find = (id: string) => all().find((d) => d.connector.id === id)

  return {
    list: (): Connector[] => all().map((d) => d.connector),
    find,
    onChange,
    stop(): void {
      for (const off of offs) off()
      listeners.clear()
    },
  }
}

/**
 * A wallet adapter's failure as the wallet gave it: wallet-adapter wraps the wallet's own
 * error (with its JSON-RPC code, 4001 for a refusal) in `error`; a closed wallet window
 * is a refusal too.
 */
export function unwrapWalletError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error
  const name: unknown = Reflect.get(error, 'name')
  if (name === 'WalletWindowClosedError') {
    return Object.assign(new Error('The wallet window was closed'), { code: 4001 })
  }
  const inner: unknown = Reflect.get(error, 'error')
  if (typeof inner === 'object' && inner !== null && 'code' in inner) return inner
  return error
}

async function inWallet<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw unwrapWalletError(error)
  }
}

function requireKey(adapter: SolanaWalletAdapter): PublicKey {
  const { publicKey } = adapter
  if (!publicKey) {
    throw new ConnectorAccountNotFoundError({ details: `${adapter.name}: no public key` })
  }
  return publicKey
}

/** Connects (autoConnect when `silent`, as wallet-adapter-react does on page load). */
export async function connectWalletAdapter(
  adapter: SolanaWalletAdapter,
  silent: boolean,
): Promise<string> {
  if (!adapter.connected) {
    await inWallet(() => (silent ? adapter.autoConnect() : adapter.connect()))
  }
  return requireKey(adapter).toBase58()
}

export async function disconnectWalletAdapter(adapter: SolanaWalletAdapter): Promise<void> {
  await inWallet(() => adapter.disconnect())
}

/** Calls `listener` with the new address on an account change, undefined on a disconnect. */
export function onWalletAdapterChange(
  adapter: SolanaWalletAdapter,
  listener: (address: string | undefined) => void,
): () => void {
  const onConnect = (publicKey: PublicKey) => listener(publicKey.toBase58())
  const onDisconnect = () => listener(undefined)
  adapter.on('connect', onConnect)
  adapter.on('disconnect', onDisconnect)
  return () => {
    adapter.off('connect', onConnect)
    adapter.off('disconnect', onDisconnect)
  }
}

/** The adapter signs for its own key only. */
export function requireWalletAdapterAccount(adapter: SolanaWalletAdapter, address: string): void {
  if (adapter.publicKey?.toBase58() !== address) {
    throw new ConnectorAccountNotFoundError({ details: `${adapter.name}: ${address}` })
  }
}

export async function signMessageWithAdapter(
  adapter: SolanaWalletAdapter,
  message: Uint8Array,
): Promise<Uint8Array> {
  const { signMessage } = adapter
  if (!signMessage) throw new UnsupportedProviderMethodError({ details: 'signMessage' })
  return inWallet(() => signMessage.call(adapter, message))
}

/**
 * Signs a serialized transaction (wire format, legacy or versioned): the adapter takes a
 * web3.js transaction object, so the bytes go through web3.js both ways. A legacy message
 * goes as a `Transaction`, which every adapter takes; a versioned one only to an adapter
 * whose `supportedTransactionVersions` lists its version.
 */
export async function signTransactionWithAdapter(
  adapter: SolanaWalletAdapter,
  transaction: Uint8Array,
): Promise<Uint8Array> {
  const { signTransaction } = adapter
  if (!signTransaction) throw new UnsupportedProviderMethodError({ details: 'signTransaction' })
  const { Transaction, VersionedTransaction } = await import('@solana/web3.js')
  const versioned = VersionedTransaction.deserialize(transaction)
  if (versioned.version === 'legacy') {
    const signed = await inWallet(() =>
      signTransaction.call(adapter, Transaction.from(transaction)),
    )
    return signed.serialize({ requireAllSignatures: false, verifySignatures: false })
  }
  if (!adapter.supportedTransactionVersions?.has(versioned.version)) {
    throw new UnsupportedProviderMethodError({
      details: `${adapter.name} does not take version ${versioned.version} transactions`,
    })
  }
  const signed = await inWallet(() => signTransaction.call(adapter, versioned))
  return signed.serialize()
}

/**
 * Has an adapter without `signTransaction` sign and send a legacy transaction itself,
 * through a web3.js `Connection` to the network's RPC.
 */
export async function sendWithAdapter(
  adapter: SolanaWalletAdapter,
  transaction: Uint8Array,
  rpcUrl: string,
): Promise<string> {
  const { Connection, Transaction } = await import('@solana/web3.js')
  const connection = new Connection(rpcUrl, 'confirmed')
  return inWallet(() => adapter.sendTransaction(Transaction.from(transaction), connection))
}
