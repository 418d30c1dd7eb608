import { connect, createKeyway, createMemoryStorage, type Transaction } from '@keyway/core'
import { createTestAdapter, testArbitrum, testMainnet } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { TEST_ADDRESS } from '../testing/test-client.js'
import { useActivity } from './use-activity.js'

function tx(id: string, minedAt: string): Transaction {
  return {
    id,
    metadata: {
      minedAt,
      chain: 'eip155:1',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x2222222222222222222222222222222222222222',
      sentTo: TEST_ADDRESS,
    },
    transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'ETH' } }],
  }
}

const history = [
  tx('c', '2024-06-03T10:00:00Z'),
  tx('b', '2024-05-02T10:00:00Z'),
  tx('a', '2023-01-01T10:00:00Z'),
]

/**
 * A client whose blockchain API serves `history` two at a time (or fails). `requests` are
 * the history requests only: the same API also answers the account's name lookup.
 */
function setup() {
  const requests: URL[] = []
  const api = { fail: false }
  const fetch = async (input: string | URL | Request) => {
    const url = new URL(String(input))
    if (!url.pathname.endsWith('/history')) return Response.json({})
    requests.push(url)
    if (api.fail) return new Response('{}', { status: 400 })
    const start = Number(url.searchParams.get('cursor') ?? 0)
    const next = start + 2 < history.length ? String(start + 2) : null
    return Response.json({ data: history.slice(start, start + 2), next })
  }
  const adapter = createTestAdapter({ namespace: 'eip155' })
  const client = createKeyway({
    adapters: [adapter],
    networks: [testMainnet, testArbitrum],
    storage: createMemoryStorage(),
    projectId: 'project',
    endpoints: { blockchainApi: 'http://api.test' },
    fetch,
    logger: { warn: () => undefined },
  })
  return { client, requests, api }
}

const settle = () => actAsync(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('useActivity', () => {
  it('is empty and not loading while nothing is connected, and does not fetch', async () => {
    const { client, requests } = setup()
    const hook = await renderHook(client, () => useActivity())
    expect(hook.current()).toMatchObject({ transactions: [], loading: false, hasMore: false })
    expect(requests).toHaveLength(0)
  })

  it('loads the first page once the wallet connects, and the next with loadMore', async () => {
    const { client, requests } = setup()
    const hook = await renderHook(client, () => useActivity())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await expect.poll(() => hook.current().loading).toBe(false)
    expect(hook.current().transactions.map((t) => t.id)).toEqual(['c', 'b'])
    expect(hook.current().hasMore).toBe(true)
    await actAsync(() => hook.current().loadMore())
    expect(hook.current().transactions.map((t) => t.id)).toEqual(['c', 'b', 'a'])
    expect(Object.keys(hook.current().transactionsByYear)).toEqual(['2023', '2024'])
    expect(hook.current().hasMore).toBe(false)
    expect(requests.map((url) => url.searchParams.get('cursor'))).toEqual([null, '2'])
  })

  it('two components share the one list and its request', async () => {
    const { client, requests } = setup()
    const first = await renderHook(client, () => useActivity())
    const second = await renderHook(client, () => useActivity())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await settle()
    await expect.poll(() => second.current().transactions.length).toBe(2)
    expect(first.current().transactions).toHaveLength(2)
    expect(requests).toHaveLength(1)
  })

  it("reports 'Failed to fetch transactions', and refetch recovers", async () => {
    const { client, api } = setup()
    api.fail = true
    const hook = await renderHook(client, () => useActivity())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await expect.poll(() => hook.current().error).toBe('Failed to fetch transactions')
    api.fail = false
    await actAsync(() => hook.current().refetch())
    expect(hook.current().error).toBeUndefined()
    expect(hook.current().transactions).toHaveLength(2)
  })
})
