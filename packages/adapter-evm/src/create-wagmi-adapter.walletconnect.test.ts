// WalletConnect through the dapp's wagmi config (the wagmi entry), against devnet's relay and
// a real sign-client wallet: Keyway's connection shows in wagmi, a disconnect through wagmi
// ends it in Keyway, and the page has one universal provider (one session) throughout.
import { randomUUID } from 'node:crypto'
import { memoryKeyValueStorage } from '@keyway/test/walletconnect'
import {
  createConfig,
  getConnection,
  http,
  reconnect,
  disconnect as wagmiDisconnect,
  switchChain as wagmiSwitchChain,
} from '@wagmi/core'
import { afterAll, describe, expect, it } from 'vitest'
import { WALLET_CONNECT_CONNECTOR_ID } from './connectors/connector-ids.js'
import { loadUniversalProvider } from './connectors/walletconnect-provider.js'
import { createWagmiAdapter, type WagmiAdapter } from './create-wagmi-adapter.js'
import { devnetNetworks, testDevnet } from './devnet.test-helpers.js'
import { type EvmNetwork, evmNetworksOf } from './networks.js'
import { toViemChain } from './viem-chain.js'
import {
  closers,
  PROJECT_ID,
  startWalletPeer,
  walletAccount,
} from './walletconnect-peer.test-helpers.js'

const devnet = testDevnet()
const networks = devnetNetworks(devnet)
afterAll(() => closers.closeAll())

type KeyValueStorage = ReturnType<typeof memoryKeyValueStorage>
type Closable = {
  client: { core: { heartbeat: { stop(): void }; relayer: { transportClose(): Promise<void> } } }
}

/** A page: the dapp's wagmi config and Keyway's adapter over it, WalletConnect configured. */
function dappPage(
  storage: KeyValueStorage = memoryKeyValueStorage(),
  prefix = `dapp-${randomUUID()}`,
) {
  const [first, second] = evmNetworksOf(networks) as [EvmNetwork, EvmNetwork]
  const config = createConfig({
    chains: [toViemChain(first), toViemChain(second)],
    transports: {
      [first.id]: http(devnet.chains[0]?.rpcUrl),
      [second.id]: http(devnet.chains[1]?.rpcUrl),
    },
    storage: null,
  })
  let providersMade = 0
  let provider: Promise<Closable> | undefined
  const adapter: WagmiAdapter = createWagmiAdapter({
    networks,
    wagmiConfig: config,
    projectId: PROJECT_ID,
    walletConnect: {
      relayUrl: devnet.urls.relay,
      metadata: { name: 'Keyway test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      storage,
      customStoragePrefix: prefix,
      loadProvider: (options) => {
        providersMade += 1
        const loading = loadUniversalProvider(options)
        provider = loading as Promise<Closable>
        return loading
      },
    },
  })
  closers.add(async () => {
    const loaded = await provider?.catch(() => undefined)
    loaded?.client.core.heartbeat.stop()
    await loaded?.client.core.relayer.transportClose().catch(() => undefined)
    adapter.destroy()
  })
  return { config, adapter, made: () => providersMade }
}

describe('WalletConnect through the dapp wagmi config', () => {
  it("connects through Keyway's connector in the config; wagmi sees it; a reload restores it once; wagmi's switchChain and disconnect reach Keyway; one provider per page", async () => {
    const storage = memoryKeyValueStorage()
    const prefix = `dapp-${randomUUID()}`
    const { config, adapter, made } = dappPage(storage, prefix)
    const wallet = await startWalletPeer()
    adapter.on('displayUri', ({ uri }) => void wallet.pair({ uri }))
    const disconnected = new Promise<string>((resolve) => {
      adapter.on('disconnect', ({ connectorId }) => resolve(connectorId))
    })

    const connection = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection.address).toBe(walletAccount.address)
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address: walletAccount.address,
      chainId: 31337,
    })
    expect(getConnection(config).connector?.id).toBe(WALLET_CONNECT_CONNECTOR_ID)
    expect(config.connectors.filter((c) => c.type === 'walletConnect')).toHaveLength(1)

    // A reload (same WalletConnect storage): WagmiProvider's reconnect on mount and Keyway's
    // restore at once bring the session back once, without a pairing, through one provider.
    const reloaded = dappPage(storage, prefix)
    await reloaded.adapter.loadWagmiConfig()
    const mount = reconnect(reloaded.config)
    const restored = await reloaded.adapter.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await mount
    expect(restored.address).toBe(walletAccount.address)
    expect(getConnection(reloaded.config)).toMatchObject({
      status: 'connected',
      address: walletAccount.address,
    })
    expect(reloaded.made()).toBe(1)

    // wagmi's switchChain (useSwitchChain) through Keyway's connector: both follow.
    const chains: unknown[] = []
    adapter.on('chainChanged', ({ chainId }) => chains.push(chainId))
    await wagmiSwitchChain(config, { chainId: 31338 })
    expect(getConnection(config).chainId).toBe(31338)
    expect(chains).toEqual([31338])

    await wagmiDisconnect(config)
    expect(await disconnected).toBe(WALLET_CONNECT_CONNECTOR_ID)
    await expect.poll(() => wallet.session.getAll().length).toBe(0)
    expect(made()).toBe(1)
  })
})

describe("wagmi's reconnect on mount and WalletConnect", () => {
  it('does not load the WalletConnect provider for a visitor who never used it', async () => {
    const { adapter, made } = dappPage()
    // The wagmi side is set up (Keyway's connectors listed in the config), as in a browser.
    const config = await adapter.loadWagmiConfig()
    expect(config.connectors.map((c) => c.id)).toContain(WALLET_CONNECT_CONNECTOR_ID)
    await reconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    expect(made()).toBe(0)
  })
})
