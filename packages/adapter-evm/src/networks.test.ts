import { arbitrum, type ChainDefinition, defineChain, solana } from '@keyway/core'
import { describe, expect, it } from 'vitest'
import { toAddEthereumChainParameter } from './actions/add-ethereum-chain.js'
import { evmChainId, evmNetworksOf } from './networks.js'
import { toViemChain } from './viem-chain.js'
import { toWalletConnectRpcMap } from './walletconnect-rpc-map.js'

const devnet2 = defineChain({
  id: 31338,
  name: 'Devnet 2',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546', 'http://127.0.0.1:8547'] } },
  blockExplorers: {
    default: { name: 'Main', url: 'http://127.0.0.1/explorer' },
    other: { name: 'Other', url: 'http://127.0.0.1/other' },
  },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31338',
})

describe('networks', () => {
  it('keeps only eip155 networks', () => {
    const networks: ChainDefinition[] = [arbitrum, solana, devnet2]
    expect(evmNetworksOf(networks).map((n) => n.id)).toEqual([42161, 31338])
  })

  it('refuses a chain id that is not a positive integer', () => {
    expect(() => evmChainId({ id: 'abc' })).toThrow()
    expect(evmChainId({ id: '10' })).toBe(10)
  })

  it('builds wallet_addEthereumChain with every rpc URL, name, currency and explorer (docs/connection.md#switching-network)', () => {
    expect(toAddEthereumChainParameter(devnet2)).toEqual({
      chainId: '0x7a6a',
      chainName: 'Devnet 2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://127.0.0.1:8546', 'http://127.0.0.1:8547'],
      blockExplorerUrls: ['http://127.0.0.1/explorer', 'http://127.0.0.1/other'],
    })
  })

  it('leaves blockExplorerUrls out for a network without explorers', () => {
    const { blockExplorers: _, ...bare } = devnet2
    expect(toAddEthereumChainParameter(bare)).not.toHaveProperty('blockExplorerUrls')
  })

  it("maps WalletConnect reads to the networks' own RPC under both key forms, overrides first", () => {
    expect(toWalletConnectRpcMap([devnet2, arbitrum], { 42161: 'http://127.0.0.1:9999' })).toEqual({
      '31338': 'http://127.0.0.1:8546',
      'eip155:31338': 'http://127.0.0.1:8546',
      '42161': 'http://127.0.0.1:9999',
      'eip155:42161': 'http://127.0.0.1:9999',
    })
  })

  it('converts to a viem chain with the same id, currency, rpc URLs and explorers', () => {
    const chain = toViemChain(devnet2)
    expect(chain.id).toBe(31338)
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8546', 'http://127.0.0.1:8547'])
    expect(chain.blockExplorers?.default.url).toBe('http://127.0.0.1/explorer')
    expect(chain.nativeCurrency.symbol).toBe('ETH')
  })
})
