import { describe, expect, it } from 'vitest'
import { balanceKey, isBalanceSupported } from './account.js'

const evm = {
  address: '0x1111111111111111111111111111111111111111',
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
} as const
const configured = {
  isNetworkSupported: (id: string) => id === 'eip155:1' || id.startsWith('solana:'),
}

describe('which accounts have balances', () => {
  it('keys a balance by network and address', () => {
    expect(balanceKey(evm)).toBe('eip155:1:0x1111111111111111111111111111111111111111')
  })

  it('an eip155 or solana account on a configured network', () => {
    expect(isBalanceSupported(configured, evm)).toBe(true)
    expect(
      isBalanceSupported(configured, {
        address: 'So1',
        caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        chainNamespace: 'solana',
      }),
    ).toBe(true)
  })

  it('not on a network the dapp did not configure, nor of a namespace without balances', () => {
    expect(isBalanceSupported(configured, { ...evm, caipNetworkId: 'eip155:10' })).toBe(false)
    expect(
      isBalanceSupported(
        { isNetworkSupported: () => true },
        {
          address: 'bc1q',
          caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
          chainNamespace: 'bip122',
        },
      ),
    ).toBe(false)
  })
})
