import { describe, expect, it } from 'vitest'
import {
  arbitrum,
  arbitrumSepolia,
  bitcoin,
  bitcoinTestnet,
  DEFINED_CHAINS,
  ethereum,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './definitions.js'

describe('docs/limits.md#chains defined chains', () => {
  it.each([
    [ethereum, 'Ethereum', 1, 'eip155:1', 'ETH', 18, false],
    [arbitrum, 'Arbitrum One', 42161, 'eip155:42161', 'ETH', 18, false],
    [arbitrumSepolia, 'Arbitrum Sepolia', 421614, 'eip155:421614', 'ETH', 18, true],
    [
      solana,
      'Solana',
      '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'SOL',
      9,
      false,
    ],
    [
      solanaDevnet,
      'Solana Devnet',
      'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'SOL',
      9,
      true,
    ],
    [
      solanaTestnet,
      'Solana Testnet',
      '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'SOL',
      9,
      true,
    ],
    [
      bitcoin,
      'Bitcoin',
      '000000000019d6689c085ae165831e93',
      'bip122:000000000019d6689c085ae165831e93',
      'BTC',
      8,
      false,
    ],
    [
      bitcoinTestnet,
      'Bitcoin Testnet',
      '000000000933ea01ad0ee984209779ba',
      'bip122:000000000933ea01ad0ee984209779ba',
      'BTC',
      8,
      true,
    ],
  ] as const)(
    '%o: %s is %s / %s with %s (%i decimals)',
    (chain, name, id, caip, symbol, decimals, testnet) => {
      expect(chain.name).toBe(name)
      expect(chain.id).toBe(id)
      expect(chain.caipNetworkId).toBe(caip)
      expect(chain.nativeCurrency.symbol).toBe(symbol)
      expect(chain.nativeCurrency.decimals).toBe(decimals)
      expect(chain.testnet).toBe(testnet)
    },
  )

  it('each caipNetworkId is its namespace and id', () => {
    for (const chain of DEFINED_CHAINS) {
      expect(chain.caipNetworkId).toBe(`${chain.chainNamespace}:${chain.id}`)
    }
  })

  it('Solana mainnet and devnet keep their deprecated CAIP-2 ids', () => {
    expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect(solanaDevnet.deprecatedCaipNetworkId).toBe('solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')
  })

  it('Solana references are 32 characters (CAIP-2 limit) and unique', () => {
    const ids = DEFINED_CHAINS.map((chain) => chain.caipNetworkId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const chain of [solana, solanaDevnet, solanaTestnet]) {
      expect(String(chain.id)).toHaveLength(32)
    }
  })

  it('every chain has an https RPC URL', () => {
    for (const chain of DEFINED_CHAINS) {
      expect(chain.rpcUrls.default.http[0]).toMatch(/^https:\/\//)
    }
  })
})
