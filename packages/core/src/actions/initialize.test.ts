import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../controllers/storage.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './get-account.js'
import { initialize } from './initialize.js'
import { createActionTestClient, EVM_ADDRESS } from './test-client.test-helpers.js'

describe('initialize', () => {
  it('restores the connection saved by an earlier page load (docs/connection.md#reconnecting-on-page-load)', async () => {
    const storage = createMemoryStorage()
    const first = createActionTestClient({ storage })
    await connect(first.client, { connectorId: 'eip155-injected' })
    const reloaded = createActionTestClient({ storage })
    await reloaded.evm.connect({ connectorId: 'eip155-injected' })
    await initialize(reloaded.client)
    expect(reloaded.client.state.account.byNamespace.eip155.status).toBe('connected')
  })

  it("shows a returning visitor's stored account at once, as reconnecting, then confirms it", async () => {
    const storage = createMemoryStorage()
    const first = createActionTestClient({ storage })
    await connect(first.client, { connectorId: 'eip155-injected' })
    const reloaded = createActionTestClient({ storage })
    // Before any wallet answered: the account is already there for the first paint.
    expect(getAccount(reloaded.client)).toMatchObject({
      status: 'reconnecting',
      isConnected: false,
      address: EVM_ADDRESS,
      connector: { name: 'Test Wallet' },
    })
    await reloaded.evm.connect({ connectorId: 'eip155-injected' })
    await initialize(reloaded.client)
    expect(getAccount(reloaded.client)).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })

  it('falls back to disconnected, quietly, when the wallet no longer confirms the account', async () => {
    const storage = createMemoryStorage()
    const first = createActionTestClient({ storage })
    await connect(first.client, { connectorId: 'eip155-injected' })
    // A project id: without one the banner shows its configuration alert instead.
    const reloaded = createActionTestClient({ storage, projectId: 'p1' })
    expect(getAccount(reloaded.client).address).toBe(EVM_ADDRESS)
    // This wallet holds no session any more: its reconnect fails.
    await initialize(reloaded.client)
    expect(getAccount(reloaded.client)).toMatchObject({
      status: 'disconnected',
      address: undefined,
    })
    expect(reloaded.client._internal.notification.state.open).toBe(false)
    // And the next page load shows nothing stored.
    expect(getAccount(createActionTestClient({ storage }).client).address).toBeUndefined()
  })

  it('a disconnect forgets the stored account', async () => {
    const storage = createMemoryStorage()
    const first = createActionTestClient({ storage })
    await connect(first.client, { connectorId: 'eip155-injected' })
    await disconnect(first.client)
    expect(getAccount(createActionTestClient({ storage }).client).status).toBe('disconnected')
  })

  it('shows the project-id-not-configured alert without a project id (docs/validation.md#configuration)', async () => {
    const onAlert = vi.fn()
    const { client } = createActionTestClient({ onAlert })
    await initialize(client)
    expect(onAlert).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'project-id-not-configured' }),
    )
  })

  it('applies the remote features when a project id and config endpoint are set', async () => {
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ features: { reownBranding: false } }), {
          headers: { 'content-type': 'application/json' },
        }),
    )
    const { client } = createActionTestClient({
      projectId: 'p1',
      endpoints: { config: 'http://127.0.0.1:9000' },
      fetch,
    })
    expect(client.state.options.features.reownBranding).toBe(true)
    await initialize(client)
    expect(client.state.options.features.reownBranding).toBe(false)
    expect(String(fetch.mock.calls[0]?.[0])).toContain('http://127.0.0.1:9000/')
  })

  it('keeps the local features when the config service fails', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 500 }))
    const { client } = createActionTestClient({
      projectId: 'p1',
      endpoints: { config: 'http://127.0.0.1:9000' },
      fetch,
      timers: { setTimeout: (fn: () => void) => setTimeout(fn, 0), clearTimeout },
    })
    await initialize(client)
    expect(client.state.options.features.reownBranding).toBe(true)
  })
})
