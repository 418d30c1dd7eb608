/** A blockchain API answering the history path from a list, for the activity action tests. */
import type { Transaction } from '../api/types.js'
import { EVM_ADDRESS } from './test-client.test-helpers.js'

export const API = 'http://api.test'

export function historyTx(id: string, minedAt: string, chain = 'eip155:1'): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: chain as Transaction['metadata']['chain'],
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x2222222222222222222222222222222222222222',
      sentTo: EVM_ADDRESS,
    },
    transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
  }
}

/**
 * Pages of `pageSize` over `transactions`, the cursor being the next index. `fail` makes
 * the history answer 500; analytics requests are recorded in `events`.
 */
export function createHistoryApi(
  transactions: readonly Transaction[],
  options: { pageSize?: number; analytics?: boolean | undefined } = {},
) {
  const pageSize = options.pageSize ?? 2
  const history: URL[] = []
  const events: unknown[] = []
  const state = { fail: false }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input))
    if (url.pathname === '/getAnalyticsConfig') {
      return json({ isAnalyticsEnabled: options.analytics ?? false })
    }
    if (url.pathname === '/e') {
      events.push(JSON.parse(String(init?.body)))
      return json({})
    }
    if (!/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) return json({}, 404)
    history.push(url)
    if (state.fail) return json({ error: 'down' }, 500)
    if (url.searchParams.get('onramp')) return json({ data: [], next: null })
    const start = Number(url.searchParams.get('cursor') ?? 0)
    const data = transactions.slice(start, start + pageSize)
    const next = start + pageSize < transactions.length ? String(start + pageSize) : null
    return json({ data, next })
  }
  return { fetch, history, events, state }
}
