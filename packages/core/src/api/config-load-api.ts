import type { RemoteFeatures } from '../constants/features.js'
import { createHttpClient } from './http.js'
import {
  createServiceRequester,
  type ServiceClientOptions,
  type ServiceRequester,
} from './service.js'
import type {
  AllowedOriginsResponse,
  AnalyticsConfigResponse,
  ApiCallOptions,
  ProjectConfigResponse,
} from './types.js'

/**
 * The configuration service's requests a page makes at load (`initialize`,
 * docs/services.md#configuration-service-config): the remote features, the allowed origins and
 * the analytics switch. Apart from the wallet catalogue and its images (config-api.ts, which
 * builds on this), so what `initialize` downloads for the service is these three GETs with
 * the HTTP layer and its retry, not the catalogue's pages and image cache. The fallbacks of
 * docs/errors.md#fallbacks live here: an origin-list failure gives [] and an analytics-config
 * failure gives "off".
 */

/** docs/services.md#configuration-service-config: the paths asked at load. */
const PATHS = {
  projectConfig: '/appkit/v1/config',
  allowedOrigins: '/projects/v1/origins',
  analyticsConfig: '/getAnalyticsConfig',
} as const

// The rules that apply these answers to the options (options-remote.ts) come in the same
// chunk: initialize asks for both at once (controllers/options.ts loads them from here), so a
// page fetches one file for them, not two.
export {
  applyRemoteFeatures,
  askConfiguration,
  checkAllowedOrigin,
} from '../controllers/options-remote.js'

/** `baseUrl` serves features and allowed origins. */
export type CreateConfigLoadClientOptions = ServiceClientOptions & {
  /** Analytics config, when hosted apart (default: baseUrl). */
  analyticsBaseUrl?: string | undefined
}

export type ConfigLoadClient = ReturnType<typeof createConfigLoadClient>

/** A requester of the configuration service at `baseUrl`: base parameters and retries on every call. */
export function configRequester(
  options: Omit<CreateConfigLoadClientOptions, 'analyticsBaseUrl'>,
): ServiceRequester {
  const baseParams = { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion }
  return createServiceRequester(
    createHttpClient({
      baseUrl: options.baseUrl,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      timers: options.timers,
    }),
    baseParams,
    options,
  )
}

export function createConfigLoadClient(options: CreateConfigLoadClientOptions) {
  const config = configRequester(options)
  const analytics = configRequester({
    ...options,
    baseUrl: options.analyticsBaseUrl ?? options.baseUrl,
  })

  return {
    /** The project's remote feature flags (docs/overview.md#feature-flags). */
    getProjectConfig: async ({ signal }: ApiCallOptions = {}): Promise<RemoteFeatures> => {
      const answer = await config.get<ProjectConfigResponse>(PATHS.projectConfig, {}, signal)
      return answer.features
    },

    /** docs/errors.md#fallbacks: any failure gives an empty list. */
    getAllowedOrigins: async ({ signal }: ApiCallOptions = {}): Promise<string[]> => {
      try {
        const answer = await config.get<AllowedOriginsResponse>(PATHS.allowedOrigins, {}, signal)
        // A malformed answer is a failure too: never trust a non-string as an origin.
        const origins: unknown = answer?.allowedOrigins
        return Array.isArray(origins)
          ? origins.filter((origin): origin is string => typeof origin === 'string')
          : []
      } catch {
        return []
      }
    },

    /** docs/errors.md#fallbacks: any failure turns analytics off. */
    getAnalyticsConfig: async ({ signal }: ApiCallOptions = {}): Promise<boolean> => {
      try {
        const answer = await analytics.get<AnalyticsConfigResponse>(
          PATHS.analyticsConfig,
          {},
          signal,
        )
        return answer?.isAnalyticsEnabled === true
      } catch {
        return false
      }
    },
  }
}
