import { describe, expect, it } from 'vitest'
import { testArbitrum, testMainnet } from '../adapter/test-networks.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import { connect } from './connect.js'
import { switchNetwork } from './switch-network.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('switchNetwork', () => {
  it('switches a disconnected dapp without asking any wallet', async () => {
    const { client, evm } = createActionTestClient()
    await switchNetwork(client, { network: testArbitrum })
    expect(evm.calls.switchNetwork).toEqual([])
    expect(client.state.chain.activeCaipNetwork?.id).toBe(42161)
  })

  it('asks the connected wallet, by definition or by CAIP-2 id', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    await switchNetwork(client, { network: 'eip155:42161' })
    await switchNetwork(client, { network: testMainnet })
    expect(evm.calls.switchNetwork.map((n) => n.id)).toEqual([42161, 1])
  })

  it("rejects a network not configured with 'Network not found' (docs/validation.md#configuration) and keeps the current one", async () => {
    const { client } = createActionTestClient()
    const error = await switchNetwork(client, { network: 'eip155:10' }).catch((e) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect(error.shortMessage).toBe('Network not found')
    expect(client.state.chain.activeCaipNetwork?.id).toBe(1)
  })
})
