/**
 * The first wiring step of a client: its settings (clock, logger, endpoints, validated
 * options), the adapters by namespace, the notifications, the options controller, the
 * remote service clients and the wallet catalogue.
 */
import type { ChainAdapter } from '../adapter/types.js'
import type { ChainDefinition, ChainNamespace } from '../chains/types.js'
import type { KeywayEndpoints } from '../constants/urls.js'
import { createNotificationController } from '../controllers/notification.js'
import { createOptionsController, type Logger } from '../controllers/options.js'
import { noConnectorOrNetworkWarning } from '../errors/messages.js'
import { validateOnrampOption } from '../validate/onramp-option.js'
import { validateTokensOption } from '../validate/tokens.js'
import { createWalletCatalogue } from '../wallet-list/wallet-catalogue.js'
import {
  createApiClients,
  unavailableFeatures,
  warnMissingEndpoints,
} from './create-api-clients.js'
import { type CreateKeywayParameters, KEYWAY_SDK_TYPE } from './parameters.js'
import { createPlatform } from './platform.js'

export function wireSettings(parameters: CreateKeywayParameters) {
  const now = parameters.now ?? (() => Date.now())
  const logger: Logger = parameters.logger ?? { warn: (...args) => console.warn(...args) }
  const endpoints: KeywayEndpoints = { ...parameters.endpoints }
  validateTokensOption(parameters.tokens, parameters.networks)
  const onrampOption = validateOnrampOption(parameters.onramp)
  const sdkVersion = parameters.sdkVersion ?? '0.0.0'

  const adapters = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of parameters.adapters) {
    if (adapters.has(adapter.namespace)) {
      logger.warn(`A second ${adapter.namespace} adapter was ignored`)
      continue
    }
    adapters.set(adapter.namespace, adapter)
  }
  warnUnmatchedNamespaces(adapters, parameters.networks, logger)
  warnMissingEndpoints(endpoints, parameters.features, logger)

  const notification = createNotificationController({ timers: parameters.timers })
  const platform = parameters.platform ?? createPlatform()
  const options = createOptionsController({
    options: {
      projectId: parameters.projectId,
      networks: parameters.networks,
      defaultNetwork: parameters.defaultNetwork,
      features: parameters.features,
      siweConfig: parameters.siweConfig,
      siwx: parameters.siwx,
      defaultAccountTypes: parameters.defaultAccountTypes,
      featuredWalletIds: parameters.featuredWalletIds,
      customWallets: parameters.customWallets,
      termsConditionsUrl: parameters.termsConditionsUrl,
      privacyPolicyUrl: parameters.privacyPolicyUrl,
      unavailableFeatures: unavailableFeatures(endpoints, parameters.features).features,
    },
    logger,
    // A configuration alert does not close by itself: the dapp's team must see it.
    alert: (alert) => {
      if (parameters.onAlert) parameters.onAlert(alert)
      else logger.warn(alert.error.shortMessage, alert.error.details)
      notification.showError(alert.error, { autoClose: false })
    },
  })
  const projectId = options.state.projectId
  const api = createApiClients({
    endpoints,
    projectId,
    sdkType: KEYWAY_SDK_TYPE,
    sdkVersion,
    fetch: parameters.fetch,
    timers: parameters.timers,
    now,
    analyticsOff: parameters.features?.analytics === false,
  })

  // One catalogue per client: the Connect view, All Wallets and a dapp's own list share
  // its requests (only wallets supporting a configured network are listed).
  const chains = parameters.networks.map((network) => network.caipNetworkId)
  const walletCatalogue = createWalletCatalogue({
    api: api.catalogue,
    chains,
    // Without a catalogue service, the bundled well-known wallets (loaded with the list).
    fallback: () =>
      import('../wallet-list/well-known-wallets.js').then((m) => m.wellKnownWalletsFor(chains)),
  })

  return {
    now,
    logger,
    endpoints,
    onrampOption,
    sdkVersion,
    adapters,
    notification,
    platform,
    options,
    projectId,
    api,
    walletCatalogue,
  }
}

/**
 * docs/errors.md#connecting-and-the-wallet: a console warning when no connector or network is found for a namespace: an
 * adapter whose namespace has no configured network, or networks of a namespace no
 * adapter serves (nothing could connect there).
 */
function warnUnmatchedNamespaces(
  adapters: ReadonlyMap<ChainNamespace, ChainAdapter>,
  networks: readonly ChainDefinition[],
  logger: Logger,
): void {
  const networkNamespaces = new Set(networks.map((network) => network.chainNamespace))
  const namespaces = new Set([...adapters.keys(), ...networkNamespaces])
  for (const namespace of namespaces) {
    if (!adapters.has(namespace) || !networkNamespaces.has(namespace)) {
      logger.warn(noConnectorOrNetworkWarning(namespace))
    }
  }
}
