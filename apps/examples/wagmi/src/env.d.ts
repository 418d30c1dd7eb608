/// <reference types="vite/client" />
import type { DemoDevnetEndpoints } from '../../../demo/scripts/lib/devnet-endpoints.js'

declare global {
  /** Set by vite.config.ts from devnet's READY JSON (loopback URLs only). */
  const __KEYWAY_DEVNET__: DemoDevnetEndpoints
}
