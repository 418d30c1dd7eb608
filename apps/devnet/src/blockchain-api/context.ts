import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  http,
  isAddress,
  type PublicClient,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetChain } from '../evm/deploy.js'
import type { EvmDevnet } from '../evm/index.js'
import type { EvmContracts } from '../evm/tokens.js'
import { HttpError, type RequestContext, requireQuery } from '../http/server.js'
import type { Project, ProjectRegistry } from '../projects.js'
import type { SolanaRpc } from './solana-rpc.js'

/** One local EVM chain as the blockchain API sees it. */
export type ApiChain = {
  chainId: number
  caip2: `eip155:${number}`
  rpcUrl: string
  chain: Chain
  contracts: EvmContracts
  client: PublicClient
  /** Sends from the devnet operator account; calls are queued so nonces never collide. */
  sendAsOperator(call: { to: Address; data: Hex; value?: bigint }): Promise<Hex>
}

export type ApiContext = {
  projects: ProjectRegistry
  chains: ReadonlyMap<number, ApiChain>
  solana: SolanaRpc
  /** The service's own base URL (for icon, checkout and NFT preview links). */
  baseUrl(): string
  /** Current time in ms (injected so tests control it). */
  now(): number
}

export function createApiChains(evm: EvmDevnet, timeoutMs: number): Map<number, ApiChain> {
  const account = privateKeyToAccount(evm.operator.privateKey)
  const map = new Map<number, ApiChain>()
  for (const c of evm.chains) {
    const chain = devnetChain(c.chainId, c.rpcUrl)
    const transport = http(c.rpcUrl, { timeout: timeoutMs })
    const client = createPublicClient({ chain, transport, pollingInterval: 50 })
    const wallet: WalletClient = createWalletClient({ chain, transport, account })
    let queue: Promise<unknown> = Promise.resolve()
    const sendAsOperator: ApiChain['sendAsOperator'] = (call) => {
      const next = queue.then(async () => {
        const hash = await wallet.sendTransaction({ ...call, account, chain })
        const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
        if (receipt.status !== 'success') throw new HttpError(500, `transaction ${hash} reverted`)
        return hash
      })
      queue = next.catch(() => undefined)
      return next
    }
    map.set(c.chainId, {
      chainId: c.chainId,
      caip2: `eip155:${c.chainId}`,
      rpcUrl: c.rpcUrl,
      chain,
      contracts: c.contracts,
      client,
      sendAsOperator,
    })
  }
  return map
}

/**
 * docs/services.md#requests: every GET carries projectId, st (sdk type) and sv (sdk version): 400 when one is
 * missing, 403 when the project is unknown.
 */
export function requireSdkParams(ctx: RequestContext, api: ApiContext): Project {
  requireQuery(ctx, ['projectId', 'st', 'sv'])
  return api.projects.require(ctx)
}

/** POSTs name the project in the query or (fungible price, build-transaction) the body. */
export function requireProjectForPost(ctx: RequestContext, api: ApiContext): Project {
  const fromBody = isRecord(ctx.body) ? ctx.body.projectId : undefined
  const id = ctx.query.get('projectId') ?? (typeof fromBody === 'string' ? fromBody : null)
  if (!id) throw new HttpError(400, 'missing projectId')
  const project = api.projects.get(id)
  if (!project) throw new HttpError(403, 'invalid project id', { code: 'invalid_project_id' })
  return project
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export type ParsedChainId = { namespace: 'eip155'; chainId: number } | { namespace: 'solana' }

/** Chain ids arrive as CAIP-2 (`eip155:31337`, `solana:…`) or as plain numbers. */
export function parseChainId(value: string): ParsedChainId {
  if (/^\d+$/.test(value)) return { namespace: 'eip155', chainId: Number(value) }
  const [namespace, reference, ...rest] = value.split(':')
  if (rest.length > 0 || !namespace || !reference) {
    throw new HttpError(400, `invalid chainId: ${value}`)
  }
  if (namespace === 'solana') return { namespace: 'solana' }
  if (namespace === 'eip155' && /^\d+$/.test(reference)) {
    return { namespace: 'eip155', chainId: Number(reference) }
  }
  throw new HttpError(400, `unsupported chainId: ${value}`)
}

export function requireEvmChain(api: ApiContext, value: string | null | undefined): ApiChain {
  if (!value) throw new HttpError(400, 'missing chainId')
  const parsed = parseChainId(value)
  const chain = parsed.namespace === 'eip155' ? api.chains.get(parsed.chainId) : undefined
  if (!chain) throw new HttpError(400, `unsupported chainId: ${value}`)
  return chain
}

/** The first local chain: the default when a call names none. */
export function defaultChain(api: ApiContext): ApiChain {
  const first = api.chains.values().next().value
  if (!first) throw new HttpError(500, 'no EVM chain is running')
  return first
}

export function parseEvmAddress(value: string | null | undefined, what = 'address'): Address {
  if (!value || !isAddress(value, { strict: false })) {
    throw new HttpError(400, `invalid ${what}: ${value ?? '(missing)'}`)
  }
  return getAddress(value)
}

/**
 * A CAIP-10 account (`eip155:31337:0xabc…`) or a bare address; returns the chain (if
 * named) and the address.
 */
export function parseCaip10(
  api: ApiContext,
  value: string | null | undefined,
  what: string,
): { chain: ApiChain | undefined; address: Address } {
  if (!value) throw new HttpError(400, `missing ${what}`)
  const parts = value.split(':')
  if (parts.length === 1) return { chain: undefined, address: parseEvmAddress(value, what) }
  if (parts.length !== 3) throw new HttpError(400, `invalid ${what}: ${value}`)
  const chain = requireEvmChain(api, `${parts[0]}:${parts[1]}`)
  return { chain, address: parseEvmAddress(parts[2], what) }
}

/** EVM addresses are 0x-hex; anything else that looks like base58 is taken as Solana. */
export function isSolanaAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)
}
