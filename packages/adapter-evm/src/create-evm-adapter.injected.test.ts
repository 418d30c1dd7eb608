// @vitest-environment happy-dom
// Injected wallets need a DOM window (EIP-6963 events; wagmi's injected connector checks for one).
import {
  ChainNotSupportedError,
  ConnectorNotConnectedError,
  createMemoryStorage,
  type StorageLike,
  TimeoutError,
  UserRejectedRequestError,
} from '@keyway/core'
import { announceEip6963 } from '@keyway/test'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './create-evm-adapter.js'
import {
  devnetAccount,
  devnetNetworks,
  devnetWallet,
  testDevnet,
  walletInfo,
} from './devnet.test-helpers.js'

const devnet = testDevnet()
const adapters: EvmAdapter[] = []
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const adapter of adapters.splice(0)) adapter.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
  Reflect.deleteProperty(window, 'ethereum')
})

function announce(provider: unknown, letter: string, color = '#3366ff') {
  const info = walletInfo(letter, color)
  cleanups.push(announceEip6963(window, { info, provider }))
  return info
}

function adapterFor(storage: StorageLike = createMemoryStorage(), reconnectTimeoutMs = 5_000) {
  const adapter = createEvmAdapter({
    networks: devnetNetworks(devnet),
    window,
    storage,
    reconnectTimeoutMs,
  })
  adapters.push(adapter)
  return adapter
}

const [chainA, chainB] = [31337, 31338]

describe('EIP-6963 discovery', () => {
  it('lists each announced wallet as its own ANNOUNCED connector with rdns and icon', () => {
    const a = announce(devnetWallet(devnet, 0), 'A')
    const b = announce(devnetWallet(devnet, 1), 'B', '#ff6633')
    const connectors = adapterFor().getConnectors()
    expect(connectors.map((c) => [c.id, c.type, c.info?.rdns, c.imageUrl])).toEqual([
      [a.rdns, 'ANNOUNCED', a.rdns, a.icon],
      [b.rdns, 'ANNOUNCED', b.rdns, b.icon],
    ])
  })

  it('emits connectorsChanged when a wallet announces after the adapter started', () => {
    const adapter = adapterFor()
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    const late = announce(devnetWallet(devnet, 0), 'L')
    expect(seen).toEqual([[late.rdns]])
  })

  it('lists the legacy injected connector only while no EIP-6963 wallet announced', () => {
    Reflect.set(window, 'ethereum', devnetWallet(devnet, 0))
    const adapter = adapterFor()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['injected'])
    const b = announce(devnetWallet(devnet, 1), 'B')
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([b.rdns])
  })

  it('picking the second of two wallets talks to its provider even when the first owns window.ethereum', async () => {
    const first = devnetWallet(devnet, 0)
    const second = devnetWallet(devnet, 1)
    Reflect.set(window, 'ethereum', first)
    announce(first, 'A')
    const b = announce(second, 'B')
    const connection = await adapterFor().connect({ connectorId: b.rdns })
    expect(connection.address).toBe(devnetAccount(devnet, 1).address)
    expect(second.requests.length).toBeGreaterThan(0)
    expect(first.requests).toEqual([])
  })
})

describe('connect, accounts, balance, sign, send', () => {
  it('connects an announced wallet: its anvil account on the first chain', async () => {
    const wallet = devnetWallet(devnet, 2)
    const info = announce(wallet, 'C')
    const adapter = adapterFor()
    const connection = await adapter.connect({ connectorId: info.rdns })
    expect(connection).toMatchObject({
      connectorId: info.rdns,
      address: devnetAccount(devnet, 2).address,
      chainId: chainA,
      accounts: [{ address: devnetAccount(devnet, 2).address, type: 'eoa' }],
    })
    expect(connection.provider).toBe(wallet)
    expect(await adapter.getAccounts({ connectorId: info.rdns })).toEqual(connection.accounts)
  })

  it('reads the native balance from anvil, formatted with the network currency', async () => {
    const adapter = adapterFor()
    const [network] = devnetNetworks(devnet)
    const address = devnetAccount(devnet, 9).address
    const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const expected = adapter.formatUnits(await client.getBalance({ address }), 18)
    expect(await adapter.getBalance({ address, network })).toEqual({
      balance: expected,
      symbol: 'ETH',
    })
  })

  it('signs with personal_sign; the signature verifies with viem', async () => {
    const info = announce(devnetWallet(devnet, 3), 'D')
    const adapter = adapterFor()
    const { address } = await adapter.connect({ connectorId: info.rdns })
    const signature = await adapter.signMessage({ message: 'Sign in to Keyway', address })
    const valid = await verifyMessage({
      address: address as `0x${string}`,
      message: 'Sign in to Keyway',
      signature: signature as `0x${string}`,
    })
    expect(valid).toBe(true)
  })

  it('sends a transaction through the wallet and estimates gas from the chain', async () => {
    const info = announce(devnetWallet(devnet, 4), 'E')
    const adapter = adapterFor()
    const { address } = await adapter.connect({ connectorId: info.rdns })
    const [network] = devnetNetworks(devnet)
    const to = '0x000000000000000000000000000000000000bEEF'
    const gas = await adapter.estimateGas({ address, to, network, value: 1n })
    expect(gas).toBe(21000n)
    const hash = await adapter.sendTransaction({ address, to, value: parseEther('0.01'), network })
    const client = createPublicClient({ transport: http(devnet.urls.evmRpc) })
    const receipt = await client.waitForTransactionReceipt({
      hash: hash as `0x${string}`,
      pollingInterval: 50,
    })
    expect(receipt.status).toBe('success')
  })

  it('parses and formats units with the given decimals', () => {
    const adapter = adapterFor()
    expect(adapter.parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(adapter.formatUnits(1_500_000n, 6)).toBe('1.5')
  })
})

describe('user rejection (4001 / 5000)', () => {
  it('maps a rejected connect to UserRejectedRequestError; a retry then succeeds', async () => {
    const wallet = devnetWallet(devnet, 0, { reject: () => true })
    const info = announce(wallet, 'R')
    const adapter = adapterFor()
    await expect(adapter.connect({ connectorId: info.rdns })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    wallet.setReject(undefined)
    await expect(adapter.connect({ connectorId: info.rdns })).resolves.toMatchObject({
      address: wallet.address,
    })
  })

  it('maps code 5000 on signMessage to UserRejectedRequestError', async () => {
    const wallet = devnetWallet(devnet, 0)
    const info = announce(wallet, 'S')
    const adapter = adapterFor()
    const { address } = await adapter.connect({ connectorId: info.rdns })
    wallet.setReject((method) => (method === 'personal_sign' ? 5000 : false))
    await expect(adapter.signMessage({ message: 'x', address })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})

describe('switch and add chain', () => {
  it('switches between 31337 and 31338 with wallet_switchEthereumChain and emits chainChanged', async () => {
    const wallet = devnetWallet(devnet, 5)
    const info = announce(wallet, 'W')
    const adapter = adapterFor()
    const changes: number[] = []
    adapter.on('chainChanged', ({ chainId }) => changes.push(Number(chainId)))
    await adapter.connect({ connectorId: info.rdns })
    const [networkA, networkB] = devnetNetworks(devnet)
    await adapter.switchNetwork({ network: networkB, connectorId: info.rdns })
    expect(wallet.chainId).toBe(chainB)
    await adapter.switchNetwork({ network: networkA, connectorId: info.rdns })
    expect(wallet.chainId).toBe(chainA)
    expect(changes).toEqual([chainB, chainA])
  })

  it('adds an unknown chain on 4902 with its rpcUrls, name, currency and explorers', async () => {
    const [networkA, networkB] = devnetNetworks(devnet)
    const wallet = devnetWallet(devnet, 6, {
      chains: [{ chainId: chainA, rpcUrl: devnet.urls.evmRpc }],
    })
    const info = announce(wallet, 'X')
    const adapter = adapterFor()
    await adapter.connect({ connectorId: info.rdns })
    await adapter.switchNetwork({ network: networkB })
    const add = wallet.requests.find((r) => r.method === 'wallet_addEthereumChain')
    expect(add?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Devnet 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: networkB.rpcUrls.default.http,
        blockExplorerUrls: ['http://127.0.0.1/explorer/31338'],
      },
    ])
    expect(wallet.chainId).toBe(chainB)
    expect(networkA.id).toBe(chainA)
  })

  it("fails with 'Chain is not supported' when adding the chain fails", async () => {
    const [, networkB] = devnetNetworks(devnet)
    const wallet = devnetWallet(devnet, 6, {
      chains: [{ chainId: chainA, rpcUrl: devnet.urls.evmRpc }],
    })
    const info = announce(wallet, 'Y')
    const adapter = adapterFor()
    await adapter.connect({ connectorId: info.rdns })
    wallet.setReject((method) => (method === 'wallet_addEthereumChain' ? -32602 : false))
    const error = await adapter.switchNetwork({ network: networkB }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as Error).message).toContain('Chain is not supported')
  })

  it('keeps a rejected add-chain prompt a user rejection (retryable), not a chain error', async () => {
    const [, networkB] = devnetNetworks(devnet)
    const wallet = devnetWallet(devnet, 6, {
      chains: [{ chainId: chainA, rpcUrl: devnet.urls.evmRpc }],
    })
    const info = announce(wallet, 'Z')
    const adapter = adapterFor()
    await adapter.connect({ connectorId: info.rdns })
    wallet.setReject((method) => method === 'wallet_addEthereumChain')
    await expect(adapter.switchNetwork({ network: networkB })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})

describe('events, disconnect and reconnect', () => {
  it('emits chainChanged and one disconnect for wallet-side changes of the connected wallet', async () => {
    const wallet = devnetWallet(devnet, 7)
    const info = announce(wallet, 'V')
    const adapter = adapterFor()
    const events: unknown[] = []
    adapter.on('chainChanged', (e) => events.push(['chain', e.connectorId, e.chainId]))
    adapter.on('disconnect', (e) => events.push(['disconnect', e.connectorId]))
    await adapter.connect({ connectorId: info.rdns })
    wallet.switchChainFromWallet(chainB)
    wallet.disconnectFromWallet()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toEqual([
      ['chain', info.rdns, chainB],
      ['disconnect', info.rdns],
    ])
  })

  it('emits accountChanged when the user picks another account in the wallet', async () => {
    const wallet = devnetWallet(devnet, 7)
    const info = announce(wallet, 'N')
    const adapter = adapterFor()
    const events: unknown[] = []
    adapter.on('accountChanged', (e) => events.push([e.connectorId, e.address, e.chainId]))
    await adapter.connect({ connectorId: info.rdns })
    wallet.switchAccountFromWallet(devnetAccount(devnet, 9).privateKey)
    await expect.poll(() => events).toEqual([[info.rdns, devnetAccount(devnet, 9).address, chainA]])
  })

  it('ignores events of a wallet that is not connected', async () => {
    const wallet = devnetWallet(devnet, 7)
    announce(wallet, 'T')
    const adapter = adapterFor()
    const events: unknown[] = []
    adapter.on('chainChanged', (e) => events.push(e))
    adapter.on('disconnect', (e) => events.push(e))
    wallet.switchChainFromWallet(chainB)
    wallet.disconnectFromWallet()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(events).toEqual([])
  })

  it('disconnects: the wallet is no longer authorised and reconnect fails', async () => {
    const wallet = devnetWallet(devnet, 8)
    const info = announce(wallet, 'U')
    const storage = createMemoryStorage()
    const adapter = adapterFor(storage)
    await adapter.connect({ connectorId: info.rdns })
    await adapter.disconnect({ connectorId: info.rdns })
    expect(await adapter.getAccounts({ connectorId: info.rdns })).toEqual([])
    await expect(adapter.reconnect({ connectorId: info.rdns })).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
  })

  it('reconnects on a new page load without prompting the wallet', async () => {
    const wallet = devnetWallet(devnet, 8)
    const info = announce(wallet, 'P')
    const storage = createMemoryStorage()
    await adapterFor(storage).connect({ connectorId: info.rdns })
    const before = wallet.requests.length
    const reloaded = adapterFor(storage)
    const connection = await reloaded.reconnect({ connectorId: info.rdns })
    expect(connection.address).toBe(wallet.address)
    const prompts = wallet.requests
      .slice(before)
      .filter((r) => r.method === 'eth_requestAccounts' || r.method === 'wallet_requestPermissions')
    expect(prompts).toEqual([])
    // Restored sessions work like fresh ones.
    await expect(
      reloaded.signMessage({ message: 'again', address: connection.address }),
    ).resolves.toMatch(/^0x/)
  })

  it('waits for a wallet that announces shortly after page load before reconnecting', async () => {
    const wallet = devnetWallet(devnet, 8, { authorized: true })
    const adapter = adapterFor()
    const pending = adapter.reconnect({ connectorId: 'dev.keyway.wallet-q' })
    announce(wallet, 'Q')
    await expect(pending).resolves.toMatchObject({ address: wallet.address })
  })

  it('gives up reconnecting a wallet that never announces, with a TimeoutError', async () => {
    const adapter = adapterFor(createMemoryStorage(), 50)
    await expect(adapter.reconnect({ connectorId: 'dev.keyway.absent' })).rejects.toBeInstanceOf(
      TimeoutError,
    )
  })
})

describe('before wagmi has loaded', () => {
  it('answers without loading it: no accounts, nothing to disconnect, sign and switch need a connection', async () => {
    const info = announce(devnetWallet(devnet, 4), 'E')
    const adapter = adapterFor()
    const [, networkB] = devnetNetworks(devnet)
    expect(await adapter.getAccounts({ connectorId: info.rdns })).toEqual([])
    await expect(adapter.disconnect({ connectorId: info.rdns })).resolves.toBeUndefined()
    await expect(adapter.signMessage({ message: 'x', address: '0x1' })).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
    await expect(adapter.switchNetwork({ network: networkB })).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
    await expect(adapter.connect({ connectorId: 'dev.keyway.unknown' })).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
  })

  it('loads one wagmi config, shared by every call, with the configured chains', async () => {
    const adapter = adapterFor()
    const [first, second] = await Promise.all([
      adapter.loadWagmiConfig(),
      adapter.loadWagmiConfig(),
    ])
    expect(second).toBe(first)
    expect(first.chains.map((c) => c.id)).toEqual([chainA, chainB])
  })
})
