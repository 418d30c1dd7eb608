/**
 * Paths of the configuration service's wallet catalogue and images
 * (docs/services.md#configuration-service-config); the remote features', the allowed
 * origins' and the analytics switch's are config-load-api.ts's, which a page asks at load
 * (initialize), and the event sink's analytics.ts's. Apart from the blockchain API's
 * (endpoints.ts), which shares the HTTP layer with them.
 */
import { segment } from './path-segment.js'

/** docs/services.md#configuration-service-config: the catalogue's (the load-time requests' are config-load-api.ts's). */
export const CONFIG_API_PATHS = {
  wallets: '/getWallets',
  walletImage: (id: string) => `/getWalletImage/${segment(id)}`,
  assetImage: (id: string) => `/public/getAssetImage/${segment(id)}`,
  currencyImage: (id: string) => `/public/getCurrencyImage/${segment(id)}`,
  tokenImage: (id: string) => `/public/getTokenImage/${segment(id)}`,
} as const
