import type { ChainNamespace, KeywayClient } from '@keyway/core'
import { closeModal, connect, createKeyway } from '@keyway/core'
import { createTestAdapter, testMainnet, testSolana } from '@keyway/core/testing'
import { act } from 'react'
import { describe, expect, it } from 'vitest'
import { KeywayContext } from '../context/keyway-context.js'
import { actAsync, render } from '../testing/render.js'
import { createTestClient, TEST_ADDRESS } from '../testing/test-client.js'
import { ConnectButtonCustom, type ConnectButtonRenderProps } from './connect-button-custom.js'

/** Renders the component and keeps the props of its latest render. */
async function renderCustom(client: KeywayClient, namespace?: ChainNamespace) {
  let last: ConnectButtonRenderProps | undefined
  const rendered = await render(
    <KeywayContext.Provider value={client}>
      <ConnectButtonCustom namespace={namespace}>
        {(props) => {
          last = props
          return props.connected ? (
            <button type="button" onClick={props.openAccount}>
              {props.account?.displayName}
            </button>
          ) : (
            <button type="button" onClick={props.openConnect}>
              Connect
            </button>
          )
        }}
      </ConnectButtonCustom>
    </KeywayContext.Provider>,
  )
  return {
    ...rendered,
    props: () => {
      if (!last) throw new Error('not rendered')
      return last
    },
  }
}

describe('ConnectButtonCustom', () => {
  it('gives no account and the selected network while not connected', async () => {
    const { client } = createTestClient()
    const view = await renderCustom(client)
    expect(view.props()).toMatchObject({
      connected: false,
      status: 'disconnected',
      account: undefined,
      network: { caipNetworkId: 'eip155:1', chainId: 1, name: 'Ethereum', unsupported: false },
    })
    expect(view.container.textContent).toBe('Connect')
  })

  it('is mounted after the first client render, so apps can avoid hydration mismatches', async () => {
    const { client } = createTestClient()
    const view = await renderCustom(client)
    expect(view.props().mounted).toBe(true)
  })

  it('shows the address truncated 4 + 6 once connected (docs/limits.md#display)', async () => {
    const { client } = createTestClient()
    const view = await renderCustom(client)
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    expect(view.props()).toMatchObject({
      connected: true,
      status: 'connected',
      account: { address: TEST_ADDRESS, displayName: '0x11...111111', walletName: 'Test Wallet' },
    })
    expect(view.container.textContent).toBe('0x11...111111')
  })

  it('shows the profile name instead of the address when one is known', async () => {
    const { client } = createTestClient()
    const view = await renderCustom(client)
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    // No public action sets a profile name, so the test sets the state.
    await actAsync(() => {
      client.state.account.byNamespace.eip155.profileName = 'alice.eth'
    })
    expect(view.props().account?.displayName).toBe('alice.eth')
  })

  it("names a network the app did not configure 'Unknown Network' (docs/errors.md#texts-that-are-not-errors)", async () => {
    const { client, adapter } = createTestClient()
    const view = await renderCustom(client)
    await actAsync(() => connect(client, { connectorId: 'eip155-injected' }))
    await actAsync(() =>
      adapter.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 10 }),
    )
    expect(view.props().network).toEqual({
      caipNetworkId: 'eip155:10',
      chainId: 10,
      name: 'Unknown Network',
      unsupported: true,
    })
  })

  it("names an unconfigured network of a namespace that is not the active one 'Unknown Network'", async () => {
    const evm = createTestAdapter({ namespace: 'eip155' })
    const client = createKeyway({
      adapters: [evm, createTestAdapter({ namespace: 'solana' })],
      networks: [testMainnet, testSolana],
      onAlert: () => undefined,
      logger: { warn: () => undefined },
    })
    const view = await renderCustom(client, 'eip155')
    await actAsync(() => connect(client, { connectorId: 'eip155-injected', namespace: 'eip155' }))
    await actAsync(() => connect(client, { connectorId: 'solana-injected', namespace: 'solana' }))
    await actAsync(() => evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 10 }))
    expect(client.state.chain.activeNamespace).toBe('solana')
    expect(view.props().network).toEqual({
      caipNetworkId: 'eip155:10',
      chainId: 10,
      name: 'Unknown Network',
      unsupported: true,
    })
  })

  it('opens the modal on Connect, Account and SwitchNetwork', async () => {
    const { client } = createTestClient()
    const view = await renderCustom(client)
    const cases = [
      ['openConnect', 'Connect'],
      ['openAccount', 'Account'],
      ['openNetwork', 'SwitchNetwork'],
    ] as const
    for (const [action, expected] of cases) {
      await actAsync(() => view.props()[action]())
      expect(client.state.modal.open).toBe(true)
      expect(client.state.router.view).toBe(expected)
      closeModal(client)
    }
  })

  it("opens the modal when the app's own button is clicked", async () => {
    const { client } = createTestClient()
    const view = await renderCustom(client)
    const button = view.container.querySelector('button')
    act(() => button?.click())
    expect(client.state.modal.open).toBe(true)
    expect(client.state.router.view).toBe('Connect')
  })
})
