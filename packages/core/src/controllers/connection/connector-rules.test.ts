import { describe, expect, it } from 'vitest'
import { createConnectorController } from '../connector.js'
import {
  authEvm,
  metamask,
  phantomEvm,
  phantomSol,
  wcEvm,
  wcSol,
} from '../connectors.test-helpers.js'
import {
  getNamespacesSharingConnection,
  getNamespacesWithActiveType,
  getReconnectOrder,
} from './connector-rules.js'

describe('reconnect order and shared connections', () => {
  it('lists the namespaces whose active connector is of a type', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('eip155', [wcEvm, authEvm])
    connectors.setConnectors('solana', [wcSol])
    connectors.setActiveConnectorId('eip155', 'walletConnect')
    connectors.setActiveConnectorId('solana', 'walletConnect')
    expect(getNamespacesWithActiveType(connectors, 'WALLET_CONNECT')).toEqual(['eip155', 'solana'])
    connectors.setActiveConnectorId('eip155', 'auth')
    expect(getNamespacesWithActiveType(connectors, 'AUTH')).toEqual(['eip155'])
  })

  it('orders the recent wallet first, then connected ids this namespace has, without duplicates', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('eip155', [metamask, { ...phantomEvm, explorerId: 'cat-phantom' }])
    const order = getReconnectOrder(connectors, 'eip155', { id: 'cat-phantom' }, [
      'io.metamask',
      'phantom-sol',
      'phantom-evm',
      undefined,
    ])
    expect(order).toEqual(['phantom-evm', 'io.metamask'])
  })

  it('matches the recent wallet by rdns when no catalogue id matches', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('solana', [phantomSol])
    expect(getReconnectOrder(connectors, 'solana', { id: 'x', rdns: 'app.phantom' }, [])).toEqual([
      'phantom-sol',
    ])
  })

  it('a wallet-connect or Auth connection is shared by every namespace using it; injected is not', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('eip155', [wcEvm, metamask])
    connectors.setConnectors('solana', [wcSol])
    connectors.setActiveConnectorId('eip155', 'walletConnect')
    connectors.setActiveConnectorId('solana', 'walletConnect')
    expect(getNamespacesSharingConnection(connectors, 'solana')).toEqual(['solana', 'eip155'])
    connectors.setActiveConnectorId('eip155', 'io.metamask')
    expect(getNamespacesSharingConnection(connectors, 'eip155')).toEqual(['eip155'])
  })
})
