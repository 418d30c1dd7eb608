import { describe, expect, it } from 'vitest'
import { testMainnet } from '../adapter/test-networks.js'
import { connect } from './connect.js'
import { getNetwork } from './get-network.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('getNetwork', () => {
  it('is the default network (the first configured) before any connection', () => {
    const { client } = createActionTestClient()
    const network = getNetwork(client)
    expect(network).toMatchObject({
      namespace: 'eip155',
      chainId: 1,
      caipNetworkId: 'eip155:1',
      name: 'Ethereum',
      isSupported: true,
    })
    // The dapp's own definition comes back, not a proxied copy.
    expect(network.network).toBe(testMainnet)
    expect(network.networks).toHaveLength(3)
  })

  it("is 'Unknown Network', unsupported, while the wallet is on a network not configured (docs/errors.md#texts-that-are-not-errors)", async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 56 })
    expect(getNetwork(client)).toMatchObject({
      network: undefined,
      chainId: undefined,
      name: 'Unknown Network',
      isSupported: false,
    })
  })
})
