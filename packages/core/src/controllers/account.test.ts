import { snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { createAccountController } from './account.js'

const TOKEN = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  price: 1,
  quantity: { decimals: '6', numeric: '10' },
  iconUrl: 'https://example.test/usdc.png',
} as const

describe('createAccountController', () => {
  it('starts every namespace disconnected with no address', () => {
    const accounts = createAccountController()
    for (const ns of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const) {
      expect(accounts.getAccountState(ns)).toMatchObject({
        status: 'disconnected',
        address: undefined,
        tokenBalance: [],
      })
    }
  })

  it('defaults preferred account types per docs/limits.md#chains: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    const accounts = createAccountController()
    expect(accounts.getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(accounts.getPreferredAccountType('solana')).toBe('eoa')
    expect(accounts.getPreferredAccountType('polkadot')).toBe('eoa')
    expect(accounts.getPreferredAccountType('bip122')).toBe('payment')
    expect(accounts.getPreferredAccountType('cosmos')).toBeUndefined()
  })

  it('lets the app override a default account type and the user change it per namespace', () => {
    const accounts = createAccountController({ defaultAccountTypes: { eip155: 'eoa' } })
    expect(accounts.getPreferredAccountType('eip155')).toBe('eoa')
    accounts.setPreferredAccountType('eip155', 'smartAccount')
    expect(accounts.getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(accounts.getPreferredAccountType('solana')).toBe('eoa')
  })

  it('derives the plain address from the CAIP-10 address', () => {
    const accounts = createAccountController()
    accounts.setCaipAddress('eip155', 'eip155:1:0xabc')
    expect(accounts.getAccountState('eip155').address).toBe('0xabc')
    accounts.setCaipAddress('eip155', undefined)
    expect(accounts.getAccountState('eip155').address).toBeUndefined()
  })

  it('keeps each namespace separate', () => {
    const accounts = createAccountController()
    accounts.setCaipAddress('solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:abc')
    accounts.setStatus('solana', 'connected')
    expect(accounts.getAccountState('eip155').status).toBe('disconnected')
    expect(accounts.getAccountState('eip155').address).toBeUndefined()
  })

  it('resetAccount makes the account disconnected and clears address, balance, profile and token list (docs/account-features.md#balances)', () => {
    const accounts = createAccountController()
    accounts.setCaipAddress('eip155', 'eip155:1:0xabc')
    accounts.setStatus('eip155', 'connected')
    accounts.setBalance('eip155', '1.5', 'ETH')
    accounts.setProfile('eip155', { name: 'alice.eth', image: 'https://img' })
    accounts.setTokenBalance('eip155', [TOKEN])
    accounts.setAllAccounts('eip155', [{ address: '0xabc', type: 'eoa' }])
    accounts.setUser('eip155', { address: '0xabc', chainId: 1 })
    accounts.setPreferredAccountType('eip155', 'eoa')
    accounts.resetAccount('eip155')
    expect(accounts.getAccountState('eip155')).toMatchObject({
      status: 'disconnected',
      caipAddress: undefined,
      address: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      tokenBalance: [],
      allAccounts: [],
      user: undefined,
    })
    expect(accounts.getPreferredAccountType('eip155')).toBe('eoa')
  })

  it('stores the social popup window by reference, not as a proxy', () => {
    const accounts = createAccountController()
    const popup = { closed: false, close: () => {} }
    accounts.setSocialWindow('eip155', popup)
    expect(snapshot(accounts.state).byNamespace.eip155.socialWindow).toBe(popup)
  })

  it('records address labels and generic props in state', () => {
    const accounts = createAccountController()
    accounts.setAddressLabel('eip155', '0xabc', 'Main')
    accounts.setAccountProp('eip155', 'farcasterUrl', 'https://warpcast.test')
    expect(accounts.state.byNamespace.eip155.addressLabels).toEqual({ '0xabc': 'Main' })
    expect(accounts.state.byNamespace.eip155.farcasterUrl).toBe('https://warpcast.test')
  })

  it('two controllers do not share state', () => {
    const one = createAccountController()
    const two = createAccountController()
    one.setStatus('eip155', 'connected')
    expect(two.getAccountState('eip155').status).toBe('disconnected')
  })
})
