import type { KeywayClient } from '@keyway/core'
import { connect } from '@keyway/core'
import { createTestAdapter, testMainnet } from '@keyway/core/testing'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { useAccount } from '../hooks/use-account.js'
import { useKeywayState } from '../hooks/use-keyway-state.js'
import { actAsync, render } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { KeywayProviderBase, type MountModal } from './keyway-provider-base.js'

/** A stand-in for the Lit modal's mount that records what happened. */
function fakeMount() {
  const mounted: KeywayClient[] = []
  let unmounted = 0
  const mount: MountModal = (client) => {
    mounted.push(client)
    return () => {
      unmounted += 1
    }
  }
  return { mount, mounted, unmountedCount: () => unmounted }
}

function Status() {
  const account = useAccount()
  return <span>{account.isConnected ? account.address : 'disconnected'}</span>
}

function NetworkId() {
  return <span>{useKeywayState().selectedNetworkId}</span>
}

describe('KeywayProviderBase', () => {
  it('gives its client to the hooks below it', async () => {
    const { client } = createTestClient()
    const modal = fakeMount()
    const view = await render(
      <KeywayProviderBase client={client} mount={modal.mount}>
        <Status />
      </KeywayProviderBase>,
    )
    expect(view.container.textContent).toBe('disconnected')
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(view.container.textContent).toBe(TEST_ADDRESS)
  })

  it('makes a client from options when it is given no client', async () => {
    const modal = fakeMount()
    const view = await render(
      <KeywayProviderBase
        options={{
          adapters: [createTestAdapter({ namespace: 'eip155' })],
          networks: [testMainnet],
          onAlert: () => undefined,
        }}
        mount={modal.mount}
      >
        <NetworkId />
      </KeywayProviderBase>,
    )
    expect(view.container.textContent).toBe('eip155:1')
    expect(modal.mounted).toHaveLength(1)
  })

  it('keeps the client it made across re-renders', async () => {
    const modal = fakeMount()
    const options = {
      adapters: [createTestAdapter({ namespace: 'eip155' })],
      networks: [testMainnet] as const,
      onAlert: () => undefined,
    }
    const view = await render(<KeywayProviderBase options={options} mount={modal.mount} />)
    await view.rerender(<KeywayProviderBase options={{ ...options }} mount={modal.mount} />)
    expect(modal.mounted).toHaveLength(1)
  })

  it('mounts the modal for its client after rendering and unmounts it with the provider', async () => {
    const { client } = createTestClient()
    const modal = fakeMount()
    const view = await render(<KeywayProviderBase client={client} mount={modal.mount} />)
    expect(modal.mounted).toEqual([client])
    await view.unmount()
    expect(modal.unmountedCount()).toBe(1)
  })

  it('mounts the modal once under Strict Mode, so page-load work is not started twice', async () => {
    const { client } = createTestClient()
    const modal = fakeMount()
    const view = await render(
      <StrictMode>
        <KeywayProviderBase client={client} mount={modal.mount} />
      </StrictMode>,
    )
    expect(modal.mounted).toEqual([client])
    expect(modal.unmountedCount()).toBe(0)
    await view.unmount()
    expect(modal.unmountedCount()).toBe(1)
  })

  it('moves the modal to a new client when the client prop changes', async () => {
    const first = createTestClient().client
    const second = createTestClient().client
    const modal = fakeMount()
    const view = await render(<KeywayProviderBase client={first} mount={modal.mount} />)
    await view.rerender(<KeywayProviderBase client={second} mount={modal.mount} />)
    expect(modal.mounted).toEqual([first, second])
    expect(modal.unmountedCount()).toBe(1)
  })
})
