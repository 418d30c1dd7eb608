/**
 * `createSolanaAdapter` — core's ChainAdapter for the solana namespace (DESIGN.md
 * "adapters"): Wallet Standard wallets and WalletConnect's solana namespace. Reads go to the
 * configured networks' RPC (rpc/solana-rpc.ts); with the client's frame host, the embedded
 * email wallet is listed too (connectors/embedded-wallet.ts, loaded on first use). Transfers
 * are built with lazily loaded
 * web3.js (transactions/build-transfer.ts). Every call maps failures to core's typed errors
 * (core's mapAdapterErrors), is bounded in time and takes an AbortSignal (core's withTimeout).
 */
import {
  type AdapterConnection,
  type ChainAdapter,
  type ChainDefinition,
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  formatUnits,
  parseUnits,
  type StorageLike,
} from '@keyway/core'
import {
  type AdapterTimeoutParameters,
  createAdapterEvents,
  type Eip6963Window,
  FRAME_CONNECT_TIMEOUT_MS,
  FRAME_LOAD_TIMEOUT_MS,
  mapAdapterErrors,
  resolveAdapterTimeouts,
  UnsupportedChainIdError,
  withTimeout,
} from '@keyway/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { createSolanaReads } from './actions/reads.js'
import { sendTransfer, type TransferSigner } from './actions/send-transfer.js'
import { signMessage } from './actions/sign-message.js'
import type { TokenMetadata } from './actions/token-balances.js'
import type {
  CreateEmbeddedWalletConnectorParameters,
  EmbeddedWalletConnector,
} from './connectors/embedded-wallet.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connectors/embedded-wallet-id.js'
import { connectWallet, disconnectWallet, onAccountsChange } from './connectors/wallet-standard.js'
import {
  createSolanaWalletConnect,
  type SolanaWalletConnectOptions,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/walletconnect.js'
import { createWalletStandardDiscovery, type WalletsRegistry } from './discovery/wallet-standard.js'
import { findSolanaNetwork, type SolanaNetwork, solanaNetworksOf } from './networks.js'

/** Where the network last used is kept: Wallet Standard wallets have no active network. */
export const SOLANA_NETWORK_STORAGE_KEY = 'keyway.solana.network'

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

export type SolanaAdapter = ChainAdapter & {
  /** Loads WalletConnect's provider ahead of need (e.g. when the modal opens). */
  preloadWalletConnect(): Promise<void>
  /** Stops discovery and event forwarding. */
  destroy(): void
}

type ConnectionRecord = {
  address: string
  /** The CAIP-2 reference of the network in use. */
  chainId: string
  signer: TransferSigner
  stopWatching: () => void
}

function browserWindow(): Eip6963Window | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Eip6963Window)
}

export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters): SolanaAdapter {
  const networks = solanaNetworksOf(parameters.networks)
  const [firstNetwork] = networks
  if (!firstNetwork) throw new ChainNotConfiguredError({ details: 'No solana network' })
  const { timers, requestTimeoutMs, walletTimeoutMs, reconnectTimeoutMs } =
    resolveAdapterTimeouts(parameters)
  const storage = parameters.storage
  const events = createAdapterEvents()
  const { emit } = events

  const connected = new Map<string, ConnectionRecord>()
  let lastConnectedId: string | undefined

  const reads = createSolanaReads({
    networks,
    fetch: parameters.fetch,
    requestTimeoutMs,
    timers,
    tokens: parameters.tokens,
  })

  const discovery = createWalletStandardDiscovery({
    wallets: parameters.wallets ?? getWallets(),
    window: parameters.window ?? browserWindow(),
  })
  const stopDiscovery = discovery.onChange(() =>
    emit('connectorsChanged', { connectors: adapter.getConnectors() }),
  )

  function endConnection(connectorId: string): boolean {
    const record = connected.get(connectorId)
    if (!record) return false
    record.stopWatching()
    connected.delete(connectorId)
    if (lastConnectedId === connectorId) lastConnectedId = connected.keys().next().value
    return true
  }

  const wcOptions = parameters.walletConnect
  const walletConnect =
    parameters.projectId && wcOptions
      ? createSolanaWalletConnect({
          projectId: parameters.projectId,
          options: wcOptions,
          networks,
          onDisplayUri: (uri) =>
            emit('displayUri', { connectorId: WALLET_CONNECT_CONNECTOR_ID, uri }),
          onSessionEnded: () => {
            if (endConnection(WALLET_CONNECT_CONNECTOR_ID)) {
              emit('disconnect', { connectorId: WALLET_CONNECT_CONNECTOR_ID })
            }
          },
          onAccountsChanged: ([address]) => accountChanged(WALLET_CONNECT_CONNECTOR_ID, address),
        })
      : undefined

  function accountChanged(connectorId: string, address: string | undefined): void {
    const record = connected.get(connectorId)
    if (!record || !address || record.address === address) return
    record.address = address
    emit('accountChanged', { connectorId, address, chainId: record.chainId })
  }

  /** The network a Wallet Standard connection uses: wanted, else last used, else the first. */
  function initialChain(wanted: string | number | undefined): string {
    const stored = storage?.getItem(SOLANA_NETWORK_STORAGE_KEY) ?? undefined
    const network =
      (wanted !== undefined ? findSolanaNetwork(networks, wanted) : undefined) ??
      (stored ? findSolanaNetwork(networks, stored) : undefined) ??
      firstNetwork
    return String(network?.id)
  }

  function remember(connectorId: string, record: ConnectionRecord): AdapterConnection {
    connected.get(connectorId)?.stopWatching()
    connected.set(connectorId, record)
    lastConnectedId = connectorId
    storage?.setItem(SOLANA_NETWORK_STORAGE_KEY, record.chainId)
    const provider = record.signer.kind === 'wallet-standard' ? record.signer.wallet : undefined
    return {
      connectorId,
      address: record.address,
      chainId: record.chainId,
      accounts: [{ address: record.address, type: 'eoa' }],
      ...(provider ? { provider } : {}),
    }
  }

  async function connectStandard(
    connectorId: string,
    wallet: Wallet,
    silent: boolean,
    wanted: string | number | undefined,
  ): Promise<AdapterConnection> {
    const [account] = await connectWallet(wallet, silent)
    if (!account) throw new ConnectorNotConnectedError({ details: connectorId })
    const stopWatching = onAccountsChange(wallet, (accounts) => {
      if (!connected.has(connectorId)) return
      const [next] = accounts
      if (next) return accountChanged(connectorId, next.address)
      endConnection(connectorId)
      emit('disconnect', { connectorId })
    })
    return remember(connectorId, {
      address: account.address,
      chainId: initialChain(wanted),
      signer: { kind: 'wallet-standard', wallet },
      stopWatching,
    })
  }

  async function connectWalletConnect(wanted: string | number | undefined, reconnect: boolean) {
    if (!walletConnect) {
      throw new ConnectorNotConnectedError({ details: 'WalletConnect is not configured' })
    }
    const ref = wanted === undefined ? undefined : String(findSolanaNetwork(networks, wanted)?.id)
    const { addresses, chainId, provider } = reconnect
      ? await walletConnect.reconnect(ref)
      : await walletConnect.connect(ref)
    const [address] = addresses
    if (!address) throw new ConnectorNotConnectedError({ details: WALLET_CONNECT_CONNECTOR_ID })
    const connection = remember(WALLET_CONNECT_CONNECTOR_ID, {
      address,
      chainId,
      signer: { kind: 'walletconnect', walletConnect },
      stopWatching: () => {},
    })
    return { ...connection, provider }
  }

  /** The embedded wallet's AUTH connector, once the client named a frame host (spec §4). */
  let embeddedWallet: EmbeddedWalletConnector | undefined
  /**
   * Its module loads only for a client with a frame host: an app without one (the default)
   * never downloads it, and first-load stays within its budget.
   */
  let embeddedWalletLoad: Promise<EmbeddedWalletConnector | undefined> | undefined
  let listEmbeddedWallet: (connector: EmbeddedWalletConnector) => void = () => undefined
  /**
   * Settles once the connector is listed. A page reconnects at once, while core may still be
   * loading the controller that calls setEmbeddedWallet: the reconnect waits for it (within
   * its own time limit).
   */
  const embeddedWalletListed = new Promise<EmbeddedWalletConnector>((resolve) => {
    listEmbeddedWallet = resolve
  })
  /** A destroyed adapter takes no frame client (it would never release it). */
  let destroyed = false

  /**
   * Connects the embedded wallet: the frame's signed-in user (after the OTP, or a session
   * the frame still has on reconnect, spec §4) and their Solana address from getUser.
   */
  async function connectEmbedded(
    wanted: string | number | undefined,
    reconnect: boolean,
    signal: AbortSignal | undefined,
  ): Promise<AdapterConnection> {
    const connector =
      embeddedWallet ??
      (await (embeddedWalletLoad ?? (reconnect ? embeddedWalletListed : undefined)))
    if (!connector) {
      throw new ConnectorNotConnectedError({ details: 'The embedded wallet has no frame host' })
    }
    const { client, provider } = await connector.loadRuntime()
    if (reconnect && !(await client.isConnected({ signal }))) {
      throw new ConnectorNotConnectedError({ details: 'The embedded wallet has no session' })
    }
    const chainId = initialChain(wanted)
    const network = findSolanaNetwork(networks, chainId)
    if (network && provider.chainId !== network.caipNetworkId) {
      await provider.switchNetwork(network.caipNetworkId, { signal })
    }
    const { publicKey } = await provider.connect({ signal })
    const onAccountChanged = (next: string | undefined) => {
      if (!connected.has(EMBEDDED_WALLET_CONNECTOR_ID)) return
      if (next) return accountChanged(EMBEDDED_WALLET_CONNECTOR_ID, next)
      // Signed out in the frame, from either namespace: this connection ends too (spec §4).
      endConnection(EMBEDDED_WALLET_CONNECTOR_ID)
      emit('disconnect', { connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    }
    provider.on('accountChanged', onAccountChanged)
    return remember(EMBEDDED_WALLET_CONNECTOR_ID, {
      address: publicKey,
      chainId,
      signer: { kind: 'embedded', provider },
      stopWatching: () => provider.removeListener('accountChanged', onAccountChanged),
    })
  }

  function active(connectorId: string | undefined): [string, ConnectionRecord] {
    const id = connectorId ?? lastConnectedId
    const record = id ? connected.get(id) : undefined
    if (!id || !record) {
      throw new ConnectorNotConnectedError({ details: id ?? 'No connector is connected' })
    }
    return [id, record]
  }

  function requireNetwork(network: Pick<ChainDefinition, 'id'>): SolanaNetwork {
    const found = findSolanaNetwork(networks, network.id)
    if (!found) throw new ChainNotConfiguredError({ details: `solana:${network.id}` })
    return found
  }

  const inWallet =
    (label: string, signal: AbortSignal | undefined) =>
    <T>(run: () => Promise<T>) =>
      withTimeout(run, { timeoutMs: walletTimeoutMs, label, signal, timers })

  const adapter: SolanaAdapter = {
    namespace: 'solana',

    getConnectors() {
      const list = discovery.list()
      if (walletConnect) {
        list.push({
          id: WALLET_CONNECT_CONNECTOR_ID,
          name: 'WalletConnect',
          chain: 'solana',
          type: 'WALLET_CONNECT',
        })
      }
      if (embeddedWallet) list.push(embeddedWallet.entity)
      return list
    },

    connect({ connectorId, chainId, signal }) {
      return mapAdapterErrors(() => {
        const run = inWallet(`wallet:${connectorId}:connect`, signal)
        if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
          return run(() => connectWalletConnect(chainId, false))
        }
        if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID) {
          return run(() => connectEmbedded(chainId, false, signal))
        }
        const found = discovery.find(connectorId)
        if (!found) throw new ConnectorNotConnectedError({ details: `Unknown ${connectorId}` })
        return run(() => connectStandard(found.connector.id, found.wallet, false, chainId))
      })
    },

    reconnect({ connectorId, chainId, signal }) {
      const label = `wallet:${connectorId}:reconnect`
      const options = { timeoutMs: reconnectTimeoutMs, label, signal, timers }
      if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
        return mapAdapterErrors(() =>
          withTimeout(() => connectWalletConnect(chainId, true), options),
        )
      }
      if (connectorId === EMBEDDED_WALLET_CONNECTOR_ID) {
        // The frame answers only once it has loaded (up to 20 s, spec §9) and asked
        // frame-host for the session: the embedded wallet gets that long, not less.
        const timeoutMs = Math.max(
          reconnectTimeoutMs,
          FRAME_LOAD_TIMEOUT_MS + FRAME_CONNECT_TIMEOUT_MS,
        )
        return mapAdapterErrors(() =>
          withTimeout(() => connectEmbedded(chainId, true, signal), { ...options, timeoutMs }),
        )
      }
      const available = discovery.whenAvailable(connectorId)
      return mapAdapterErrors(() =>
        withTimeout(
          async () => {
            const { wallet, connector } = await available.promise
            // spec §4: restore without prompting; a wallet that would prompt gives no account.
            return connectStandard(connector.id, wallet, true, chainId)
          },
          { ...options, onGiveUp: available.cancel },
        ),
      )
    },

    async disconnect(p = {}) {
      const ids = p.connectorId ? [p.connectorId] : [...connected.keys()]
      await mapAdapterErrors(async () => {
        for (const id of ids) {
          const record = connected.get(id)
          endConnection(id)
          if (!record) continue
          const { signer } = record
          const run =
            signer.kind === 'wallet-standard'
              ? () => disconnectWallet(signer.wallet)
              : signer.kind === 'embedded'
                ? // spec §4: signs out in the frame (at most 3 s) and clears the login cache.
                  () => embeddedWallet?.provider.signOut() ?? Promise.resolve()
                : () => signer.walletConnect.disconnect()
          await withTimeout(run, {
            timeoutMs: requestTimeoutMs,
            label: `wallet:${id}:disconnect`,
            timers,
          })
        }
      })
    },

    getAccounts({ connectorId, signal }) {
      return mapAdapterErrors(async () => {
        const record = connected.get(connectorId)
        if (!record) return []
        const { signer } = record
        const addresses =
          signer.kind === 'walletconnect'
            ? await withTimeout(() => signer.walletConnect.accounts(), {
                timeoutMs: requestTimeoutMs,
                label: `wallet:${connectorId}:accounts`,
                signal,
                timers,
              })
            : [record.address]
        return addresses.map((address) => ({ address, type: 'eoa' as const }))
      })
    },

    switchNetwork({ network, connectorId, signal }) {
      return mapAdapterErrors(async () => {
        const target = requireNetwork(network)
        const chainId = String(target.id)
        const [id, record] = active(connectorId)
        if (record.signer.kind === 'walletconnect') {
          const approved = await record.signer.walletConnect.approvedChains()
          if (!approved.includes(chainId)) {
            throw new UnsupportedChainIdError({ details: `${target.caipNetworkId} not in session` })
          }
        }
        const { signer } = record
        // The frame signs on the network its Solana requests name.
        if (signer.kind === 'embedded' && signer.provider.chainId !== target.caipNetworkId) {
          await withTimeout(() => signer.provider.switchNetwork(target.caipNetworkId, { signal }), {
            timeoutMs: requestTimeoutMs,
            label: `wallet:${id}:switchNetwork`,
            signal,
            timers,
          })
        }
        storage?.setItem(SOLANA_NETWORK_STORAGE_KEY, chainId)
        if (record.chainId === chainId) return
        record.chainId = chainId
        emit('chainChanged', { connectorId: id, chainId })
      })
    },

    // spec §5: on an unsupported network these answer empty defaults (actions/reads.ts).
    getBalance: (p) => mapAdapterErrors(() => reads.getBalance(p)),
    getTokenBalances: (p) => mapAdapterErrors(() => reads.getTokenBalances(p)),
    estimateGas: (p) => mapAdapterErrors(() => reads.estimateFee(p)),
    estimateTransferFee: (p) => mapAdapterErrors(() => reads.estimateTransferFee(p)),

    signMessage({ message, address, connectorId, signal }) {
      return mapAdapterErrors(() => {
        const [id, record] = active(connectorId)
        return signMessage({
          signer: record.signer,
          message,
          address,
          chainId: record.chainId,
          inWallet: inWallet(`wallet:${id}:sign`, signal),
          signal,
        })
      })
    },

    sendTransaction(p) {
      return mapAdapterErrors(async () => {
        const [id, record] = active(p.connectorId)
        const network = requireNetwork(p.network)
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
      })
    },

    parseUnits: (value, decimals) => parseUnits(value, decimals),
    formatUnits: (value, decimals) => formatUnits(value, decimals),

    on: events.on,

    async preloadWalletConnect() {
      await walletConnect?.getProvider()
    },

    setEmbeddedWallet(config) {
      if (embeddedWalletLoad || destroyed) return
      embeddedWalletLoad = import('./connectors/embedded-wallet.js').then(
        ({ createEmbeddedWalletConnector }) => {
          if (destroyed) return undefined
          embeddedWallet = createEmbeddedWalletConnector({
            config,
            caipNetworkId: firstNetwork.caipNetworkId,
            createFrameClient: parameters.embeddedWallet?.createFrameClient,
          })
          emit('connectorsChanged', { connectors: adapter.getConnectors() })
          listEmbeddedWallet(embeddedWallet)
          return embeddedWallet
        },
      )
    },

    destroy() {
      destroyed = true
      stopDiscovery()
      discovery.stop()
      for (const record of connected.values()) record.stopWatching()
      embeddedWallet?.destroy()
      events.clear()
    },
  }
  return adapter
}
