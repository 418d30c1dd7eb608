import { connect } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { actAsync, renderHook } from '../testing/render.js'
import { createTestClient } from '../testing/test-client.js'
import { useKeyway } from './use-keyway.js'
import { useKeywayState } from './use-keyway-state.js'

describe('useKeyway', () => {
  it('opens the modal on Connect when no wallet is connected', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeyway())
    await actAsync(() => hook.current().open())
    expect(client.state.modal.open).toBe(true)
    expect(client.state.router.view).toBe('Connect')
  })

  it('opens the modal on Account when a wallet is connected', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeyway())
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() => hook.current().open())
    expect(client.state.router.view).toBe('Account')
  })

  it('opens the modal on the view it is asked for', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeyway())
    await actAsync(() => hook.current().open({ view: 'AllWallets' }))
    expect(client.state.router.view).toBe('AllWallets')
  })

  it('shows a pairing uri on the plain wallet-connect view', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeyway())
    await actAsync(() => hook.current().open({ uri: 'wc:abc@2?relay-protocol=irn' }))
    expect(client.state.router.view).toBe('ConnectingWalletConnectBasic')
    expect(client.state.connection.wcUri).toBe('wc:abc@2?relay-protocol=irn')
  })

  it('closes the modal', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeyway())
    await actAsync(() => hook.current().open())
    const closed = await actAsync(() => hook.current().close())
    expect(closed).toBe(true)
    expect(client.state.modal.open).toBe(false)
  })

  it('does not close while closing is disabled (docs/sign-in.md#cancelling sign-in required)', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => useKeyway())
    await actAsync(() => hook.current().open())
    // Required sign-in (docs/sign-in.md#when-sign-in-starts) disables closing; no public action does, so the test does.
    client.state.modal.closingDisabled = true
    const closed = await actAsync(() => hook.current().close())
    expect(closed).toBe(false)
    expect(client.state.modal.open).toBe(true)
  })

  it('gives the same open and close functions on every render', async () => {
    const { client } = createTestClient()
    const hook = await renderHook(client, () => ({ keyway: useKeyway(), state: useKeywayState() }))
    const first = hook.current().keyway
    await actAsync(() => first.open())
    expect(hook.renders()).toBeGreaterThan(1)
    expect(hook.current().keyway.open).toBe(first.open)
    expect(hook.current().keyway.close).toBe(first.close)
  })
})
