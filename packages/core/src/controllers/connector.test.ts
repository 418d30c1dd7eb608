import { snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { createConnectorController, mergeConnectors } from './connector.js'
import {
  authEvm,
  metamask,
  phantomEvm,
  phantomSol,
  wcEvm,
  wcSol,
} from './connectors.test-helpers.js'
import { createStorageController } from './storage.js'

describe('mergeConnectors', () => {
  it('merges a wallet seen on two namespaces with the same rdns into one MULTI_CHAIN connector', () => {
    const merged = mergeConnectors([phantomEvm, metamask, phantomSol])
    expect(merged.map((c) => c.name)).toEqual(['Phantom', 'MetaMask'])
    const [phantom] = merged
    expect(phantom?.type).toBe('MULTI_CHAIN')
    expect(phantom?.connectors).toEqual([phantomEvm, phantomSol])
    expect(phantom?.imageUrl).toBe('https://img/phantom.png')
  })

  it('merges connectors with the same id on two namespaces', () => {
    const rabbyEvm: Connector = { id: 'rabby', name: 'Rabby', chain: 'eip155', type: 'INJECTED' }
    const merged = mergeConnectors([rabbyEvm, { ...rabbyEvm, chain: 'solana' }])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.type).toBe('MULTI_CHAIN')
  })

  it('keeps WalletConnect and Auth on several namespaces as one entry of their own type', () => {
    const authSol: Connector = { ...authEvm, chain: 'solana' }
    const merged = mergeConnectors([wcEvm, authEvm, wcSol, authSol])
    expect(merged.map((c) => [c.name, c.type])).toEqual([
      ['WalletConnect', 'WALLET_CONNECT'],
      ['Email', 'AUTH'],
    ])
    expect(merged[0]?.connectors).toEqual([wcEvm, wcSol])
    expect(merged[1]?.connectors).toEqual([authEvm, authSol])
  })

  it('leaves a wallet on a single namespace as it is', () => {
    expect(mergeConnectors([metamask])).toEqual([metamask])
  })
})

describe('createConnectorController', () => {
  it('keeps every adapter connector in allConnectors and the merged list in connectors', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('eip155', [phantomEvm, metamask])
    connectors.setConnectors('solana', [phantomSol])
    expect(connectors.state.allConnectors).toHaveLength(3)
    expect(connectors.state.connectors.map((c) => c.type)).toEqual(['MULTI_CHAIN', 'ANNOUNCED'])
  })

  it('replacing a namespace connectors keeps the other namespaces', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('eip155', [phantomEvm, metamask])
    connectors.setConnectors('solana', [phantomSol])
    connectors.setConnectors('eip155', [metamask])
    expect(connectors.state.allConnectors.map((c) => c.id)).toEqual(['phantom-sol', 'io.metamask'])
    expect(connectors.state.connectors.every((c) => c.type !== 'MULTI_CHAIN')).toBe(true)
  })

  it('filters by namespace; a MULTI_CHAIN connector is listed on each of its namespaces', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('eip155', [phantomEvm, metamask])
    connectors.setConnectors('solana', [phantomSol])
    expect(connectors.getConnectors('solana').map((c) => c.name)).toEqual(['Phantom'])
    expect(connectors.getConnectors('eip155').map((c) => c.name)).toEqual(['Phantom', 'MetaMask'])
    connectors.setFilterByNamespace('solana')
    expect(connectors.getConnectors().map((c) => c.name)).toEqual(['Phantom'])
    connectors.setFilterByNamespace(undefined)
    expect(connectors.getConnectors()).toHaveLength(2)
  })

  it('finds a namespace connector by id or rdns', () => {
    const connectors = createConnectorController()
    connectors.setConnectors('solana', [phantomSol])
    expect(connectors.getConnector('solana', 'app.phantom')?.id).toBe('phantom-sol')
    expect(connectors.getConnector('solana', 'phantom-sol')?.id).toBe('phantom-sol')
    expect(connectors.getConnector('eip155', 'phantom-sol')).toBeUndefined()
  })

  it('persists the active connector id per namespace through storage', () => {
    const storage = createStorageController()
    const connectors = createConnectorController({ storage })
    connectors.setActiveConnectorId('eip155', 'io.metamask')
    connectors.setActiveConnectorId('solana', 'phantom-sol')
    expect(storage.getConnectedConnectorId('eip155')).toBe('io.metamask')
    // A new page load reads the persisted id.
    const reloaded = createConnectorController({ storage })
    expect(reloaded.getActiveConnectorId('solana')).toBe('phantom-sol')
    reloaded.removeActiveConnectorId('solana')
    expect(reloaded.getActiveConnectorId('solana')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
  })

  it('keeps connector providers as plain references, not proxies', () => {
    const provider = { request: async () => null }
    const connectors = createConnectorController()
    connectors.setConnectors('eip155', [{ ...metamask, provider }])
    connectors.setActiveConnector({ ...metamask, provider })
    const snap = snapshot(connectors.state)
    expect(snap.allConnectors[0]?.provider).toBe(provider)
    expect(snap.activeConnector?.provider).toBe(provider)
  })
})
