import { connect } from '@keyway/core'
import { testArbitrum, testMainnet } from '@keyway/core/testing'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { useNetwork } from './use-network.js'

describe('useNetwork', () => {
  it('starts on the first configured network', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useNetwork())
    expect(hook.current()).toMatchObject({
      caipNetwork: testMainnet,
      chainId: 1,
      caipNetworkId: 'eip155:1',
    })
  })

  it('switches network and asks the connected wallet to switch first', async () => {
    const { client, adapter } = createTestClient()
    const hook = await renderHook(client, () => useNetwork())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() => hook.current().switchNetwork(testArbitrum))
    expect(adapter.calls.switchNetwork).toEqual([testArbitrum])
    expect(hook.current()).toMatchObject({ chainId: 42161, caipNetworkId: 'eip155:42161' })
  })

  it('accepts a CAIP-2 id to switch to', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useNetwork())
    await actAsync(() => hook.current().switchNetwork('eip155:42161'))
    expect(hook.current().caipNetwork).toEqual(testArbitrum)
  })

  it('rejects a network that is not configured with "Network not found" and stays put', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useNetwork())
    const result = await actAsync(() =>
      hook
        .current()
        .switchNetwork('eip155:10')
        .catch((e) => e),
    )
    expect(result).toMatchObject({
      name: 'NetworkNotFoundError',
      shortMessage: 'Network not found',
    })
    expect(hook.current().caipNetworkId).toBe('eip155:1')
  })

  it('stays on the network when the wallet refuses to switch', async () => {
    const { client, adapter } = createTestClient()
    const hook = await renderHook(client, () => useNetwork())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    adapter.switchNetwork = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    await actAsync(() =>
      hook
        .current()
        .switchNetwork(testArbitrum)
        .catch(() => undefined),
    )
    expect(hook.current().caipNetworkId).toBe('eip155:1')
  })

  it('follows a network change made in the wallet', async () => {
    const { client, adapter } = createTestClient()
    const hook = await renderHook(client, () => useNetwork())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() =>
      adapter.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 42161 }),
    )
    expect(hook.current().chainId).toBe(42161)
  })

  it('has no network when the wallet moves to one that is not configured', async () => {
    const { client, adapter } = createTestClient()
    const hook = await renderHook(client, () => useNetwork())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() =>
      adapter.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 10 }),
    )
    expect(hook.current()).toMatchObject({ caipNetwork: undefined, chainId: undefined })
  })
})
