/**
 * wagmi, viem and the connectors, loaded on first use, once (wagmi-runtime.ts): a page that
 * only shows the Connect button loads none of them. A load is a request like any other:
 * bounded in time and aborted with the caller's signal. What a connector needs beside it
 * (WalletConnect's provider and connector code, the embedded wallet's code) is loaded by
 * the commands that connect (evm-commands.ts).
 */

import { type AdapterKit, type AdapterTimers, loadOnce, withTimeout } from '@keyway/core/adapter'
import type { EmbeddedWalletConnector } from './connectors/embedded-wallet.js'
import type {
  CreateWagmiRuntimeParameters,
  WagmiRuntime,
  WagmiRuntimeModule,
} from './wagmi-runtime.js'

export type CreateRuntimeLoaderParameters = {
  runtime: CreateWagmiRuntimeParameters
  kit: AdapterKit<EmbeddedWalletConnector>
  requestTimeoutMs: number
  timers: AdapterTimers
  /** The runtime module: a dynamic import (main entry) or the static one (wagmi entry). */
  importRuntime: () => Promise<WagmiRuntimeModule>
}

export type RuntimeLoader = ReturnType<typeof createRuntimeLoader>

export function createRuntimeLoader(parameters: CreateRuntimeLoaderParameters) {
  const { kit, requestTimeoutMs, timers } = parameters
  /** Set once wagmi has loaded; until then no connector is connected. */
  let runtime: WagmiRuntime | undefined
  let requested = false
  const load = loadOnce(async () => {
    const { createWagmiRuntime } = await parameters.importRuntime()
    runtime = createWagmiRuntime(parameters.runtime)
    if (kit.destroyed) runtime.stop()
    return runtime
  })

  /** wagmi and viem, loading them on the first call. */
  function use(signal?: AbortSignal): Promise<WagmiRuntime> {
    requested = true
    return withTimeout(load, { timeoutMs: requestTimeoutMs, label: 'eip155:load', signal, timers })
  }

  return {
    /** The loaded runtime, if any (nothing is loaded by asking). */
    get current(): WagmiRuntime | undefined {
      return runtime
    },
    /** Whether anything asked for the runtime on this page. */
    get requested(): boolean {
      return requested
    },
    use,
    stop() {
      runtime?.stop()
    },
  }
}
