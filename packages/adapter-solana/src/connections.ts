/**
 * The adapter's connections, one per connector: Wallet Standard wallets, wallet-adapter
 * adapters, WalletConnect's solana namespace and the embedded wallet. Each connection
 * remembers its address, the network in use (Wallet Standard wallets have none of their own,
 * so the one last used is kept in storage) and how it signs; the wallets' own account
 * changes and disconnects become the adapter's events.
 */
import {
  type AdapterConnection,
  type ChainDefinition,
  ChainNotConfiguredError,
  ConnectorNotConnectedError,
  type StorageLike,
  toCaipNetworkId,
  UnsupportedChainIdError,
} from '@keyway/core'
import { type AdapterKit, type AdapterTimers, withTimeout } from '@keyway/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import type { TransferSigner } from './actions/signer.js'
import type { EmbeddedWalletConnector } from './connectors/embedded-wallet.js'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connectors/embedded-wallet-id.js'
import {
  connectWalletAdapter,
  disconnectWalletAdapter,
  onWalletAdapterChange,
  type SolanaWalletAdapter,
} from './connectors/wallet-adapter.js'
import { connectWallet, disconnectWallet, onAccountsChange } from './connectors/wallet-standard.js'
import {
  type SolanaWalletConnect,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/walletconnect.js'
import { findSolanaNetwork, type SolanaNetwork } from './networks.js'

/** Where the network last used is kept: Wallet Standard wallets have no active network. */
export const SOLANA_NETWORK_STORAGE_KEY = 'keyway.solana.network'

export type ConnectionRecord = {
  address: string
  /** The CAIP-2 reference of the network in use. */
  chainId: string
  signer: TransferSigner
  stopWatching: () => void
}

export type CreateSolanaConnectionsParameters = {
  networks: readonly [SolanaNetwork, ...SolanaNetwork[]]
  storage: StorageLike | undefined
  kit: AdapterKit<EmbeddedWalletConnector>
  /** WalletConnect, when configured (made after the connections, which it reports to). */
  walletConnect: () => SolanaWalletConnect | undefined
  timers: AdapterTimers
  requestTimeoutMs: number
}

export type SolanaConnections = ReturnType<typeof createSolanaConnections>

export function createSolanaConnections(parameters: CreateSolanaConnectionsParameters) {
  const { networks, storage, kit, timers, requestTimeoutMs } = parameters
  const { emit } = kit
  const [firstNetwork] = networks
  const connected = new Map<string, ConnectionRecord>()
  let lastConnectedId: string | undefined

  function end(connectorId: string): boolean {
    const record = connected.get(connectorId)
    if (!record) return false
    record.stopWatching()
    connected.delete(connectorId)
    if (lastConnectedId === connectorId) lastConnectedId = connected.keys().next().value
    return true
  }

  /** The wallet ended the connection: it ends here too, and core hears of it. */
  function ended(connectorId: string): void {
    if (!end(connectorId)) return
    emit('disconnect', { connectorId })
  }

  function accountChanged(connectorId: string, address: string | undefined): void {
    const record = connected.get(connectorId)
    if (!record || !address || record.address === address) return
    record.address = address
    emit('accountChanged', { connectorId, address, chainId: record.chainId })
  }

  /** The network a connection uses: wanted, else last used, else the first. */
  function initialChain(wanted: string | number | undefined): string {
    const stored = storage?.getItem(SOLANA_NETWORK_STORAGE_KEY) ?? undefined
    const network =
      (wanted !== undefined ? findSolanaNetwork(networks, wanted) : undefined) ??
      (stored ? findSolanaNetwork(networks, stored) : undefined) ??
      firstNetwork
    return String(network.id)
  }

  function remember(connectorId: string, record: ConnectionRecord): AdapterConnection {
    connected.get(connectorId)?.stopWatching()
    connected.set(connectorId, record)
    lastConnectedId = connectorId
    storage?.setItem(SOLANA_NETWORK_STORAGE_KEY, record.chainId)
    const { signer } = record
    const provider =
      signer.kind === 'wallet-standard'
        ? signer.wallet
        : signer.kind === 'wallet-adapter'
          ? signer.adapter
          : undefined
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
      ended(connectorId)
    })
    return remember(connectorId, {
      address: account.address,
      chainId: initialChain(wanted),
      signer: { kind: 'wallet-standard', wallet },
      stopWatching,
    })
  }

  /** Connects a wallet adapter (autoConnect when `silent`, on page load). */
  async function connectAdapter(
    connectorId: string,
    adapter: SolanaWalletAdapter,
    silent: boolean,
    wanted: string | number | undefined,
  ): Promise<AdapterConnection> {
    const address = await connectWalletAdapter(adapter, silent)
    const stopWatching = onWalletAdapterChange(adapter, (next) => {
      if (!connected.has(connectorId)) return
      if (next) return accountChanged(connectorId, next)
      ended(connectorId)
    })
    return remember(connectorId, {
      address,
      chainId: initialChain(wanted),
      signer: { kind: 'wallet-adapter', adapter },
      stopWatching,
    })
  }

  async function connectWalletConnect(wanted: string | number | undefined, reconnect: boolean) {
    const walletConnect = parameters.walletConnect()
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

  /**
   * Connects the embedded wallet: the frame's signed-in user (after the OTP, or a session
   * the frame still has on reconnect, docs/embedded-wallet.md#loading-the-frame) and their Solana address from getUser.
   */
  async function connectEmbedded(
    wanted: string | number | undefined,
    reconnect: boolean,
    signal: AbortSignal | undefined,
  ): Promise<AdapterConnection> {
    const { current, loading, listed } = kit.embeddedWallet
    const connector = current ?? (await (loading ?? (reconnect ? listed : undefined)))
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
      // Signed out in the frame, from either namespace: this connection ends too (docs/embedded-wallet.md#loading-the-frame).
      ended(EMBEDDED_WALLET_CONNECTOR_ID)
    }
    provider.on('accountChanged', onAccountChanged)
    return remember(EMBEDDED_WALLET_CONNECTOR_ID, {
      address: publicKey,
      chainId,
      signer: { kind: 'embedded', provider },
      stopWatching: () => provider.removeListener('accountChanged', onAccountChanged),
    })
  }

  /** The connection named, else the last one made; throws when there is none. */
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
    if (!found) {
      throw new ChainNotConfiguredError({ details: toCaipNetworkId('solana', network.id) })
    }
    return found
  }

  /** Ends the connector's connection (every one without a connector) in the wallet too. */
  async function disconnect(connectorId: string | undefined): Promise<void> {
    const ids = connectorId ? [connectorId] : [...connected.keys()]
    for (const id of ids) {
      const record = connected.get(id)
      end(id)
      if (!record) continue
      const { signer } = record
      const run = () => {
        switch (signer.kind) {
          case 'wallet-standard':
            return disconnectWallet(signer.wallet)
          case 'wallet-adapter':
            return disconnectWalletAdapter(signer.adapter)
          case 'embedded':
            // Signs out in the frame (at most 3 s) and clears the login cache.
            return kit.embeddedWallet.current?.provider.signOut() ?? Promise.resolve()
          case 'walletconnect':
            return signer.walletConnect.disconnect()
        }
      }
      await withTimeout(run, {
        timeoutMs: requestTimeoutMs,
        label: `wallet:${id}:disconnect`,
        timers,
      })
    }
  }

  async function accounts(connectorId: string, signal: AbortSignal | undefined) {
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
  }

  async function switchNetwork(
    network: Pick<ChainDefinition, 'id'>,
    connectorId: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const target = requireNetwork(network)
    const chainId = String(target.id)
    const [id, record] = active(connectorId)
    const { signer } = record
    if (signer.kind === 'walletconnect') {
      const approved = await signer.walletConnect.approvedChains()
      if (!approved.includes(chainId)) {
        throw new UnsupportedChainIdError({ details: `${target.caipNetworkId} not in session` })
      }
    }
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
  }

  return {
    connectStandard,
    connectAdapter,
    connectWalletConnect,
    connectEmbedded,
    active,
    requireNetwork,
    ended,
    accountChanged,
    disconnect,
    accounts,
    switchNetwork,
    /** Stops watching every wallet (the adapter is destroyed). */
    stop() {
      for (const record of connected.values()) record.stopWatching()
    },
  }
}
