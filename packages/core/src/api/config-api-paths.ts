/**
 * Paths of the configuration service (docs/services.md#configuration-service-config): the
 * remote features, the allowed origins, the wallet catalogue and the analytics switch (the
 * event sink's path is analytics.ts's). Apart from the blockchain API's (endpoints.ts): a page
 * that asks the configuration service at load (initialize) loads these paths with its client,
 * not the blockchain API's, which shares the HTTP layer with it.
 */
import { segment } from './path-segment.js'

/** docs/services.md#configuration-service-config. */
export const CONFIG_API_PATHS = {
  projectConfig: '/appkit/v1/config',
  allowedOrigins: '/projects/v1/origins',
  wallets: '/getWallets',
  walletImage: (id: string) => `/getWalletImage/${segment(id)}`,
  assetImage: (id: string) => `/public/getAssetImage/${segment(id)}`,
  currencyImage: (id: string) => `/public/getCurrencyImage/${segment(id)}`,
  tokenImage: (id: string) => `/public/getTokenImage/${segment(id)}`,
  analyticsConfig: '/getAnalyticsConfig',
} as const
