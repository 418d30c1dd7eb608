import { describe, expect, it, vi } from 'vitest'
import { switchNetwork } from './switch-network.js'
import { createActionTestClient } from './test-client.test-helpers.js'
import { watchNetwork } from './watch-network.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchNetwork', () => {
  it('reports a network switch once, with the previous network', async () => {
    const { client } = createActionTestClient()
    const onChange = vi.fn()
    const unwatch = watchNetwork(client, { onChange })
    await switchNetwork(client, { network: 'eip155:42161' })
    await settle()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange.mock.calls[0]?.[0].chainId).toBe(42161)
    expect(onChange.mock.calls[0]?.[1].chainId).toBe(1)
    unwatch()
    await switchNetwork(client, { network: 'eip155:1' })
    await settle()
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('is not called when something other than the network changes', async () => {
    const { client } = createActionTestClient()
    const onChange = vi.fn()
    watchNetwork(client, { onChange })
    client._internal.modal.setLoading(true)
    await settle()
    expect(onChange).not.toHaveBeenCalled()
  })
})
