/**
 * What restores or ends the wagmi config's connections for Keyway: the one-reconnect restore
 * (restore-once.ts) and wagmi's `disconnect`. The runtime
 * (wagmi-runtime.ts) keeps the config's connectors and the watch of its connections, which
 * must be in the config before WagmiProvider mounts; these steps run only once a stored
 * connection is restored or the visitor disconnects. wagmi's \`connect\` stays with the
 * runtime: the leaves of "Why Rolldown keeps small files" (docs/first-load.md) would
 * otherwise split wagmi's error base into a file of its own before the click. The wagmi entry imports this
 * module on the first of them; the main entry's runtime chunk carries it (it loads on first
 * use anyway).
 */
import { type AdapterTimers, withTimeout } from '@keyway/core/adapter'
import {
  type Config,
  type Connector as WagmiConnector,
  disconnect as wagmiDisconnect,
} from '@wagmi/core'
import { restoreOnce } from './restore-once.js'

export { restoreOnce }

/** wagmi's disconnect of one connector, bounded in time. */
export function disconnectThrough(
  config: Config,
  connector: WagmiConnector,
  options: { connectorId: string; timeoutMs: number; timers: AdapterTimers },
): Promise<void> {
  return withTimeout(() => wagmiDisconnect(config, { connector }), {
    timeoutMs: options.timeoutMs,
    label: `wallet:${options.connectorId}:disconnect`,
    timers: options.timers,
  })
}
