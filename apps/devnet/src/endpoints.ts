/**
 * `devnet/endpoints`: the one browser-safe module of devnet (no Node import), for a dapp
 * that points Keyway at a running devnet — `endpoints: devnetEndpoints(ready)`.
 */

/**
 * The URLs in devnet's `DEVNET READY {…}` line (or its `--json` answer) that name a
 * service Keyway calls. Other fields (chain RPCs, accounts, the mailbox) are ignored.
 */
export type DevnetReady = {
  blockchainApi?: string | undefined
  /** devnet's configuration service also serves the catalogue and analytics. */
  configApi?: string | undefined
  relay?: string | undefined
  frameHost?: string | undefined
}

/** The base URLs of Keyway's `endpoints` option that devnet stands in for. */
export type DevnetServiceEndpoints = {
  blockchainApi?: string
  config?: string
  walletCatalogue?: string
  analytics?: string
  relay?: string
  frameHost?: string
}

/** The schemes Keyway accepts for a service URL (it refuses anything else). */
const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'ws:', 'wss:'])

function isServiceUrl(url: string | undefined): url is string {
  if (typeof url !== 'string' || url === '') return false
  try {
    return ALLOWED_SCHEMES.has(new URL(url).protocol)
  } catch {
    return false
  }
}

/**
 * Endpoints that point every service at a running devnet. A missing or empty URL, or one
 * that is not http(s) or ws(s), is left out.
 */
export function devnetEndpoints(ready: DevnetReady): DevnetServiceEndpoints {
  const services: Record<keyof DevnetServiceEndpoints, string | undefined> = {
    blockchainApi: ready.blockchainApi,
    config: ready.configApi,
    walletCatalogue: ready.configApi,
    analytics: ready.configApi,
    relay: ready.relay,
    frameHost: ready.frameHost,
  }
  const endpoints: DevnetServiceEndpoints = {}
  for (const [service, url] of Object.entries(services)) {
    if (isServiceUrl(url)) endpoints[service as keyof DevnetServiceEndpoints] = url
  }
  return endpoints
}
