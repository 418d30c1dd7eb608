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
  /** The ERC-4337 bundler (alto) of devnet's first chain. */
  bundler?: string | undefined
  /** The v0.7 EntryPoint the bundler serves. */
  entryPoint?: string | undefined
  /** The verifying paymaster contract devnet sponsors user operations with. */
  paymaster?: string | undefined
}

/** The base URLs of Keyway's `endpoints` option that devnet stands in for. */
export type DevnetServiceEndpoints = {
  blockchainApi?: string
  config?: string
  walletCatalogue?: string
  analytics?: string
  relay?: string
  frameHost?: string
  /**
   * devnet's ERC-4337 stack, passed on as it is: the bundler's URL and the EntryPoint and
   * paymaster addresses. (The chain-RPC route of `blockchainApi` also answers the bundler's
   * and the paymaster's methods.)
   */
  bundler?: string
  entryPoint?: `0x${string}`
  paymaster?: `0x${string}`
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

/** A 20-byte hex address (checked by shape only: this module stays free of viem). */
function isAddress(value: string | undefined): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

/**
 * Endpoints that point every service at a running devnet. A missing or empty URL, or one
 * that is not http(s) or ws(s) (http(s) only for the bundler), is left out, and so is an
 * EntryPoint or paymaster that is not an address.
 */
export function devnetEndpoints(ready: DevnetReady): DevnetServiceEndpoints {
  const services: Record<
    Exclude<keyof DevnetServiceEndpoints, 'bundler' | 'entryPoint' | 'paymaster'>,
    string | undefined
  > = {
    blockchainApi: ready.blockchainApi,
    config: ready.configApi,
    walletCatalogue: ready.configApi,
    analytics: ready.configApi,
    relay: ready.relay,
    frameHost: ready.frameHost,
  }
  const endpoints: DevnetServiceEndpoints = {}
  for (const [service, url] of Object.entries(services)) {
    if (isServiceUrl(url)) endpoints[service as keyof typeof services] = url
  }
  if (isServiceUrl(ready.bundler) && /^https?:$/.test(new URL(ready.bundler).protocol)) {
    endpoints.bundler = ready.bundler
  }
  if (isAddress(ready.entryPoint)) endpoints.entryPoint = ready.entryPoint
  if (isAddress(ready.paymaster)) endpoints.paymaster = ready.paymaster
  return endpoints
}
