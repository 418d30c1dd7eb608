import { type Address, formatUnits } from 'viem'
import { HttpError, type Route } from '../http/server.js'
import {
  type ApiContext,
  isSolanaAddress,
  parseChainId,
  parseEvmAddress,
  requireSdkParams,
} from './context.js'
import type { HistoryIndexer, IndexedTransfer, IndexedTx } from './history-indexer.js'
import type { OnrampLedger, OnrampPurchase } from './onramp-ledger.js'
import type { PriceTable } from './prices.js'

/** docs/state.md#transaction-history; transfers carry fungible_info or nft_info. */
export type HistoryTransfer = {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
  fungible_info?: {
    name: string
    symbol: string
    icon: { url: string }
    flags: { is_spam: boolean }
  }
  nft_info?: {
    name: string
    flags: { is_spam: boolean }
    content: { preview: { url: string; content_type: string } }
  }
}

export type HistoryTransaction = {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    chain: string
    status: string
    sentFrom: string
    sentTo: string
    nonce: number
  }
  transfers: HistoryTransfer[]
}

export const HISTORY_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100

const ZERO = '0x0000000000000000000000000000000000000000'

/** What a transfer moved: the native coin, a token, or one NFT of a collection. */
function assetOf(t: IndexedTransfer): string {
  const token = t.token?.toLowerCase() ?? 'native'
  return t.standard === 'erc721' ? `${token}#${t.amount}` : token
}

function operationType(tx: IndexedTx, owner: string): string {
  if (tx.to === null) return 'deploy'
  const sent = tx.from.toLowerCase() === owner
  const ins = new Set<string>()
  const outs = new Set<string>()
  for (const t of tx.transfers) {
    const from = t.from.toLowerCase() === owner
    const to = t.to.toLowerCase() === owner
    if (from && !to) outs.add(assetOf(t))
    if (to && !from) ins.add(assetOf(t))
  }
  // A trade (docs/state.md#transaction-history operationType) swaps one asset for another: USDC out, ETH in. The same
  // coin going out and partly coming back (a contract refunding change) stays a send.
  if (outs.size > 0 && [...ins].some((asset) => !outs.has(asset))) return 'trade'
  if (outs.size > 0) return 'send'
  if (ins.size > 0) {
    const minted = tx.transfers.some((t) => t.from === ZERO && t.to.toLowerCase() === owner)
    return sent && minted ? 'mint' : 'receive'
  }
  if (sent && tx.hasApproval) return 'approve'
  return 'execute'
}

function formatTransfer(
  api: ApiContext,
  prices: PriceTable,
  tx: IndexedTx,
  t: IndexedTransfer,
  owner: string,
): HistoryTransfer | undefined {
  const from = t.from.toLowerCase() === owner
  const to = t.to.toLowerCase() === owner
  if (!from && !to) return undefined
  const direction = from && to ? 'self' : from ? 'out' : 'in'
  const chain = api.chains.get(tx.chainId)
  if (!chain) return undefined
  const asset = prices.evm(chain, t.token ?? 'native')
  if (t.standard === 'erc721') {
    return {
      direction,
      quantity: { numeric: '1' },
      nft_info: {
        name: `${asset?.name ?? 'NFT'} #${t.amount}`,
        flags: { is_spam: asset?.spam ?? false },
        content: {
          preview: {
            url: `${api.baseUrl()}/public/nft/${t.amount}.svg`,
            content_type: 'image/svg+xml',
          },
        },
      },
    }
  }
  const decimals = asset?.decimals ?? 18
  const numeric = formatUnits(t.amount, decimals)
  const price = asset?.price ?? 0
  return {
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
    fungible_info: {
      name: asset?.name ?? 'Unknown token',
      symbol: asset?.symbol ?? '???',
      icon: { url: asset?.iconUrl ?? '' },
      flags: { is_spam: asset?.spam ?? false },
    },
  }
}

function formatTx(
  api: ApiContext,
  prices: PriceTable,
  tx: IndexedTx,
  owner: string,
): HistoryTransaction {
  const mine = tx.transfers
    .map((t) => formatTransfer(api, prices, tx, t, owner))
    .filter((t): t is HistoryTransfer => t !== undefined)
  // The counterparty of a token transfer is its recipient, not the token contract.
  const firstTransfer = tx.transfers.find(
    (t) => t.from.toLowerCase() === owner || t.to.toLowerCase() === owner,
  )
  return {
    id: tx.hash,
    metadata: {
      operationType: operationType(tx, owner),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      chain: `eip155:${tx.chainId}`,
      status: tx.status,
      sentFrom: firstTransfer?.from ?? tx.from,
      sentTo: firstTransfer?.to ?? tx.to ?? '',
      nonce: tx.nonce,
    },
    transfers: mine,
  }
}

function formatPurchase(purchase: OnrampPurchase, api: ApiContext): HistoryTransaction {
  return {
    id: purchase.id,
    metadata: {
      operationType: 'buy',
      hash: purchase.txHash,
      minedAt: new Date(purchase.timestamp * 1000).toISOString(),
      chain: purchase.chain,
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      sentFrom: purchase.provider,
      sentTo: purchase.address,
      nonce: 0,
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric: purchase.amount },
        fungible_info: {
          name: purchase.symbol,
          symbol: purchase.symbol,
          icon: { url: `${api.baseUrl()}/public/token-icons/${purchase.symbol}.svg` },
          flags: { is_spam: false },
        },
      },
    ],
  }
}

// Newest first; ties broken by chain, block and position so the order is total.
type SortKey = [number, number, bigint, number]
const keyOf = (tx: IndexedTx): SortKey => [tx.timestamp, tx.chainId, tx.blockNumber, tx.index]
const compareDesc = (a: SortKey, b: SortKey) => {
  for (let i = 0; i < 4; i++) {
    if (a[i] !== b[i]) return (a[i] as number | bigint) > (b[i] as number | bigint) ? -1 : 1
  }
  return 0
}
const encodeCursor = (k: SortKey) => Buffer.from(k.map(String).join(':')).toString('base64url')
function decodeCursor(cursor: string): SortKey {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split(':')
  if (parts.length !== 4 || parts.some((p) => !/^\d+$/.test(p))) {
    throw new HttpError(400, 'invalid cursor')
  }
  const [ts, chain, block, index] = parts as [string, string, string, string]
  return [Number(ts), Number(chain), BigInt(block), Number(index)]
}

export function historyRoutes(
  api: ApiContext,
  prices: PriceTable,
  indexer: HistoryIndexer,
  ledger: OnrampLedger,
): Route[] {
  return [
    {
      // docs/services.md#calls: GET /v1/account/{account}/history (cursor, onramp, chainId) → { data, next }.
      method: 'GET',
      path: '/v1/account/:account/history',
      handler: async (ctx) => {
        requireSdkParams(ctx, api)
        const account = ctx.params.account ?? ''
        const limitParam = ctx.query.get('limit')
        const limit = limitParam ? Number(limitParam) : HISTORY_PAGE_SIZE
        if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
          throw new HttpError(400, `limit must be 1..${MAX_PAGE_SIZE}`)
        }
        const onramp = ctx.query.get('onramp')
        if (onramp) {
          // The onramp filter lists purchases made through the local checkout (EVM or Solana).
          const data = ledger
            .purchasesOf(account)
            .filter((p) => p.provider === onramp)
            .map((p) => formatPurchase(p, api))
          return { json: { data, next: null } }
        }
        const chainId = ctx.query.get('chainId')
        const parsed = chainId ? parseChainId(chainId) : undefined
        // docs/overview.md#chain-namespaces-per-feature: activity is eip155 only; Solana accounts have no indexed history.
        if (parsed?.namespace === 'solana' || isSolanaAddress(account)) {
          return { json: { data: [], next: null } }
        }
        const owner: Address = parseEvmAddress(account)
        // Watching the owner traces its contract calls, so ETH that a contract paid it (a
        // swap to ETH) is listed with the rest (docs/state.md#transaction-history transfers).
        await indexer.watch(owner)
        await indexer.catchUp()
        const chainIds = parsed?.namespace === 'eip155' ? [parsed.chainId] : undefined
        const cursorParam = ctx.query.get('cursor')
        const after = cursorParam ? decodeCursor(cursorParam) : undefined
        const sorted = indexer
          .transactionsOf(owner, chainIds)
          .sort((a, b) => compareDesc(keyOf(a), keyOf(b)))
          .filter((tx) => !after || compareDesc(keyOf(tx), after) > 0)
        const page = sorted.slice(0, limit)
        const last = page.at(-1)
        const next = sorted.length > limit && last ? encodeCursor(keyOf(last)) : null
        const lower = owner.toLowerCase()
        return { json: { data: page.map((tx) => formatTx(api, prices, tx, lower)), next } }
      },
    },
  ]
}
