/**
 * A real EIP-1193 wallet for tests, backed by one anvil account: it signs locally with viem
 * and sends raw transactions to the chain's RPC; anything it does not handle itself is
 * proxied to the RPC of its current chain. A test can script user rejections (4001 / 5000)
 * and watch every request.
 */
import {
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isHex,
  numberToHex,
  stringToHex,
  type Transport,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BATCH_METHODS, createTestBatchedCalls, type TestAtomicBatching } from './batched-calls.js'
import { createEip1193Emitter, type Eip1193EventName, type Eip1193Listener } from './emitter.js'
import {
  invalidParams,
  TEST_WALLET_ERROR_CODES,
  TestProviderRpcError,
  unauthorized,
  unrecognizedChain,
  userRejected,
} from './errors.js'

export type TestChain = { chainId: number; rpcUrl: string; name?: string | undefined }

export type TestRequest = { method: string; params: unknown }

/** true (or a code: 4001 / 5000) makes the wallet reject that request as its user would. */
export type TestRejectRule = (method: string, params: unknown) => boolean | number

export type CreateTestEip1193ProviderParameters = {
  /** Chains the wallet knows; it starts on the first. */
  chains: readonly [TestChain, ...TestChain[]]
  privateKey: Hex
  /** Called with every request before the wallet handles it. */
  onRequest?: ((request: TestRequest) => void) | undefined
  reject?: TestRejectRule | undefined
  /** Whether the site is already authorised (as after an earlier visit). Default false. */
  authorized?: boolean | undefined
  /** Timeout of each RPC call in ms (house rule: every network call has one). Default 10 s. */
  rpcTimeoutMs?: number | undefined
  /** Aborts every RPC call in flight (e.g. at test teardown). */
  signal?: AbortSignal | undefined
  /**
   * The wallet answers EIP-5792 itself (batched-calls.ts): 'unsupported' reports no atomic
   * batching; `{ delegator }` runs each batch atomically through an EIP-7702 delegation.
   * Default: those methods go to the chain's RPC like any other.
   */
  atomicBatching?: TestAtomicBatching | undefined
}

export type Eip1193RequestArguments = { method: string; params?: unknown }

export type TestEip1193Provider = {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on<E extends Eip1193EventName>(event: E, listener: Eip1193Listener<E>): TestEip1193Provider
  removeListener<E extends Eip1193EventName>(
    event: E,
    listener: Eip1193Listener<E>,
  ): TestEip1193Provider
  /** The account's checksummed address. */
  readonly address: Hex
  /** The wallet's current chain id. */
  readonly chainId: number
  /** Whether the site is authorised (eth_accounts returns the address). */
  readonly authorized: boolean
  /** Every request received, in order. */
  readonly requests: readonly TestRequest[]
  /** Replaces the rejection rule (undefined: approve everything). */
  setReject(rule: TestRejectRule | undefined): void
  /** The wallet's user disconnects the site: accountsChanged [] and disconnect (4900). */
  disconnectFromWallet(): void
  /** The wallet's user switches chain in the wallet UI (a known chain only). */
  switchChainFromWallet(chainId: number): void
  /** The wallet's user selects another account: accountsChanged [address] when authorised. */
  switchAccountFromWallet(privateKey: Hex): void
}

type KnownChain = { chain: Chain; transport: Transport }

function toViemChain(chainId: number, rpcUrl: string, name: string | undefined): Chain {
  return defineChain({
    id: chainId,
    name: name ?? `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

function paramsArray(params: unknown): unknown[] {
  if (params === undefined) return []
  if (Array.isArray(params)) return params
  throw invalidParams('params must be an array')
}

function parseChainId(value: unknown): number {
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams('chainId must be 0x hex')
  return Number(hexToBigInt(value))
}

function optionalBigInt(value: unknown): bigint | undefined {
  return typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined
}

export function createTestEip1193Provider(
  parameters: CreateTestEip1193ProviderParameters,
): TestEip1193Provider {
  let account = privateKeyToAccount(parameters.privateKey)
  const emitter = createEip1193Emitter()
  const timeout = parameters.rpcTimeoutMs ?? 10_000
  const fetchOptions = parameters.signal ? { signal: parameters.signal } : undefined
  const chains = new Map<number, KnownChain>()
  const requests: TestRequest[] = []
  let reject = parameters.reject
  let authorized = parameters.authorized ?? false

  function addChain(chainId: number, rpcUrl: string, name?: string): void {
    chains.set(chainId, {
      chain: toViemChain(chainId, rpcUrl, name),
      transport: http(rpcUrl, {
        timeout,
        retryCount: 0,
        ...(fetchOptions ? { fetchOptions } : {}),
      }),
    })
  }
  for (const chain of parameters.chains) addChain(chain.chainId, chain.rpcUrl, chain.name)
  let currentChainId = parameters.chains[0].chainId

  function current(): KnownChain {
    const known = chains.get(currentChainId)
    if (!known) throw new TestProviderRpcError(TEST_WALLET_ERROR_CODES.disconnected, 'No chain')
    return known
  }

  function walletClient() {
    const { chain, transport } = current()
    return createWalletClient({ account, chain, transport })
  }

  function requireAuthorized(method: string): void {
    if (!authorized) throw unauthorized(method)
  }

  function setChain(chainId: number): void {
    if (chainId === currentChainId) return
    currentChainId = chainId
    emitter.emit('chainChanged', numberToHex(chainId))
  }

  function permissions() {
    return [
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
      },
    ]
  }

  async function proxy(method: string, params: unknown): Promise<unknown> {
    const { chain, transport } = current()
    const { request } = transport({ chain, retryCount: 0 })
    return request({ method, params } as Parameters<typeof request>[0])
  }

  async function sendOwnTransaction(tx: {
    to: Hex | null
    data?: Hex | undefined
    value?: bigint | undefined
    gas?: bigint | undefined
  }) {
    return walletClient().sendTransaction({
      to: tx.to,
      ...(tx.data ? { data: tx.data } : {}),
      ...(tx.value !== undefined ? { value: tx.value } : {}),
      ...(tx.gas !== undefined ? { gas: tx.gas } : {}),
    })
  }

  const batched = parameters.atomicBatching
    ? createTestBatchedCalls({
        chainIds: () => [...chains.keys()],
        currentChainId: () => currentChainId,
        sendTransaction: sendOwnTransaction,
        mode: parameters.atomicBatching,
        address: () => account.address,
        async sendDelegated({ data, delegator, delegated }) {
          const client = walletClient()
          const authorizationList = delegated
            ? undefined
            : [await client.signAuthorization({ contractAddress: delegator, executor: 'self' })]
          return client.sendTransaction({
            to: account.address,
            data,
            ...(authorizationList ? { authorizationList } : {}),
          })
        },
        rpc: (method, params) => proxy(method, params),
      })
    : undefined

  async function handle(method: string, params: unknown): Promise<unknown> {
    if (batched && BATCH_METHODS.has(method)) {
      if (method === 'wallet_sendCalls') requireAuthorized(method)
      return batched.handle(method, paramsArray(params))
    }
    switch (method) {
      case 'eth_requestAccounts':
        authorized = true
        return [account.address]
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'wallet_requestPermissions':
        authorized = true
        return permissions()
      case 'wallet_getPermissions':
        return authorized ? permissions() : []
      case 'wallet_revokePermissions':
        authorized = false
        return null
      case 'eth_chainId':
        return numberToHex(currentChainId)
      case 'net_version':
        return String(currentChainId)
      case 'wallet_switchEthereumChain': {
        const [target] = paramsArray(params) as [{ chainId?: unknown } | undefined]
        const chainId = parseChainId(target?.chainId)
        if (!chains.has(chainId)) throw unrecognizedChain(numberToHex(chainId))
        setChain(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const [target] = paramsArray(params) as [
          { chainId?: unknown; rpcUrls?: unknown; chainName?: unknown } | undefined,
        ]
        const chainId = parseChainId(target?.chainId)
        const rpcUrls = Array.isArray(target?.rpcUrls) ? target.rpcUrls : []
        const [rpcUrl] = rpcUrls
        if (typeof rpcUrl !== 'string') throw invalidParams('rpcUrls must hold a URL')
        if (!chains.has(chainId)) {
          const name = typeof target?.chainName === 'string' ? target.chainName : undefined
          addChain(chainId, rpcUrl, name)
        }
        // As MetaMask does: after adding, the wallet switches to the added chain.
        setChain(chainId)
        return null
      }
      case 'personal_sign': {
        requireAuthorized(method)
        const [data] = paramsArray(params)
        if (typeof data !== 'string') throw invalidParams('personal_sign needs a message')
        const raw = isHex(data) ? data : stringToHex(data)
        return account.signMessage({ message: { raw } })
      }
      case 'eth_signTypedData_v4': {
        requireAuthorized(method)
        const [, json] = paramsArray(params)
        const typed = (typeof json === 'string' ? JSON.parse(json) : json) as TypedDataDefinition
        const { EIP712Domain: _domainType, ...types } = (typed.types ?? {}) as Record<
          string,
          unknown
        >
        return account.signTypedData({ ...typed, types } as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        requireAuthorized(method)
        const [tx] = paramsArray(params) as [Record<string, unknown> | undefined]
        if (!tx) throw invalidParams('eth_sendTransaction needs a transaction')
        const to = typeof tx.to === 'string' ? (tx.to as Hex) : undefined
        const data = typeof tx.data === 'string' ? (tx.data as Hex) : undefined
        const value = optionalBigInt(tx.value)
        const gas = optionalBigInt(tx.gas)
        // Signed here with the local account, then sent raw to the chain (eth_sendRawTransaction).
        return sendOwnTransaction({ to: to ?? null, data, value, gas })
      }
      default:
        return proxy(method, params)
    }
  }

  const provider: TestEip1193Provider = {
    async request({ method, params }) {
      const request = { method, params }
      requests.push(request)
      parameters.onRequest?.(request)
      const rejected = reject?.(method, params) ?? false
      if (rejected !== false) {
        const error = userRejected(method)
        if (typeof rejected === 'number') {
          throw new TestProviderRpcError(rejected, error.message)
        }
        throw error
      }
      return handle(method, params)
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
    get address() {
      return account.address
    },
    get chainId() {
      return currentChainId
    },
    get authorized() {
      return authorized
    },
    requests,
    setReject(rule) {
      reject = rule
    },
    disconnectFromWallet() {
      authorized = false
      emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', {
        code: TEST_WALLET_ERROR_CODES.disconnected,
        message: 'The wallet disconnected the site.',
      })
    },
    switchChainFromWallet(chainId) {
      if (!chains.has(chainId)) throw unrecognizedChain(numberToHex(chainId))
      setChain(chainId)
    },
    switchAccountFromWallet(privateKey) {
      account = privateKeyToAccount(privateKey)
      if (authorized) emitter.emit('accountsChanged', [account.address])
    },
  }
  return provider
}
