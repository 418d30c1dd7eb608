import { describe, expect, it, vi } from 'vitest'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'
import { watchAccount } from './watch-account.js'

/** valtio notifies subscribers in a microtask. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchAccount', () => {
  it('reports connect and disconnect, with the previous account', async () => {
    const { client } = createActionTestClient()
    const onChange = vi.fn()
    watchAccount(client, { onChange })
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    const connected = onChange.mock.calls.at(-1)
    expect(connected?.[0]).toMatchObject({ isConnected: true, address: EVM_ADDRESS })
    await disconnect(client)
    await settle()
    const last = onChange.mock.calls.at(-1)
    expect(last?.[0]).toMatchObject({ isConnected: false, address: undefined })
    expect(last?.[1]).toMatchObject({ isConnected: true, address: EVM_ADDRESS })
  })

  it('is not called for changes that leave the account as it was', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    const onChange = vi.fn()
    watchAccount(client, { onChange })
    client._internal.theme.setThemeMode('dark')
    await settle()
    expect(onChange).not.toHaveBeenCalled()
    // The wallet moving to another account is a change.
    evm.emit('accountChanged', { connectorId: 'eip155-injected', address: '0xbeef' })
    await settle()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.calls[0]?.[0].caipAddress).toBe('eip155:1:0xbeef')
  })

  it('stops after the returned unwatch', async () => {
    const { client } = createActionTestClient()
    const onChange = vi.fn()
    const unwatch = watchAccount(client, { onChange })
    unwatch()
    await connect(client, { connectorId: 'eip155-injected' })
    await settle()
    expect(onChange).not.toHaveBeenCalled()
  })
})
