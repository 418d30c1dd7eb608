/**
 * What the configuration service's answers do to the options (docs/overview.md#feature-flags,
 * docs/validation.md#configuration): the remote features win over the local ones, and an
 * origin not on the project's allowed list shows the invalid-app-configuration alert.
 * `initialize` loads this, in the chunk of the service's client (config-load-api.ts), when it
 * asks the service; a dapp that names no configuration service never fetches it.
 */
import type { BaseError } from '../errors/base.js'
import { InvalidAppConfigurationError } from '../errors/config.js'
import {
  type Features,
  type LocalFeatures,
  type RemoteFeatureConfig,
  resolveFeatures,
  withoutUnavailable,
} from './features.js'

/**
 * What the configuration service is asked for at load: the two calls of a ConfigLoadClient,
 * written out because config-load-api.ts re-exports this module (no import back, types
 * included).
 */
type ConfigService = {
  getProjectConfig(call: { signal?: AbortSignal | undefined }): Promise<RemoteFeatureConfig>
  getAllowedOrigins(call: { signal?: AbortSignal | undefined }): Promise<string[]>
}

/** What these rules act on: the options controller's state and its `remote` part. */
type RemoteTarget = {
  state: { localFeatures: LocalFeatures; features: Features; remoteFeaturesApplied: boolean }
  remote: RemoteParts
}

type RemoteParts = {
  unavailable: readonly (keyof Features)[]
  alert: (alert: { id: 'invalid-app-configuration'; error: BaseError }) => void
  warnIgnoredLocalFlags: (flags: readonly string[]) => void
}

/**
 * `initialize`'s questions to the configuration service, both at once: the remote features,
 * applied when they arrive (the local ones stay in force when the service cannot be
 * reached), and the allowed origins, checked against the page's origin when the page has one
 * (a list that could not be fetched is empty and blocks nothing: docs/services.md).
 */
export async function askConfiguration(
  options: RemoteTarget,
  service: ConfigService,
  origin: string | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  const features = async () => {
    try {
      applyRemoteFeatures(options, await service.getProjectConfig({ signal }))
    } catch {
      // The local features stay in force.
    }
  }
  const allowedOrigin = async () => {
    if (!origin) return
    const allowed = await service.getAllowedOrigins({ signal }).catch((): string[] => [])
    checkAllowedOrigin(options, origin, allowed)
  }
  await Promise.all([features(), allowedOrigin()])
}

/** docs/overview.md#feature-flags: the remote config wins; a replaced local flag gives one warning (docs/errors.md#configuration). */
export function applyRemoteFeatures(options: RemoteTarget, remote: RemoteFeatureConfig): void {
  const { state } = options
  const { features, ignoredLocalFlags } = resolveFeatures({ local: state.localFeatures, remote })
  state.features = withoutUnavailable(features, options.remote.unavailable)
  state.remoteFeaturesApplied = true
  if (ignoredLocalFlags.length > 0) options.remote.warnIgnoredLocalFlags(ignoredLocalFlags)
}

/**
 * docs/validation.md#configuration: an origin not on the allowed list shows the invalid-app-configuration alert.
 * An empty list means the list could not be fetched (docs/errors.md#fallbacks fallback), so nothing is
 * checked rather than blocking every dapp when the service is down.
 */
export function checkAllowedOrigin(
  options: { remote: RemoteParts },
  origin: string,
  allowedOrigins: readonly string[],
): boolean {
  if (allowedOrigins.length === 0) return true
  if (allowedOrigins.some((allowed) => originMatches(origin, allowed))) return true
  options.remote.alert({
    id: 'invalid-app-configuration',
    error: new InvalidAppConfigurationError({
      details: `Origin ${origin} is not on the project's allowed list`,
    }),
  })
  return false
}

/**
 * An allowed entry is an exact origin, or a wildcard host (`https://*.example.com`) that
 * matches any subdomain of example.com over the same scheme.
 */
export function originMatches(origin: string, allowed: string): boolean {
  if (origin === allowed) return true
  const wildcard = /^([a-z][a-z0-9+.-]*:\/\/)\*\.(.+)$/i.exec(allowed)
  if (!wildcard) return false
  const [, scheme = '', domain = ''] = wildcard
  if (!origin.startsWith(scheme)) return false
  const host = origin.slice(scheme.length)
  return host.endsWith(`.${domain}`) && host.length > domain.length + 1
}
