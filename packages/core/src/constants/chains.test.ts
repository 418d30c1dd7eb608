import { describe, expect, it } from 'vitest'
import * as chains from './chains.js'

describe('docs/limits.md#chains chain constants', () => {
  it('native decimals are 18 for ETH, 9 for SOL, 8 for BTC', () => {
    expect(chains.NATIVE_DECIMALS).toEqual({ ETH: 18, SOL: 9, BTC: 8 })
    expect(chains.NATIVE_DECIMALS_BY_NAMESPACE).toEqual({ eip155: 18, solana: 9, bip122: 8 })
  })

  it('namespaces are eip155, solana, polkadot, bip122, cosmos', () => {
    expect([...chains.CHAIN_NAMESPACES]).toEqual([
      'eip155',
      'solana',
      'polkadot',
      'bip122',
      'cosmos',
    ])
  })

  it('every namespace has a distinct native token address', () => {
    const values = chains.CHAIN_NAMESPACES.map((ns) => chains.NATIVE_TOKEN_ADDRESSES[ns])
    expect(new Set(values).size).toBe(chains.CHAIN_NAMESPACES.length)
    expect(chains.NATIVE_TOKEN_ADDRESSES.eip155).toMatch(/^0x(?:e){40}$/)
  })
})
