import { describe, expect, it } from 'vitest'
import { API, createHistoryApi, historyTx } from './activity.test-helpers.js'
import type { ActivitySnapshot } from './activity-snapshot.js'
import { connect } from './connect.js'
import { getActivity } from './get-activity.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { watchActivity } from './watch-activity.js'

describe('watchActivity', () => {
  it('tells the watcher when a fetch starts and when its page arrives, until unwatched', async () => {
    const api = createHistoryApi([historyTx('a', '2024-06-05T10:00:00Z')])
    const { client } = createActionTestClient({
      projectId: 'project',
      endpoints: { blockchainApi: API },
      fetch: api.fetch,
    })
    await connect(client, { connectorId: 'eip155-injected' })
    const seen: ActivitySnapshot[] = []
    const unwatch = watchActivity(client, { onChange: (activity) => seen.push(activity) })
    await getActivity(client)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen.some((activity) => activity.loading)).toBe(true)
    expect(seen.at(-1)).toMatchObject({ loading: false, fetched: true })
    expect(seen.at(-1)?.transactions.map((tx) => tx.id)).toEqual(['a'])
    unwatch()
    const count = seen.length
    await getActivity(client, { force: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toHaveLength(count)
  })
})
