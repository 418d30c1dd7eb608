/**
 * The eip155 adapter's commands: connect, restore (reconnect), disconnect and WalletConnect's
 * preload and prepared pairing, over what evm-operations.ts sets up (the wagmi runtime's
 * loader), with WalletConnect's pairing tracker (pairing.ts) and what a connector needs
 * loaded beside the runtime (WalletConnect's provider and connector code, the embedded
 * wallet's code). The wagmi entry sets the runtime up at page load (Keyway's connectors must
 * be in the dapp's config before WagmiProvider mounts) and imports this module with the
 * first command; the main entry's first-use chunk carries it (evm-first-use.ts).
 */
import { whenAvailable, withTimeout } from '@keyway/core/adapter'
import {
  EMBEDDED_WALLET_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_ID,
} from './connectors/connector-ids.js'
import type { EvmCommands, EvmCommandsContext } from './evm-operations.js'
import { createPairingTracker, type PairingTracker } from './pairing.js'
import { wagmiConnectionSteps } from './wagmi-connection-steps.js'
import type { WagmiRuntime } from './wagmi-runtime.js'

/** The commands, and WalletConnect's pairing tracker they start attempts with. */
export function createEvmCommands({
  context,
  runtime,
  embeddedReconnectTimeoutMs,
  loadWalletConnectProvider,
}: EvmCommandsContext): { commands: EvmCommands; pairing: PairingTracker } {
  const { parameters, kit, connectors, timeouts } = context
  const pairing = createPairingTracker({ now: parameters.now ?? (() => Date.now()) })
  const { timers, walletTimeoutMs, reconnectTimeoutMs } = timeouts

  /** The runtime, with what `connectorId` needs loaded beside it. */
  async function useFor(connectorId: string, signal?: AbortSignal): Promise<WagmiRuntime> {
    // WalletConnect's connector code (walletconnect.ts) loads beside its provider.
    const provider =
      connectorId === WALLET_CONNECT_CONNECTOR_ID
        ? Promise.all([loadWalletConnectProvider?.(), import('./connectors/walletconnect.js')])
        : undefined
    const embedded =
      connectorId === EMBEDDED_WALLET_CONNECTOR_ID
        ? kit.embeddedWallet.loading?.then((connector) => connector?.loadRuntime())
        : undefined
    const [loaded, , embeddedRuntime] = await Promise.all([runtime.use(signal), provider, embedded])
    if (embeddedRuntime) loaded.addConnector(embeddedRuntime.connectorFn, connectorId)
    return loaded
  }

  const commands: EvmCommands = {
    connect({ connectorId, chainId, signal }) {
      const wantedChain = chainId === undefined ? undefined : Number(chainId)
      // Not the caller's signal: a pending pairing's attempt is shared by later connects.
      const start = async () =>
        wagmiConnectionSteps(await useFor(connectorId)).connect(connectorId, wantedChain)
      const options = {
        timeoutMs: walletTimeoutMs,
        label: `wallet:${connectorId}:connect`,
        signal,
        timers,
      }
      if (connectorId !== WALLET_CONNECT_CONNECTOR_ID) return withTimeout(start, options)
      // docs/connection.md#walletconnect-pairing: a pending, unexpired pairing is reused (its uri shown again).
      const attempt = pairing.reuseOrStart(start, (uri) =>
        kit.emit('displayUri', { connectorId, uri }),
      )
      return withTimeout(() => attempt, options)
    },

    reconnect({ connectorId, signal }) {
      const embedded = connectorId === EMBEDDED_WALLET_CONNECTOR_ID
      // Waiting for a late announcement and loading wagmi run side by side.
      const available = whenAvailable(
        () => (connectors.has(connectorId) ? connectorId : undefined),
        connectors.onChange,
      )
      return withTimeout(
        async () => {
          // The embedded wallet's wagmi connector exists only once its module has loaded
          // (setEmbeddedWallet, which lists the connector): a page reconnecting at once
          // waits for that listing before loading the runtime with it.
          const [loaded] = await Promise.all([
            embedded
              ? available.promise.then(() => useFor(connectorId, signal))
              : useFor(connectorId, signal),
            available.promise,
          ])
          return wagmiConnectionSteps(loaded).restore(connectorId)
        },
        {
          timeoutMs: embedded ? embeddedReconnectTimeoutMs : reconnectTimeoutMs,
          label: `wallet:${connectorId}:reconnect`,
          signal,
          timers,
          onGiveUp: available.cancel,
        },
      )
    },

    async disconnect(p = {}) {
      if (!runtime.requested) {
        // wagmi never loaded on this page, so nothing is connected: only the list's marks.
        if (p.connectorId) connectors.setInUse(p.connectorId, false)
        if (p.connectorId === WALLET_CONNECT_CONNECTOR_ID) pairing.clear()
        return
      }
      await wagmiConnectionSteps(await runtime.use()).disconnect(p.connectorId)
    },

    async preloadWalletConnect() {
      await wagmiConnectionSteps(await useFor(WALLET_CONNECT_CONNECTOR_ID)).loadWalletConnect()
    },

    async prepareWalletConnect() {
      if (runtime.current?.isConnected(WALLET_CONNECT_CONNECTOR_ID) || pairing.reusable) return
      const loaded = await useFor(WALLET_CONNECT_CONNECTOR_ID)
      const steps = wagmiConnectionSteps(loaded)
      // A restored session would "connect" silently: only a new pairing is prepared.
      if (await steps.hasWalletConnectSession()) return
      if (loaded.isConnected(WALLET_CONNECT_CONNECTOR_ID) || pairing.reusable) return
      // The attempt's failure (expiry, relay down) is connect's to report, not this call's.
      void pairing.reuseOrStart(
        () => steps.connect(WALLET_CONNECT_CONNECTOR_ID, undefined),
        () => undefined,
      )
    },
  }
  return { commands, pairing }
}
