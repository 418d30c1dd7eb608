/**
 * `createSolanaAdapter` — core's ChainAdapter for the solana namespace (docs/architecture.md
 * "adapters"): Wallet Standard wallets, wallet-adapter adapters
 * (connectors/wallet-adapter.ts) and WalletConnect's solana namespace. Reads go to the
 * configured networks' RPC (rpc/solana-rpc.ts); with the client's frame host, the embedded
 * email wallet is listed too (connectors/embedded-wallet.ts, loaded on first use). The
 * connections themselves live in connections.ts; transfers are built with lazily loaded
 * web3.js (transactions/build-transfer.ts). Core's adapter kit (defineChainAdapter) owns the
 * events, the destroyed flag, the lazily loaded embedded wallet and the mapping of failures
 * to core's typed errors; every call is bounded in time and takes an AbortSignal (core's
 * withTimeout).
 */
import {
  type ChainDefinition,
  ChainNotConfiguredError,
  type Connector,
  ConnectorNotConnectedError,
  type StorageLike,
} from '@keyway/core'
import {
  type AdapterKit,
  type AdapterTimeoutParameters,
  type ChainOperations,
  type DefinedChainAdapter,
  defineChainAdapter,
  type Eip6963Window,
  embeddedWalletReconnectTimeoutMs,
  resolveAdapterTimeouts,
  toAdapterError,
  whenAvailable,
  withTimeout,
} from '@keyway/core/adapter'
import { getWallets } from '@wallet-standard/app'
import { createSolanaReads } from './actions/reads.js'
import { sendTransfer } from './actions/send-transfer.js'
import { signMessageBytes, signTransactionBytes } from './actions/sign-bytes.js'
import { signMessage } from './actions/sign-message.js'
import type { TokenMetadata } from './actions/token-balances.js'
import { createSolanaConnections } from './connections.js'
import type {
  CreateEmbeddedWalletConnectorParameters,
  EmbeddedWalletConnector,
} from './connectors/embedded-wallet.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connectors/embedded-wallet-id.js'
import {
  createWalletAdapterDiscovery,
  type SolanaWalletAdapter,
} from './connectors/wallet-adapter.js'
import {
  createSolanaWalletConnect,
  type SolanaWalletConnectOptions,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/walletconnect.js'
import { createWalletStandardDiscovery, type WalletsRegistry } from './discovery/wallet-standard.js'
import { solanaNetworksOf } from './networks.js'

export type CreateSolanaAdapterParameters = AdapterTimeoutParameters & {
  /** The dapp's networks; only the solana ones are used. */
  networks: readonly ChainDefinition[]
  /** Enables WalletConnect (with `walletConnect.metadata`). */
  projectId?: string | undefined
  walletConnect?: SolanaWalletConnectOptions | undefined
  /** Keeps the network last used across page loads; in memory when absent. */
  storage?: StorageLike | undefined
  /** Where EIP-6963 announcements are heard (a dual wallet's rdns); default the global one. */
  window?: Eip6963Window | undefined
  /** The Wallet Standard registry; default `getWallets()` of @wallet-standard/app. */
  wallets?: WalletsRegistry | undefined
  /**
   * Wallets without the Wallet Standard, as Solana wallet-adapter adapters (instances of
   * @solana/wallet-adapter-base's `BaseWalletAdapter`). Listed beside the Standard wallets
   * while Installed or Loadable; one a Standard wallet of the same name covers is left out.
   */
  walletAdapters?: readonly SolanaWalletAdapter[] | undefined
  /** Names and symbols of known SPL mints, for token balances. */
  tokens?: Readonly<Record<string, TokenMetadata>> | undefined
  fetch?: typeof fetch | undefined
  /**
   * The embedded wallet's frame client (tests). The connector itself appears when the
   * Keyway client has `endpoints.frameHost` (core calls `setEmbeddedWallet`).
   */
  embeddedWallet?:
    | { createFrameClient?: CreateEmbeddedWalletConnectorParameters['createFrameClient'] }
    | undefined
}

/** What signs bytes: the connection of `connectorId`, else the last one made. */
export type SignBytesParameters = {
  /** The connected account that signs. */
  address: string
  connectorId?: string | undefined
  signal?: AbortSignal | undefined
}

export type SolanaAdapter = DefinedChainAdapter<{
  /** Loads WalletConnect's provider ahead of need (e.g. when the modal opens). */
  preloadWalletConnect(): Promise<void>
  /** Signs a message's bytes with the connected wallet; answers the signature (64 bytes). */
  signMessageBytes(parameters: SignBytesParameters & { message: Uint8Array }): Promise<Uint8Array>
  /**
   * Signs a serialized transaction (wire format, legacy or v0) with the connected wallet;
   * answers it with the account's signature in place. Nothing is sent.
   */
  signTransactionBytes(
    parameters: SignBytesParameters & { transaction: Uint8Array },
  ): Promise<Uint8Array>
}>

const WALLET_CONNECT_ENTITY: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  chain: 'solana',
  type: 'WALLET_CONNECT',
}

/** Runs `run`, its failure as core's typed error (extensions are not mapped by the kit). */
async function mapAdapterErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toAdapterError(error)
  }
}

function browserWindow(): Eip6963Window | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Eip6963Window)
}

export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters): SolanaAdapter {
  const [firstNetwork, ...otherNetworks] = solanaNetworksOf(parameters.networks)
  if (!firstNetwork) throw new ChainNotConfiguredError({ details: 'No solana network' })
  const networks = [firstNetwork, ...otherNetworks] as const
  const { timers, requestTimeoutMs, walletTimeoutMs, reconnectTimeoutMs } =
    resolveAdapterTimeouts(parameters)

  return defineChainAdapter({ namespace: 'solana' }, (kit: AdapterKit<EmbeddedWalletConnector>) => {
    const reads = createSolanaReads({
      networks,
      fetch: parameters.fetch,
      requestTimeoutMs,
      timers,
      tokens: parameters.tokens,
    })
    const connections = createSolanaConnections({
      networks,
      storage: parameters.storage,
      kit,
      walletConnect: () => walletConnect,
      timers,
      requestTimeoutMs,
    })
    const wcOptions = parameters.walletConnect
    const walletConnect =
      parameters.projectId && wcOptions
        ? createSolanaWalletConnect({
            projectId: parameters.projectId,
            options: wcOptions,
            networks,
            onDisplayUri: (uri) =>
              kit.emit('displayUri', { connectorId: WALLET_CONNECT_CONNECTOR_ID, uri }),
            onSessionEnded: () => connections.ended(WALLET_CONNECT_CONNECTOR_ID),
            onAccountsChanged: ([address]) =>
              connections.accountChanged(WALLET_CONNECT_CONNECTOR_ID, address),
          })
        : undefined

    const discovery = createWalletStandardDiscovery({
      wallets: parameters.wallets ?? getWallets(),
      window: parameters.window ?? browserWindow(),
    })
    const adapters = createWalletAdapterDiscovery({
      adapters: parameters.walletAdapters ?? [],
      standardNames: () => new Set(discovery.list().map((c) => c.name)),
    })
    const connectorsChanged = () => kit.emit('connectorsChanged', { connectors: getConnectors() })
    const stopDiscovery = discovery.onChange(connectorsChanged)
    const stopAdapters = adapters.onChange(connectorsChanged)
    function getConnectors(): Connector[] {
      const list = [...discovery.list(), ...adapters.list()]
      if (walletConnect) list.push(WALLET_CONNECT_ENTITY)
      const embedded = kit.embeddedWallet.current
      if (embedded) list.push(embedded.entity)
      return list
    }

    const inWallet =
      (label: string, signal: AbortSignal | undefined) =>
      <T>(run: () => Promise<T>) =>
        withTimeout(run, { timeoutMs: walletTimeoutMs, label, signal, timers })

    /** The connection that signs bytes, and how its prompt is bounded. */
    function signing(p: SignBytesParameters, what: string) {
      const [id, record] = connections.active(p.connectorId)
      return {
        signer: record.signer,
        address: p.address,
        chainId: record.chainId,
        network: connections.requireNetwork({ id: record.chainId }),
        inWallet: inWallet(`wallet:${id}:${what}`, p.signal),
        signal: p.signal,
      }
    }

    const operations: ChainOperations = {
      getConnectors,

      connect({ connectorId, chainId, signal }) {
        const run = inWallet(`wallet:${connectorId}:connect`, signal)
        if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
          return run(() => connections.connectWalletConnect(chainId, false))
        }
        if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID) {
          return run(() => connections.connectEmbedded(chainId, false, signal))
        }
        const found = discovery.find(connectorId)
        if (found) {
          const { connector, wallet } = found
          return run(() => connections.connectStandard(connector.id, wallet, false, chainId))
        }
        const adapter = adapters.find(connectorId)?.adapter
        if (!adapter) throw new ConnectorNotConnectedError({ details: `Unknown ${connectorId}` })
        return run(() => connections.connectAdapter(connectorId, adapter, false, chainId))
      },

      reconnect({ connectorId, chainId, signal }) {
        const label = `wallet:${connectorId}:reconnect`
        const options = { timeoutMs: reconnectTimeoutMs, label, signal, timers }
        if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
          return withTimeout(() => connections.connectWalletConnect(chainId, true), options)
        }
        if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID) {
          const timeoutMs = embeddedWalletReconnectTimeoutMs(reconnectTimeoutMs)
          const run = () => connections.connectEmbedded(chainId, true, signal)
          return withTimeout(run, { ...options, timeoutMs })
        }
        // A Standard wallet registers, or a wallet adapter turns ready, a moment after load.
        const available = whenAvailable(
          () => discovery.find(connectorId) ?? adapters.find(connectorId),
          (listener) => {
            const offs = [discovery.onChange(listener), adapters.onChange(listener)]
            return () => {
              for (const off of offs) off()
            }
          },
        )
        return withTimeout(
          async () => {
            const found = await available.promise
            if ('adapter' in found) {
              // Its autoConnect, as wallet-adapter-react's on page load.
              return connections.connectAdapter(connectorId, found.adapter, true, chainId)
            }
            // Restore without prompting; a wallet that would prompt gives no account.
            return connections.connectStandard(found.connector.id, found.wallet, true, chainId)
          },
          { ...options, onGiveUp: available.cancel },
        )
      },

      disconnect: (p = {}) => connections.disconnect(p.connectorId),
      getAccounts: (p) => connections.accounts(p.connectorId, p.signal),
      switchNetwork: (p) => connections.switchNetwork(p.network, p.connectorId, p.signal),

      // docs/validation.md#networks: on an unsupported network these answer empty defaults (actions/reads.ts).
      getBalance: (p) => reads.getBalance(p),
      getTokenBalances: (p) => reads.getTokenBalances(p),
      estimateGas: (p) => reads.estimateFee(p),
      estimateTransferFee: (p) => reads.estimateTransferFee(p),

      signMessage({ message, address, connectorId, signal }) {
        const [id, record] = connections.active(connectorId)
        return signMessage({
          signer: record.signer,
          message,
          address,
          chainId: record.chainId,
          inWallet: inWallet(`wallet:${id}:sign`, signal),
          signal,
        })
      },

      async sendTransaction(p) {
        const [id, record] = connections.active(p.connectorId)
        const network = connections.requireNetwork(p.network)
        return sendTransfer({
          signer: record.signer,
          rpc: reads.rpcFor(network),
          network,
          from: p.address,
          to: p.to,
          amount: p.value,
          mint: p.tokenAddress,
          signal: p.signal,
          inWallet: inWallet(`wallet:${id}:send`, p.signal),
        })
      },
    }

    return {
      operations,
      extensions: {
        async preloadWalletConnect() {
          await walletConnect?.getProvider()
        },
        signMessageBytes: ({ message, ...p }) =>
          mapAdapterErrors(() => signMessageBytes({ ...signing(p, 'signMessage'), message })),
        signTransactionBytes: ({ transaction, ...p }) =>
          mapAdapterErrors(() =>
            signTransactionBytes({ ...signing(p, 'signTransaction'), transaction }),
          ),
      },
      // Its module loads only for a client with a frame host (docs/embedded-wallet.md#loading-the-frame): an app without one
      // (the default) never downloads it, and first-load stays within its budget. Listed,
      // it shows in getConnectors (the kit tells core with connectorsChanged).
      embeddedWallet: {
        importConnector: () => import('./connectors/embedded-wallet.js'),
        createConnector: ({ createEmbeddedWalletConnector }, config) =>
          createEmbeddedWalletConnector({
            config,
            caipNetworkId: firstNetwork.caipNetworkId,
            createFrameClient: parameters.embeddedWallet?.createFrameClient,
          }),
      },
      destroy() {
        stopDiscovery()
        stopAdapters()
        discovery.stop()
        adapters.stop()
        connections.stop()
      },
    }
  })
}
