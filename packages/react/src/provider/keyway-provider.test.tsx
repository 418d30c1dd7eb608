import { connect, createMemoryStorage } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { useAccount } from '../hooks/use-account.js'
import { actAsync, render } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { KeywayProvider } from './keyway-provider.js'

function Status() {
  const account = useAccount()
  return <span>{account.isConnected ? account.address : account.status}</span>
}

describe('KeywayProvider', () => {
  it('mounts the kw-modal into the page and removes it on unmount', async () => {
    const { client } = createTestClient()
    const view = await render(<KeywayProvider client={client} />)
    const modal = document.querySelector('kw-modal')
    expect(modal?.client).toBe(client)
    await view.unmount()
    expect(document.querySelector('kw-modal')).toBeNull()
  })

  it('restores the saved connection without a prompt: still connected after a reload (docs/connection.md#reconnecting-on-page-load)', async () => {
    const storage = createMemoryStorage()
    const before = createTestClient({ storage })
    await connect(before.client, { connectorId: 'eip155-injected' })
    // The reload: a new client over the same storage, with the wallet's session kept.
    const { client, adapter } = createTestClient({ storage, sessions: ['eip155-injected'] })
    const view = await render(
      <KeywayProvider client={client}>
        <Status />
      </KeywayProvider>,
    )
    await actAsync(() => Promise.resolve())
    expect(adapter.calls.reconnect.map((call) => call.connectorId)).toEqual(['eip155-injected'])
    expect(adapter.calls.connect).toEqual([])
    expect(view.container.textContent).toBe(TEST_ADDRESS)
    await view.unmount()
  })

  it('is disconnected after a reload when the wallet kept no session', async () => {
    const storage = createMemoryStorage()
    const before = createTestClient({ storage })
    await connect(before.client, { connectorId: 'eip155-injected' })
    const { client } = createTestClient({ storage })
    const view = await render(
      <KeywayProvider client={client}>
        <Status />
      </KeywayProvider>,
    )
    await actAsync(() => Promise.resolve())
    expect(view.container.textContent).toBe('disconnected')
    await view.unmount()
  })
})
