/// <reference types="vite/client" />
import type { DemoDevnetEndpoints } from '../scripts/lib/devnet-endpoints.js'
import type { DevnetTestKeys } from '../scripts/lib/devnet-test-keys.js'

declare global {
  /** Set by vite.config.ts from devnet's READY JSON (loopback URLs only). */
  const __KEYWAY_DEVNET__: DemoDevnetEndpoints
  /**
   * devnet's public test keys: defined only in the separate devnet-wallets bundle
   * (scripts/lib/demo-server.ts), never in the app's.
   */
  const __KEYWAY_DEVNET_TEST_KEYS__: DevnetTestKeys
}
