/**
 * The adapter's chain calls (docs/architecture.md#adapters): native balance and gas estimates read
 * over the configured networks' RPC, and a message signature, a transaction or a network
 * switch asked of the connected wallet. Each is bounded in time and takes an AbortSignal;
 * their failures become core's typed errors once, where the adapter kit hands them out. The
 * runtime (wagmi-runtime.ts) loads this module on the first such call; signing, sending and
 * estimating load their code on first use too (wallet-writes.ts).
 */
import type { AdapterWalletAsset, ChainAdapter } from '@keyway/core'
import { type AdapterTimers, withTimeout } from '@keyway/core/adapter'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { type Address, formatUnits, type Hex } from 'viem'
import { getBalance as viemGetBalance } from 'viem/actions'
import { type EvmNetwork, evmChainId } from '../networks.js'
import { type Eip1193Requester, switchOrAddChain } from './switch-chain.js'

export type EvmChainCallsDeps = {
  config: Config
  /** The configured network with this id; throws ChainNotConfiguredError otherwise. */
  requireNetwork: (network: { id: string | number }) => EvmNetwork
  /** The connector named, else the last connected one; throws when none is connected. */
  activeConnector: (connectorId: string | undefined) => WagmiConnector
  /** The wallet switched the connector to this chain (Keyway's own switch). */
  onSwitched: (connector: WagmiConnector, chainId: number) => void
  timers: AdapterTimers
  requestTimeoutMs: number
  walletTimeoutMs: number
}

/** Loaded once, on the first signature, transaction or estimate. */
let walletWrites: Promise<typeof import('./wallet-writes.js')> | undefined
function loadWalletWrites() {
  walletWrites ??= import('./wallet-writes.js').catch((error: unknown) => {
    walletWrites = undefined
    throw error
  })
  return walletWrites
}

/** Loaded once, on the first read of the dapp's configured tokens. */
let tokenReads: Promise<typeof import('./token-reads.js')> | undefined
function loadTokenReads() {
  tokenReads ??= import('./token-reads.js').catch((error: unknown) => {
    tokenReads = undefined
    throw error
  })
  return tokenReads
}

/** docs/state.md#wallet-assets-item; EIP-7811 wallets answer them in lower case. */
function assetType(type: unknown): 'NATIVE' | 'ERC20' | undefined {
  const upper = typeof type === 'string' ? type.toUpperCase() : ''
  return upper === 'NATIVE' || upper === 'ERC20' ? upper : undefined
}

export type EvmChainCalls = ReturnType<typeof createEvmChainCalls>

/** How long one call of a batch sent one by one may take to be mined. */
const BATCH_RECEIPT_TIMEOUT_MS = 120_000

export function createEvmChainCalls(deps: EvmChainCallsDeps) {
  const { config, requireNetwork, activeConnector, timers, requestTimeoutMs, walletTimeoutMs } =
    deps

  async function getBalance({
    address,
    network,
    signal,
  }: Parameters<ChainAdapter['getBalance']>[0]) {
    const target = requireNetwork(network)
    const client = config.getClient({ chainId: evmChainId(target) })
    const value = await withTimeout(() => viemGetBalance(client, { address: address as Address }), {
      timeoutMs: requestTimeoutMs,
      label: target.rpcUrls.default.http[0] ?? target.caipNetworkId,
      signal,
      timers,
    })
    const { decimals, symbol } = target.nativeCurrency
    return { balance: formatUnits(value, decimals), symbol }
  }

  async function getTokenBalances({
    address,
    network,
    tokens,
    signal,
  }: Parameters<NonNullable<ChainAdapter['getTokenBalances']>>[0]) {
    const target = requireNetwork(network)
    const client = config.getClient({ chainId: evmChainId(target) })
    return withTimeout(
      async () => (await loadTokenReads()).readTokenBalances(client, { address, tokens }),
      {
        timeoutMs: requestTimeoutMs,
        label: target.rpcUrls.default.http[0] ?? target.caipNetworkId,
        signal,
        timers,
      },
    )
  }

  /** Asks the connected wallet (EIP-1193). */
  async function askWallet<T>(
    connectorId: string | undefined,
    method: string,
    params: unknown[],
    signal: AbortSignal | undefined,
  ): Promise<T> {
    const connector = activeConnector(connectorId)
    const provider = (await connector.getProvider()) as {
      request(args: { method: string; params?: unknown }): Promise<unknown>
    }
    return withTimeout(() => provider.request({ method, params }) as Promise<T>, {
      timeoutMs: walletTimeoutMs,
      label: `wallet:${connector.id}:${method}`,
      signal,
      timers,
    })
  }

  /** EIP-5792 wallet_getCapabilities of the account, keyed by hex chain id. */
  function getCapabilities({
    address,
    connectorId,
    signal,
  }: Parameters<NonNullable<ChainAdapter['getCapabilities']>>[0]) {
    return askWallet<Record<string, unknown>>(
      connectorId,
      'wallet_getCapabilities',
      [address],
      signal,
    )
  }

  /**
   * ERC-7715 wallet_grantPermissions (docs/smart-sessions.md): the request core checked, as
   * the one param. The wallet answers once the grant is on chain; core checks the answer.
   */
  function grantPermissions({
    request,
    network,
    connectorId,
    signal,
  }: Parameters<NonNullable<ChainAdapter['grantPermissions']>>[0]) {
    requireNetwork(network)
    return askWallet<unknown>(connectorId, 'wallet_grantPermissions', [request], signal)
  }

  /** wallet_revokePermissions of one permission: `[{ pci }]`. */
  function revokePermissions({
    pci,
    network,
    connectorId,
    signal,
  }: Parameters<NonNullable<ChainAdapter['revokePermissions']>>[0]) {
    requireNetwork(network)
    return askWallet<unknown>(connectorId, 'wallet_revokePermissions', [{ pci }], signal)
  }

  /** docs/account-features.md#balances wallet_getAssets with the account and a chainFilter of the network. */
  async function getWalletAssets({
    address,
    network,
    connectorId,
    signal,
  }: Parameters<NonNullable<ChainAdapter['getWalletAssets']>>[0]): Promise<AdapterWalletAsset[]> {
    const chainHex = `0x${evmChainId(requireNetwork(network)).toString(16)}`
    const answer = await askWallet<Record<string, unknown[]> | null>(
      connectorId,
      'wallet_getAssets',
      [{ account: address, chainFilter: [chainHex] }],
      signal,
    )
    const assets: AdapterWalletAsset[] = []
    for (const item of answer?.[chainHex] ?? []) {
      const asset = item as Partial<AdapterWalletAsset> & { type?: unknown }
      const type = assetType(asset.type)
      const metadata = asset.metadata
      if (!type || typeof asset.balance !== 'string' || !metadata) continue
      assets.push({ ...(asset as AdapterWalletAsset), type })
    }
    return assets
  }

  async function signMessage({
    message,
    address,
    connectorId,
    signal,
  }: Parameters<ChainAdapter['signMessage']>[0]) {
    const connector = activeConnector(connectorId)
    const { wagmiSignMessage } = await loadWalletWrites()
    return withTimeout(
      () => wagmiSignMessage(config, { connector, account: address as Address, message }),
      { timeoutMs: walletTimeoutMs, label: `wallet:${connector.id}:sign`, signal, timers },
    )
  }

  async function sendTransaction(p: Parameters<ChainAdapter['sendTransaction']>[0]) {
    const connector = activeConnector(p.connectorId)
    const target = requireNetwork(p.network)
    const { toTransactionCall, wagmiSendTransaction } = await loadWalletWrites()
    const call = toTransactionCall(p)
    return withTimeout(
      () =>
        wagmiSendTransaction(config, {
          connector,
          account: p.address as Address,
          chainId: evmChainId(target),
          ...call,
          ...(p.gas !== undefined ? { gas: p.gas } : {}),
          ...(p.gasPrice !== undefined ? { gasPrice: p.gasPrice } : {}),
        }) as Promise<Hex>,
      {
        timeoutMs: walletTimeoutMs,
        label: `wallet:${connector.id}:send`,
        signal: p.signal,
        timers,
      },
    )
  }

  async function estimateGas(p: Parameters<ChainAdapter['estimateGas']>[0]) {
    const target = requireNetwork(p.network)
    const client = config.getClient({ chainId: evmChainId(target) })
    const { viemEstimateGas } = await loadWalletWrites()
    return withTimeout(
      () =>
        viemEstimateGas(client, {
          account: p.address as Address,
          to: p.to as Address,
          ...(p.value !== undefined ? { value: p.value } : {}),
          ...(p.data ? { data: p.data } : {}),
        }),
      { timeoutMs: requestTimeoutMs, label: target.caipNetworkId, signal: p.signal, timers },
    )
  }

  /**
   * The fee of the transfer `sendTransaction` would make (native, or the token's
   * `transfer`): its gas estimate from the sender at the chain's current gas price.
   */
  async function estimateTransferFee(
    p: Parameters<NonNullable<ChainAdapter['estimateTransferFee']>>[0],
  ) {
    const target = requireNetwork(p.network)
    const client = config.getClient({ chainId: evmChainId(target) })
    const { toTransactionCall, viemEstimateGas, viemGetGasPrice } = await loadWalletWrites()
    const call = toTransactionCall(p)
    const [gas, gasPrice] = await withTimeout(
      () =>
        Promise.all([
          viemEstimateGas(client, { account: p.address as Address, ...call }),
          viemGetGasPrice(client),
        ]),
      { timeoutMs: requestTimeoutMs, label: target.caipNetworkId, signal: p.signal, timers },
    )
    return gas * gasPrice
  }

  async function switchNetwork({
    network,
    connectorId,
    signal,
  }: Parameters<ChainAdapter['switchNetwork']>[0]): Promise<void> {
    const target = requireNetwork(network)
    const connector = activeConnector(connectorId)
    const provider = (await connector.getProvider()) as Eip1193Requester
    await withTimeout(() => switchOrAddChain(provider, target), {
      timeoutMs: walletTimeoutMs,
      label: `wallet:${connector.id}:switch`,
      signal,
      timers,
    })
    deps.onSwitched(connector, evmChainId(target))
  }

  /** Batched calls (calls/batched-calls.ts): loaded with the first batch, records kept here. */
  let batchedCalls: Promise<import('../calls/batched-calls.js').EvmBatchedCalls> | undefined
  function useBatchedCalls() {
    batchedCalls ??= import('../calls/batched-calls.js')
      .then(({ createEvmBatchedCalls }) =>
        createEvmBatchedCalls({
          config,
          requireNetwork,
          activeConnector,
          getCapabilities,
          sendTransaction,
          timers,
          walletTimeoutMs,
          receiptTimeoutMs: BATCH_RECEIPT_TIMEOUT_MS,
        }),
      )
      .catch((error: unknown) => {
        batchedCalls = undefined
        throw error
      })
    return batchedCalls
  }
  type Calls = Required<Pick<ChainAdapter, 'sendCalls' | 'getCallsStatus' | 'showCallsStatus'>>
  const sendCalls: Calls['sendCalls'] = async (p) => (await useBatchedCalls()).sendCalls(p)
  const getCallsStatus: Calls['getCallsStatus'] = async (p) =>
    (await useBatchedCalls()).getCallsStatus(p)
  const showCallsStatus: Calls['showCallsStatus'] = async (p) =>
    (await useBatchedCalls()).showCallsStatus(p)

  return {
    switchNetwork,
    getBalance,
    sendCalls,
    getCallsStatus,
    showCallsStatus,
    grantPermissions,
    revokePermissions,
    getTokenBalances,
    getCapabilities,
    getWalletAssets,
    signMessage,
    sendTransaction,
    estimateGas,
    estimateTransferFee,
  }
}
