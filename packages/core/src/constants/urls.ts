/**
 * The remote services Keyway can use. None has a default address: a service is used only
 * when the dapp names its base URL in `endpoints` (docs/services.md describes what each
 * one must answer), so an app that names none makes no request but to its own networks'
 * RPC URLs and, once the user picks WalletConnect, the relay.
 */
export const SERVICE_NAMES = [
  /** docs/services.md#blockchain-api-blockchainapi: balances, activity, swaps, onramp, names. */
  'blockchainApi',
  /** docs/services.md#configuration-service-config toolkit configuration: remote features, allowed origins. */
  'config',
  /** docs/services.md#wallet-catalogue-walletcatalogue wallet catalogue and its images. */
  'walletCatalogue',
  /** docs/services.md#analytics-analytics analytics configuration and events. */
  'analytics',
  /** docs/embedded-wallet.md#loading-the-frame the embedded-wallet frame host. */
  'frameHost',
  /** The WalletConnect relay (wss). */
  'relay',
] as const

export type ServiceName = (typeof SERVICE_NAMES)[number]

/** Base URLs of the services a dapp uses; leave a service out to do without it. */
export type KeywayEndpoints = { [service in ServiceName]?: string | undefined }

/**
 * The features that need a service (docs/overview.md#features, docs/services.md): without its endpoint they are hidden.
 * All Wallets needs the catalogue; the embedded wallet's email and social logins need the
 * frame host; activity, swaps and onramp are answered by the Blockchain API.
 */
export const FEATURE_SERVICES = {
  activity: 'blockchainApi',
  swaps: 'blockchainApi',
  onramp: 'blockchainApi',
  email: 'frameHost',
  socials: 'frameHost',
  allWallets: 'walletCatalogue',
} as const satisfies Record<string, ServiceName>

export type ServiceFeature = keyof typeof FEATURE_SERVICES
