import { describe, expect, it } from 'vitest'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getTokenBalances } from './get-token-balances.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { type TokenBalancesSnapshot, watchTokenBalances } from './watch-token-balances.js'

describe('watchTokenBalances', () => {
  it('tells every change of the kept list, and nothing after unwatch', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const seen: TokenBalancesSnapshot[] = []
    const unwatch = watchTokenBalances(client, { onChange: (next) => seen.push(next) })
    await getTokenBalances(client)
    await new Promise((resolve) => setTimeout(resolve, 0))
    const last = seen.at(-1)
    expect(last?.balances.map((b) => b.symbol)).toEqual(['ETH'])
    expect(last).toMatchObject({ stale: false, unavailable: false, loading: false })
    await disconnect(client)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen.at(-1)?.balances).toEqual([])
    const count = seen.length
    unwatch()
    await getTokenBalances(client, { force: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(seen).toHaveLength(count)
  })
})
