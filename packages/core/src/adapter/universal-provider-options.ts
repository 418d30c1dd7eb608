/**
 * The universal provider's init options the adapters set. Kept apart from the session
 * (walletconnect-session.ts) because an adapter makes them at page load, for the provider
 * loader, and the session's code only once WalletConnect is used.
 */

/** The dapp as a WalletConnect proposal shows it to the wallet. */
export type WalletConnectMetadata = {
  name: string
  description: string
  url: string
  icons: string[]
}

/** The universal provider's init options the adapters set (a subset of its own). */
export type UniversalProviderInitOptions = {
  projectId: string
  relayUrl?: string | undefined
  metadata: WalletConnectMetadata
  telemetryEnabled: false
  logger: string
  storage?: unknown
  customStoragePrefix?: string | undefined
}

/** Telemetry off and a silent logger; storage and prefix only when given. */
export function toUniversalProviderInitOptions(parameters: {
  projectId: string
  relayUrl?: string | undefined
  metadata: WalletConnectMetadata
  storage?: unknown
  customStoragePrefix?: string | undefined
}): UniversalProviderInitOptions {
  return {
    projectId: parameters.projectId,
    metadata: parameters.metadata,
    telemetryEnabled: false,
    logger: 'silent',
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(parameters.storage ? { storage: parameters.storage } : {}),
    ...(parameters.customStoragePrefix
      ? { customStoragePrefix: parameters.customStoragePrefix }
      : {}),
  }
}
