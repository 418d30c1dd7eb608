import { describe, expect, it } from 'vitest'
import {
  CONNECT_METHOD_ORDER_WITHOUT_INJECTED,
  getConnectMethodsOrder,
} from './connect-methods-order.js'
import {
  DEFAULT_RESOLVED_FEATURES,
  filterTelegramSocials,
  getConnectorOrder,
  getDefaultAccountTypes,
  getWalletFeaturesOrder,
  resolveFeatures,
} from './features.js'

const allSocials = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const

describe('resolveFeatures (docs/overview.md#features, docs/limits.md#features-and-defaults)', () => {
  it('uses the docs/limits.md#features-and-defaults defaults when nothing is configured', () => {
    const { features } = resolveFeatures({})
    expect(features).toMatchObject({
      email: true,
      socials: allSocials,
      activity: true,
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      pay: false,
    })
  })

  it('applies local options over the defaults while the remote config is unknown', () => {
    const { features, ignoredLocalFlags } = resolveFeatures({
      local: { email: false, send: false, swaps: false },
    })
    expect(features).toMatchObject({ email: false, send: false, swaps: false, receive: true })
    expect(ignoredLocalFlags).toEqual([])
  })

  it('lets the remote config override each remote flag and reports the local flags it replaced', () => {
    const { features, ignoredLocalFlags } = resolveFeatures({
      local: { email: false, activity: true, socials: ['google'], send: false },
      remote: {
        email: true,
        activity: true,
        socials: ['github'],
        swaps: false,
        onramp: ['meld'],
        reownBranding: false,
      },
    })
    expect(features).toMatchObject({
      email: true,
      activity: true,
      socials: ['github'],
      swaps: false,
      onramp: ['meld'],
      reownBranding: false,
      // send is not a remote flag: the local value stays
      send: false,
    })
    expect(ignoredLocalFlags).toEqual(['email', 'socials'])
  })

  it('keeps local values for remote flags the remote config leaves out', () => {
    const { features } = resolveFeatures({ local: { swaps: false }, remote: { email: false } })
    expect(features.swaps).toBe(false)
    expect(features.email).toBe(false)
  })

  it('ignores undefined local values', () => {
    const { features } = resolveFeatures({ local: { email: undefined } })
    expect(features.email).toBe(DEFAULT_RESOLVED_FEATURES.email)
  })
})

describe('connect-method order (docs/limits.md#features-and-defaults)', () => {
  const features = { email: true, socials: ['google'] as const }

  it('is wallet, email, social with an injected wallet present', () => {
    expect(getConnectMethodsOrder({ hasInjectedWallet: true, features })).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('is email, social, wallet without an injected wallet', () => {
    expect(getConnectMethodsOrder({ hasInjectedWallet: false, features })).toEqual([
      'email',
      'social',
      'wallet',
    ])
    expect(CONNECT_METHOD_ORDER_WITHOUT_INJECTED).toEqual(['email', 'social', 'wallet'])
  })

  it('honours a custom order and leaves out disabled methods', () => {
    expect(
      getConnectMethodsOrder({
        hasInjectedWallet: true,
        features: { email: false, socials: false, connectMethodsOrder: ['social', 'wallet'] },
      }),
    ).toEqual(['wallet'])
  })
})

describe('connector order (docs/limits.md#features-and-defaults)', () => {
  it('defaults to walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(getConnectorOrder()).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('puts a custom order first and keeps the groups it omits after it', () => {
    expect(getConnectorOrder(['injected', 'recent'])).toEqual([
      'injected',
      'recent',
      'walletConnect',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })
})

describe('wallet feature order (docs/limits.md#features-and-defaults)', () => {
  it('is onramp, swaps, receive, send when all are on', () => {
    expect(
      getWalletFeaturesOrder({ onramp: ['meld'], swaps: ['1inch'], receive: true, send: true }),
    ).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('leaves out disabled features', () => {
    expect(
      getWalletFeaturesOrder({ onramp: false, swaps: [], receive: true, send: false }),
    ).toEqual(['receive'])
  })
})

describe('Telegram social filtering (docs/limits.md#features-and-defaults)', () => {
  it('removes Google on iOS', () => {
    expect(filterTelegramSocials(allSocials, 'ios')).not.toContain('google')
    expect(filterTelegramSocials(allSocials, 'ios')).toHaveLength(6)
  })

  it('removes X on Mac', () => {
    expect(filterTelegramSocials(allSocials, 'mac')).toEqual(
      allSocials.filter((social) => social !== 'x'),
    )
  })

  it('removes Facebook and X on Android', () => {
    expect(filterTelegramSocials(allSocials, 'android')).toEqual([
      'google',
      'discord',
      'farcaster',
      'github',
      'apple',
    ])
  })

  it('keeps every provider outside Telegram', () => {
    expect(filterTelegramSocials(allSocials, undefined)).toEqual([...allSocials])
  })
})

describe('default account types (docs/limits.md#features-and-defaults)', () => {
  it('are eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    expect(getDefaultAccountTypes()).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
  })

  it('take the dapp overrides on top', () => {
    expect(getDefaultAccountTypes({ eip155: 'eoa' })).toMatchObject({
      eip155: 'eoa',
      solana: 'eoa',
    })
  })
})
