/**
 * wagmi, viem and the connectors, loaded on first use, once (wagmi-runtime.ts): a page that
 * only shows the Connect button loads none of them. A load is a request like any other:
 * bounded in time and aborted with the caller's signal. Beside it load what the connector
 * needs: WalletConnect's provider and connector code, or the embedded wallet's code (its
 * wagmi connector is added to the runtime then).
 */

import { ConnectorNotConnectedError } from '@keyway/core'
import { type AdapterKit, type AdapterTimers, loadOnce, withTimeout } from '@keyway/core/adapter'
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/connector-ids.js'
import type { EmbeddedWalletConnector } from './connectors/embedded-wallet.js'
import type {
  CreateWagmiRuntimeParameters,
  WagmiRuntime,
  WagmiRuntimeModule,
} from './wagmi-runtime.js'

export type CreateRuntimeLoaderParameters = {
  runtime: CreateWagmiRuntimeParameters
  kit: AdapterKit<EmbeddedWalletConnector>
  /** WalletConnect's provider, when configured; it loads apart from wagmi, side by side. */
  loadWalletConnectProvider?: (() => Promise<unknown>) | undefined
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

  /** The runtime, with what `connectorId` needs loaded beside it. */
  async function useFor(connectorId: string, signal?: AbortSignal): Promise<WagmiRuntime> {
    // WalletConnect's connector code (walletconnect.ts) loads beside its provider.
    const provider =
      connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? Promise.all([
            parameters.loadWalletConnectProvider?.(),
            import('./connectors/walletconnect.js'),
          ])
        : undefined
    const embedded =
      connectorId === EMBEDDED_WALLET_CONNECTOR_ID
        ? kit.embeddedWallet.loading?.then((connector) => connector?.loadRuntime())
        : undefined
    const [loaded, , embeddedRuntime] = await Promise.all([use(signal), provider, embedded])
    if (embeddedRuntime) loaded.addConnector(embeddedRuntime.connectorFn, connectorId)
    return loaded
  }

  /** The runtime, when a connector may be connected (it is loaded); throws otherwise. */
  function connected(connectorId: string | undefined): WagmiRuntime {
    if (!runtime) {
      throw new ConnectorNotConnectedError({ details: connectorId ?? 'No connector is connected' })
    }
    return runtime
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
    useFor,
    connected,
    stop() {
      runtime?.stop()
    },
  }
}
