import { describe, expect, it, vi } from 'vitest'
import { testMainnet, testSolana } from '../adapter/test-networks.js'
import type { AdapterWalletAsset, ChainAdapter } from '../adapter/types.js'
import { createWalletAssetDiscovery } from './wallet-asset-discovery.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const ether: AdapterWalletAsset = {
  address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  balance: '0xde0b6b3a7640000',
  type: 'NATIVE',
  metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
}

function setup(capabilities: () => Promise<Record<string, unknown>>) {
  const getCapabilities = vi.fn(capabilities)
  const getWalletAssets = vi.fn(async () => [ether])
  const adapter = {
    namespace: 'eip155',
    getCapabilities,
    getWalletAssets,
  } as unknown as ChainAdapter
  const discovery = createWalletAssetDiscovery({
    getAdapter: (namespace) => (namespace === 'eip155' ? adapter : undefined),
    getConnectorId: () => 'injected',
  })
  return { discovery, getCapabilities, getWalletAssets }
}

describe('wallet asset discovery (docs/account-features.md#balances: capabilities, then wallet_getAssets)', () => {
  it("asks wallet_getAssets for the account and network when the wallet's capabilities allow it", async () => {
    const { discovery, getWalletAssets } = setup(async () => ({
      '0x1': { assetDiscovery: { supported: true } },
    }))
    const balances = await discovery.discover({ address: ADDRESS, network: testMainnet })
    expect(balances).toMatchObject([{ symbol: 'ETH', value: 2000, quantity: { numeric: '1' } }])
    expect(getWalletAssets).toHaveBeenCalledWith({
      address: ADDRESS,
      network: testMainnet,
      connectorId: 'injected',
      signal: undefined,
    })
  })

  it('answers undefined (not offered) without the capability, or when capabilities fail', async () => {
    const without = setup(async () => ({ '0x1': { atomic: { status: 'supported' } } }))
    expect(await without.discovery.discover({ address: ADDRESS, network: testMainnet })).toBe(
      undefined,
    )
    expect(without.getWalletAssets).not.toHaveBeenCalled()
    const failing = setup(async () => {
      throw new Error('Method not supported')
    })
    expect(await failing.discovery.discover({ address: ADDRESS, network: testMainnet })).toBe(
      undefined,
    )
  })

  it('asks the capabilities once per connection, and again after clear()', async () => {
    const { discovery, getCapabilities } = setup(async () => ({}))
    await discovery.discover({ address: ADDRESS, network: testMainnet })
    await discovery.discover({ address: ADDRESS, network: testMainnet })
    expect(getCapabilities).toHaveBeenCalledTimes(1)
    discovery.clear()
    await discovery.discover({ address: ADDRESS, network: testMainnet })
    expect(getCapabilities).toHaveBeenCalledTimes(2)
  })

  it('is an EVM wallet call: never asked on solana', async () => {
    const { discovery, getCapabilities } = setup(async () => ({}))
    expect(await discovery.discover({ address: ADDRESS, network: testSolana })).toBeUndefined()
    expect(getCapabilities).not.toHaveBeenCalled()
  })
})
