/**
 * devnet's entry for other packages' tests: start everything on free ports, use the URLs
 * and funded accounts, stop it in afterAll.
 */

export type { AaChain } from './aa/index.js'
export type { StoredAnalyticsEvent } from './config-api/analytics-sink.js'
export {
  type Devnet,
  type DevnetAccountAbstraction,
  type DevnetAccounts,
  type DevnetFarcasterIdRegistry,
  type DevnetSmartAccountFactories,
  type DevnetUrls,
  portEnvName,
  readyLine,
  resolvePorts,
  type StartDevnetOptions,
  solanaCaip2,
  startDevnet,
} from './devnet.js'
export { type AnvilNode, startAnvil } from './evm/anvil.js'
export {
  keywayAccountArtifact,
  keywayAccountFactoryArtifact,
  ownerWalletArtifact,
  ownerWalletFactoryArtifact,
} from './evm/artifacts.gen.js'
export type { DevnetAccount, EvmChain, EvmDevnet } from './evm/index.js'
export type { Mail } from './mailbox/store.js'
export { custodyAccount as farcasterCustodyAccount, FARCASTER_USERS } from './oauth/farcaster.js'
export { OAUTH_PROVIDERS, TEST_USERS } from './oauth/users.js'
export {
  DEFAULT_HOST,
  DEFAULT_PORTS,
  type DevnetPorts,
  EVM_CHAIN_ID,
  EVM_CHAIN_ID_2,
} from './ports.js'
export {
  PostgresNotInstalledError,
  type PostgresServer,
  postgresBinDir,
  startPostgresServer,
} from './postgres/server.js'
export type { Project, ProjectFeatures, ProjectRegistry } from './projects.js'
export { createMemoryStorage, type KeyValueStorage } from './relay/memory-storage.js'
export {
  createPeerPair,
  type PeerPair,
  type RoundTrip,
  runRoundTrip,
} from './relay/peers.js'
export {
  type SignSessionAuthenticateParameters,
  signSessionAuthenticate,
} from './relay/wallet-auth.js'
export type { SolanaDevnet, TestAccount } from './solana/index.js'
