import { describe, expect, it } from 'vitest'
import { connect } from './connect.js'
import { getBalance } from './get-balance.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('getBalance', () => {
  it('is undefined while nothing is connected', async () => {
    const { client } = createActionTestClient()
    expect(await getBalance(client)).toBeUndefined()
  })

  it('fetches the native balance of the connected account and keeps it in state', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    expect(await getBalance(client)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(client.state.balance.nativeBalance).toBe('1.5')
  })

  it('passes the abort signal to the adapter', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const controller = new AbortController()
    controller.abort()
    await expect(getBalance(client, { signal: controller.signal })).rejects.toThrow(
      'Request was aborted',
    )
  })
})
