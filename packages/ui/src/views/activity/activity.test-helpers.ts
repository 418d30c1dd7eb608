/**
 * A test client whose blockchain API answers the history path (docs/services.md#calls) from a list, a
 * page at a time, for the Activity and wallet-features tests. Activity is hidden without
 * a blockchain API endpoint, so this client names one.
 */
import type { KeywayClient, LocalFeatures, Transaction } from '@keyway/core'
import { createKeyway, createMemoryStorage } from '@keyway/core'
import { createTestAdapter, testArbitrum, testMainnet } from '@keyway/core/testing'
import type { TestClient } from '../shared/test-client.test-helpers.js'

export const ADDRESS = '0x1111111111111111111111111111111111111111'
export const OTHER = '0x2222222222222222222222222222222222222222'

export function historyTx(
  id: string,
  minedAt: string,
  options: {
    type?: string
    direction?: 'in' | 'out'
    symbol?: string
    amount?: string
    chain?: string
    spam?: boolean
    nft?: string
    status?: string
  } = {},
): Transaction {
  const direction = options.direction ?? 'in'
  return {
    id,
    metadata: {
      minedAt,
      chain: (options.chain ?? 'eip155:1') as Transaction['metadata']['chain'],
      operationType: options.type ?? (direction === 'in' ? 'receive' : 'send'),
      status: options.status ?? 'confirmed',
      sentFrom: direction === 'in' ? OTHER : ADDRESS,
      sentTo: direction === 'in' ? ADDRESS : OTHER,
    },
    transfers: [
      options.nft
        ? {
            direction,
            quantity: { numeric: '1' },
            nft_info: {
              name: options.nft,
              flags: { is_spam: options.spam ?? false },
              content: {
                preview: { url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' },
              },
            },
          }
        : {
            direction,
            quantity: { numeric: options.amount ?? '1.5' },
            fungible_info: { symbol: options.symbol ?? 'USDC', icon: { url: '' } },
            ...(options.spam ? { nft_info: { flags: { is_spam: true } } } : {}),
          },
    ],
  }
}

export type HistoryTestClient = TestClient & {
  /** History requests made, in order. */
  history: URL[]
  api: { fail: boolean; hold: boolean; release: () => void }
}

export function createHistoryClient(
  transactions: readonly Transaction[],
  options: { pageSize?: number; features?: LocalFeatures } = {},
): HistoryTestClient {
  const pageSize = options.pageSize ?? 20
  const history: URL[] = []
  const held: (() => void)[] = []
  const api = {
    fail: false,
    hold: false,
    release: () => {
      for (const resume of held.splice(0)) resume()
    },
  }
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    // The modal's balance polling asks too: no tokens, in the answer's shape (docs/services.md#calls).
    if (/^\/v1\/account\/[^/]+\/balance$/.test(url.pathname)) {
      return Response.json({ balances: [] })
    }
    if (!/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) {
      return new Response('{}', { status: 404 })
    }
    history.push(url)
    if (api.hold) await new Promise<void>((resume) => held.push(resume))
    // 400 is not retried: the failure shows at once.
    if (api.fail) return new Response('{}', { status: 400 })
    const start = Number(url.searchParams.get('cursor') ?? 0)
    const next = start + pageSize < transactions.length ? String(start + pageSize) : null
    return Response.json({ data: transactions.slice(start, start + pageSize), next })
  }
  const evm = createTestAdapter({
    namespace: 'eip155',
    connectors: [{ id: 'io.metamask', name: 'MetaMask', chain: 'eip155', type: 'ANNOUNCED' }],
    balances: { [ADDRESS]: '1.23456' },
  })
  const client: KeywayClient = createKeyway({
    adapters: [evm],
    networks: [testMainnet, testArbitrum],
    projectId: 'test-project',
    endpoints: { blockchainApi: 'http://api.test' },
    storage: createMemoryStorage(),
    fetch: fetchFn,
    logger: { warn: () => undefined },
    features: options.features,
  })
  return { client, evm, solana: undefined, requests: history, history, api }
}
