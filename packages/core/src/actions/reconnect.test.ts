import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../controllers/storage.js'
import { connect } from './connect.js'
import { reconnect } from './reconnect.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('reconnect', () => {
  it('reconnects the connector saved by an earlier page (docs/connection.md#reconnecting-on-page-load reconnect pass)', async () => {
    const storage = createMemoryStorage()
    const first = createActionTestClient({ storage })
    await connect(first.client, { connectorId: 'eip155-injected' })
    const reloaded = createActionTestClient({ storage })
    // The wallet still holds the session from the first page.
    await reloaded.evm.connect({ connectorId: 'eip155-injected' })
    await reconnect(reloaded.client, { namespace: 'eip155' })
    expect(reloaded.client.state.account.byNamespace.eip155.status).toBe('connected')
    expect(reloaded.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['eip155-injected'])
  })

  it('ends disconnected, without an error, when no connector has a session', async () => {
    const { client } = createActionTestClient()
    await reconnect(client)
    expect(client.state.connection.status).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
    })
  })
})
