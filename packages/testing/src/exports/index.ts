// `@keyway/testing`: Playwright fixtures for a dapp's own e2e against devnet
// (docs/testing.md). Node only: it imports @playwright/test.

export {
  DEVNET_ENV_VAR,
  DEVNET_EVM_CHAIN_IDS,
  type DevnetEvmAccount,
  type DevnetInfo,
  DevnetInfoError,
  type DevnetSolanaAccount,
  devnetInfoChains,
  readDevnetInfo,
} from '../devnet.js'
export type { RejectControls } from '../eip1193/reject-controls.js'
export type { Mailbox, MailboxMail } from '../mailbox.js'
export {
  DEFAULT_EVM_WALLET_INFO,
  type EvmWalletFixture,
  expect,
  type KeywayTestingFixtures,
  type KeywayTestingOptions,
  type KeywayTestingWorkerFixtures,
  type KeywayTestingWorkerOptions,
  type SolanaWalletFixture,
  test,
} from '../playwright/fixtures.js'
export { walletPageOf } from '../playwright/page.js'
export { readKeywayPairingUri } from '../playwright/pairing-uri.js'
export { solanaCaipNetworkId } from '../playwright/solana-chain.js'
export type { WalletConnectWallet } from '../walletconnect/wallet.js'
