// @vitest-environment happy-dom
// wagmi as the one source of truth (the wagmi entry): what Keyway connects shows in wagmi's
// config (what wagmi's hooks read), and what wagmi's own actions do (the hooks call them)
// shows in Keyway's state. Against devnet, with injected wallets announced over EIP-6963.
import {
  type ChainDefinition,
  connect,
  createKeyway,
  createMemoryStorage,
  getAccount,
  type KeywayClient,
  switchNetwork,
} from '@keyway/core'
import { keywayHost } from '@keyway/core/host'
import { announceEip6963 } from '@keyway/test'
import {
  createConfig,
  getConnection,
  http,
  type Storage,
  connect as wagmiConnect,
  disconnect as wagmiDisconnect,
  switchChain as wagmiSwitchChain,
} from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './connectors/connector-ids.js'
import { ADDRESS, fakeFrameClients } from './connectors/embedded-wallet.test-helpers.js'
import { createWagmiAdapter, type WagmiAdapter } from './create-wagmi-adapter.js'
import {
  devnetTestFile,
  devnetWallet,
  memoryWagmiStorage,
  walletInfo,
} from './devnet.test-helpers.js'
import { type EvmNetwork, evmNetworksOf } from './networks.js'
import { toViemChain } from './viem-chain.js'

const { devnet, networks, stops } = devnetTestFile()
afterEach(() => {
  vi.restoreAllMocks()
})

/** A dapp config made with wagmi's createConfig: its own EIP-6963 discovery is on. */
function dappConfig(storage: Storage = memoryWagmiStorage()) {
  const [first, second] = evmNetworksOf(networks) as [EvmNetwork, EvmNetwork]
  return createConfig({
    chains: [toViemChain(first), toViemChain(second)],
    transports: {
      [first.id]: http(devnet.chains[0]?.rpcUrl),
      [second.id]: http(devnet.chains[1]?.rpcUrl),
    },
    storage,
  })
}

function page(
  options: {
    adapter?: Partial<Parameters<typeof createWagmiAdapter>[0]>
    storage?: ReturnType<typeof createMemoryStorage>
  } = {},
): { adapter: WagmiAdapter; client: KeywayClient } {
  const adapter = createWagmiAdapter({ networks, window, ...options.adapter })
  const client = createKeyway({
    adapters: [adapter],
    networks,
    storage: options.storage ?? createMemoryStorage(),
    logger: { warn: () => undefined },
  })
  stops.push(() => {
    client.destroy()
    adapter.destroy()
  })
  return { adapter, client }
}

function announce(letter: string, index = 0) {
  const wallet = devnetWallet(devnet, index)
  const info = walletInfo(letter, '#224466')
  stops.push(announceEip6963(window, { info, provider: wallet }))
  return { wallet, info }
}

const evmAccount = (client: KeywayClient) => getAccount(client, { namespace: 'eip155' })
const keywayChainId = (client: KeywayClient) => client.state.chain.activeCaipNetwork?.id

describe('Keyway → wagmi: every connection is made through a connector of the config', () => {
  it("Keyway's connect shows in wagmi's connection (account, chain, status) through the config's connector", async () => {
    const { wallet, info } = announce('A')
    const { adapter, client } = page({ adapter: { storage: memoryWagmiStorage() } })
    const config = adapter.wagmiConfig
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    const connection = getConnection(config)
    expect(connection.status).toBe('connected')
    expect(connection.address).toBe(wallet.address)
    expect(connection.chainId).toBe(31337)
    expect(connection.connector?.id).toBe(info.rdns)
    expect(config.connectors.filter((c) => c.id === info.rdns)).toHaveLength(1)
  })

  it("Keyway's switchNetwork shows in wagmi's chain", async () => {
    const { info } = announce('B')
    const { adapter, client } = page()
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    await switchNetwork(client, { network: networks[1] as ChainDefinition })
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(31338)
    expect(keywayChainId(client)).toBe(31338)
  })

  it("lists Keyway's WalletConnect connector in the dapp's config, once", async () => {
    const config = dappConfig()
    page({
      adapter: {
        wagmiConfig: config,
        projectId: 'keyway-test',
        walletConnect: {
          relayUrl: devnet.urls.relay,
          metadata: { name: 'test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        },
      },
    })
    await expect
      .poll(() => config.connectors.filter((c) => c.id === 'walletConnect').length)
      .toBe(1)
  })
})

describe('the embedded wallet through the config', () => {
  it("logs in by email through a connector Keyway lists in the dapp's config; wagmi sees the account", async () => {
    const config = dappConfig()
    const fake = fakeFrameClients({ chainId: 'eip155:31337' })
    const adapter = createWagmiAdapter({
      networks,
      window,
      wagmiConfig: config,
      embeddedWallet: { createFrameClient: fake.create },
    })
    const client = createKeyway({
      adapters: [adapter],
      networks,
      projectId: 'project-1',
      endpoints: { frameHost: 'https://wallet.example.com' },
      storage: createMemoryStorage(),
      logger: { warn: () => undefined },
    })
    stops.push(() => {
      client.destroy()
      adapter.destroy()
    })
    const login = await keywayHost(client).embeddedWallet?.load()
    await expect
      .poll(() => client.state.connector.connectors.some((c) => c.type === 'AUTH'))
      .toBe(true)
    await login?.submitEmail('me@example.com')
    await expect(login?.submitOtp('123456')).resolves.toBe(true)
    expect(evmAccount(client)).toMatchObject({ isConnected: true, address: ADDRESS })
    expect(config.connectors.filter((c) => c.id === EMBEDDED_WALLET_CONNECTOR_ID)).toHaveLength(1)
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(getConnection(config).connector?.id).toBe(EMBEDDED_WALLET_CONNECTOR_ID)
  })
})

describe('one EIP-6963 listener', () => {
  it("uses the dapp config's own discovery and starts no listener of its own", async () => {
    const added = vi.spyOn(window, 'addEventListener')
    const listeners = () =>
      added.mock.calls.filter(([type]) => type === 'eip6963:announceProvider').length
    // The wallet is in the page first, as an extension is: wagmi's discovery lists it.
    const { wallet, info } = announce('C')
    const config = dappConfig()
    expect(listeners()).toBe(1) // wagmi's (mipd)
    const wagmiOwn = config.connectors.find((c) => c.id === info.rdns)
    expect(wagmiOwn).toBeDefined()
    const { client } = page({ adapter: { wagmiConfig: config } })
    expect(listeners()).toBe(1)
    expect(client.state.connector.connectors.map((c) => c.id)).toContain(info.rdns)
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    // The config's own connector for the wallet, not a second one.
    expect(config.connectors.filter((c) => c.id === info.rdns)).toHaveLength(1)
    expect(getConnection(config).connector).toBe(wagmiOwn)
    expect(getConnection(config).address).toBe(wallet.address)
  })

  it('starts its own listener for the config it makes (wagmi discovery off), and lists each wallet in it', () => {
    const added = vi.spyOn(window, 'addEventListener')
    const { info } = announce('D')
    const { adapter } = page()
    const listeners = added.mock.calls.filter(([type]) => type === 'eip6963:announceProvider')
    expect(listeners).toHaveLength(1)
    return expect.poll(() => adapter.wagmiConfig.connectors.map((c) => c.id)).toContain(info.rdns)
  })
})

describe("wagmi → Keyway: wagmi's own actions show in Keyway's state", () => {
  it("a connect through wagmi (its useConnect hook) shows in Keyway's account", async () => {
    const { wallet, info } = announce('E')
    const config = dappConfig()
    const { client } = page({ adapter: { wagmiConfig: config } })
    const connector = config.connectors.find((c) => c.id === info.rdns)
    if (!connector) throw new Error('wagmi lists the announced wallet')
    await wagmiConnect(config, { connector })
    await expect.poll(() => evmAccount(client).address).toBe(wallet.address)
    expect(evmAccount(client).isConnected).toBe(true)
    expect(evmAccount(client).connector?.name).toBe(info.name)
    expect(keywayChainId(client)).toBe(31337)
  })

  it("wagmi's switchChain and disconnect show in Keyway's network and account", async () => {
    const config = dappConfig()
    const { info } = announce('F')
    const { client } = page({ adapter: { wagmiConfig: config } })
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    await wagmiSwitchChain(config, { chainId: 31338 })
    await expect.poll(() => keywayChainId(client)).toBe(31338)
    await wagmiDisconnect(config)
    await expect.poll(() => evmAccount(client).isConnected).toBe(false)
  })

  it('a wallet-side account change reaches both', async () => {
    const config = dappConfig()
    const { wallet, info } = announce('G')
    const { client } = page({ adapter: { wagmiConfig: config } })
    await connect(client, { connectorId: info.rdns, namespace: 'eip155' })
    wallet.disconnectFromWallet()
    await expect.poll(() => evmAccount(client).isConnected).toBe(false)
    expect(getConnection(config).status).toBe('disconnected')
  })
})
