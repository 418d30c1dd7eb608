/**
 * The remote service clients of one Keyway client, each made only when the dapp named its
 * endpoint (and a project id, which every call carries: docs/services.md). Nothing here has a
 * default host, so a dapp that names no endpoint sends no request to any service.
 */
import type { AnalyticsClient } from '../api/analytics.js'
import type { BlockchainApiClient } from '../api/blockchain-api.js'
import type { ConfigApiClient } from '../api/config-api.js'
import type { ConfigLoadClient } from '../api/config-load-api.js'
import type { FetchFn, Timers } from '../api/http.js'
import { FEATURE_SERVICES, type KeywayEndpoints, type ServiceName } from '../constants/urls.js'
import { type Features, type LocalFeatures, resolveFeatures } from '../controllers/features.js'
import type { Logger } from '../controllers/options.js'
import { lazyService } from './lazy-service.js'

export type CreateApiClientsParameters = {
  endpoints: KeywayEndpoints
  projectId: string | undefined
  sdkType: string
  sdkVersion: string
  fetch?: FetchFn | undefined
  timers?: Timers | undefined
  now: () => number
  /** `analytics: false` in the options: nothing is ever sent, whatever the service says. */
  analyticsOff: boolean
}

export type ApiClients = ReturnType<typeof createApiClients>

export function createApiClients(parameters: CreateApiClientsParameters) {
  const { endpoints, projectId } = parameters
  const service = {
    projectId: projectId ?? '',
    sdkType: parameters.sdkType,
    sdkVersion: parameters.sdkVersion,
    fetch: parameters.fetch,
    timers: parameters.timers,
  }
  /** The base URL of a service the dapp can reach, else undefined. */
  const baseUrl = (name: ServiceName) => (projectId ? endpoints[name] : undefined)

  const blockchainUrl = baseUrl('blockchainApi')
  const configUrl = baseUrl('config')
  const catalogueUrl = baseUrl('walletCatalogue')
  const analyticsUrl = parameters.analyticsOff ? undefined : baseUrl('analytics')

  // docs/services.md#analytics-analytics: analytics is on only once its configuration said so; off when that fails.
  let analyticsConfigured = false
  let analyticsConfigRequest: Promise<void> | undefined
  // Each client's code loads on its first call (lazy-service.ts): a dapp that names no
  // endpoint, or whose visitor never needs one, downloads none of it.
  const client = <T extends { [K in keyof T]: (...args: never[]) => Promise<unknown> }>(
    url: string | undefined,
    load: () => Promise<(options: typeof service & { baseUrl: string }) => T>,
  ): T | undefined =>
    url
      ? lazyService<T>(() => load().then((create) => create({ ...service, baseUrl: url })))
      : undefined
  // What initialize asks at load (remote features, allowed origins, the analytics switch)
  // loads without the catalogue's pages and image cache.
  const loadConfig = () => import('../api/config-load-api.js').then((m) => m.createConfigLoadClient)
  const analyticsConfig = client<ConfigLoadClient>(analyticsUrl, loadConfig)

  return {
    blockchain: client<BlockchainApiClient>(blockchainUrl, () =>
      import('../api/blockchain-api.js').then((m) => m.createBlockchainApiClient),
    ),
    /** Remote features and allowed origins. */
    config: client<ConfigLoadClient>(configUrl, loadConfig),
    /** The wallet catalogue and its images. */
    catalogue: client<ConfigApiClient>(catalogueUrl, () =>
      import('../api/config-api.js').then((m) => m.createConfigApiClient),
    ),
    analytics: client<AnalyticsClient>(analyticsUrl, () =>
      import('../api/analytics.js').then(
        (m) => (options) =>
          m.createAnalyticsClient({
            ...options,
            now: parameters.now,
            isEnabled: () => analyticsConfigured,
          }),
      ),
    ),
    /** Asks the analytics configuration once per client (docs/services.md#analytics-analytics GET /getAnalyticsConfig). */
    loadAnalyticsConfig(signal?: AbortSignal): Promise<void> {
      if (!analyticsConfig) return Promise.resolve()
      analyticsConfigRequest ??= analyticsConfig.getAnalyticsConfig({ signal }).then(
        (enabled) => {
          analyticsConfigured = enabled
        },
        () => {
          // The client's code did not arrive (its answer's own failures already mean
          // "off"): analytics stays off, and the next call asks again.
          analyticsConfigRequest = undefined
        },
      )
      return analyticsConfigRequest
    },
    isAnalyticsEnabled: () => analyticsConfigured,
  }
}

/**
 * The features the dapp has on (by default or in its options) whose service has no
 * endpoint; they are hidden, and `createKeyway` names the missing endpoints in one warning.
 */
export function unavailableFeatures(
  endpoints: KeywayEndpoints,
  local: LocalFeatures | undefined,
): { features: (keyof Features)[]; missing: ServiceName[] } {
  const wanted = resolveFeatures({ local }).features
  const features: (keyof Features)[] = []
  const missing = new Set<ServiceName>()
  for (const [feature, service] of Object.entries(FEATURE_SERVICES) as [
    keyof typeof FEATURE_SERVICES,
    ServiceName,
  ][]) {
    if (endpoints[service]) continue
    features.push(feature)
    const value = wanted[feature]
    if (value !== false && !(Array.isArray(value) && value.length === 0)) missing.add(service)
  }
  return { features, missing: [...missing] }
}

/** The one warning for features hidden for want of an endpoint. */
export function warnMissingEndpoints(
  endpoints: KeywayEndpoints,
  local: LocalFeatures | undefined,
  logger: Logger,
): void {
  const { missing } = unavailableFeatures(endpoints, local)
  if (missing.length === 0) return
  const hidden = missing.map((service) => {
    const features = Object.entries(FEATURE_SERVICES)
      .filter(([, needs]) => needs === service)
      .map(([feature]) => feature)
    return `${service} (${features.join(', ')})`
  })
  logger.warn(
    `Keyway: no endpoint for ${hidden.join('; ')}: these features are hidden. Name the services in the \`endpoints\` option to use them.`,
  )
}
