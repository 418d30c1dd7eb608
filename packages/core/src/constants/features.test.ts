import { describe, expect, it } from 'vitest'
import * as features from './features.js'

describe('docs/overview.md#feature-flags/docs/limits.md#features-and-defaults features and defaults', () => {
  it('social providers are google, github, apple, facebook, x, discord, farcaster', () => {
    expect([...features.SOCIAL_PROVIDERS].sort()).toEqual(
      ['apple', 'discord', 'facebook', 'farcaster', 'github', 'google', 'x'].sort(),
    )
  })

  it('a social login payload accepts only google, github, apple, facebook, x, discord (docs/validation.md#email-and-social-login)', () => {
    expect([...features.SOCIAL_LOGIN_PROVIDERS].sort()).toEqual(
      ['apple', 'discord', 'facebook', 'github', 'google', 'x'].sort(),
    )
  })

  it('remote feature flags are email, socials, swaps, onramp, activity, reownBranding', () => {
    expect([...features.REMOTE_FEATURE_FLAGS]).toEqual([
      'email',
      'socials',
      'swaps',
      'onramp',
      'activity',
      'reownBranding',
    ])
  })

  it('default remote features: email on, seven socials in order, activity on', () => {
    expect(features.DEFAULT_REMOTE_FEATURES).toEqual({
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
    })
  })

  it('default features: receive, send, analytics, allWallets on; legal checkbox and pay off', () => {
    expect(features.DEFAULT_FEATURES).toEqual({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      pay: false,
    })
  })

  it('orders: wallet features, connectors and connect methods', () => {
    expect([...features.WALLET_FEATURE_ORDER]).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect([...features.DEFAULT_CONNECTOR_ORDER]).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect([...features.DEFAULT_CONNECT_METHOD_ORDER]).toEqual(['wallet', 'email', 'social'])
  })

  it('Telegram removes Google on iOS, X on Mac, Facebook and X on Android', () => {
    expect(features.TELEGRAM_REMOVED_SOCIALS).toEqual({
      ios: ['google'],
      mac: ['x'],
      android: ['facebook', 'x'],
    })
  })

  it('default account types: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    expect(features.DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it('features are limited to the namespaces of docs/overview.md#chain-namespaces-per-feature', () => {
    expect(features.FEATURE_NAMESPACES).toEqual({
      balances: ['eip155', 'solana'],
      send: ['eip155', 'solana'],
      names: ['eip155'],
      activity: ['eip155'],
      swaps: ['eip155'],
      onramp: ['eip155', 'solana'],
    })
  })

  it('a bip122 account has none of those features; its addresses are payment and ordinal', () => {
    const all = Object.keys(features.FEATURE_NAMESPACES) as features.NamespaceFeature[]
    expect(all.filter((feature) => features.hasNamespaceFeature('bip122', feature))).toEqual([])
    expect(all.filter((feature) => features.hasNamespaceFeature('solana', feature))).toEqual([
      'balances',
      'send',
      'onramp',
    ])
    expect(features.hasNamespaceFeature('eip155', 'activity')).toBe(true)
    expect(features.ADDRESS_PURPOSES).toEqual(['payment', 'ordinal'])
  })
})
