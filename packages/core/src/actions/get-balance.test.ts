import { describe, expect, it } from 'vitest'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getBalance } from './get-balance.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

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

  it('keeps the answer for 30 s (docs/limits.md#cache-expiry native balance cache); force asks again', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await getBalance(client)
    evm.setBalance(EVM_ADDRESS, '2')
    expect(await getBalance(client)).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(await getBalance(client, { force: true })).toEqual({ balance: '2', symbol: 'ETH' })
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

  it('answers for the account connected when it was asked, though a disconnect came before the balance code loaded; the disconnected account keeps no balance', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    const reading = getBalance(client)
    await disconnect(client)
    expect(await reading).toEqual({ balance: '1.5', symbol: 'ETH' })
    expect(client.state.balance.nativeBalance).toBeUndefined()
  })
})
