import { describe, expect, it } from 'vitest'
import { defineChain } from './define-chain.js'

describe('defineChain', () => {
  it('returns the definition unchanged and frozen so no client can alter a shared chain', () => {
    const chain = defineChain({
      id: 31337,
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
    })
    expect(chain.id).toBe(31337)
    expect(chain.caipNetworkId).toBe('eip155:31337')
    expect(Object.isFrozen(chain)).toBe(true)
  })
})
