import { describe, expect, it } from 'vitest'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('disconnect', () => {
  it('disconnects one namespace and leaves the other connected', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected', namespace: 'eip155' })
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    await disconnect(client, { namespace: 'eip155' })
    expect(evm.calls.disconnect).toEqual(['eip155-injected'])
    expect(client.state.account.byNamespace.eip155.status).toBe('disconnected')
    expect(client.state.account.byNamespace.solana.status).toBe('connected')
  })

  it('without a namespace, disconnects every connected namespace (docs/connection.md#disconnecting)', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected', namespace: 'eip155' })
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    await disconnect(client)
    expect(client.state.account.byNamespace.eip155.address).toBeUndefined()
    expect(client.state.account.byNamespace.solana.address).toBeUndefined()
  })
})
