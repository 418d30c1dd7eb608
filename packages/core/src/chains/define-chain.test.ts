import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { InvalidCaipNetworkIdError } from '../errors/caip.js'
import { defineChain, toCaipNetworkId } from './define-chain.js'

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

describe('toCaipNetworkId', () => {
  it.each([
    ['eip155', 1, 'eip155:1'],
    ['eip155', '42161', 'eip155:42161'],
    ['solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122', '000000000019d6689c085ae165831e93', 'bip122:000000000019d6689c085ae165831e93'],
  ] as const)('joins %s and %s into %s', (namespace, reference, expected) => {
    expect(toCaipNetworkId(namespace, reference)).toBe(expected)
  })

  it.each(['', 'a:b'])("rejects the reference '%s' with 'Invalid CAIP-2 network id'", (ref) => {
    expect(() => toCaipNetworkId('eip155', ref)).toThrow(InvalidCaipNetworkIdError)
    expect(() => toCaipNetworkId('eip155', ref)).toThrow('Invalid CAIP-2 network id')
  })

  it('always yields exactly two colon-separated parts for a valid reference', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !s.includes(':')),
        (reference) => {
          const parts = toCaipNetworkId('cosmos', reference).split(':')
          expect(parts).toEqual(['cosmos', reference])
        },
      ),
    )
  })
})
