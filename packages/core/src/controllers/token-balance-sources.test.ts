import { describe, expect, it } from 'vitest'
import {
  chainTokensToTokenBalances,
  nativeTokenBalance,
  supportsAssetDiscovery,
  totalTokenValue,
  walletAssetsToTokenBalances,
} from './token-balance-sources.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

describe('supportsAssetDiscovery (EIP-5792 capabilities)', () => {
  it.each([
    [{ '0x1': { assetDiscovery: { supported: true } } }, 1, true],
    [{ '0x0': { assetDiscovery: { supported: true } } }, 8453, true],
    [{ '0x1': { assetDiscovery: { supported: false } } }, 1, false],
    [{ '0x1': { assetDiscovery: { supported: true } } }, 10, false],
    [{ '0x7a69': { atomic: { status: 'supported' } } }, 31337, false],
    [{}, 1, false],
  ])('%j on chain %i → %s', (capabilities, chainId, expected) => {
    expect(supportsAssetDiscovery(capabilities, chainId)).toBe(expected)
  })
})

describe('walletAssetsToTokenBalances (docs/state.md#wallet-assets-item wallet-assets items)', () => {
  it('reads hex balances with their decimals, prices them, and keys tokens by CAIP-10', () => {
    const balances = walletAssetsToTokenBalances(
      [
        {
          address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          balance: '0x14d1120d7b160000',
          type: 'NATIVE',
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 2000 },
        },
        {
          address: USDC,
          balance: '0x5f5e100',
          type: 'ERC20',
          metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, iconUrl: 'https://i/u.png' },
        },
      ],
      'eip155:1',
    )
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3000,
        price: 2000,
        quantity: { decimals: '18', numeric: '1.5' },
        iconUrl: '',
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: 'eip155:1',
        address: `eip155:1:${USDC}`,
        value: undefined,
        price: undefined,
        quantity: { decimals: '6', numeric: '100' },
        iconUrl: 'https://i/u.png',
      },
    ])
  })
})

describe('chainTokensToTokenBalances', () => {
  it("formats the amounts and lets the dapp's name, symbol and image win", () => {
    const balances = chainTokensToTokenBalances(
      [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: USDC.toLowerCase(),
          decimals: 6,
          amount: '1500000',
        },
      ],
      [{ address: USDC, symbol: 'USDC.e', image: 'https://i/u.png' }],
      'eip155:1',
    )
    expect(balances).toEqual([
      {
        name: 'USD Coin',
        symbol: 'USDC.e',
        chainId: 'eip155:1',
        address: `eip155:1:${USDC.toLowerCase()}`,
        quantity: { decimals: '6', numeric: '1.5' },
        iconUrl: 'https://i/u.png',
      },
    ])
  })

  it('matches Solana mints exactly (base58 is case-sensitive)', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
    const [balance] = chainTokensToTokenBalances(
      [{ name: '', symbol: 'EPjF', address: mint, decimals: 6, amount: '0' }],
      [{ address: mint.toLowerCase(), symbol: 'WRONG' }],
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(balance?.symbol).toBe('EPjF')
    expect(balance?.name).toBe('EPjF')
  })
})

describe('nativeTokenBalance and totalTokenValue', () => {
  it('the native entry has no address and no price', () => {
    expect(
      nativeTokenBalance('2', { name: 'Solana', symbol: 'SOL', decimals: 9 }, 'solana:abc'),
    ).toEqual({
      name: 'Solana',
      symbol: 'SOL',
      chainId: 'solana:abc',
      quantity: { decimals: '9', numeric: '2' },
      iconUrl: '',
    })
  })

  it('sums the USD values only when every one is known', () => {
    const priced = { name: '', symbol: '', chainId: 'eip155:1', iconUrl: '' } as const
    const q = { decimals: '6', numeric: '1' }
    expect(totalTokenValue([])).toBe(0)
    expect(
      totalTokenValue([
        { ...priced, quantity: q, value: 1.5 },
        { ...priced, quantity: q, value: 2 },
      ]),
    ).toBe(3.5)
    expect(
      totalTokenValue([
        { ...priced, quantity: q, value: 1.5 },
        { ...priced, quantity: q },
      ]),
    ).toBeUndefined()
  })
})
