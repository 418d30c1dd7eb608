/**
 * The last wiring step before the host: the embedded wallet's loader (when the dapp named
 * a frame host and a project id), the watch of the adapters' events, and sign-in (when the
 * dapp passed a `siwx` option).
 */
import { createEmbeddedWalletLoader } from '../features/embedded-wallet/entry.js'
import { createSiwxLoader } from '../features/sign-in/entry.js'
import type { CreateKeywayParameters } from './parameters.js'
import { KEYWAY_SDK_TYPE } from './parameters.js'
import { watchAdapters } from './watch-adapters.js'

type EmbeddedWalletParts = Omit<
  Parameters<typeof createEmbeddedWalletLoader>[0],
  'sdkType' | 'metadata' | 'onTimeout'
>
type SiwxParts = Omit<Parameters<typeof createSiwxLoader>[0], 'siwx'>

export function wireWalletServices(
  parameters: CreateKeywayParameters,
  parts: EmbeddedWalletParts & SiwxParts,
) {
  const { adapters, account, chain, connector, connection, modal, navigation, notification } = parts
  const embeddedWallet = createEmbeddedWalletLoader({
    endpoints: parts.endpoints,
    projectId: parts.projectId,
    sdkVersion: parts.sdkVersion,
    sdkType: KEYWAY_SDK_TYPE,
    theme: parts.theme,
    metadata: parameters.metadata,
    onTimeout: parameters.onEmbeddedWalletTimeout,
    adapters,
    storage: parts.storage,
    features: parts.features,
    account,
    chain,
    connector,
    connection,
    router: parts.router,
    navigation,
    notification,
    modal,
  })

  const stopAdapters = watchAdapters({
    adapters: [...adapters.values()],
    connector,
    connection,
  })

  const siwx = parameters.siwx
    ? createSiwxLoader({
        siwx: parameters.siwx,
        adapters,
        account,
        chain,
        connector,
        connection,
        modal,
        navigation,
        notification,
        events: parts.events,
        logger: parts.logger,
      })
    : undefined

  return { embeddedWallet, stopAdapters, siwx }
}
