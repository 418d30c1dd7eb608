/** Feature flags, defaults and orders of docs/overview.md#feature-flags and docs/limits.md#features-and-defaults. */
import type { ChainNamespace } from '../chains/types.js'

/** docs/overview.md#ways-to-connect: social providers of the embedded wallet (farcaster included). */
export const SOCIAL_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** docs/limits.md#swaps: default remote swap provider. */
export const DEFAULT_SWAP_PROVIDER = '1inch'

/** docs/limits.md#onramp: default onramp providers. */
export const DEFAULT_ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const
export type OnrampProviderName = (typeof DEFAULT_ONRAMP_PROVIDERS)[number]

/**
 * docs/validation.md#email-and-social-login: providers accepted in a social login payload. Farcaster is absent on purpose:
 * it has its own connect event (docs/services.md#analytics-analytics "connect ... farcaster").
 */
export const SOCIAL_LOGIN_PROVIDERS = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const satisfies readonly SocialProvider[]
export type SocialLoginProvider = (typeof SOCIAL_LOGIN_PROVIDERS)[number]

/** docs/overview.md#feature-flags: the remote feature flags. */
export const REMOTE_FEATURE_FLAGS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
] as const
export type RemoteFeatureFlag = (typeof REMOTE_FEATURE_FLAGS)[number]

export type RemoteFeatures = {
  readonly email?: boolean
  readonly socials?: readonly SocialProvider[] | false
  readonly swaps?: readonly string[] | false
  readonly onramp?: readonly string[] | false
  readonly activity?: boolean
  readonly reownBranding?: boolean
}

/** docs/limits.md#features-and-defaults: default remote features (only these three are given by the spec). */
export const DEFAULT_REMOTE_FEATURES = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  activity: true,
} as const satisfies RemoteFeatures

/** docs/limits.md#features-and-defaults: default local features. */
export const DEFAULT_FEATURES = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  pay: false,
} as const

/** docs/limits.md#features-and-defaults: order of the wallet features in the account view. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** docs/limits.md#features-and-defaults: default order of connector groups in the connect view. */
export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof DEFAULT_CONNECTOR_ORDER)[number]

/** docs/limits.md#features-and-defaults: default connect-method order when an injected wallet is present. */
export const DEFAULT_CONNECT_METHOD_ORDER = ['wallet', 'email', 'social'] as const

export type TelegramPlatform = 'ios' | 'mac' | 'android'
/**
 * docs/limits.md#features-and-defaults: inside the Telegram web app, social providers removed per platform
 * (Google on iOS, X on Mac, Facebook and X on Android).
 */
export const TELEGRAM_REMOVED_SOCIALS: Readonly<
  Record<TelegramPlatform, readonly SocialProvider[]>
> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
}

/**
 * What an account is: an EVM or Solana key (`eoa`), a smart account, or one of a Bitcoin
 * wallet's two addresses, the `payment` one (funds) or the `ordinal` one (inscriptions).
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'
/** Account types a Bitcoin wallet gives its addresses: one address per purpose. */
export const ADDRESS_PURPOSES = ['payment', 'ordinal'] as const satisfies readonly AccountType[]
export type AddressPurpose = (typeof ADDRESS_PURPOSES)[number]
/** docs/limits.md#features-and-defaults: default account type per namespace (namespaces not listed have none). */
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const satisfies Partial<Record<ChainNamespace, AccountType>>

/** docs/overview.md#chain-namespaces-per-feature: namespaces on which each feature is available. */
export const FEATURE_NAMESPACES = {
  balances: ['eip155', 'solana'],
  send: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
  swaps: ['eip155'],
  onramp: ['eip155', 'solana'],
} as const satisfies Record<string, readonly ChainNamespace[]>
export type NamespaceFeature = keyof typeof FEATURE_NAMESPACES

/**
 * Whether `feature` exists on `namespace` at all (balances, send, names, activity, swaps,
 * onramp). A bip122 account has none of them: it connects, signs and signs in. Whether
 * the feature is also switched on is the options' matter.
 */
export function hasNamespaceFeature(namespace: ChainNamespace, feature: NamespaceFeature): boolean {
  const namespaces: readonly ChainNamespace[] = FEATURE_NAMESPACES[feature]
  return namespaces.includes(namespace)
}
