import { describe, expect, it } from 'vitest'
import { closeModal } from './close-modal.js'
import { connect } from './connect.js'
import { openModal } from './open-modal.js'
import { createActionTestClient } from './test-client.test-helpers.js'

describe('openModal (docs/views.md#opening-the-modal)', () => {
  it('opens on Connect when not connected, on Account when connected', async () => {
    const { client } = createActionTestClient()
    openModal(client)
    expect(client.state.modal.open).toBe(true)
    expect(client._internal.router.state.view).toBe('Connect')
    closeModal(client)
    await connect(client, { connectorId: 'eip155-injected' })
    openModal(client)
    expect(client._internal.router.state.view).toBe('Account')
  })

  it('opens on unsupported-chain when the wallet is on a network the app does not configure', async () => {
    const { client, evm } = createActionTestClient()
    await connect(client, { connectorId: 'eip155-injected' })
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 56 })
    openModal(client)
    expect(client._internal.router.state.history).toEqual(['unsupported-chain'])
    closeModal(client)
    // Back on a configured network, Account again; a view asked for is still honoured.
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 1 })
    openModal(client)
    expect(client._internal.router.state.view).toBe('Account')
    closeModal(client)
    evm.emit('chainChanged', { connectorId: 'eip155-injected', chainId: 56 })
    openModal(client, { view: 'Networks' })
    expect(client._internal.router.state.view).toBe('Networks')
  })

  it('opens on the view asked for, with swap arguments as its data, in a fresh history', () => {
    const { client } = createActionTestClient()
    openModal(client, { view: 'AllWallets' })
    client._internal.router.push('ConnectingWalletConnect')
    const swapArguments = { fromToken: 'ETH', toToken: 'USDC', amount: '1' }
    openModal(client, { view: 'Swap', swapArguments })
    expect(client._internal.router.state.history).toEqual(['Swap'])
    expect(client._internal.router.state.data).toEqual({ swapArguments })
  })

  it('with a pairing uri: stores it and shows ConnectingWalletConnectBasic', () => {
    const { client } = createActionTestClient()
    openModal(client, { uri: 'wc:abc@2?relay-protocol=irn&symKey=00', view: 'Account' })
    expect(client.state.connection.wcUri).toBe('wc:abc@2?relay-protocol=irn&symKey=00')
    expect(client._internal.router.state.view).toBe('ConnectingWalletConnectBasic')
  })

  it('on a namespace: makes it active and decides the view by the connection there', async () => {
    const { client } = createActionTestClient()
    await connect(client, { connectorId: 'solana-injected', namespace: 'solana' })
    await connect(client, { connectorId: 'eip155-injected', namespace: 'eip155' })
    openModal(client, { namespace: 'solana' })
    expect(client.state.chain.activeNamespace).toBe('solana')
    expect(client._internal.router.state.view).toBe('Account')
  })

  it('tracks MODAL_OPEN with the connection status', async () => {
    const { client } = createActionTestClient()
    openModal(client)
    expect(client._internal.events.state.last?.data).toMatchObject({
      event: 'MODAL_OPEN',
      properties: { connected: false },
    })
  })
})
