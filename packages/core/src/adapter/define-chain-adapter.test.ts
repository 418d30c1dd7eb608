import { describe, expect, it, vi } from 'vitest'
import { BaseError } from '../errors/base.js'
import { ConnectorNotConnectedError } from '../errors/connector.js'
import { RequestAbortedError } from '../errors/embedded-wallet.js'
import { InvalidInputRpcError } from '../errors/json-rpc.js'
import {
  ExecutionRevertedError,
  FeeCapTooLowError,
  InsufficientFundsError,
  NonceTooLowError,
  UnknownNodeError,
} from '../errors/node.js'
import {
  ProviderDisconnectedError,
  UnknownRpcError,
  UserRejectedRequestError,
} from '../errors/provider-rpc.js'
import type { Connector } from '../types/connector.js'
import type { EmbeddedWalletAdapterConfig } from '../types/embedded-wallet.js'
import {
  type AdapterKit,
  type ChainOperations,
  defineChainAdapter,
  type EmbeddedWalletConnectorLike,
} from './define-chain-adapter.js'

const reject = () => Promise.reject(new Error('not used'))
function operations(overrides: Partial<ChainOperations> = {}): ChainOperations {
  return {
    getConnectors: () => [],
    connect: reject,
    reconnect: reject,
    disconnect: reject,
    getAccounts: reject,
    switchNetwork: reject,
    getBalance: reject,
    signMessage: reject,
    sendTransaction: reject,
    estimateGas: reject,
    ...overrides,
  }
}

const config = { loginUsed: false } as unknown as EmbeddedWalletAdapterConfig
type TestConnector = EmbeddedWalletConnectorLike & { destroyed: boolean; config: unknown }
function testConnector(connectorConfig: unknown): TestConnector {
  const entity: Connector = { id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' }
  return {
    entity,
    config: connectorConfig,
    destroyed: false,
    destroy() {
      this.destroyed = true
    },
  }
}

/** An embedded-wallet module whose import the test settles. */
function deferredModule() {
  let imports = 0
  let resolve: (module: { create: typeof testConnector }) => void = () => undefined
  const promise = new Promise<{ create: typeof testConnector }>((r) => {
    resolve = r
  })
  return {
    importConnector: () => {
      imports += 1
      return promise
    },
    load: () => resolve({ create: testConnector }),
    get imports() {
      return imports
    },
  }
}

describe('defineChainAdapter: errors', () => {
  class LibraryError extends Error {
    override name = 'LibraryError'
  }
  const translateError = (error: Error) =>
    error instanceof LibraryError ? new ConnectorNotConnectedError({ cause: error }) : undefined

  it("maps every operation's failure once, at the boundary: a sync throw, a rejection, a library error", async () => {
    const adapter = defineChainAdapter({ namespace: 'eip155', translateError }, () => ({
      operations: operations({
        connect: () => {
          throw new LibraryError('wagmi says no')
        },
        reconnect: () => Promise.reject({ code: 4001, message: 'User rejected' }),
        getBalance: () => Promise.reject(new Error('boom')),
        estimateTransferFee: () => Promise.reject({ code: 5000 }),
      }),
    }))
    await expect(adapter.connect({ connectorId: 'x' })).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
    await expect(adapter.reconnect({ connectorId: 'x' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    const network = { id: 1 } as never
    await expect(adapter.getBalance({ address: '0x', network })).rejects.toBeInstanceOf(
      UnknownRpcError,
    )
    await expect(
      adapter.estimateTransferFee?.({ address: '0x', to: '0x', network } as never),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it('loads the translator with the first failure to map, once per failure, never before', async () => {
    let loads = 0
    const loadErrorTranslator = async () => {
      loads += 1
      return translateError
    }
    const adapter = defineChainAdapter({ namespace: 'eip155', loadErrorTranslator }, () => ({
      operations: operations({
        connect: () => Promise.reject(new LibraryError('wagmi says no')),
        reconnect: () => Promise.reject({ code: 4001, message: 'User rejected' }),
      }),
    }))
    expect(loads).toBe(0)
    await expect(adapter.connect({ connectorId: 'x' })).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
    expect(loads).toBe(1)
    await expect(adapter.reconnect({ connectorId: 'x' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('rethrows the failure as it came when the translator cannot load (offline)', async () => {
    const original = new LibraryError('wagmi says no')
    const adapter = defineChainAdapter(
      {
        namespace: 'eip155',
        loadErrorTranslator: () => Promise.reject(new TypeError('Failed to fetch module')),
      },
      () => ({ operations: operations({ connect: () => Promise.reject(original) }) }),
    )
    await expect(adapter.connect({ connectorId: 'x' })).rejects.toBe(original)
  })

  it("passes core's own errors through untouched and leaves absent capabilities absent", async () => {
    const own = new ConnectorNotConnectedError({ details: 'mine' })
    const adapter = defineChainAdapter({ namespace: 'solana' }, () => ({
      operations: operations({ signMessage: () => Promise.reject(own) }),
    }))
    await expect(adapter.signMessage({ message: 'hi', address: 'a' })).rejects.toBe(own)
    expect(own).toBeInstanceOf(BaseError)
    expect(adapter.getCapabilities).toBeUndefined()
    expect(adapter.setEmbeddedWallet).toBeUndefined()
    expect(adapter.setSignIn).toBeUndefined()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
  })

  it('hands extensions out as they are, unmapped', async () => {
    const failure = new Error('raw')
    const adapter = defineChainAdapter({ namespace: 'eip155' }, () => ({
      operations: operations(),
      extensions: { preload: () => Promise.reject(failure) },
    }))
    await expect(adapter.preload()).rejects.toBe(failure)
  })
})

describe('defineChainAdapter: a failed send is the node error that says why', () => {
  const network = { id: 1 } as never
  const send = { address: '0x1', to: '0x2', value: 1n, network }

  it.each([
    [
      'a viem-style wrapper around the node message',
      new Error('Transaction failed', {
        cause: { code: -32000, message: 'insufficient funds for gas * price + value' },
      }),
      InsufficientFundsError,
    ],
    ['an RPC error object', { code: -32000, message: 'nonce too low' }, NonceTooLowError],
    [
      'a fee cap below the base fee',
      new Error('max fee per gas less than block base fee'),
      FeeCapTooLowError,
    ],
    ['a revert', new Error('execution reverted: not allowed'), ExecutionRevertedError],
  ])('sendTransaction: %s', async (_, thrown, ErrorClass) => {
    const adapter = defineChainAdapter({ namespace: 'eip155' }, () => ({
      operations: operations({ sendTransaction: () => Promise.reject(thrown) }),
    }))
    const error = await adapter.sendTransaction(send).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect((error as BaseError).cause).toBe(thrown)
  })

  it("a core RPC error carrying the node's words becomes the node error (a Solana simulation)", async () => {
    const thrown = new InvalidInputRpcError({
      details:
        'Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.',
    })
    const adapter = defineChainAdapter({ namespace: 'solana' }, () => ({
      operations: operations({ sendTransaction: () => Promise.reject(thrown) }),
    }))
    await expect(adapter.sendTransaction(send)).rejects.toBeInstanceOf(InsufficientFundsError)
  })

  it('a refusal stays a refusal, a library error its translation, and other failures their RPC class', async () => {
    const failures = [
      { code: 4001, message: 'User rejected: insufficient funds' },
      new Error('wagmi: not connected'),
      { code: 4900, message: 'Disconnected' },
    ]
    const translateError = (error: Error) =>
      error.message.startsWith('wagmi')
        ? new ConnectorNotConnectedError({ cause: error })
        : undefined
    const adapter = defineChainAdapter({ namespace: 'eip155', translateError }, () => ({
      operations: operations({
        sendTransaction: () => Promise.reject(failures.shift()),
        sendCalls: () => Promise.reject({ code: -32000, message: 'insufficient funds' }),
      }),
    }))
    await expect(adapter.sendTransaction(send)).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(adapter.sendTransaction(send)).rejects.toBeInstanceOf(ConnectorNotConnectedError)
    await expect(adapter.sendTransaction(send)).rejects.toBeInstanceOf(ProviderDisconnectedError)
    await expect(
      adapter.sendCalls?.({ address: '0x1', network, calls: [], forceAtomic: true }),
    ).rejects.toBeInstanceOf(InsufficientFundsError)
  })

  it('a refusal by the node (-32000, -32003) in words no class knows is UnknownNodeError', async () => {
    const thrown = { code: -32003, message: 'transaction underpriced for this pool' }
    const adapter = defineChainAdapter({ namespace: 'eip155' }, () => ({
      operations: operations({ sendTransaction: () => Promise.reject(thrown) }),
    }))
    const error = await adapter.sendTransaction(send).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UnknownNodeError)
    expect((error as UnknownNodeError).details).toBe('transaction underpriced for this pool')
  })

  it('a read is not a send: its failure keeps the RPC mapping', async () => {
    const adapter = defineChainAdapter({ namespace: 'eip155' }, () => ({
      operations: operations({
        getBalance: () => Promise.reject({ code: -32000, message: 'insufficient funds' }),
      }),
    }))
    await expect(adapter.getBalance({ address: '0x1', network })).rejects.toBeInstanceOf(
      InvalidInputRpcError,
    )
  })
})

describe('defineChainAdapter: leaving the wallet aborts only the requests that are not safe', () => {
  /** An operation whose answer the test gives, recording the signal it got. */
  function pending<T>() {
    const signals: (AbortSignal | undefined)[] = []
    let answer: (value: T) => void = () => undefined
    const operation = (p: { signal?: AbortSignal | undefined }) => {
      signals.push(p.signal)
      return new Promise<T>((resolve) => {
        answer = resolve
      })
    }
    return { operation, signals, answer: (value: T) => answer(value) }
  }
  const network = { id: 1 } as never
  /** How many times the wallet was asked, over the given operations. */
  const asked = (...operations: { signals: unknown[] }[]) =>
    operations.reduce((sum, operation) => sum + operation.signals.length, 0)

  function walletAdapter(namespace: 'eip155' | 'solana' = 'eip155') {
    const sign = pending<string>()
    const send = pending<string>()
    const capabilities = pending<Record<string, unknown>>()
    const balance = pending<{ balance: string; symbol: string }>()
    let kit: AdapterKit | undefined
    const adapter = defineChainAdapter({ namespace }, (k) => {
      kit = k
      return {
        operations: operations({
          disconnect: () => Promise.resolve(),
          signMessage: sign.operation,
          sendTransaction: send.operation,
          getCapabilities: capabilities.operation,
          getBalance: balance.operation,
        }),
      }
    })
    return { adapter, kit: () => kit, sign, send, capabilities, balance }
  }

  it("disconnect: personal_sign and eth_sendTransaction fail with 'Request was aborted'; the balance and capabilities reads complete", async () => {
    const { adapter, sign, send, capabilities, balance } = walletAdapter()
    const signing = adapter.signMessage({ message: 'hi', address: '0x1' })
    const sending = adapter.sendTransaction({ address: '0x1', to: '0x2', value: 1n, network })
    const reading = adapter.getBalance({ address: '0x1', network })
    const asking = adapter.getCapabilities?.({ address: '0x1' })
    // Each request is open once the wallet was asked (the rules load with the first).
    await vi.waitFor(() => expect(asked(sign, send, balance, capabilities)).toBe(4))
    await adapter.disconnect()
    const aborted = await signing.catch((e: unknown) => e)
    expect(aborted).toBeInstanceOf(RequestAbortedError)
    expect((aborted as Error).message).toContain('Request was aborted')
    await expect(sending).rejects.toBeInstanceOf(RequestAbortedError)
    expect(sign.signals[0]?.aborted).toBe(true)
    expect(send.signals[0]?.aborted).toBe(true)
    balance.answer({ balance: '1', symbol: 'ETH' })
    capabilities.answer({ '0x1': {} })
    await expect(reading).resolves.toEqual({ balance: '1', symbol: 'ETH' })
    await expect(asking).resolves.toEqual({ '0x1': {} })
    expect(balance.signals[0]?.aborted).toBe(false)
  })

  it("disconnect: a grant or revoke of permissions waiting for the wallet fails with 'Request was aborted'", async () => {
    const grant = pending<unknown>()
    const revoke = pending<unknown>()
    const adapter = defineChainAdapter({ namespace: 'eip155' }, () => ({
      operations: operations({
        disconnect: () => Promise.resolve(),
        grantPermissions: grant.operation,
        revokePermissions: revoke.operation,
      }),
    }))
    const granting = adapter.grantPermissions?.({
      address: '0x1',
      network,
      request: {} as never,
    })
    const revoking = adapter.revokePermissions?.({ address: '0x1', network, pci: '0x01' })
    await vi.waitFor(() => expect(asked(grant, revoke)).toBe(2))
    await adapter.disconnect()
    await expect(granting).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(revoking).rejects.toBeInstanceOf(RequestAbortedError)
    expect(grant.signals[0]?.aborted).toBe(true)
    expect(revoke.signals[0]?.aborted).toBe(true)
  })

  it("the wallet's own disconnect event (a WalletConnect session that ended) aborts a Solana signature", async () => {
    const { adapter, kit, sign } = walletAdapter('solana')
    const signing = adapter.signMessage({ message: 'hi', address: 'So1' })
    await vi.waitFor(() => expect(asked(sign)).toBe(1))
    kit()?.emit('disconnect', { connectorId: 'walletconnect' })
    await expect(signing).rejects.toBeInstanceOf(RequestAbortedError)
    expect(sign.signals[0]?.aborted).toBe(true)
  })

  it("a request that already settled is not touched, and the caller's own signal still aborts", async () => {
    const { adapter, sign } = walletAdapter()
    const first = adapter.signMessage({ message: 'a', address: '0x1' })
    await vi.waitFor(() => expect(asked(sign)).toBe(1))
    sign.answer('0xsig')
    await expect(first).resolves.toBe('0xsig')
    await adapter.disconnect()
    const caller = new AbortController()
    void adapter.signMessage({ message: 'b', address: '0x1', signal: caller.signal })
    await vi.waitFor(() => expect(asked(sign)).toBe(2))
    caller.abort()
    expect(sign.signals[1]?.aborted).toBe(true)
  })
})

describe('defineChainAdapter: events and destroy', () => {
  it('forwards what the adapter emits, and a destroyed adapter has no listeners left', () => {
    let kit: AdapterKit | undefined
    const stopped: string[] = []
    const adapter = defineChainAdapter({ namespace: 'eip155' }, (k) => {
      kit = k
      return { operations: operations(), destroy: () => stopped.push('own') }
    })
    const seen: unknown[] = []
    const off = adapter.on('chainChanged', (payload) => seen.push(payload))
    kit?.emit('chainChanged', { connectorId: 'a', chainId: 1 })
    off()
    kit?.emit('chainChanged', { connectorId: 'a', chainId: 2 })
    adapter.on('disconnect', (payload) => seen.push(payload))
    expect(kit?.destroyed).toBe(false)
    adapter.destroy()
    kit?.emit('disconnect', { connectorId: 'a' })
    expect(seen).toEqual([{ connectorId: 'a', chainId: 1 }])
    expect(kit?.destroyed).toBe(true)
    expect(stopped).toEqual(['own'])
  })
})

describe('defineChainAdapter: the embedded wallet', () => {
  function define(list?: (connector: TestConnector) => void) {
    const module = deferredModule()
    let kit: AdapterKit<TestConnector> | undefined
    const adapter = defineChainAdapter({ namespace: 'solana' }, (k: AdapterKit<TestConnector>) => {
      kit = k
      return {
        operations: operations({
          getConnectors: () => (k.embeddedWallet.current ? [k.embeddedWallet.current.entity] : []),
        }),
        embeddedWallet: {
          importConnector: module.importConnector,
          createConnector: (loaded, connectorConfig) => loaded.create(connectorConfig),
          list,
        },
      }
    })
    if (!kit) throw new Error('setup did not run')
    return { adapter, module, kit }
  }

  it('imports nothing until setEmbeddedWallet, then once; lists it and tells core', async () => {
    const { adapter, module, kit } = define()
    const changes: unknown[] = []
    adapter.on('connectorsChanged', ({ connectors }) => changes.push(connectors.map((c) => c.id)))
    expect(module.imports).toBe(0)
    expect(kit.embeddedWallet.loading).toBeUndefined()
    adapter.setEmbeddedWallet?.(config)
    adapter.setEmbeddedWallet?.(config)
    expect(module.imports).toBe(1)
    module.load()
    const connector = await kit.embeddedWallet.listed
    expect(await kit.embeddedWallet.loading).toBe(connector)
    expect(kit.embeddedWallet.current).toBe(connector)
    expect(connector.config).toBe(config)
    expect(changes).toEqual([['auth']])
    adapter.destroy()
    expect(connector.destroyed).toBe(true)
  })

  it('lets the adapter list the connector itself (no connectorsChanged of its own then)', async () => {
    const listed: string[] = []
    const { adapter, module, kit } = define((connector) => listed.push(connector.entity.id))
    const changes: unknown[] = []
    adapter.on('connectorsChanged', (payload) => changes.push(payload))
    adapter.setEmbeddedWallet?.(config)
    module.load()
    await kit.embeddedWallet.listed
    expect(listed).toEqual(['auth'])
    expect(changes).toEqual([])
  })

  it('makes no connector when destroyed while the module loads, and none after destroy', async () => {
    const { adapter, module, kit } = define()
    adapter.setEmbeddedWallet?.(config)
    adapter.destroy()
    module.load()
    expect(await kit.embeddedWallet.loading).toBeUndefined()
    expect(kit.embeddedWallet.current).toBeUndefined()

    const late = define()
    late.adapter.destroy()
    late.adapter.setEmbeddedWallet?.(config)
    expect(late.module.imports).toBe(0)
  })
})
