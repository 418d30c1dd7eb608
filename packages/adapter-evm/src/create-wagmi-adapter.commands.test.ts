// @vitest-environment happy-dom
// The wagmi entry sets its runtime up at page load, and loads the adapter's commands
// (evm-commands.ts: connect, restore, disconnect, with the steps that act on wagmi's config,
// wagmi-connection-steps.ts) with the first of them. When their chunk does not arrive, the
// call rejects with a typed error, the connection stays as it was (in Keyway's adapter and
// in wagmi's config), and the next call loads it again.
import { UnknownRpcError } from '@keyway/core'
import { announceEip6963 } from '@keyway/test'
import { connect, getConnection } from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createKeywayWagmiConfig } from './create-wagmi-config.js'
import {
  devnetTestFile,
  devnetWallet,
  memoryWagmiStorage,
  walletInfo,
} from './devnet.test-helpers.js'
import { createEvmAdapterWith, type EvmAdapter } from './evm-adapter.js'
import { createEvmOperations } from './evm-operations.js'
import { type EvmNetwork, evmNetworksOf } from './networks.js'
import { createWagmiRuntimeOver } from './wagmi-runtime.js'

const { devnet, networks, stops } = devnetTestFile()

/**
 * The wagmi entry's adapter (create-wagmi-adapter.ts) over a config, whose commands fail to
 * arrive the first `failures` times they are asked for.
 */
function page(letter: string, failures: number, options: { authorized?: boolean } = {}) {
  const wallet = devnetWallet(devnet, 0, { authorized: options.authorized ?? false })
  const info = walletInfo(letter, '#336699')
  const unannounce = announceEip6963(window, { info, provider: wallet })
  const [first, ...others] = evmNetworksOf(networks) as [EvmNetwork, ...EvmNetwork[]]
  const config = createKeywayWagmiConfig({
    networks: [first, ...others],
    storage: memoryWagmiStorage(),
    requestTimeoutMs: 10_000,
  })
  const loads = { commands: 0 }
  const adapter: EvmAdapter = createEvmAdapterWith(
    { networks, window },
    {
      importRuntime: async () => ({
        createWagmiRuntime: (runtime) => createWagmiRuntimeOver(runtime, config),
      }),
      importOperations: async () => ({
        createEvmOperations: (context) =>
          createEvmOperations(context, async () => {
            loads.commands += 1
            if (loads.commands <= failures) {
              throw new TypeError('Failed to fetch dynamically imported module')
            }
            return import('./evm-commands.js')
          }),
      }),
      eager: true,
    },
  )
  stops.push(() => {
    adapter.destroy()
    unannounce()
  })
  return { adapter, config, wallet, connectorId: info.rdns, loads }
}

/** Lets the page's own startup (the adapter's wagmi side, set up eagerly) run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("the adapter's commands on the wagmi entry", () => {
  it('are not loaded to set the runtime up at page load, and load with the first connect', async () => {
    const { adapter, config, wallet, connectorId, loads } = page('A', 0)
    await expect.poll(() => config.connectors.some((c) => c.id === connectorId)).toBe(true)
    await nextTask()
    expect(loads.commands).toBe(0)
    const connection = await adapter.connect({ connectorId })
    expect(connection.address).toBe(wallet.address)
    expect(loads.commands).toBe(1)
  })

  it('a connect whose commands did not arrive rejects with a typed error and connects nothing; the next one loads them again', async () => {
    const { adapter, config, wallet, connectorId, loads } = page('B', 1)
    const failed = adapter.connect({ connectorId })
    await expect(failed).rejects.toBeInstanceOf(UnknownRpcError)
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(getConnection(config).status).toBe('disconnected')
    expect(await adapter.getAccounts({ connectorId })).toEqual([])

    const connection = await adapter.connect({ connectorId })
    expect(connection.address).toBe(wallet.address)
    expect(loads.commands).toBe(2)
  })
})

describe("the adapter's commands on the wagmi entry, once connected or restoring", () => {
  it('a disconnect whose commands did not arrive rejects with a typed error and keeps the connection; the next one loads them again', async () => {
    // The dapp connected through wagmi's own hooks: Keyway's commands never loaded.
    const { adapter, config, wallet, connectorId, loads } = page('D', 1)
    await expect.poll(() => config.connectors.some((c) => c.id === connectorId)).toBe(true)
    const connector = config.connectors.find((c) => c.id === connectorId)
    if (!connector) throw new Error("the wallet is not among the config's connectors")
    await connect(config, { connector })
    await expect.poll(() => adapter.getAccounts({ connectorId })).toHaveLength(1)
    expect(loads.commands).toBe(0)

    const failed = adapter.disconnect({ connectorId })
    await expect(failed).rejects.toBeInstanceOf(UnknownRpcError)
    await expect(failed).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(getConnection(config).status).toBe('connected')
    expect(await adapter.getAccounts({ connectorId })).toEqual([
      { address: wallet.address, type: 'eoa' },
    ])

    await adapter.disconnect({ connectorId })
    expect(loads.commands).toBe(2)
    expect(getConnection(config).status).toBe('disconnected')
    expect(await adapter.getAccounts({ connectorId })).toEqual([])
  })

  it('a restore whose commands did not arrive rejects with a typed error, connects nothing, and the next one restores', async () => {
    const { adapter, config, wallet, connectorId, loads } = page('R', 1, { authorized: true })

    const failed = adapter.reconnect({ connectorId })
    await expect(failed).rejects.toBeInstanceOf(UnknownRpcError)
    expect(getConnection(config).status).toBe('disconnected')
    expect(await adapter.getAccounts({ connectorId })).toEqual([])

    const restored = await adapter.reconnect({ connectorId })
    expect(restored.address).toBe(wallet.address)
    expect(loads.commands).toBe(2)
    expect(getConnection(config).address).toBe(wallet.address)
  })
})
