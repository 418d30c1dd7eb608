import { createAaRouter } from '../aa/rpc.js'
import type { EvmDevnet } from '../evm/index.js'
import { createJsonServer, HttpError, type Route } from '../http/server.js'
import type { ProjectRegistry } from '../projects.js'
import { balanceRoutes } from './balance.js'
import { type ApiChain, type ApiContext, createApiChains, requireSdkParams } from './context.js'
import { convertRoutes } from './convert.js'
import { fungibleRoutes } from './fungible.js'
import { historyRoutes } from './history.js'
import { createHistoryIndexer, type Timers } from './history-indexer.js'
import { nameRoutes } from './names.js'
import { onrampRoutes } from './onramp.js'
import { createOnrampLedger } from './onramp-ledger.js'
import { createPriceTable } from './prices.js'
import { createUserOperationStore, rpcProxyRoutes } from './rpc-proxy.js'
import { type SessionChain, sessionRoutes } from './sessions.js'
import { createSolanaRpc } from './solana-rpc.js'

export { DEFAULT_NAME_ZONE } from './names.js'
export { NATIVE_EVM_ADDRESS, NATIVE_SOLANA_ADDRESS, USD_PRICES } from './prices.js'

export type StartBlockchainApiOptions = {
  host: string
  port: number
  projects: ProjectRegistry
  evm: EvmDevnet
  solanaRpcUrl: string
  /** The test USDC mint on Solana (SolanaDevnet.usdcMint.address), priced like USDC. */
  solanaUsdcMint?: string
  fetch?: typeof fetch
  /** Clock in ms; default Date.now. */
  now?: () => number
  /** Timers of the block watcher; default the global ones. */
  timers?: Timers
  /** How often new blocks are indexed, default 1000 ms (queries always catch up first). */
  pollIntervalMs?: number
  /** Timeout of every call to a chain node, default 10 s. */
  timeoutMs?: number
  onError?: (error: unknown) => void
  /** Notices of the history indexer (a node that cannot trace calls); default stderr. */
  log?: (message: string) => void
}

export type BlockchainApi = {
  url: string
  /** Makes the bundler's eth_getUserOperationReceipt return `receipt` for `hash`. */
  recordUserOperation(hash: string, receipt: unknown): void
  /** Flags (or unflags) a token address as spam in history answers. */
  setSpam(address: string, spam: boolean): void
  stop(): Promise<void>
}

/** The blockchain API of docs/services.md#calls, answered from the local chains. */
export async function startBlockchainApi(
  options: StartBlockchainApiOptions,
): Promise<BlockchainApi> {
  const timeoutMs = options.timeoutMs ?? 10_000
  const fetchFn = options.fetch ?? fetch
  let baseUrl = ''
  const chains = createApiChains(options.evm, timeoutMs)
  const api: ApiContext = {
    projects: options.projects,
    chains,
    solana: createSolanaRpc({ url: options.solanaRpcUrl, fetch: fetchFn, timeoutMs }),
    baseUrl: () => baseUrl,
    now: options.now ?? Date.now,
  }
  const prices = createPriceTable({
    baseUrl: api.baseUrl,
    ...(options.solanaUsdcMint ? { solanaUsdcMint: options.solanaUsdcMint } : {}),
  })
  const indexer = createHistoryIndexer({
    chains: [...chains.values()],
    ...(options.pollIntervalMs !== undefined ? { pollIntervalMs: options.pollIntervalMs } : {}),
    ...(options.timers ? { timers: options.timers } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
    ...(options.log ? { log: options.log } : {}),
  })
  const ledger = createOnrampLedger()
  const userOperations = createUserOperationStore()

  const supportedChains: Route = {
    // docs/services.md#requests: GET v1/supported-chains → http and ws lists (CAIP-2). The proxy is HTTP only.
    method: 'GET',
    path: '/v1/supported-chains',
    handler: async (ctx) => {
      requireSdkParams(ctx, api)
      const http: string[] = [...chains.values()].map((c) => c.caip2)
      try {
        http.push(await api.solana.caip2())
      } catch {
        // Solana node not reachable: only the EVM chains are offered.
      }
      return { json: { http, ws: [] } }
    },
  }
  const spamAdmin: Route = {
    method: 'POST',
    path: '/__devnet/spam',
    handler: ({ body }) => {
      const b = body as { address?: unknown; spam?: unknown } | undefined
      if (typeof b?.address !== 'string') throw new HttpError(400, 'expected {address, spam}')
      prices.setSpam(b.address, b.spam !== false)
      return { json: { address: b.address, spam: b.spam !== false } }
    },
  }

  const server = createJsonServer({
    name: 'blockchain-api',
    routes: [
      supportedChains,
      spamAdmin,
      ...balanceRoutes(api, prices),
      ...historyRoutes(api, prices, indexer, ledger),
      ...nameRoutes(api),
      ...convertRoutes(api, prices),
      ...fungibleRoutes(api, prices),
      ...onrampRoutes(api, ledger),
      ...sessionRoutes(api, { chains: sessionChains(chains, options.evm), timeoutMs }),
      ...rpcProxyRoutes({
        api,
        solanaRpcUrl: options.solanaRpcUrl,
        userOperations,
        // Bundler and paymaster methods of chains with the ERC-4337 stack (src/aa/).
        aa: createAaRouter({
          chains: options.evm.chains.flatMap((chain) => (chain.aa ? [chain.aa] : [])),
          fetch: fetchFn,
        }),
        fetch: fetchFn,
        timeoutMs,
      }),
    ],
    ...(options.onError ? { onError: options.onError } : {}),
  })
  try {
    baseUrl = await server.listen(options.port, options.host)
  } catch (error) {
    indexer.stop()
    throw error
  }
  return {
    url: baseUrl,
    recordUserOperation: userOperations.record,
    setSpam: prices.setSpam,
    async stop() {
      indexer.stop()
      await server.stop()
    },
  }
}

/** The chains whose ERC-4337 stack holds smart-session permissions (the first, on devnet). */
function sessionChains(chains: ReadonlyMap<number, ApiChain>, evm: EvmDevnet): SessionChain[] {
  return evm.chains.flatMap((c) => {
    const chain = chains.get(c.chainId)
    const environment = c.aa?.smartAccounts
    const value = environment?.caveatEnforcers.ValueLteEnforcer
    const period = environment?.caveatEnforcers.ERC20PeriodTransferEnforcer
    const timestamp = environment?.caveatEnforcers.TimestampEnforcer
    if (!chain || !environment || !value || !period || !timestamp) return []
    return [
      {
        chainId: chain.chainId,
        caip2: chain.caip2,
        rpcUrl: chain.rpcUrl,
        chain: chain.chain,
        delegationManager: environment.DelegationManager,
        valueLteEnforcer: value,
        erc20PeriodTransferEnforcer: period,
        timestampEnforcer: timestamp,
      },
    ]
  })
}
