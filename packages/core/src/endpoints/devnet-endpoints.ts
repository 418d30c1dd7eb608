import type { KeywayEndpoints } from '../constants/urls.js'
import { isAllowedUrlScheme } from '../validate/url.js'

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

/**
 * Endpoints that point every service at a running devnet: `endpoints:
 * devnetEndpoints(ready)`. A URL that is not http(s) or ws(s) (spec §5) is left out.
 */
export function devnetEndpoints(ready: DevnetReady): KeywayEndpoints {
  const endpoints: KeywayEndpoints = {
    blockchainApi: ready.blockchainApi,
    config: ready.configApi,
    walletCatalogue: ready.configApi,
    analytics: ready.configApi,
    relay: ready.relay,
    frameHost: ready.frameHost,
  }
  return Object.fromEntries(
    Object.entries(endpoints).filter(
      ([, url]) => typeof url === 'string' && url !== '' && isAllowedUrlScheme(url),
    ),
  ) as KeywayEndpoints
}
