/**
 * The adapter's connections, one per connector: Wallet Standard wallets and sats-connect
 * providers. A connection holds the account's `payment` and `ordinals` addresses (payment
 * is the active one), the network in use and how to reach the wallet; the wallet's own
 * account, network and disconnect events become the adapter's events. Bitcoin addresses
 * belong to one network, so a network switch also changes the addresses.
 */
import {
  type Account,
  type AdapterConnection,
  type ChainDefinition,
  ChainNotConfiguredError,
  ConnectorAccountNotFoundError,
  ConnectorNotConnectedError,
  type StorageLike,
  SwitchChainError,
  toCaipNetworkId,
  UnsupportedChainIdError,
  UnsupportedProviderMethodError,
} from '@keyway/core'
import type { AdapterKit, AdapterTimers } from '@keyway/core/adapter'
import { withTimeout } from '@keyway/core/adapter'
import type { Wallet } from '@wallet-standard/base'
import { type BitcoinAddress, fromSatsConnect, fromStandard, toAccounts } from './addresses.js'
import type { SatsConnectClient } from './connectors/sats-connect.js'
import {
  connectWallet,
  disconnectWallet,
  onAccountsChange,
  purposedAccounts,
} from './connectors/wallet-standard.js'
import {
  type BitcoinNetwork,
  findBitcoinNetwork,
  networkOfSatsConnectName,
  satsConnectNetworkOf,
  walletStandardChainOf,
} from './networks.js'
import {
  type BitcoinWalletConnect,
  WALLET_CONNECT_CONNECTOR_ID,
} from './walletconnect/walletconnect.js'

/** Where the network last used is kept: Wallet Standard wallets have no active network. */
export const BITCOIN_NETWORK_STORAGE_KEY = 'keyway.bip122.network'

export type BitcoinSigner =
  | { kind: 'wallet-standard'; wallet: Wallet }
  | { kind: 'sats-connect'; client: SatsConnectClient }
  | { kind: 'walletconnect'; walletConnect: BitcoinWalletConnect }

export type ConnectionRecord = {
  /** payment first, then ordinals. */
  addresses: BitcoinAddress[]
  /** The CAIP-2 reference of the network in use. */
  chainId: string
  signer: BitcoinSigner
  stopWatching: () => void
}

export type CreateBitcoinConnectionsParameters = {
  networks: readonly [BitcoinNetwork, ...BitcoinNetwork[]]
  storage: StorageLike | undefined
  kit: AdapterKit
  /** WalletConnect, when configured (made after the connections, which it reports to). */
  walletConnect: () => BitcoinWalletConnect | undefined
  timers: AdapterTimers
  requestTimeoutMs: number
}

export type BitcoinConnections = ReturnType<typeof createBitcoinConnections>

export function createBitcoinConnections(parameters: CreateBitcoinConnectionsParameters) {
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
    if (end(connectorId)) emit('disconnect', { connectorId })
  }

  /** New addresses (and maybe network) for a connection; core hears of what changed. */
  function update(connectorId: string, addresses: BitcoinAddress[], chainId?: string): void {
    const record = connected.get(connectorId)
    const [payment] = addresses
    if (!record) return
    if (!payment) {
      ended(connectorId)
      return
    }
    const previous = record.addresses.map((a) => a.address).join()
    const chainChanged = chainId !== undefined && chainId !== record.chainId
    const paymentChanged = payment.address !== record.addresses[0]?.address
    record.addresses = addresses
    if (chainChanged) {
      record.chainId = chainId
      storage?.setItem(BITCOIN_NETWORK_STORAGE_KEY, chainId)
      emit('chainChanged', { connectorId, chainId })
    }
    if (paymentChanged) {
      emit('accountChanged', { connectorId, address: payment.address, chainId: record.chainId })
    } else if (addresses.map((a) => a.address).join() !== previous) {
      // Only the ordinals address came, went or changed: core takes the whole account list
      // from a repeated connect, which keeps the namespace and address in use.
      emit('connect', { ...connectionOf(connectorId, record), restored: true })
    }
  }

  /** The network a connection starts on: wanted, else last used, else the first. */
  function initialNetwork(wanted: string | number | undefined): BitcoinNetwork {
    const stored = storage?.getItem(BITCOIN_NETWORK_STORAGE_KEY) ?? undefined
    return (
      (wanted !== undefined ? findBitcoinNetwork(networks, wanted) : undefined) ??
      (stored ? findBitcoinNetwork(networks, stored) : undefined) ??
      firstNetwork
    )
  }

  function remember(connectorId: string, record: ConnectionRecord): AdapterConnection {
    const connection = connectionOf(connectorId, record)
    connected.get(connectorId)?.stopWatching()
    connected.set(connectorId, record)
    lastConnectedId = connectorId
    storage?.setItem(BITCOIN_NETWORK_STORAGE_KEY, record.chainId)
    return connection
  }

  /** A connection as core records it. */
  function connectionOf(connectorId: string, record: ConnectionRecord): AdapterConnection {
    const [payment] = record.addresses
    if (!payment) throw new ConnectorAccountNotFoundError({ connectorName: connectorId })
    const { signer } = record
    return {
      connectorId,
      address: payment.address,
      chainId: record.chainId,
      accounts: toAccounts(record.addresses),
      provider:
        signer.kind === 'wallet-standard'
          ? signer.wallet
          : signer.kind === 'sats-connect'
            ? signer.client
            : undefined,
    }
  }

  /**
   * A Wallet Standard wallet's network: the one wanted when the wallet lists it (a wallet
   * listing no Bitcoin chain is taken to serve them all), else the first it lists.
   */
  function standardNetwork(wallet: Wallet, wanted: BitcoinNetwork): BitcoinNetwork {
    const listed = wallet.chains.filter((c) => c.startsWith('bitcoin:'))
    if (!listed.length || listed.includes(walletStandardChainOf(wanted) as never)) return wanted
    const served = networks.find((n) => listed.includes(walletStandardChainOf(n) as never))
    if (!served) {
      throw new UnsupportedChainIdError({
        details: `${wallet.name} serves ${listed.join(', ')}, none of the configured networks`,
      })
    }
    return served
  }

  async function connectStandard(
    connectorId: string,
    wallet: Wallet,
    silent: boolean,
    wanted: string | number | undefined,
  ): Promise<AdapterConnection> {
    const network = standardNetwork(wallet, initialNetwork(wanted))
    const chain = walletStandardChainOf(network)
    const accounts = await connectWallet(wallet, chain, silent)
    // The user may switch network in the wallet: its accounts are then another network's,
    // and the connection follows them to that network when it is configured.
    const stopWatching = onAccountsChange(wallet, (next) => {
      const record = connected.get(connectorId)
      if (!record) return
      const current = findBitcoinNetwork(networks, record.chainId) ?? firstNetwork
      const candidates = [current, ...networks.filter((n) => n !== current)]
      for (const network of candidates) {
        const accounts = purposedAccounts(next, walletStandardChainOf(network))
        if (accounts.length) return update(connectorId, fromStandard(accounts), String(network.id))
      }
      ended(connectorId)
    })
    return remember(connectorId, {
      addresses: fromStandard(accounts),
      chainId: String(network.id),
      signer: { kind: 'wallet-standard', wallet },
      stopWatching,
    })
  }

  /** The configured network a sats-connect wallet is on (the wanted one when it did not say). */
  function satsConnectNetwork(name: string | undefined, fallback: BitcoinNetwork) {
    if (name === undefined) return fallback
    const network = networkOfSatsConnectName(networks, name)
    if (!network) {
      throw new UnsupportedChainIdError({
        details: `The wallet is on Bitcoin ${name}, which is not among the configured networks`,
      })
    }
    return network
  }

  async function connectSatsConnect(
    connectorId: string,
    client: SatsConnectClient,
    silent: boolean,
    wanted: string | number | undefined,
  ): Promise<AdapterConnection> {
    const asked = initialNetwork(wanted)
    const accounts = silent
      ? await client.restore()
      : await client.connect(satsConnectNetworkOf(asked))
    const network = satsConnectNetwork(accounts.network, asked)
    const addresses = fromSatsConnect(accounts)
    const record: ConnectionRecord = {
      addresses,
      chainId: String(network.id),
      signer: { kind: 'sats-connect', client },
      stopWatching: () => {},
    }
    const connection = remember(connectorId, record)
    const stop = await client.listen({
      accountChange: (next) => {
        if (!next) return void refreshSatsConnect(connectorId, client)
        update(connectorId, fromSatsConnect({ addresses: next, network: undefined }))
      },
      networkChange: (name) => {
        const changed = networkOfSatsConnectName(networks, name)
        if (changed) void refreshSatsConnect(connectorId, client, String(changed.id))
      },
      disconnect: () => ended(connectorId),
    })
    if (connected.get(connectorId) === record) record.stopWatching = stop
    else stop()
    return connection
  }

  /** Reads a sats-connect wallet's accounts again (after its network or account changed). */
  async function refreshSatsConnect(
    connectorId: string,
    client: SatsConnectClient,
    chainId?: string,
  ): Promise<void> {
    const accounts = await withTimeout(() => client.restore(), {
      timeoutMs: requestTimeoutMs,
      label: `wallet:${connectorId}:accounts`,
      timers,
    }).catch(() => undefined)
    if (accounts) update(connectorId, fromSatsConnect(accounts), chainId)
  }

  /** Connects (or, on page load, restores) WalletConnect's bip122 namespace. */
  async function connectWalletConnect(wanted: string | number | undefined, reconnect: boolean) {
    const walletConnect = parameters.walletConnect()
    if (!walletConnect) {
      throw new ConnectorNotConnectedError({ details: 'WalletConnect is not configured' })
    }
    const network = wanted === undefined ? undefined : findBitcoinNetwork(networks, wanted)
    const reference = network ? String(network.id) : undefined
    const { chainId, addresses } = reconnect
      ? await walletConnect.reconnect(reference)
      : await walletConnect.connect(reference)
    const connection = remember(WALLET_CONNECT_CONNECTOR_ID, {
      addresses,
      chainId,
      signer: { kind: 'walletconnect', walletConnect },
      stopWatching: () => {},
    })
    return { ...connection, provider: await walletConnect.getProvider() }
  }

  /** WalletConnect's addresses on `chainId` changed (a wallet event or a session update). */
  function walletConnectAddressesChanged(chainId: string, addresses: BitcoinAddress[]): void {
    if (connected.get(WALLET_CONNECT_CONNECTOR_ID)?.chainId !== chainId) return
    update(WALLET_CONNECT_CONNECTOR_ID, addresses)
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

  /** The address of a connection (the payment one when none is named). */
  function addressOf(record: ConnectionRecord, address: string | undefined): BitcoinAddress {
    const found = address
      ? record.addresses.find((a) => a.address === address)
      : record.addresses[0]
    if (!found) throw new ConnectorAccountNotFoundError({ ...(address ? { address } : {}) })
    return found
  }

  function requireNetwork(network: Pick<ChainDefinition, 'id'>): BitcoinNetwork {
    const found = findBitcoinNetwork(networks, network.id)
    if (!found) {
      throw new ChainNotConfiguredError({ details: toCaipNetworkId('bip122', network.id) })
    }
    return found
  }

  async function disconnect(connectorId: string | undefined): Promise<void> {
    const ids = connectorId ? [connectorId] : [...connected.keys()]
    for (const id of ids) {
      const record = connected.get(id)
      end(id)
      if (!record) continue
      const { signer } = record
      const run = () =>
        signer.kind === 'wallet-standard'
          ? disconnectWallet(signer.wallet)
          : signer.kind === 'sats-connect'
            ? signer.client.disconnect()
            : signer.walletConnect.disconnect()
      await withTimeout(run, {
        timeoutMs: requestTimeoutMs,
        label: `wallet:${id}:disconnect`,
        timers,
      })
    }
  }

  /**
   * Switches a connection's network. A Wallet Standard wallet has no network of its own:
   * the switch takes its accounts for the target chain, and fails when it has none. A
   * sats-connect wallet is asked to change (`wallet_changeNetwork`) and read again.
   */
  async function switchNetwork(
    network: Pick<ChainDefinition, 'id'>,
    connectorId: string | undefined,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    const target = requireNetwork(network)
    const chainId = String(target.id)
    const [id, record] = active(connectorId)
    if (record.chainId === chainId) return
    const { signer } = record
    if (signer.kind === 'wallet-standard') {
      const chain = walletStandardChainOf(target)
      const accounts = purposedAccounts(
        signer.wallet.accounts.filter((a) => a.chains.includes(chain as never)),
        chain,
      )
      if (!accounts.length) {
        throw new UnsupportedChainIdError({
          details: `${signer.wallet.name} has no account on ${target.caipNetworkId}`,
        })
      }
      update(id, fromStandard(accounts), chainId)
      return
    }
    if (signer.kind === 'walletconnect') {
      // The session approved its chains up front: another one needs a new session.
      const approved = await signer.walletConnect.approvedChains()
      if (!approved.includes(chainId)) {
        throw new UnsupportedChainIdError({ details: `${target.caipNetworkId} not in session` })
      }
      const { addresses } = await signer.walletConnect.switchChain(chainId)
      update(id, addresses, chainId)
      return
    }
    const name = satsConnectNetworkOf(target)
    if (!name) {
      throw new UnsupportedChainIdError({
        details: `sats-connect cannot name ${target.caipNetworkId}`,
      })
    }
    const bounded = <T>(label: string, run: () => Promise<T>) =>
      withTimeout(run, {
        timeoutMs: requestTimeoutMs,
        label: `wallet:${id}:${label}`,
        signal,
        timers,
      })
    try {
      await bounded('switchNetwork', () => signer.client.changeNetwork(name))
    } catch (error) {
      if (!(error instanceof UnsupportedProviderMethodError)) throw error
      throw new SwitchChainError({
        details: `The wallet cannot switch to Bitcoin ${name} from the app`,
        cause: error,
      })
    }
    const accounts = await bounded('accounts', () => signer.client.restore())
    update(id, fromSatsConnect(accounts), chainId)
  }

  return {
    connectStandard,
    connectSatsConnect,
    connectWalletConnect,
    walletConnectAddressesChanged,
    active,
    addressOf,
    requireNetwork,
    ended,
    disconnect,
    switchNetwork,
    accounts: (connectorId: string): Account[] => {
      const record = connected.get(connectorId)
      return record ? toAccounts(record.addresses) : []
    },
    /** Stops watching every wallet (the adapter is destroyed). */
    stop() {
      for (const record of connected.values()) record.stopWatching()
    },
  }
}
