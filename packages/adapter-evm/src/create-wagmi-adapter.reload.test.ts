// @vitest-environment happy-dom
// A reload restores the stored connection ONCE, through one wagmi reconnect, whether the
// dapp's WagmiProvider runs wagmi's reconnect on mount (before, with or after Keyway's
// restore) or not. Counted on the wallet: every eth_accounts it answers on the new page.
import {
  connect,
  createKeyway,
  createMemoryStorage,
  getAccount,
  initialize,
  type KeywayClient,
} from '@keyway/core'
import { announceEip6963 } from '@keyway/test'
import {
  type Config,
  cookieToInitialState,
  createConfig,
  getConnection,
  http,
  hydrate,
  reconnect,
  type Storage,
  serialize,
} from '@wagmi/core'
import { describe, expect, it } from 'vitest'
import { createWagmiAdapter } from './create-wagmi-adapter.js'
import {
  devnetTestFile,
  devnetWallet,
  memoryWagmiStorage,
  walletInfo,
} from './devnet.test-helpers.js'
import { type EvmNetwork, evmNetworksOf } from './networks.js'
import { toViemChain } from './viem-chain.js'

const { devnet, networks, stops } = devnetTestFile()

type Shape = 'dapp config' | 'config made by Keyway'

/** One visit: the wallet in the page, the wagmi config, the adapter and core's client. */
function visit(
  shape: Shape,
  stored: { keyway: ReturnType<typeof createMemoryStorage>; wagmi: Storage },
  letter: string,
  authorized: boolean,
) {
  const wallet = devnetWallet(devnet, 0, { authorized })
  const info = walletInfo(letter, '#336699')
  const unannounce = announceEip6963(window, { info, provider: wallet })
  const [first, second] = evmNetworksOf(networks) as [EvmNetwork, EvmNetwork]
  const wagmiConfig: Config | undefined =
    shape === 'dapp config'
      ? createConfig({
          chains: [toViemChain(first), toViemChain(second)],
          transports: {
            [first.id]: http(devnet.chains[0]?.rpcUrl),
            [second.id]: http(devnet.chains[1]?.rpcUrl),
          },
          storage: stored.wagmi,
        })
      : undefined
  const adapter = createWagmiAdapter({ networks, window, wagmiConfig, storage: stored.wagmi })
  const client = createKeyway({
    adapters: [adapter],
    networks,
    storage: stored.keyway,
    projectId: 'keyway-test',
    logger: { warn: () => undefined },
  })
  const stop = () => {
    client.destroy()
    adapter.destroy()
    unannounce()
  }
  stops.push(stop)
  const accountsCalls = () => wallet.requests.filter((r) => r.method === 'eth_accounts').length
  return { wallet, info, config: adapter.wagmiConfig, client, accountsCalls, stop }
}

/** A first visit that connects through Keyway; returns what the next visit finds stored. */
async function firstVisit(shape: Shape, letter: string) {
  const stored = { keyway: createMemoryStorage(), wagmi: memoryWagmiStorage() }
  const page = visit(shape, stored, letter, false)
  await connect(page.client, { connectorId: page.info.rdns, namespace: 'eip155' })
  page.stop()
  return stored
}

const evmAccount = (client: KeywayClient) => getAccount(client, { namespace: 'eip155' })
/** Lets the page's own startup (the adapter's wagmi side) run, as a render would. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function expectRestored(page: ReturnType<typeof visit>) {
  expect(evmAccount(page.client)).toMatchObject({
    isConnected: true,
    address: page.wallet.address,
  })
  await expect.poll(() => getConnection(page.config).status).toBe('connected')
  expect(getConnection(page.config).address).toBe(page.wallet.address)
}

describe("wagmi's reconnect on its own", () => {
  it('shows a connection wagmi restored that Keyway had not stored (the dapp connected through wagmi)', async () => {
    const stored = await firstVisit('dapp config', 'W')
    // Keyway's storage is new: only wagmi's remembers the connection.
    const page = visit('dapp config', { ...stored, keyway: createMemoryStorage() }, 'W', true)
    await initialize(page.client)
    expect(evmAccount(page.client).isConnected).toBe(false)
    await reconnect(page.config)
    await expect.poll(() => evmAccount(page.client).address).toBe(page.wallet.address)
    expect(page.accountsCalls()).toBe(2)
  })
})

describe('two configs on one page', () => {
  it('both restore at once, though wagmi runs one reconnect per page', async () => {
    const [storedA, storedB] = await Promise.all([
      firstVisit('config made by Keyway', 'X'),
      firstVisit('config made by Keyway', 'Y'),
    ])
    const a = visit('config made by Keyway', storedA, 'X', true)
    const b = visit('config made by Keyway', storedB, 'Y', true)
    await Promise.all([initialize(a.client), initialize(b.client)])
    await expectRestored(a)
    await expectRestored(b)
  })
})

describe.each<Shape>(['dapp config', 'config made by Keyway'])('reload with the %s', (shape) => {
  it('one wagmi reconnect, alone, asks the wallet this many times (the figure below)', async () => {
    const stored = await firstVisit(shape, 'R')
    const page = visit(shape, stored, 'R', true)
    await nextTask()
    await reconnect(page.config)
    expect(getConnection(page.config).status).toBe('connected')
    expect(page.accountsCalls()).toBe(2) // isAuthorized, then connect({ isReconnecting })
  })

  it("Keyway's restore alone (no WagmiProvider): one reconnect", async () => {
    const stored = await firstVisit(shape, 'S')
    const page = visit(shape, stored, 'S', true)
    await initialize(page.client)
    await expectRestored(page)
    expect(page.accountsCalls()).toBe(2)
  })

  it("WagmiProvider's reconnect on mount starts first: Keyway waits for it, one reconnect", async () => {
    const stored = await firstVisit(shape, 'T')
    const page = visit(shape, stored, 'T', true)
    await nextTask()
    const mount = reconnect(page.config)
    await initialize(page.client)
    await mount
    await expectRestored(page)
    expect(page.accountsCalls()).toBe(2)
  })

  it("Keyway's restore starts first and WagmiProvider mounts meanwhile: one reconnect", async () => {
    const stored = await firstVisit(shape, 'U')
    const page = visit(shape, stored, 'U', true)
    await nextTask()
    const restore = initialize(page.client)
    await Promise.resolve()
    const mount = reconnect(page.config)
    await Promise.all([restore, mount])
    await expectRestored(page)
    expect(page.accountsCalls()).toBe(2)
  })

  it("WagmiProvider's reconnect finished before Keyway's restore: Keyway takes its connection, no wallet call", async () => {
    const stored = await firstVisit(shape, 'V')
    const page = visit(shape, stored, 'V', true)
    await nextTask()
    await reconnect(page.config)
    await initialize(page.client)
    await expectRestored(page)
    expect(page.accountsCalls()).toBe(2)
  })
})

describe('server-rendered page (ssr, the state from the cookie)', () => {
  /** The cookie header the browser would send: wagmi's stored state under its key. */
  async function cookieOf(storage: Storage): Promise<string> {
    const value = await storage.getItem('store' as never)
    return `wagmi.store=${serialize(value)}`
  }

  async function ssrVisit(letter: string) {
    const stored = await firstVisit('config made by Keyway', letter)
    const cookie = await cookieOf(stored.wagmi)
    const wallet = devnetWallet(devnet, 0, { authorized: true })
    const info = walletInfo(letter, '#336699')
    const unannounce = announceEip6963(window, { info, provider: wallet })
    const adapter = createWagmiAdapter({ networks, window, ssr: true, storage: stored.wagmi })
    const client = createKeyway({
      adapters: [adapter],
      networks,
      storage: stored.keyway,
      projectId: 'keyway-test',
      logger: { warn: () => undefined },
    })
    stops.push(() => {
      client.destroy()
      adapter.destroy()
      unannounce()
    })
    const accountsCalls = () => wallet.requests.filter((r) => r.method === 'eth_accounts').length
    const config = adapter.wagmiConfig
    return { wallet, info, config, client, accountsCalls, cookie, stop: () => undefined }
  }

  it("WagmiProvider hydrates from the cookie during render, Keyway's restore (a child's effect) runs before its onMount (the parent's effect): one reconnect", async () => {
    const page = await ssrVisit('Z')
    await nextTask()
    const initialState = cookieToInitialState(page.config, page.cookie)
    expect(initialState?.current).toBeTruthy()
    // WagmiProvider's render: the stored connection, as 'reconnecting'.
    const { onMount } = hydrate(page.config, { initialState, reconnectOnMount: true })
    expect(page.config.state.status).toBe('reconnecting')
    const restore = initialize(page.client)
    const mount = onMount()
    await Promise.all([restore, mount])
    await expectRestored(page)
    expect(page.accountsCalls()).toBe(2)
  })

  it('without WagmiProvider, Keyway restores it alone: one reconnect', async () => {
    const page = await ssrVisit('A2')
    await nextTask()
    await initialize(page.client)
    await expectRestored(page)
    expect(page.accountsCalls()).toBe(2)
  })
})
