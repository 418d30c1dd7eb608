/**
 * Feature flags (local options merged with the remote config, docs/overview.md#feature-flags and docs/limits.md#features-and-defaults) and the
 * ordering helpers of docs/limits.md#features-and-defaults. Pure functions: the options
 * controller keeps the result in its state.
 */
import type { ChainNamespace } from '../chains/types.js'
import {
  type AccountType,
  type ConnectorGroup,
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_CONNECTOR_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_ONRAMP_PROVIDERS,
  DEFAULT_REMOTE_FEATURES,
  DEFAULT_SWAP_PROVIDER,
  REMOTE_FEATURE_FLAGS,
  type RemoteFeatureFlag,
  type SocialProvider,
  TELEGRAM_REMOVED_SOCIALS,
  type TelegramPlatform,
  WALLET_FEATURE_ORDER,
} from '../constants/features.js'

export type ConnectMethod = 'wallet' | 'email' | 'social'
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

export type Features = {
  // docs/overview.md#feature-flags remote flags
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: readonly string[] | false
  onramp: readonly string[] | false
  activity: boolean
  reownBranding: boolean
  // docs/limits.md#features-and-defaults local defaults
  receive: boolean
  send: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  pay: boolean
  /** Custom order of the connect methods; the default depends on an injected wallet. */
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  /** Custom order of the connector groups (docs/limits.md#features-and-defaults default connector order otherwise). */
  connectorTypeOrder?: readonly ConnectorGroup[] | undefined
}

/** What a dapp passes as `features`: any subset (undefined means "use the default"). */
export type LocalFeatures = { [flag in keyof Features]?: Features[flag] | undefined }
/** What the remote config answers (docs/services.md#configuration-service-config GET /appkit/v1/config): the docs/overview.md#feature-flags flags only. */
export type RemoteFeatureConfig = Partial<Pick<Features, RemoteFeatureFlag>>

/**
 * Every default of docs/limits.md#features-and-defaults. The spec gives no default for swaps, onramp and reownBranding;
 * we use the docs/limits.md#swaps default swap provider (1inch), the docs/limits.md#onramp default onramp providers (coinbase,
 * meld) and branding on, so every feature works before the remote config arrives.
 */
export const DEFAULT_RESOLVED_FEATURES: Features = {
  ...DEFAULT_FEATURES,
  ...DEFAULT_REMOTE_FEATURES,
  swaps: [DEFAULT_SWAP_PROVIDER],
  onramp: [...DEFAULT_ONRAMP_PROVIDERS],
  reownBranding: true,
}

export type ResolveFeaturesParameters = {
  local?: LocalFeatures | undefined
  /** Undefined while the remote config is unknown (not fetched, or the fetch failed). */
  remote?: RemoteFeatureConfig | undefined
}

export type ResolveFeaturesReturnType = {
  features: Features
  /** Local flags whose value the remote config replaced. */
  ignoredLocalFlags: RemoteFeatureFlag[]
}

/** Defaults, then local options, then the remote config (the remote config wins, docs/overview.md#feature-flags). */
export function resolveFeatures({
  local = {},
  remote,
}: ResolveFeaturesParameters): ResolveFeaturesReturnType {
  const features: Features = { ...DEFAULT_RESOLVED_FEATURES, ...definedOnly(local) }
  const ignoredLocalFlags: RemoteFeatureFlag[] = []
  if (!remote) return { features, ignoredLocalFlags }
  for (const flag of REMOTE_FEATURE_FLAGS) {
    const remoteValue = remote[flag]
    if (remoteValue === undefined) continue
    const localValue = local[flag]
    if (localValue !== undefined && !sameValue(localValue, remoteValue)) {
      ignoredLocalFlags.push(flag)
    }
    Object.assign(features, { [flag]: remoteValue })
  }
  return { features, ignoredLocalFlags }
}

/**
 * Turns off the features whose service has no endpoint (constants/urls.ts
 * FEATURE_SERVICES): a feature the dapp cannot reach is hidden, whatever the local or
 * remote config says.
 */
export function withoutUnavailable(
  features: Features,
  unavailable: readonly (keyof Features)[],
): Features {
  if (unavailable.length === 0) return features
  const result = { ...features }
  for (const flag of unavailable) Object.assign(result, { [flag]: false })
  return result
}

/** Drops undefined entries, so they cannot overwrite a default when spread. */
function definedOnly<value extends object>(
  object: value,
): { [key in keyof value]?: Exclude<value[key], undefined> } {
  return Object.fromEntries(Object.entries(object).filter(([, entry]) => entry !== undefined)) as {
    [key in keyof value]?: Exclude<value[key], undefined>
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((entry, index) => entry === b[index])
  }
  return a === b
}

/**
 * docs/limits.md#features-and-defaults default connector order. A custom order comes first; groups it leaves out keep
 * their default place after it, so no connector disappears by omission.
 */
export function getConnectorOrder(custom: readonly ConnectorGroup[] = []): ConnectorGroup[] {
  const order = [...new Set(custom)]
  for (const group of DEFAULT_CONNECTOR_ORDER) if (!order.includes(group)) order.push(group)
  return order
}

/** docs/limits.md#swaps wallet feature order (onramp, swaps, receive, send), enabled features only. */
export function getWalletFeaturesOrder(
  features: Pick<Features, 'onramp' | 'swaps' | 'receive' | 'send'>,
): WalletFeature[] {
  return WALLET_FEATURE_ORDER.filter((feature) => {
    const value = features[feature]
    return Array.isArray(value) ? value.length > 0 : value === true
  })
}

/**
 * docs/limits.md#features-and-defaults: inside the Telegram web app some social providers cannot open their login
 * (Google on iOS, X on Mac, Facebook and X on Android). `platform` is undefined outside
 * Telegram, where every provider stays.
 */
export function filterTelegramSocials(
  socials: readonly SocialProvider[],
  platform: TelegramPlatform | undefined,
): SocialProvider[] {
  if (!platform) return [...socials]
  const removed = TELEGRAM_REMOVED_SOCIALS[platform]
  return socials.filter((social) => !removed.includes(social))
}

/** docs/limits.md#features-and-defaults default account types per namespace, with the dapp's overrides on top. */
export function getDefaultAccountTypes(
  overrides: Partial<Record<ChainNamespace, AccountType>> = {},
): Partial<Record<ChainNamespace, AccountType>> {
  return { ...DEFAULT_ACCOUNT_TYPES, ...definedOnly(overrides) }
}
