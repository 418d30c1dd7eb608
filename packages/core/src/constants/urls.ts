/**
 * Default base URLs of the remote services (DESIGN.md: no URL is hard-coded outside one
 * constants file). Options override every one of them; devnet points them at loopback.
 */
export const DEFAULT_SERVICE_URLS = {
  /** spec §7 Blockchain API. */
  blockchainApi: 'https://rpc.keyway.dev',
  /** spec §7 toolkit configuration (features, allowed origins). */
  config: 'https://api.keyway.dev',
  /** spec §7 wallet catalogue and images. */
  walletCatalogue: 'https://explorer-api.keyway.dev',
  /** spec §7 analytics config and events. */
  analytics: 'https://pulse.keyway.dev',
  /** spec §4 the embedded-wallet frame host. */
  frameHost: 'https://secure.keyway.dev',
  /** The wallet-connect relay. */
  relay: 'wss://relay.keyway.dev',
} as const
export type ServiceName = keyof typeof DEFAULT_SERVICE_URLS
