import { describe, expect, it } from 'vitest'
import { getNativeTokenAddress } from './native-token.js'

describe('getNativeTokenAddress (spec §9: keyed per chain namespace)', () => {
  it.each([
    ['eip155', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    ['solana', 'So11111111111111111111111111111111111111111'],
    ['polkadot', 'polkadot:native'],
    ['bip122', 'bip122:native'],
    ['cosmos', 'cosmos:native'],
  ] as const)('%s → %s', (namespace, address) => {
    expect(getNativeTokenAddress(namespace)).toBe(address)
  })
})
