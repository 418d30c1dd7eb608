import { describe, expect, it } from 'vitest'
import { AccountAddressRequiredError, FetchTransactionsError } from '../errors/account.js'
import { API, createHistoryApi, historyTx } from './activity.test-helpers.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getActivity } from './get-activity.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

const transactions = [
  historyTx('c', '2024-06-02T10:00:00Z'),
  historyTx('other-chain', '2024-06-01T10:00:00Z', 'eip155:42161'),
  historyTx('b', '2024-05-20T10:00:00Z'),
  historyTx('a', '2023-12-31T10:00:00Z'),
]

function setup(options: { analytics?: boolean; analyticsFeature?: boolean } = {}) {
  const api = createHistoryApi(transactions, { pageSize: 2, analytics: options.analytics })
  const { client } = createActionTestClient({
    projectId: 'project',
    endpoints: { blockchainApi: API, analytics: API },
    fetch: api.fetch,
    features: { analytics: options.analyticsFeature ?? true },
  })
  return { client, api }
}

describe('getActivity', () => {
  it("rejects without a connected account: 'Transactions can't be fetched without an accountAddress' (docs/validation.md#addresses-and-network-ids)", async () => {
    const { client, api } = setup()
    await expect(getActivity(client)).rejects.toBeInstanceOf(AccountAddressRequiredError)
    await expect(getActivity(client)).rejects.toThrow(
      "Transactions can't be fetched without an accountAddress",
    )
    expect(api.history).toHaveLength(0)
  })

  it('fetches the first page of the active chain once, spam and other chains left out, grouped by year and month', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    const activity = await getActivity(client)
    expect(api.history).toHaveLength(1)
    expect(api.history[0]?.pathname).toBe(`/v1/account/${EVM_ADDRESS}/history`)
    expect(api.history[0]?.searchParams.get('chainId')).toBe('eip155:1')
    expect(activity.transactions.map((tx) => tx.id)).toEqual(['c'])
    expect(activity.transactionsByYear[2024]?.[5]?.map((tx) => tx.id)).toEqual(['c'])
    expect(activity).toMatchObject({ hasMore: true, empty: false, fetched: true, error: undefined })
    // Kept: asking again reads what is loaded.
    await getActivity(client)
    expect(api.history).toHaveLength(1)
  })

  it('force starts again from the newest page', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await getActivity(client)
    const again = await getActivity(client, { force: true })
    expect(api.history).toHaveLength(2)
    expect(api.history[1]?.searchParams.has('cursor')).toBe(false)
    expect(again.transactions.map((tx) => tx.id)).toEqual(['c'])
  })

  it("rejects with 'Failed to fetch transactions' and sends an analytics error event when analytics is on (docs/errors.md#sending-tokens)", async () => {
    const { client, api } = setup({ analytics: true })
    await client._internal.api.loadAnalyticsConfig()
    await connect(client, { connectorId: 'eip155-injected' })
    api.state.fail = true
    await expect(getActivity(client)).rejects.toBeInstanceOf(FetchTransactionsError)
    await expect(getActivity(client, { force: true })).rejects.toThrow(
      'Failed to fetch transactions',
    )
    expect(client._internal.notification.state.message).toBe('Failed to fetch transactions')
    await expect.poll(() => JSON.stringify(api.events)).toContain('ERROR_FETCH_TRANSACTIONS')
  })

  it('sends no analytics event when analytics is off', async () => {
    const { client, api } = setup({ analytics: true, analyticsFeature: false })
    await client._internal.api.loadAnalyticsConfig()
    await connect(client, { connectorId: 'eip155-injected' })
    api.state.fail = true
    await expect(getActivity(client)).rejects.toThrow('Failed to fetch transactions')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.events).toEqual([])
  })

  it('asks for the onramp purchases when told to (docs/services.md#calls onramp filter)', async () => {
    const { client, api } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await getActivity(client, { onramp: 'coinbase' })
    expect(api.history.map((url) => url.searchParams.get('onramp'))).toEqual([null, 'coinbase'])
  })

  it('rejects with RequestAbortedError when the caller aborts', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    const controller = new AbortController()
    controller.abort()
    await expect(getActivity(client, { signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
    expect(client._internal.notification.state.message).not.toBe('Failed to fetch transactions')
  })

  it('forgets the history on disconnect', async () => {
    const { client } = setup()
    await connect(client, { connectorId: 'eip155-injected' })
    await getActivity(client)
    await disconnect(client)
    expect(client._internal.transactions.state.transactions).toEqual([])
  })
})
