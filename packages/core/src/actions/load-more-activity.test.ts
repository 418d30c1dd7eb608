import { describe, expect, it } from 'vitest'
import { API, createHistoryApi, historyTx } from './activity.test-helpers.js'
import { connect } from './connect.js'
import { getActivity } from './get-activity.js'
import { loadMoreActivity } from './load-more-activity.js'
import { createActionTestClient } from './test-client.test-helpers.js'

const transactions = [
  historyTx('e', '2024-06-05T10:00:00Z'),
  historyTx('d', '2024-06-04T10:00:00Z'),
  historyTx('c', '2024-05-03T10:00:00Z'),
  historyTx('b', '2024-01-02T10:00:00Z'),
  historyTx('a', '2023-11-01T10:00:00Z'),
]

async function connected() {
  const api = createHistoryApi(transactions, { pageSize: 2 })
  const { client } = createActionTestClient({
    projectId: 'project',
    endpoints: { blockchainApi: API },
    fetch: api.fetch,
  })
  await connect(client, { connectorId: 'eip155-injected' })
  return { client, api }
}

describe('loadMoreActivity', () => {
  it('loads the first page when none is loaded', async () => {
    const { client, api } = await connected()
    const activity = await loadMoreActivity(client)
    expect(api.history).toHaveLength(1)
    expect(activity.transactions.map((tx) => tx.id)).toEqual(['e', 'd'])
  })

  it('appends the next pages by cursor until there is none, then asks no more', async () => {
    const { client, api } = await connected()
    await getActivity(client)
    await loadMoreActivity(client)
    const last = await loadMoreActivity(client)
    expect(api.history.map((url) => url.searchParams.get('cursor'))).toEqual([null, '2', '4'])
    expect(last.transactions.map((tx) => tx.id)).toEqual(['e', 'd', 'c', 'b', 'a'])
    expect(last.hasMore).toBe(false)
    expect(Object.keys(last.transactionsByYear)).toEqual(['2023', '2024'])
    expect(last.transactionsByYear[2024]?.[5]?.map((tx) => tx.id)).toEqual(['e', 'd'])
    await loadMoreActivity(client)
    expect(api.history).toHaveLength(3)
  })

  it('two calls while a page is on its way make one request', async () => {
    const { client, api } = await connected()
    await getActivity(client)
    await Promise.all([loadMoreActivity(client), loadMoreActivity(client)])
    expect(api.history).toHaveLength(2)
  })

  it("rejects with 'Failed to fetch transactions' when a page fails", async () => {
    const { client, api } = await connected()
    await getActivity(client)
    api.state.fail = true
    await expect(loadMoreActivity(client)).rejects.toThrow('Failed to fetch transactions')
  })
})
