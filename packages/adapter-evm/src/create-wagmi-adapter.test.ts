// The wagmi entry's construction, in Node (no `window`: what a server does when it renders a
// page and reads the cookie with wagmi's cookieToInitialState).
import { InvalidAppConfigurationError } from '@keyway/core'
import {
  cookieStorage,
  cookieToInitialState,
  createConfig,
  createConnector,
  createStorage,
  http,
} from '@wagmi/core'
import { afterEach, describe, expect, it } from 'vitest'
import { createWagmiAdapter, type WagmiAdapter } from './create-wagmi-adapter.js'
import { devnetNetworks, memoryWagmiStorage, testDevnet } from './devnet.test-helpers.js'
import { type EvmNetwork, evmNetworksOf } from './networks.js'
import { toViemChain } from './viem-chain.js'

const devnet = testDevnet()
const networks = devnetNetworks(devnet)
const adapters: WagmiAdapter[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
})

describe('createWagmiAdapter', () => {
  it('makes a wagmi config from the networks, synchronously, without a window (server-safe)', async () => {
    expect(typeof globalThis.window).toBe('undefined')
    const storage = memoryWagmiStorage()
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
      storage: memoryWagmiStorage(),
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

describe('createWagmiAdapter with wagmi options', () => {
  it("refuses a dapp config with wagmi's own WalletConnect connector when Keyway's is configured (one session)", () => {
    const dappConfig = createConfig({
      chains: [toViemChain(evmNetworksOf(networks)[0] as EvmNetwork)],
      transports: { 31337: http(devnet.chains[0]?.rpcUrl) },
      connectors: [
        createConnector(
          () => ({ id: 'walletConnect', name: 'WalletConnect', type: 'walletConnect' }) as never,
        ),
      ],
      storage: null,
    })
    const walletConnect = {
      relayUrl: devnet.urls.relay,
      metadata: { name: 'test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    }
    expect(() =>
      createWagmiAdapter({ networks, wagmiConfig: dappConfig, projectId: 'p', walletConnect }),
    ).toThrow(InvalidAppConfigurationError)
    // Without Keyway's WalletConnect, the dapp's connector is the page's one.
    const adapter = createWagmiAdapter({ networks, wagmiConfig: dappConfig })
    adapters.push(adapter)
    expect(adapter.wagmiConfig).toBe(dappConfig)
  })

  it("gives the server wagmi's initial state from the cookie (cookieStorage + cookieToInitialState)", () => {
    const adapter = createWagmiAdapter({
      networks,
      ssr: true,
      storage: createStorage({ storage: cookieStorage }),
    })
    adapters.push(adapter)
    const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const stored = JSON.stringify({
      state: {
        connections: {
          __type: 'Map',
          value: [
            [
              'uid-1',
              {
                accounts: [address],
                chainId: 31338,
                connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected', uid: 'uid-1' },
              },
            ],
          ],
        },
        chainId: 31338,
        current: 'uid-1',
      },
      version: 3,
    })
    const state = cookieToInitialState(adapter.wagmiConfig, `wagmi.store=${stored}`)
    expect(state?.current).toBe('uid-1')
    expect(state?.connections.get('uid-1')?.accounts).toEqual([address])
    expect(state?.chainId).toBe(31338)
  })
})
