// @vitest-environment happy-dom
// Wallet Standard wallets register through window events, so these tests run in a DOM.
import {
  ChainNotConfiguredError,
  type Connector,
  ConnectorNotConnectedError,
  createMemoryStorage,
  solanaDevnet,
  solanaTestnet,
  TimeoutError,
  UserRejectedRequestError,
} from '@keyway/core'
import type { AdapterTimers } from '@keyway/core/adapter'
import { mergeConnectors } from '@keyway/core/testing'
import { announceEip6963, createTestEip1193Provider, testWalletIcon } from '@keyway/test'
import { describe, expect, it } from 'vitest'
import { SOLANA_NETWORK_STORAGE_KEY } from './connections.js'
import {
  localAdapter,
  onCleanup,
  registerDevnetWallet,
} from './create-solana-adapter.test-helpers.js'
import { devnetSolanaAccount, devnetSolanaNetwork, testDevnet } from './devnet.test-helpers.js'

const devnet = testDevnet()
const local = devnetSolanaNetwork(devnet)
const account = (i: number) => devnetSolanaAccount(devnet, i).publicKey

describe('Wallet Standard discovery', () => {
  it('lists a registered solana wallet as an ANNOUNCED connector named by the wallet', async () => {
    const { wallet } = await registerDevnetWallet(1, { name: 'Wallet S' })
    const [connector] = localAdapter().getConnectors()
    expect(connector).toEqual({
      id: 'Wallet S',
      name: 'Wallet S',
      chain: 'solana',
      type: 'ANNOUNCED',
      imageUrl: wallet.icon,
      provider: wallet,
    })
  })

  it('leaves out a wallet without solana chains', async () => {
    await registerDevnetWallet(1, { name: 'Only EVM', chains: [], eip155Chains: ['eip155:1'] })
    expect(localAdapter().getConnectors()).toEqual([])
  })

  it('emits connectorsChanged when a wallet registers after the adapter started', async () => {
    const adapter = localAdapter()
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    await registerDevnetWallet(1, { name: 'Late Wallet' })
    expect(seen).toEqual([['Late Wallet']])
  })

  it('identifies a dual eip155+solana wallet by the rdns of its EIP-6963 announcement (same name), so core merges it into one MULTI_CHAIN connector', async () => {
    const info = {
      uuid: '00000000-0000-4000-8000-0000000000d1',
      name: 'Dual Wallet',
      icon: testWalletIcon('#222', 'D'),
      rdns: 'dev.keyway.dual',
    }
    const evmProvider = createTestEip1193Provider({
      chains: [{ chainId: devnet.evmChainId, rpcUrl: devnet.urls.evmRpc }],
      privateKey: `0x${'11'.repeat(32)}`,
    })
    onCleanup(announceEip6963(window, { info, provider: evmProvider }))
    await registerDevnetWallet(1, { name: 'Dual Wallet', eip155Chains: ['eip155:1'] })
    const [solanaConnector] = localAdapter().getConnectors()
    expect(solanaConnector).toMatchObject({
      id: 'dev.keyway.dual',
      info: { rdns: 'dev.keyway.dual' },
    })
    // What the EVM adapter reports for the same wallet (its EIP-6963 connector).
    const evmConnector: Connector = {
      id: info.rdns,
      name: info.name,
      chain: 'eip155',
      type: 'ANNOUNCED',
      info: { rdns: info.rdns },
    }
    const merged = mergeConnectors([evmConnector, solanaConnector as Connector])
    expect(merged).toHaveLength(1)
    expect(merged[0]?.type).toBe('MULTI_CHAIN')
    expect(merged[0]?.connectors?.map((c) => c.chain)).toEqual(['eip155', 'solana'])
  })

  it("uses a wallet's own rdns field as its id, and connects by id, rdns or name", async () => {
    await registerDevnetWallet(1, { name: 'Named', rdns: 'dev.keyway.named' })
    const adapter = localAdapter()
    expect(adapter.getConnectors()[0]).toMatchObject({ id: 'dev.keyway.named' })
    const byName = await adapter.connect({ connectorId: 'Named' })
    expect(byName.connectorId).toBe('dev.keyway.named')
  })
})

describe('connect, reconnect, account changes, disconnect', () => {
  it("connects: the wallet's account on the configured network, the wallet as provider", async () => {
    const { wallet } = await registerDevnetWallet(1, { name: 'Connect' })
    const connection = await localAdapter().connect({ connectorId: 'Connect' })
    expect(connection).toEqual({
      connectorId: 'Connect',
      address: account(1),
      chainId: local.id,
      accounts: [{ address: account(1), type: 'eoa' }],
      provider: wallet,
    })
  })

  it('reconnects on page load with a silent standard:connect, without a prompt', async () => {
    const { testWallet } = await registerDevnetWallet(1, { name: 'Reload' })
    await localAdapter().connect({ connectorId: 'Reload' })
    const reloaded = localAdapter()
    testWallet.requests.length = 0
    const connection = await reloaded.reconnect({ connectorId: 'Reload' })
    expect(connection.address).toBe(account(1))
    expect(testWallet.requests).toEqual(['connect'])
  })

  it('fails to reconnect a wallet the site was never approved on (no prompt shown)', async () => {
    await registerDevnetWallet(1, { name: 'Never' })
    await expect(localAdapter().reconnect({ connectorId: 'Never' })).rejects.toThrow(
      'Account not found for connector',
    )
  })

  it('waits for a wallet that registers after the reconnect started', async () => {
    const adapter = localAdapter()
    const early = await registerDevnetWallet(1, { name: 'Slow' })
    await early.testWallet.connect(false)
    early.unregister()
    const pending = adapter.reconnect({ connectorId: 'Slow' })
    const again = await registerDevnetWallet(1, { name: 'Slow' })
    await again.testWallet.connect(false)
    await expect(pending).resolves.toMatchObject({ address: account(1) })
  })

  it('gives up reconnecting with TimeoutError when the wallet never registers', async () => {
    let fire = () => {}
    const timers: AdapterTimers = {
      setTimeout: (callback) => {
        fire = callback
        return 1
      },
      clearTimeout: () => {},
    }
    const pending = localAdapter({ timers }).reconnect({ connectorId: 'Missing' })
    fire()
    await expect(pending).rejects.toBeInstanceOf(TimeoutError)
  })

  it('emits accountChanged when the wallet switches account (standard:events change)', async () => {
    const { testWallet } = await registerDevnetWallet(1, { name: 'Switcher' })
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'Switcher' })
    const changes: unknown[] = []
    adapter.on('accountChanged', (payload) => changes.push(payload))
    await testWallet.useSecretKey(devnetSolanaAccount(devnet, 2).secretKey)
    expect(changes).toEqual([{ connectorId: 'Switcher', address: account(2), chainId: local.id }])
  })

  it('maps a rejected connect to UserRejectedRequestError and the next attempt succeeds', async () => {
    const { testWallet } = await registerDevnetWallet(1, { name: 'Rejecter' })
    const adapter = localAdapter()
    testWallet.rejectNext('connect')
    await expect(adapter.connect({ connectorId: 'Rejecter' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await expect(adapter.connect({ connectorId: 'Rejecter' })).resolves.toMatchObject({
      address: account(1),
    })
  })

  it('disconnects through standard:disconnect; the wallet then needs a prompt again', async () => {
    const { testWallet } = await registerDevnetWallet(1, { name: 'Leaver' })
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'Leaver' })
    await adapter.disconnect({ connectorId: 'Leaver' })
    expect(testWallet.authorized).toBe(false)
    expect(await adapter.getAccounts({ connectorId: 'Leaver' })).toEqual([])
    await expect(adapter.signMessage({ message: 'x', address: account(1) })).rejects.toBeInstanceOf(
      ConnectorNotConnectedError,
    )
  })

  it('emits disconnect when the wallet drops the site itself', async () => {
    const { testWallet } = await registerDevnetWallet(1, { name: 'Dropper' })
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'Dropper' })
    const disconnected: string[] = []
    adapter.on('disconnect', ({ connectorId }) => disconnected.push(connectorId))
    await testWallet.disconnect()
    expect(disconnected).toEqual(['Dropper'])
  })
})

describe('networks', () => {
  it('switches among the configured solana networks, emits chainChanged and keeps the choice for the next page load', async () => {
    await registerDevnetWallet(1, { name: 'Switch' })
    const storage = createMemoryStorage()
    const adapter = localAdapter({ networks: [local, solanaDevnet], storage })
    await adapter.connect({ connectorId: 'Switch' })
    const changes: unknown[] = []
    adapter.on('chainChanged', (payload) => changes.push(payload))
    await adapter.switchNetwork({ network: solanaDevnet })
    expect(changes).toEqual([{ connectorId: 'Switch', chainId: solanaDevnet.id }])
    expect(storage.getItem(SOLANA_NETWORK_STORAGE_KEY)).toBe(solanaDevnet.id)
    const reloaded = localAdapter({ networks: [local, solanaDevnet], storage })
    expect((await reloaded.reconnect({ connectorId: 'Switch' })).chainId).toBe(solanaDevnet.id)
  })

  it('refuses to switch to a network that is not configured', async () => {
    await registerDevnetWallet(1, { name: 'Strict' })
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'Strict' })
    await expect(adapter.switchNetwork({ network: solanaTestnet })).rejects.toBeInstanceOf(
      ChainNotConfiguredError,
    )
  })

  it('answers chain calls on an unsupported network with empty defaults (docs/validation.md#batched-calls)', async () => {
    const adapter = localAdapter()
    const address = account(1)
    expect(await adapter.getBalance({ address, network: solanaTestnet })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
    expect(
      await adapter.getTokenBalances?.({
        address,
        network: solanaTestnet,
        tokens: [{ address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' }],
      }),
    ).toEqual([])
    expect(await adapter.estimateGas({ address, to: address, network: solanaTestnet })).toBe(0n)
  })

  it('needs at least one solana network', () => {
    expect(() => localAdapter({ networks: [] })).toThrow(ChainNotConfiguredError)
  })
})
