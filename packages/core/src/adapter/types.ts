/**
 * The one contract every chain adapter implements (docs/architecture.md#adapter-interface).
 * Core talks to chains only through this; adapters live in their own packages.
 * Calls that reach the network take an optional AbortSignal; the adapter applies its
 * own timeout as well (house rule: every network call has a timeout).
 */

import type { WalletAssetsItem } from '../api/types.js'
import type { CaipNetworkId, ChainDefinition, ChainId, ChainNamespace } from '../chains/types.js'
import type { SiwxAuthRequest, SiwxSession } from '../features/sign-in/controller.js'
import type { Account } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { EmbeddedWalletAdapterConfig } from '../types/embedded-wallet.js'
import type { WalletGrantPermissionsRequest } from '../types/permissions.js'

export type AbortableParameters = {
  signal?: AbortSignal | undefined
}

export type AdapterConnectParameters = AbortableParameters & {
  connectorId: string
  /** The network to connect on; the adapter's default when absent. */
  chainId?: ChainId | undefined
}

/** What a successful connect / reconnect reports. */
export type AdapterConnection = {
  connectorId: string
  /** The active address. */
  address: string
  chainId: ChainId
  accounts: Account[]
  /** The connected provider (EIP-1193, wallet-standard...), opaque to core. */
  provider?: unknown
}

export type AdapterDisconnectParameters = {
  /** The connector to disconnect; every connector of the adapter when absent. */
  connectorId?: string | undefined
}

export type AdapterGetAccountsParameters = AbortableParameters & {
  connectorId: string
}

export type AdapterSwitchNetworkParameters = AbortableParameters & {
  network: ChainDefinition
  connectorId?: string | undefined
}

export type AdapterGetBalanceParameters = AbortableParameters & {
  address: string
  network: ChainDefinition
}

export type AdapterBalance = {
  /** Formatted amount in the native currency, e.g. '1.5'. */
  balance: string
  symbol: string
}

export type AdapterSignMessageParameters = AbortableParameters & {
  message: string
  address: string
  connectorId?: string | undefined
}

export type AdapterSendTransactionParameters = AbortableParameters & {
  address: string
  to: string
  /** Amount in the smallest unit (wei, lamports...). */
  value: bigint
  network: ChainDefinition
  /** Call data (eip155) as 0x hex. */
  data?: `0x${string}` | undefined
  gas?: bigint | undefined
  gasPrice?: bigint | undefined
  /** Token contract / mint, for a token transfer instead of a native one. */
  tokenAddress?: string | undefined
  connectorId?: string | undefined
}

export type AdapterTransferFeeParameters = AbortableParameters & {
  address: string
  to: string
  /** Amount in the smallest unit (wei, lamports...). */
  value: bigint
  network: ChainDefinition
  /** Token contract / mint, for a token transfer instead of a native one. */
  tokenAddress?: string | undefined
}

export type AdapterEstimateGasParameters = AbortableParameters & {
  address: string
  to: string
  network: ChainDefinition
  value?: bigint | undefined
  data?: `0x${string}` | undefined
}

export type AdapterWriteContractParameters = AbortableParameters & {
  address: string
  network: ChainDefinition
  contractAddress: string
  abi: readonly unknown[]
  functionName: string
  args: readonly unknown[]
}

export type AdapterCall = { to: string; data?: string | undefined; value?: string | undefined }

export type AdapterSendCallsParameters = AbortableParameters & {
  address: string
  network: ChainDefinition
  calls: readonly AdapterCall[]
  connectorId?: string | undefined
  /**
   * true: all calls or none — the wallet's atomic batching, else AtomicityNotSupportedError.
   * false: without atomic batching the adapter may send the calls one by one
   * (docs/batched-calls.md).
   */
  forceAtomic: boolean
  /** The dapp's id for the batch; the wallet (or the adapter) makes one otherwise. */
  id?: string | undefined
  /** Capabilities asked of the wallet for this batch (EIP-5792 `capabilities`). */
  capabilities?: Record<string, unknown> | undefined
}

export type AdapterSendCallsResult = {
  /** The batch id, for getCallsStatus / showCallsStatus. */
  id: string
  /** True when the adapter sent the calls one by one (no atomic batching). */
  sequential: boolean
  /** The transaction of each call, in order, when sent one by one. */
  transactionHashes?: readonly string[] | undefined
}

export type AdapterCallsReceipt = {
  transactionHash: string
  status: 'success' | 'reverted'
  blockNumber: bigint
  gasUsed: bigint
}

export type AdapterCallsStatus = {
  id: string
  chainId: number
  /** EIP-5792 status code: 100 pending, 200 confirmed, 400/500/600 failures. */
  statusCode: number
  status: 'pending' | 'success' | 'failure'
  /** Whether the calls ran all-or-nothing. */
  atomic: boolean
  receipts: readonly AdapterCallsReceipt[]
}

export type AdapterCallsStatusParameters = AbortableParameters & {
  id: string
  connectorId?: string | undefined
}

export type AdapterGrantPermissionsParameters = AbortableParameters & {
  address: string
  network: ChainDefinition
  connectorId?: string | undefined
  /** Checked by core (docs/smart-sessions.md); sent as the one param. */
  request: WalletGrantPermissionsRequest
}

export type AdapterRevokePermissionsParameters = AbortableParameters & {
  address: string
  network: ChainDefinition
  connectorId?: string | undefined
  pci: `0x${string}`
}

/** A token whose balance is read over the chain: one entry of the dapp's `tokens` option. */
export type AdapterTokenConfig = {
  /** ERC-20 contract or SPL mint. */
  address: string
  /** When absent the adapter reads them from the chain (symbol, decimals) or uses the symbol. */
  symbol?: string | undefined
  name?: string | undefined
  decimals?: number | undefined
}

export type AdapterGetTokenBalancesParameters = AdapterGetBalanceParameters & {
  /** The tokens to read; only these are answered (the native balance is `getBalance`'s). */
  tokens: readonly AdapterTokenConfig[]
}

export type AdapterWalletAssetsParameters = AbortableParameters & {
  address: string
  network: ChainDefinition
  connectorId?: string | undefined
}

/** docs/state.md#wallet-assets-item, as `wallet_getAssets` answers it. */
export type AdapterWalletAsset = WalletAssetsItem

export type AdapterTokenBalance = {
  name: string
  symbol: string
  /** Contract / mint address; absent for the native token. */
  address?: string | undefined
  decimals: number
  /** Amount in the smallest unit, as a decimal string. */
  amount: string
}

/** Events an adapter emits; listeners receive the payload. */
export type AdapterEventMap = {
  accountChanged: { connectorId: string; address: string; chainId?: ChainId | undefined }
  chainChanged: { connectorId: string; chainId: ChainId }
  disconnect: { connectorId: string }
  connectorsChanged: { connectors: readonly Connector[] }
  /** A wallet-connect pairing uri to show as a QR code or open as a deep link. */
  displayUri: { connectorId: string; uri: string }
  /**
   * A connection the adapter learnt of without core asking for it: made by the dapp's own
   * code beside Keyway (e.g. wagmi's hooks), or restored by it (`restored`, e.g. wagmi's
   * reconnect on mount). Core records it as if `connect` (or `reconnect`) had returned it.
   */
  connect: AdapterConnection & { restored?: boolean | undefined }
}
export type AdapterEventName = keyof AdapterEventMap
export type AdapterEventListener<E extends AdapterEventName> = (payload: AdapterEventMap[E]) => void

/**
 * Sign-in while connecting (docs/sign-in.md#when-sign-in-starts: through a universal provider, WalletConnect's one-click
 * auth), handed by core to an adapter whose connector can ask for it: core builds the
 * request, then verifies and stores what the wallet signed.
 */
export type AdapterSignIn = {
  /**
   * The request for a connection asking for `chainIds` (every chain of the proposal, of
   * every namespace); undefined when the account is to sign after connecting instead.
   */
  createRequest(chainIds: readonly CaipNetworkId[]): Promise<SiwxAuthRequest | undefined>
  /**
   * What the wallet signed, as session records (the one for the connected chain first).
   * Never throws: a failure is shown, and the account then signs after connecting.
   */
  complete(parameters: {
    request: SiwxAuthRequest
    sessions: readonly SiwxSession[]
  }): Promise<unknown>
  /** The wallet declined or failed the sign-in; the connection fails with `error`. */
  fail(error: unknown): void
}

export type ChainAdapter = {
  readonly namespace: ChainNamespace
  /** Connectors known now: discovered (injected, wallet-connect, auth) and announced. */
  getConnectors(): readonly Connector[]
  connect(parameters: AdapterConnectParameters): Promise<AdapterConnection>
  disconnect(parameters?: AdapterDisconnectParameters): Promise<void>
  /** Restores a previous session of the connector without prompting; throws if none. */
  reconnect(parameters: AdapterConnectParameters): Promise<AdapterConnection>
  getAccounts(parameters: AdapterGetAccountsParameters): Promise<Account[]>
  switchNetwork(parameters: AdapterSwitchNetworkParameters): Promise<void>
  getBalance(parameters: AdapterGetBalanceParameters): Promise<AdapterBalance>
  /** Returns the signature. */
  signMessage(parameters: AdapterSignMessageParameters): Promise<string>
  /** Returns the transaction hash / signature. */
  sendTransaction(parameters: AdapterSendTransactionParameters): Promise<string>
  estimateGas(parameters: AdapterEstimateGasParameters): Promise<bigint>
  /**
   * The network fee of a native or token transfer (the send form's estimate), in the
   * native currency's smallest unit (wei, lamports): what `sendTransaction` with the same
   * parameters would cost at current prices.
   */
  estimateTransferFee?(parameters: AdapterTransferFeeParameters): Promise<bigint>
  parseUnits(value: string, decimals: number): bigint
  formatUnits(value: bigint, decimals: number): string
  /** Subscribes to an event; returns the unsubscribe function. */
  on<E extends AdapterEventName>(event: E, listener: AdapterEventListener<E>): () => void

  // Optional capabilities: absent when the namespace or wallet lacks them.
  /** Sign-in while connecting, for a client with sign-in on; undefined turns it off. */
  setSignIn?(signIn: AdapterSignIn | undefined): void
  /**
   * docs/connection.md#connection-status: the dapp set `endpoints.frameHost`; an adapter that can host the embedded
   * wallet then lists an AUTH connector whose provider is an `AuthProvider`.
   */
  setEmbeddedWallet?(config: EmbeddedWalletAdapterConfig): void
  /** EIP-5792 wallet_getCapabilities of the connected wallet, keyed by hex chain id. */
  getCapabilities?(
    parameters: AbortableParameters & { address: string; connectorId?: string | undefined },
  ): Promise<Record<string, unknown>>
  /**
   * Wallet asset discovery (docs/account-features.md#balances wallet_getAssets with the account and a chainFilter of
   * the network): the assets the connected wallet reports. Core calls it only when
   * `getCapabilities` says the wallet supports asset discovery on that network.
   */
  getWalletAssets?(parameters: AdapterWalletAssetsParameters): Promise<AdapterWalletAsset[]>
  /** EIP-5792 wallet_sendCalls (or the calls one by one, when allowed): the batch id. */
  sendCalls?(parameters: AdapterSendCallsParameters): Promise<AdapterSendCallsResult>
  /** EIP-5792 wallet_getCallsStatus of a batch `sendCalls` returned. */
  getCallsStatus?(parameters: AdapterCallsStatusParameters): Promise<AdapterCallsStatus>
  /** EIP-5792 wallet_showCallsStatus: the wallet shows the batch to the user. */
  showCallsStatus?(parameters: AdapterCallsStatusParameters): Promise<void>
  /**
   * ERC-7715 wallet_grantPermissions (docs/smart-sessions.md): the wallet's answer as it
   * came, which core checks.
   */
  grantPermissions?(parameters: AdapterGrantPermissionsParameters): Promise<unknown>
  /** wallet_revokePermissions of one permission (its pci): the wallet's answer as it came. */
  revokePermissions?(parameters: AdapterRevokePermissionsParameters): Promise<unknown>
  /** Returns the transaction hash. */
  writeContract?(parameters: AdapterWriteContractParameters): Promise<string>
  /**
   * Balances of the given tokens over the network's RPC (ERC-20 `balanceOf`, SPL token
   * accounts), in the order given; a token the account does not hold answers amount '0'.
   * Bounded in time and aborted with the signal like every chain call.
   */
  getTokenBalances?(parameters: AdapterGetTokenBalancesParameters): Promise<AdapterTokenBalance[]>
  /** Reverse lookup: the name of an address, or null. */
  getEnsName?(
    parameters: AbortableParameters & { address: string; network: ChainDefinition },
  ): Promise<string | null>
  /** Forward lookup: the address of a name, or null. */
  resolveName?(
    parameters: AbortableParameters & { name: string; network: ChainDefinition },
  ): Promise<string | null>
}
