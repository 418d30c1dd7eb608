/// <reference types="vite/client" />
import type { DemoDevnetEndpoints } from '../../../demo/scripts/lib/devnet-endpoints.js'

declare global {
  const __KEYWAY_DEVNET__: DemoDevnetEndpoints & { solanaWs: string }
}
