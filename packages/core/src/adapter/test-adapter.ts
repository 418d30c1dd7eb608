/**
 * An in-memory ChainAdapter for unit tests (`@keyway/core/testing`): scriptable
 * connect outcomes, emittable events, fixed balances, and a record of every call.
 * Nothing here touches the network or any global.
 */
import type { ChainDefinition, ChainId, ChainNamespace } from '../chains/types.js'
import type { Account } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type {
  AdapterBalance,
  AdapterConnection,
  AdapterConnectParameters,
  AdapterEventListener,
  AdapterEventMap,
  AdapterEventName,
  ChainAdapter,
} from './types.js'

/** How the next connect/reconnect of a connector ends. */
export type TestConnectOutcome =
  | { type: 'success'; accounts?: Account[] | undefined; chainId?: ChainId | undefined }
  /** A wallet's user rejection: EIP-1193 4001, or 5000 (docs/errors.md#wallet-rpc-errors-eip-1193: treated as rejection). */
  | { type: 'reject'; code: 4001 | 5000 }
  | { type: 'fail'; error: Error }

/** The error a test wallet throws: a plain Error with a numeric `code`, as providers do. */
export class TestWalletError extends Error {
  override name = 'TestWalletError' as const
  readonly code: number
  constructor(message: string, code: number) {
    super(message)
    this.code = code
  }
}

export type CreateTestAdapterParameters = {
  namespace: ChainNamespace
  /** Accounts a successful connect reports; defaults to one eoa account. */
  accounts?: Account[] | undefined
  /** Chain id a connect reports when none is requested. */
  chainId?: ChainId | undefined
  /** Connectors the adapter exposes; defaults to one injected connector. */
  connectors?: Connector[] | undefined
  /** Native balances by address; unknown addresses have '0'. */
  balances?: Record<string, string> | undefined
  /** Symbol of the native balance. */
  symbol?: string | undefined
  /**
   * Token amounts in the smallest unit, by owner address then token address, for
   * `getTokenBalances`; unknown ones are '0'.
   */
  tokenBalances?: Record<string, Record<string, string>> | undefined
  /** Connector ids with a stored session: `reconnect` succeeds only for these. */
  sessions?: string[] | undefined
}

export type TestAdapterCalls = {
  connect: AdapterConnectParameters[]
  reconnect: AdapterConnectParameters[]
  disconnect: (string | undefined)[]
  switchNetwork: ChainDefinition[]
  /** Native balance reads: the address and the network's CAIP-2 id. */
  getBalance: { address: string; caipNetworkId: string }[]
  signMessage: { message: string; address: string }[]
  sendTransaction: { to: string; value: bigint; address: string }[]
  getTokenBalances: { address: string; tokens: string[] }[]
}

export type TestAdapter = ChainAdapter & {
  /** Every call made, in order, per method. */
  readonly calls: TestAdapterCalls
  /** Queues the outcome of the next connect (or reconnect) of `connectorId`. */
  scriptConnect(connectorId: string, outcome: TestConnectOutcome): void
  /** Emits an adapter event to its listeners. */
  emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void
  /** Replaces the connectors and emits connectorsChanged. */
  setConnectors(connectors: Connector[]): void
  setBalance(address: string, balance: string): void
  /** Sets an owner's amount (smallest unit) of a token for `getTokenBalances`. */
  setTokenBalance(owner: string, token: string, amount: string): void
  /** Connector ids connected now. */
  connectedIds(): string[]
}

const DEFAULT_ADDRESSES: Record<ChainNamespace, string> = {
  eip155: '0x1111111111111111111111111111111111111111',
  solana: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
  polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  cosmos: 'cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu',
}

const DEFAULT_CHAIN_IDS: Record<ChainNamespace, ChainId> = {
  eip155: 1,
  solana: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  polkadot: '91b171bb158e2d3848fa23a9f1c25182',
  bip122: '000000000019d6689c085ae165831e93',
  cosmos: 'cosmoshub-4',
}

const DEFAULT_SYMBOLS: Partial<Record<ChainNamespace, string>> = { solana: 'SOL', bip122: 'BTC' }

export function createTestAdapter(parameters: CreateTestAdapterParameters): TestAdapter {
  const { namespace } = parameters
  const accounts: Account[] = parameters.accounts ?? [
    { address: DEFAULT_ADDRESSES[namespace], type: 'eoa' },
  ]
  const defaultChainId = parameters.chainId ?? DEFAULT_CHAIN_IDS[namespace]
  const symbol = parameters.symbol ?? DEFAULT_SYMBOLS[namespace] ?? 'ETH'
  let connectors: Connector[] = parameters.connectors ?? [
    { id: `${namespace}-injected`, name: 'Test Wallet', chain: namespace, type: 'INJECTED' },
  ]
  const balances = new Map(Object.entries(parameters.balances ?? {}))
  const sessions = new Set(parameters.sessions ?? [])
  const connected = new Set<string>()
  const scripts = new Map<string, TestConnectOutcome[]>()
  const listeners = new Map<AdapterEventName, Set<(payload: never) => void>>()
  const calls: TestAdapterCalls = {
    connect: [],
    reconnect: [],
    disconnect: [],
    switchNetwork: [],
    getBalance: [],
    signMessage: [],
    sendTransaction: [],
    getTokenBalances: [],
  }
  const tokenBalances = new Map(
    Object.entries(parameters.tokenBalances ?? {}).map(([owner, amounts]) => [
      owner,
      new Map(Object.entries(amounts)),
    ]),
  )
  let txCount = 0

  function emit<E extends AdapterEventName>(event: E, payload: AdapterEventMap[E]): void {
    for (const listener of listeners.get(event) ?? []) {
      ;(listener as AdapterEventListener<E>)(payload)
    }
  }

  function settle(p: AdapterConnectParameters): AdapterConnection {
    if (!connectors.some((c) => c.id === p.connectorId)) {
      throw new TestWalletError(`Connector ${p.connectorId} not found`, 4900)
    }
    const outcome = scripts.get(p.connectorId)?.shift() ?? { type: 'success' }
    if (outcome.type === 'reject') {
      throw new TestWalletError('User rejected the request.', outcome.code)
    }
    if (outcome.type === 'fail') throw outcome.error
    const reported = outcome.accounts ?? accounts
    const first = reported[0]
    if (!first) throw new TestWalletError('No accounts', 4100)
    connected.add(p.connectorId)
    sessions.add(p.connectorId)
    return {
      connectorId: p.connectorId,
      address: first.address,
      chainId: outcome.chainId ?? p.chainId ?? defaultChainId,
      accounts: reported,
      provider: { connectorId: p.connectorId },
    }
  }

  function abortIfNeeded(signal: AbortSignal | undefined): void {
    if (signal?.aborted) throw new TestWalletError('Request was aborted', -1)
  }

  const adapter: TestAdapter = {
    namespace,
    calls,
    getConnectors: () => connectors,
    async connect(p) {
      calls.connect.push(p)
      abortIfNeeded(p.signal)
      return settle(p)
    },
    async reconnect(p) {
      calls.reconnect.push(p)
      abortIfNeeded(p.signal)
      if (!sessions.has(p.connectorId)) {
        throw new TestWalletError(`No session for ${p.connectorId}`, 4900)
      }
      return settle(p)
    },
    async disconnect(p) {
      calls.disconnect.push(p?.connectorId)
      const ids = p?.connectorId ? [p.connectorId] : [...connected]
      for (const id of ids) {
        connected.delete(id)
        sessions.delete(id)
      }
    },
    async getAccounts(p) {
      abortIfNeeded(p.signal)
      return connected.has(p.connectorId) ? accounts : []
    },
    async switchNetwork(p) {
      abortIfNeeded(p.signal)
      calls.switchNetwork.push(p.network)
    },
    async getBalance(p): Promise<AdapterBalance> {
      abortIfNeeded(p.signal)
      calls.getBalance.push({ address: p.address, caipNetworkId: p.network.caipNetworkId })
      return { balance: balances.get(p.address) ?? '0', symbol }
    },
    async getTokenBalances(p) {
      abortIfNeeded(p.signal)
      calls.getTokenBalances.push({ address: p.address, tokens: p.tokens.map((t) => t.address) })
      return p.tokens.map((token) => ({
        name: token.name ?? token.symbol ?? 'Test Token',
        symbol: token.symbol ?? 'TEST',
        address: token.address,
        decimals: token.decimals ?? 18,
        amount: tokenBalances.get(p.address)?.get(token.address) ?? '0',
      }))
    },
    async signMessage(p) {
      abortIfNeeded(p.signal)
      calls.signMessage.push({ message: p.message, address: p.address })
      return `0x${'ab'.repeat(65)}`
    },
    async sendTransaction(p) {
      abortIfNeeded(p.signal)
      calls.sendTransaction.push({ to: p.to, value: p.value, address: p.address })
      txCount += 1
      return `0x${txCount.toString(16).padStart(64, '0')}`
    },
    async estimateGas(p) {
      abortIfNeeded(p.signal)
      return 21000n
    },
    parseUnits(value, decimals) {
      const [whole = '0', fraction = ''] = value.split('.')
      const padded = fraction.padEnd(decimals, '0').slice(0, decimals)
      return BigInt(whole + padded)
    },
    formatUnits(value, decimals) {
      const negative = value < 0n
      const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
      const whole = digits.slice(0, digits.length - decimals)
      const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
      return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => {
        set.delete(listener as (payload: never) => void)
      }
    },
    scriptConnect(connectorId, outcome) {
      const queue = scripts.get(connectorId) ?? []
      queue.push(outcome)
      scripts.set(connectorId, queue)
    },
    emit,
    setConnectors(next) {
      connectors = next
      emit('connectorsChanged', { connectors: next })
    },
    setBalance(address, balance) {
      balances.set(address, balance)
    },
    setTokenBalance(owner, token, amount) {
      const amounts = tokenBalances.get(owner) ?? new Map<string, string>()
      amounts.set(token, amount)
      tokenBalances.set(owner, amounts)
    },
    connectedIds: () => [...connected],
  }
  return adapter
}
