/**
 * The adapter kit: what every chain adapter does the same way, written once. An adapter
 * hands `defineChainAdapter` only its chain operations; the kit owns
 * - the event emitter (accountChanged, chainChanged, disconnect, connectorsChanged,
 *   displayUri) and its `on`,
 * - the destroyed flag and the order of teardown,
 * - the embedded wallet's AUTH connector: its module is imported only once the client names
 *   a frame host (`setEmbeddedWallet`), at most once, never for a destroyed adapter,
 * - error mapping at the boundary: each public chain operation's failure becomes core's
 *   typed error in one place (the adapter's library errors through its translator), so
 *   the operations inside throw whatever they meet; a failed send or write becomes the
 *   node's error class when the node said why (insufficient funds, nonce too low…); the
 *   mapping's code (the RPC and node error classes) loads with the first failure to map,
 * - the requests open with the wallet: when the wallet goes away (`disconnect`, or the
 *   adapter's own disconnect event, e.g. a WalletConnect session that ended) its signing
 *   and sending requests are aborted, and its reads complete (open-requests.ts, loaded
 *   with the first request: requests-front.ts).
 */
import type { ChainNamespace } from '../chains/types.js'
import { BaseError } from '../errors/base.js'
import { RpcError } from '../errors/rpc-base.js'
import type { Connector } from '../types/connector.js'
import type { EmbeddedWalletAdapterConfig } from '../types/embedded-wallet.js'
import { formatUnits, parseUnits } from '../utils/units.js'
import type { AdapterErrorTranslator } from './adapter-errors.js'
import { type AdapterEvents, createAdapterEvents } from './adapter-events.js'
import type { TrackedOperationName } from './open-requests.js'
import { type ConnectionStep, createRequestsFront, type RequestsFront } from './requests-front.js'
import type { ChainAdapter } from './types.js'

/**
 * The chain operations whose failures the kit maps (every async one of ChainAdapter): the
 * requests open-requests.ts tracks, and the connection's own steps.
 */
type MappedOperationName = TrackedOperationName | ConnectionStep

/** What an adapter supplies: its chain operations, as plain functions that may throw anything. */
export type ChainOperations = Pick<ChainAdapter, MappedOperationName | 'getConnectors'> &
  Partial<Pick<ChainAdapter, 'setSignIn' | 'parseUnits' | 'formatUnits'>>

/** The least the kit needs of an embedded-wallet connector. */
export type EmbeddedWalletConnectorLike = {
  readonly entity: Connector
  destroy(): void
}

export type EmbeddedWalletLoader<M, W extends EmbeddedWalletConnectorLike> = {
  /** The connector module's dynamic import: fetched only for a client with a frame host. */
  importConnector: () => Promise<M>
  createConnector: (module: M, config: EmbeddedWalletAdapterConfig) => W
  /**
   * Lists the new connector. Default: the kit emits connectorsChanged with the adapter's
   * `getConnectors()` (which should then list `kit.embeddedWallet.current`).
   */
  list?: ((connector: W) => void) | undefined
}

/** The kit's side of an adapter, handed to its setup. */
export type AdapterKit<W extends EmbeddedWalletConnectorLike = EmbeddedWalletConnectorLike> = {
  emit: AdapterEvents['emit']
  /** True once `destroy` was called: what loads late must stop itself. */
  readonly destroyed: boolean
  readonly embeddedWallet: {
    /** The listed connector; undefined until `setEmbeddedWallet`'s module has loaded. */
    readonly current: W | undefined
    /** The load `setEmbeddedWallet` started (undefined before it; settles undefined if destroyed). */
    readonly loading: Promise<W | undefined> | undefined
    /**
     * Settles once the connector is listed. A page reconnects at once, while core may still
     * be loading what calls `setEmbeddedWallet`: a reconnect waits for this, within its limit.
     */
    readonly listed: Promise<W>
  }
}

export type ChainAdapterDefinition<X, M, W extends EmbeddedWalletConnectorLike> = {
  operations: ChainOperations
  /** Adapter-specific members, passed as they are (not error-mapped). */
  extensions?: X | undefined
  /** Present when the adapter can host the embedded wallet. */
  embeddedWallet?: EmbeddedWalletLoader<M, W> | undefined
  /** Stops the adapter's own discovery, watchers and runtime (the kit then does the rest). */
  destroy?: (() => void) | undefined
}

export type DefineChainAdapterParameters = {
  namespace: ChainNamespace
  /** The chain library's own errors to core's; the rest map by JSON-RPC code. */
  translateError?: AdapterErrorTranslator | undefined
  /**
   * The same translator, loaded with the first failure to map (a dynamic import of the
   * adapter's error module), so a page that never fails never fetches the classes it maps
   * to. Used when `translateError` is absent.
   */
  loadErrorTranslator?: (() => Promise<AdapterErrorTranslator>) | undefined
}

export type DefinedChainAdapter<X> = ChainAdapter &
  X & {
    /** Stops discovery and event forwarding; a late embedded-wallet load ends itself. */
    destroy(): void
  }

/** A send or a write: its failure may be the node's verdict on the transaction. */
const SEND_OPERATIONS: ReadonlySet<MappedOperationName> = new Set([
  'sendTransaction',
  'sendCalls',
  'writeContract',
])

type OperationInput = { signal?: AbortSignal | undefined } | undefined

/**
 * One operation as the adapter hands it out: tracked as an open request when it asks the
 * wallet a known method, and its failure mapped once (a send's by `toSendError`).
 */
function atBoundary(
  name: MappedOperationName,
  operation: (input: OperationInput) => Promise<unknown>,
  boundary: DefineChainAdapterParameters & { requests: RequestsFront },
): (input: OperationInput) => Promise<unknown> {
  const send = SEND_OPERATIONS.has(name)
  const run = (input: OperationInput) =>
    boundary.requests.run(
      name,
      input?.signal,
      (signal) => operation({ ...input, signal }),
      () => operation(input),
    )
  return async (input) => {
    try {
      return await run(input)
    } catch (error) {
      throw await mapFailure(error, send, boundary)
    }
  }
}

/**
 * Core's error for a failure at the boundary. Core's own errors other than RPC errors (a
 * timeout, an abort, a connector error) pass through both mappings as they are; anything
 * else waits for the mapping's module (and the adapter's translator, when it loads one),
 * which a page that never saw a failure has not loaded. Should either not arrive (the
 * network went away), the failure is rethrown as it came.
 */
async function mapFailure(
  error: unknown,
  send: boolean,
  boundary: Pick<DefineChainAdapterParameters, 'translateError' | 'loadErrorTranslator'>,
): Promise<unknown> {
  if (error instanceof BaseError && !(error instanceof RpcError)) return error
  const { translateError, loadErrorTranslator } = boundary
  const [mapping, translate] = await Promise.all([
    import('./adapter-errors.js'),
    translateError ?? loadErrorTranslator?.(),
  ]).catch(() => [undefined, undefined] as const)
  if (!mapping) return error
  return (send ? mapping.toSendError : mapping.toAdapterError)(error, translate)
}

export function defineChainAdapter<
  X extends object = Record<never, never>,
  M = unknown,
  W extends EmbeddedWalletConnectorLike = EmbeddedWalletConnectorLike,
>(
  parameters: DefineChainAdapterParameters,
  setup: (kit: AdapterKit<W>) => ChainAdapterDefinition<X, M, W>,
): DefinedChainAdapter<X> {
  const events = createAdapterEvents()
  let destroyed = false
  let embeddedWallet: W | undefined
  let embeddedWalletLoad: Promise<W | undefined> | undefined
  let markListed: (connector: W) => void = () => undefined
  const listed = new Promise<W>((resolve) => {
    markListed = resolve
  })

  const requests = createRequestsFront(parameters.namespace)
  const emit: AdapterEvents['emit'] = (event, payload) => {
    // The wallet is gone: nobody is left to approve what waits for it.
    if (event === 'disconnect') requests.rejectNotSafe()
    events.emit(event, payload)
  }

  const kit: AdapterKit<W> = {
    emit,
    get destroyed() {
      return destroyed
    },
    embeddedWallet: {
      get current() {
        return embeddedWallet
      },
      get loading() {
        return embeddedWalletLoad
      },
      listed,
    },
  }

  const definition = setup(kit)
  const { operations: ops, embeddedWallet: loader } = definition
  const boundary = { ...parameters, requests }
  const mapped = <K extends MappedOperationName>(name: K) => {
    const operation = ops[name] as ((input: OperationInput) => Promise<unknown>) | undefined
    return operation && (atBoundary(name, operation, boundary) as NonNullable<ChainAdapter[K]>)
  }
  const required = <K extends MappedOperationName>(name: K) =>
    mapped(name) as NonNullable<ChainAdapter[K]>
  const optional = <K extends MappedOperationName>(name: K) => {
    const operation = mapped(name)
    return operation ? { [name]: operation } : {}
  }
  const disconnect = required('disconnect')

  function setEmbeddedWallet(config: EmbeddedWalletAdapterConfig): void {
    if (!loader || embeddedWalletLoad || destroyed) return
    embeddedWalletLoad = loader.importConnector().then((module) => {
      if (destroyed) return undefined
      const connector = loader.createConnector(module, config)
      embeddedWallet = connector
      if (loader.list) loader.list(connector)
      else events.emit('connectorsChanged', { connectors: ops.getConnectors() })
      markListed(connector)
      return connector
    })
  }

  const adapter: ChainAdapter & { destroy(): void } = {
    ...definition.extensions,
    namespace: parameters.namespace,
    getConnectors: () => ops.getConnectors(),
    connect: required('connect'),
    reconnect: required('reconnect'),
    disconnect: (input) => {
      // Leaving the wallet ends what waits for its approval; reads complete.
      requests.rejectNotSafe()
      return disconnect(input)
    },
    getAccounts: required('getAccounts'),
    switchNetwork: required('switchNetwork'),
    getBalance: required('getBalance'),
    signMessage: required('signMessage'),
    sendTransaction: required('sendTransaction'),
    estimateGas: required('estimateGas'),
    ...optional('estimateTransferFee'),
    ...optional('getCapabilities'),
    ...optional('getWalletAssets'),
    ...optional('sendCalls'),
    ...optional('getCallsStatus'),
    ...optional('showCallsStatus'),
    ...optional('grantPermissions'),
    ...optional('revokePermissions'),
    ...optional('writeContract'),
    ...optional('getTokenBalances'),
    ...optional('getEnsName'),
    ...optional('resolveName'),
    parseUnits: ops.parseUnits ?? ((value, decimals) => parseUnits(value, decimals)),
    formatUnits: ops.formatUnits ?? ((value, decimals) => formatUnits(value, decimals)),
    on: events.on,
    ...(ops.setSignIn ? { setSignIn: ops.setSignIn } : {}),
    ...(loader ? { setEmbeddedWallet } : {}),
    destroy() {
      destroyed = true
      definition.destroy?.()
      embeddedWallet?.destroy()
      events.clear()
    },
  }
  return adapter as DefinedChainAdapter<X>
}
