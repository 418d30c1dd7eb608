/**
 * Loading `@walletconnect/universal-provider`: its code comes with a dynamic `import()` the
 * first time WalletConnect is needed, so it is never in a page's first load. Kept apart
 * from the connector (walletconnect.ts, which needs wagmi) so the adapter can start this
 * load side by side with wagmi's instead of after it.
 */
import type { UniversalProviderInitOptions, WalletConnectMetadata } from '@keyway/core/adapter'
import { loadOnce, toUniversalProviderInitOptions } from '@keyway/core/adapter'
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'

/** An initialised universal provider (the package exports its class as a const). */
export type UniversalProvider = InstanceType<typeof UniversalProviderClass>

export type UniversalProviderLoader = (
  options: UniversalProviderInitOptions,
) => Promise<UniversalProvider>

/** Imports the provider's package and initialises a provider. */
export const loadUniversalProvider: UniversalProviderLoader = async (options) => {
  const { UniversalProvider } = await import('@walletconnect/universal-provider')
  return UniversalProvider.init(options as Parameters<typeof UniversalProvider.init>[0])
}

/**
 * The adapter's one provider: loaded on the first call with the adapter's options (through
 * the dapp's loader when it gives one), shared by every later call; a failed load is tried
 * again by the next call.
 */
export function createWalletConnectProviderLoader(parameters: {
  projectId: string
  relayUrl?: string | undefined
  metadata: WalletConnectMetadata
  storage?: unknown
  customStoragePrefix?: string | undefined
  loadProvider?: UniversalProviderLoader | undefined
}): () => Promise<UniversalProvider> {
  const load = parameters.loadProvider ?? loadUniversalProvider
  return loadOnce(() => load(toUniversalProviderInitOptions(parameters)))
}
