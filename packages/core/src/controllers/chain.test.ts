import { describe, expect, it, vi } from 'vitest'
import { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
import { NetworkNotFoundError } from '../errors/chain.js'
import { createChainController, UNKNOWN_NETWORK_NAME } from './chain.js'
import { resetNetworkState, syncWalletNetwork } from './connection/network-rules.js'
import { createStorageController } from './storage.js'

const networks = [testMainnet, testArbitrum, testSolana]

describe('createChainController', () => {
  it('groups the configured networks per namespace, in configuration order', () => {
    const chain = createChainController({ networks })
    expect(chain.getNamespaces()).toEqual(['eip155', 'solana'])
    expect(chain.getNetworks('eip155').map((n) => n.id)).toEqual([1, 42161])
    expect(chain.getNetworks()).toHaveLength(3)
    expect(chain.state.chains.solana?.networks).toEqual([testSolana])
  })

  it('starts on the default network, else the first configured one', () => {
    expect(createChainController({ networks }).state.activeCaipNetwork?.id).toBe(1)
    const chain = createChainController({ networks, defaultNetwork: testSolana })
    expect(chain.state.activeNamespace).toBe('solana')
    expect(chain.state.activeCaipNetwork).toEqual(testSolana)
  })

  it('starts on the stored network when it is still configured', () => {
    const storage = createStorageController()
    storage.set('activeCaipNetworkId', 'eip155:42161')
    expect(createChainController({ networks, storage }).state.activeCaipNetwork?.id).toBe(42161)
    storage.set('activeCaipNetworkId', 'eip155:999')
    expect(createChainController({ networks, storage }).state.activeCaipNetwork?.id).toBe(1)
  })

  it('switchNetwork fails with "Network not found" when the network is not configured (docs/validation.md#configuration)', async () => {
    const switchWalletNetwork = vi.fn(async () => {})
    const chain = createChainController({ networks: [testMainnet], switchWalletNetwork })
    const error = await chain.switchNetwork(testArbitrum).catch((e) => e)
    expect(error).toBeInstanceOf(NetworkNotFoundError)
    expect(error.shortMessage).toBe('Network not found')
    expect(switchWalletNetwork).not.toHaveBeenCalled()
    expect(chain.state.activeCaipNetwork?.id).toBe(1)
  })

  it('switchNetwork asks the wallet, then sets the active network and persists it', async () => {
    const storage = createStorageController()
    const switchWalletNetwork = vi.fn(async () => {})
    const chain = createChainController({ networks, storage, switchWalletNetwork })
    await chain.switchNetwork('eip155:42161')
    expect(switchWalletNetwork).toHaveBeenCalledWith(testArbitrum)
    expect(chain.state.activeCaipNetwork?.id).toBe(42161)
    expect(chain.state.chains.eip155?.networkState.caipNetwork?.id).toBe(42161)
    expect(storage.get('activeCaipNetworkId')).toBe('eip155:42161')
  })

  it('switchNetwork leaves state unchanged when the wallet refuses', async () => {
    const chain = createChainController({
      networks,
      switchWalletNetwork: async () => {
        throw new Error('rejected')
      },
    })
    await expect(chain.switchNetwork(testArbitrum)).rejects.toThrow('rejected')
    expect(chain.state.activeCaipNetwork?.id).toBe(1)
  })

  it('switching to a network of another namespace makes that namespace active', async () => {
    const chain = createChainController({ networks })
    await chain.switchNetwork(testSolana)
    expect(chain.state.activeNamespace).toBe('solana')
    chain.setActiveNamespace('eip155')
    expect(chain.state.activeCaipNetwork?.id).toBe(1)
  })

  it('accepts a deprecated CAIP-2 id for a configured network', () => {
    const chain = createChainController({ networks })
    expect(chain.findNetwork('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(testSolana)
  })

  it('names a network that is not configured "Unknown Network" (docs/errors.md#texts-that-are-not-errors)', () => {
    const chain = createChainController({ networks })
    expect(chain.getNetworkName('eip155:42161')).toBe('Arbitrum One')
    expect(chain.getNetworkName('eip155:56')).toBe(UNKNOWN_NETWORK_NAME)
    expect(UNKNOWN_NETWORK_NAME).toBe('Unknown Network')
  })

  it('a wallet on an unconfigured chain makes the active network unsupported and named "Unknown Network"', () => {
    const chain = createChainController({ networks })
    syncWalletNetwork(chain, undefined, { namespace: 'eip155', chainId: 56 })
    expect(chain.isUnsupportedNetwork()).toBe(true)
    expect(chain.getActiveNetworkName()).toBe('Unknown Network')
    syncWalletNetwork(chain, undefined, { namespace: 'eip155', chainId: 42161 })
    expect(chain.isUnsupportedNetwork()).toBe(false)
    expect(chain.getActiveNetworkName()).toBe('Arbitrum One')
  })

  it('a wallet of another namespace reporting its network updates that namespace, not the active one', () => {
    const chain = createChainController({ networks })
    expect(chain.state.activeNamespace).toBe('eip155')
    syncWalletNetwork(chain, undefined, { namespace: 'solana', chainId: testSolana.id })
    expect(chain.state.activeNamespace).toBe('eip155')
    expect(chain.state.activeCaipNetwork?.id).toBe(1)
    expect(chain.state.chains.solana?.networkState.caipNetwork).toEqual(testSolana)
    syncWalletNetwork(chain, undefined, { namespace: 'solana', chainId: 'unknown-cluster' })
    expect(chain.state.activeNamespace).toBe('eip155')
    expect(chain.isUnsupportedNetwork()).toBe(false)
    expect(chain.isUnsupportedNetwork('solana')).toBe(true)
    // A connection the visitor just made there makes it active.
    syncWalletNetwork(chain, undefined, {
      namespace: 'solana',
      chainId: testSolana.id,
      activate: true,
    })
    expect(chain.state.activeNamespace).toBe('solana')
    expect(chain.state.activeCaipNetwork).toEqual(testSolana)
    expect(chain.isUnsupportedNetwork()).toBe(false)
  })

  it('two controllers do not share state', async () => {
    const one = createChainController({ networks })
    const two = createChainController({ networks })
    await one.switchNetwork(testArbitrum)
    expect(two.state.activeCaipNetwork?.id).toBe(1)
  })
})

describe('resetNetworkState', () => {
  it('clears what the wallet reported and keeps the selected configured network', () => {
    const chain = createChainController({ networks })
    const eip155 = chain.state.chains.eip155
    if (eip155) eip155.networkState.approvedCaipNetworkIds = ['eip155:1']
    syncWalletNetwork(chain, undefined, { namespace: 'eip155', chainId: 56 })
    resetNetworkState(chain, 'eip155')
    const { networkState } = chain.state.chains.eip155 ?? {}
    expect(networkState?.approvedCaipNetworkIds).toEqual([])
    expect(networkState?.unsupportedCaipNetworkId).toBeUndefined()
    expect(networkState?.caipNetwork?.id).toBe(1)
    expect(chain.state.activeCaipNetwork?.id).toBe(1)
    expect(chain.isUnsupportedNetwork()).toBe(false)
  })
})
