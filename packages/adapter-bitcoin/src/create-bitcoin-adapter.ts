/**
 * `createBitcoinAdapter` — core's ChainAdapter for the bip122 namespace: Bitcoin wallets of
 * the Wallet Standard (`bitcoin:connect`, discovery/wallet-standard.ts), sats-connect
 * providers (`window.btc_providers`, discovery/sats-connect.ts; @sats-connect/core loads on
 * first use) and WalletConnect's bip122 namespace (walletconnect/, its provider loaded on
 * first use, one session with the other namespaces when the provider is shared). A wallet
 * that is both Wallet Standard and sats-connect is listed once, as its sats-connect provider
 * (which can switch networks and choose the signing protocol). The connections live in
 * connections.ts.
 *
 * For Bitcoin, Keyway connects, shows the account (its `payment` and `ordinals` addresses,
 * payment by default), switches between Bitcoin mainnet and testnet where the wallet can,
 * and signs messages (actions/sign-message.ts) and PSBTs. Balances and sending are not
 * Bitcoin features of Keyway's views: `getBalance`, `sendTransaction` and `estimateGas` answer
 * UnsupportedChainError, and core never asks (its balance rules skip bip122). A dapp can
 * still have a WalletConnect or sats-connect wallet send a transfer it builds itself
 * (`sendBitcoinTransfer`: the wallet picks the coins, signs and broadcasts). Core's adapter
 * kit owns the events, the teardown and the mapping of failures to typed errors; every
 * wallet call is bounded in time and follows an AbortSignal (core's withTimeout).
 */
import {
  type ChainDefinition,
  ChainNotConfiguredError,
  type Connector,
  ConnectorNotConnectedError,
  InvalidParamsRpcError,
  type StorageLike,
  UnsupportedChainError,
  UnsupportedProviderMethodError,
} from '@keyway/core'
import {
  type AdapterTimeoutParameters,
  type ChainOperations,
  type DefinedChainAdapter,
  defineChainAdapter,
  type Eip6963Window,
  resolveAdapterTimeouts,
  toAdapterError,
  whenAvailable,
  withTimeout,
} from '@keyway/core/adapter'
import { base64 } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import { type BitcoinSignedMessage, signBitcoinMessage } from './actions/sign-message.js'
import type { BitcoinAddress } from './addresses.js'
import { createBitcoinConnections } from './connections.js'
import { createSatsConnectClient } from './connectors/sats-connect.js'
import { signPsbtWith } from './connectors/wallet-standard.js'
import { watchRdnsByName } from './discovery/rdns.js'
import { createSatsConnectDiscovery, type SatsConnectWindow } from './discovery/sats-connect.js'
import { createWalletStandardDiscovery, type WalletsRegistry } from './discovery/wallet-standard.js'
import {
  type BitcoinNetwork,
  bitcoinNetworksOf,
  findBitcoinNetwork,
  walletStandardChainOf,
} from './networks.js'
import type { BitcoinMessageProtocol } from './signature.js'
import {
  type BitcoinWalletConnectOptions,
  createBitcoinWalletConnect,
  WALLET_CONNECT_CONNECTOR_ID,
} from './walletconnect/walletconnect.js'

export type CreateBitcoinAdapterParameters = AdapterTimeoutParameters & {
  /** The dapp's networks; only the bip122 ones are used. */
  networks: readonly ChainDefinition[]
  /** Enables WalletConnect's bip122 namespace (with `walletConnect.metadata`). */
  projectId?: string | undefined
  walletConnect?: BitcoinWalletConnectOptions | undefined
  /** Keeps the network last used across page loads; in memory when absent. */
  storage?: StorageLike | undefined
  /**
   * The page's window: sats-connect providers are read from its `btc_providers`, and
   * EIP-6963 announcements give a wallet's rdns. Default the global one. (@sats-connect/core
   * itself reaches the provider objects through the global window.)
   */
  window?: (Eip6963Window & SatsConnectWindow) | undefined
  /** The Wallet Standard registry; default `getWallets()` of @wallet-standard/app. */
  wallets?: WalletsRegistry | undefined
}

/** Which connection signs: `connectorId`'s, else the last one made. */
export type BitcoinSigningParameters = {
  connectorId?: string | undefined
  signal?: AbortSignal | undefined
}

export type SignBitcoinMessageParameters = BitcoinSigningParameters & {
  message: string
  /** The signing address; the payment address when absent. */
  address?: string | undefined
  /** Insist on one protocol; by default BIP-322 where the wallet can, else legacy. */
  protocol?: BitcoinMessageProtocol | undefined
}

export type SignPsbtParameters = BitcoinSigningParameters & {
  /** The PSBT, base64. */
  psbt: string
  /** The inputs each of the connection's addresses signs, by index. */
  signInputs: Readonly<Record<string, readonly number[]>>
}

export type SendBitcoinTransferParameters = BitcoinSigningParameters & {
  recipientAddress: string
  /** Satoshis: a positive whole number. */
  amount: bigint
  /** A note some wallets attach (WalletConnect's `memo`); others ignore it. */
  memo?: string | undefined
}

export type BitcoinAdapter = DefinedChainAdapter<{
  /** Loads WalletConnect's provider ahead of need (e.g. when the modal opens). */
  preloadWalletConnect(): Promise<void>
  /** Signs a message; answers the signature (base64), the protocol used and the address. */
  signBitcoinMessage(parameters: SignBitcoinMessageParameters): Promise<BitcoinSignedMessage>
  /** Has the wallet sign a PSBT's inputs; answers the PSBT (base64). Nothing is broadcast. */
  signPsbt(parameters: SignPsbtParameters): Promise<string>
  /**
   * Has the wallet build, sign and broadcast a transfer from the payment address (the wallet
   * picks the coins and the fee); answers the transaction id. WalletConnect and sats-connect
   * wallets; a Wallet Standard wallet has no such feature.
   */
  sendBitcoinTransfer(parameters: SendBitcoinTransferParameters): Promise<{ txid: string }>
  /** The connection's addresses with their purpose (payment first). */
  getBitcoinAddresses(parameters?: { connectorId?: string | undefined }): BitcoinAddress[]
}>

async function mapAdapterErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    throw toAdapterError(error)
  }
}

function browserWindow(): (Eip6963Window & SatsConnectWindow) | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Eip6963Window)
}

const WALLET_CONNECT_ENTITY: Connector = {
  id: WALLET_CONNECT_CONNECTOR_ID,
  name: 'WalletConnect',
  chain: 'bip122',
  type: 'WALLET_CONNECT',
}

const NOT_ON_BITCOIN = 'Keyway reads no balance and sends nothing on bip122'

export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters): BitcoinAdapter {
  const [first, ...otherNetworks] = bitcoinNetworksOf(parameters.networks)
  if (!first) throw new ChainNotConfiguredError({ details: 'No bip122 network' })
  const firstNetwork: BitcoinNetwork = first
  const networks = [firstNetwork, ...otherNetworks] as const
  const { timers, requestTimeoutMs, walletTimeoutMs, reconnectTimeoutMs } =
    resolveAdapterTimeouts(parameters)

  return defineChainAdapter({ namespace: 'bip122' }, (kit) => {
    const connections = createBitcoinConnections({
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
        ? createBitcoinWalletConnect({
            projectId: parameters.projectId,
            options: wcOptions,
            networks,
            timers,
            onDisplayUri: (uri) =>
              kit.emit('displayUri', { connectorId: WALLET_CONNECT_CONNECTOR_ID, uri }),
            onSessionEnded: () => connections.ended(WALLET_CONNECT_CONNECTOR_ID),
            onAddressesChanged: (chainId, addresses) =>
              connections.walletConnectAddressesChanged(chainId, addresses),
          })
        : undefined
    const window = parameters.window ?? browserWindow()
    // An extension answers the EIP-6963 request inside its dispatch, so a name can arrive
    // before the Wallet Standard discovery exists; it reads the rdns when it lists the wallet.
    let nameChanged = (_name: string): void => {}
    const rdns = watchRdnsByName(window, (name) => nameChanged(name))
    const standard = createWalletStandardDiscovery({
      wallets: parameters.wallets ?? getWallets(),
      rdns,
    })
    nameChanged = (name) => standard.nameChanged(name)
    const satsConnect = createSatsConnectDiscovery({ window, rdns })

    /** One entry per wallet: a Wallet Standard wallet named like a sats-connect one is left out. */
    function getConnectors(): Connector[] {
      const providers = satsConnect.all().map((p) => p.connector)
      const names = new Set(providers.map((c) => c.name))
      const wallets = standard
        .all()
        .map((w) => w.connector)
        .filter((c) => !names.has(c.name))
      return [...wallets, ...providers, ...(walletConnect ? [WALLET_CONNECT_ENTITY] : [])]
    }
    const connectorsChanged = () => kit.emit('connectorsChanged', { connectors: getConnectors() })
    const offStandard = standard.onChange(connectorsChanged)
    const offSatsConnect = satsConnect.onChange(connectorsChanged)

    /** The wallet behind a connector id (sats-connect first, as the list has it). */
    function resolve(connectorId: string) {
      const provider = satsConnect.find(connectorId)
      if (provider) return { kind: 'sats-connect' as const, id: provider.info.id }
      const wallet = standard.find(connectorId)
      return wallet ? { kind: 'wallet-standard' as const, ...wallet } : undefined
    }

    /** Connects the wallet found; the connection carries the id the wallet is listed under. */
    function connectWith(
      found: NonNullable<ReturnType<typeof resolve>>,
      silent: boolean,
      chainId: string | number | undefined,
    ) {
      return found.kind === 'sats-connect'
        ? connections.connectSatsConnect(
            found.id,
            createSatsConnectClient(found.id),
            silent,
            chainId,
          )
        : connections.connectStandard(found.connector.id, found.wallet, silent, chainId)
    }

    const inWallet =
      (label: string, signal: AbortSignal | undefined) =>
      <T>(run: () => Promise<T>) =>
        withTimeout(run, { timeoutMs: walletTimeoutMs, label, signal, timers })

    function signMessage(p: SignBitcoinMessageParameters): Promise<BitcoinSignedMessage> {
      const [id, record] = connections.active(p.connectorId)
      return signBitcoinMessage({
        signer: record.signer,
        from: connections.addressOf(record, p.address),
        message: p.message,
        protocol: p.protocol,
        chainId: record.chainId,
        inWallet: inWallet(`wallet:${id}:sign`, p.signal),
      })
    }

    async function signPsbt(p: SignPsbtParameters): Promise<string> {
      const [id, record] = connections.active(p.connectorId)
      const run = inWallet(`wallet:${id}:signPsbt`, p.signal)
      const signInputs = Object.fromEntries(
        Object.entries(p.signInputs).map(([address, indexes]) => {
          connections.addressOf(record, address)
          return [address, [...indexes]]
        }),
      )
      const { signer } = record
      if (signer.kind === 'sats-connect') {
        return run(() => signer.client.signPsbt({ psbt: p.psbt, signInputs }))
      }
      if (signer.kind === 'walletconnect') {
        const inputs = Object.entries(signInputs).flatMap(([address, indexes]) =>
          indexes.map((index) => ({ address, index })),
        )
        const signed = await run(() =>
          signer.walletConnect.signPsbt({
            psbt: p.psbt,
            signInputs: inputs,
            chainId: record.chainId,
          }),
        )
        return signed.psbt
      }
      const network = findBitcoinNetwork(networks, record.chainId) ?? firstNetwork
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => {
        const { account } = connections.addressOf(record, address)
        if (!account) throw new ConnectorNotConnectedError({ details: address })
        return { account, signingIndexes }
      })
      const signed = await run(() =>
        signPsbtWith(signer.wallet, {
          psbt: base64.decode(p.psbt),
          chain: walletStandardChainOf(network),
          inputsToSign,
        }),
      )
      return base64.encode(signed)
    }

    async function sendTransfer(p: SendBitcoinTransferParameters): Promise<{ txid: string }> {
      if (p.amount <= 0n || p.amount > BigInt(Number.MAX_SAFE_INTEGER)) {
        throw new InvalidParamsRpcError({
          details: 'A Bitcoin transfer needs a positive whole number of satoshis',
        })
      }
      if (!p.recipientAddress.trim()) {
        throw new InvalidParamsRpcError({ details: 'A Bitcoin transfer needs a recipient address' })
      }
      const [id, record] = connections.active(p.connectorId)
      const run = inWallet(`wallet:${id}:sendTransfer`, p.signal)
      const { signer } = record
      if (signer.kind === 'sats-connect') {
        const recipients = [{ address: p.recipientAddress, amount: Number(p.amount) }]
        return { txid: await run(() => signer.client.sendTransfer(recipients)) }
      }
      if (signer.kind === 'walletconnect') {
        return run(() =>
          signer.walletConnect.sendTransfer({
            recipientAddress: p.recipientAddress,
            amount: p.amount,
            memo: p.memo,
            chainId: record.chainId,
          }),
        )
      }
      throw new UnsupportedProviderMethodError({
        details: `${signer.wallet.name} cannot send a transfer for the app`,
      })
    }

    const unsupported = () => Promise.reject(new UnsupportedChainError({ details: NOT_ON_BITCOIN }))

    const operations: ChainOperations = {
      getConnectors,

      async connect({ connectorId, chainId, signal }) {
        if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
          const run = inWallet(`wallet:${connectorId}:connect`, signal)
          return run(() => connections.connectWalletConnect(chainId, false))
        }
        const found = resolve(connectorId)
        if (!found) throw new ConnectorNotConnectedError({ details: `Unknown ${connectorId}` })
        const run = inWallet(`wallet:${connectorId}:connect`, signal)
        return run(() => connectWith(found, false, chainId))
      },

      reconnect({ connectorId, chainId, signal }) {
        if (connectorId === WALLET_CONNECT_CONNECTOR_ID) {
          return withTimeout(() => connections.connectWalletConnect(chainId, true), {
            timeoutMs: reconnectTimeoutMs,
            label: `wallet:${connectorId}:reconnect`,
            signal,
            timers,
          })
        }
        // An extension registers (or fills btc_providers) a moment after load.
        const available = whenAvailable(
          () => resolve(connectorId),
          (listener) => {
            const offs = [standard.onChange(listener), satsConnect.onChange(listener)]
            return () => {
              for (const off of offs) off()
            }
          },
        )
        return withTimeout(async () => connectWith(await available.promise, true, chainId), {
          timeoutMs: reconnectTimeoutMs,
          label: `wallet:${connectorId}:reconnect`,
          signal,
          timers,
          onGiveUp: available.cancel,
        })
      },

      disconnect: (p = {}) => connections.disconnect(p.connectorId),
      getAccounts: async (p) => connections.accounts(p.connectorId),
      switchNetwork: (p) => connections.switchNetwork(p.network, p.connectorId, p.signal),

      // No Bitcoin balances, sends or fees in Keyway (core's feature rules leave bip122 out).
      getBalance: unsupported,
      sendTransaction: unsupported,
      estimateGas: unsupported,

      async signMessage({ message, address, connectorId, signal }) {
        return (await signMessage({ message, address, connectorId, signal })).signature
      },
    }

    return {
      operations,
      extensions: {
        async preloadWalletConnect() {
          await walletConnect?.getProvider()
        },
        signBitcoinMessage: (p) => mapAdapterErrors(() => signMessage(p)),
        signPsbt: (p) => mapAdapterErrors(() => signPsbt(p)),
        sendBitcoinTransfer: (p) => mapAdapterErrors(() => sendTransfer(p)),
        getBitcoinAddresses: (p = {}) => connections.active(p.connectorId)[1].addresses,
      },
      destroy() {
        offStandard()
        offSatsConnect()
        standard.stop()
        satsConnect.stop()
        rdns.stop()
        connections.stop()
      },
    }
  })
}
