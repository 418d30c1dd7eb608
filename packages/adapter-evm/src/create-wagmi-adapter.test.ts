// The wagmi entry's construction, in Node (no `window`: what a server does when it renders a
// page and reads the cookie with wagmi's cookieToInitialState).
import { createConfig, createStorage, http, type Storage } from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from './create-wagmi-adapter.js'
import { devnetNetworks, testDevnet } from './devnet.test-helpers.js'
import { type EvmNetwork, evmNetworksOf, toViemChain } from './networks.js'

const devnet = testDevnet()
const networks = devnetNetworks(devnet)
const adapters: WagmiAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    },
  })
}

describe('createWagmiAdapter', () => {
  it('makes a wagmi config from the networks, synchronously, without a window (server-safe)', async () => {
    expect(typeof globalThis.window).toBe('undefined')
    const storage = memoryStorage()
    const adapter = createWagmiAdapter({ networks, ssr: true, storage })
    adapters.push(adapter)
    const config = adapter.wagmiConfig
    expect(config.chains.map((c) => c.id)).toEqual([31337, 31338])
    expect(config.storage).toBe(storage)
    // Reads go over each network's RPC: the config works for wagmi's read hooks.
    const client = config.getClient({ chainId: 31338 })
    expect(await client.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await adapter.loadWagmiConfig()).toBe(config)
  })

  it("takes the dapp's own wagmi config and connects through it (loadWagmiConfig gives the same one)", async () => {
    const dappConfig = createConfig({
      chains: [toViemChain(evmNetworksOf(networks)[0] as EvmNetwork)],
      transports: { 31337: http(devnet.chains[0]?.rpcUrl) },
      storage: memoryStorage(),
    })
    const adapter = createWagmiAdapter({ networks, wagmiConfig: dappConfig })
    adapters.push(adapter)
    expect(adapter.wagmiConfig).toBe(dappConfig)
    expect(await adapter.loadWagmiConfig()).toBe(dappConfig)
  })

  it("uses the dapp's transports for the networks it names, http for the others", async () => {
    const calls: string[] = []
    const rpcUrl = devnet.chains[0]?.rpcUrl ?? ''
    const counting = http(rpcUrl, {
      fetchFn: async (input, init) => {
        calls.push(String(input))
        return fetch(input, init)
      },
    })
    const adapter = createWagmiAdapter({ networks, transports: { 31337: counting } })
    adapters.push(adapter)
    await adapter.wagmiConfig.getClient({ chainId: 31337 }).request({ method: 'eth_chainId' })
    await adapter.wagmiConfig.getClient({ chainId: 31338 }).request({ method: 'eth_chainId' })
    expect(calls).toEqual([new URL(rpcUrl).href])
  })
})
