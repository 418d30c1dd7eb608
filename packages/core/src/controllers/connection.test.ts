import { describe, expect, it, vi } from 'vitest'
import { createTestAdapter, type TestAdapter } from '../adapter/test-adapter.js'
import { testArbitrum, testMainnet, testSolana } from '../adapter/test-networks.js'
import type { ChainNamespace } from '../chains/types.js'
import { ChainAdapterNotFoundError } from '../errors/chain.js'
import {
  FailedToDisconnectError,
  WalletConnectConnectorNotFoundError,
} from '../errors/connector.js'
import { UserRejectedRequestError } from '../errors/provider-rpc.js'
import type { Connector } from '../types/connector.js'
import { createAccountController } from './account.js'
import { createChainController } from './chain.js'
import { type ConnectionControllerDeps, createConnectionController } from './connection.js'
import { createConnectorController } from './connector.js'
import { createStorageController } from './storage.js'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const FOUR_MINUTES = 4 * 60 * 1000

const evmConnectors: Connector[] = [
  { id: 'injected', name: 'Browser Wallet', chain: 'eip155', type: 'INJECTED' },
  {
    id: 'walletConnect',
    name: 'WalletConnect',
    chain: 'eip155',
    type: 'WALLET_CONNECT',
  },
  { id: 'auth', name: 'Email', chain: 'eip155', type: 'AUTH' },
  { id: 'rainbow', name: 'Rainbow', chain: 'eip155', type: 'ANNOUNCED', explorerId: 'rb-1' },
]
const solanaConnectors: Connector[] = [
  { id: 'phantom', name: 'Phantom', chain: 'solana', type: 'ANNOUNCED' },
  { id: 'walletConnect', name: 'WalletConnect', chain: 'solana', type: 'WALLET_CONNECT' },
  { id: 'auth', name: 'Email', chain: 'solana', type: 'AUTH' },
]

function setup(
  options: {
    evmSessions?: string[]
    solanaSessions?: string[]
    platform?: ConnectionControllerDeps['platform']
    storage?: ReturnType<typeof createStorageController>
    extra?: Partial<ConnectionControllerDeps>
  } = {},
) {
  const storage = options.storage ?? createStorageController()
  const adapters: Partial<Record<ChainNamespace, TestAdapter>> = {
    eip155: createTestAdapter({
      namespace: 'eip155',
      connectors: evmConnectors,
      sessions: options.evmSessions,
    }),
    solana: createTestAdapter({
      namespace: 'solana',
      connectors: solanaConnectors,
      sessions: options.solanaSessions,
    }),
  }
  const account = createAccountController()
  const chain = createChainController({
    networks: [testMainnet, testArbitrum, testSolana],
    storage,
    getAccountState: account.getAccountState,
  })
  const connector = createConnectorController({ storage })
  connector.setConnectors('eip155', evmConnectors)
  connector.setConnectors('solana', solanaConnectors)
  const clock = { now: 1_000_000 }
  const track = vi.fn()
  const connection = createConnectionController({
    getAdapter: (ns) => adapters[ns],
    namespaces: () => ['eip155', 'solana'],
    account,
    chain,
    connector,
    storage,
    track,
    now: () => clock.now,
    platform: options.platform,
    ...options.extra,
  })
  const evm = adapters.eip155 as TestAdapter
  const sol = adapters.solana as TestAdapter
  return { storage, account, chain, connector, connection, evm, sol, clock, track }
}

describe('connect', () => {
  it('goes connecting → connected and fills account, network and connector state', async () => {
    const t = setup()
    const pending = t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(t.connection.getStatus('eip155')).toBe('connecting')
    await pending
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.account.getAccountState('eip155')).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      address: EVM_ADDRESS,
      connectedWalletInfo: { name: 'Browser Wallet', type: 'INJECTED' },
    })
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
    expect(t.storage.getConnectedConnectorId('eip155')).toBe('injected')
    expect(t.connection.state.connections.eip155?.[0]?.connectorId).toBe('injected')
  })

  it.each([4001, 5000] as const)(
    'a user rejection (code %i) gives UserRejectedRequestError and disconnected',
    async (code) => {
      const t = setup()
      t.evm.scriptConnect('injected', { type: 'reject', code })
      const error = await t.connection
        .connect({ namespace: 'eip155', connectorId: 'injected' })
        .catch((e) => e)
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(t.connection.getStatus('eip155')).toBe('disconnected')
      expect(t.account.getAccountState('eip155').address).toBeUndefined()
    },
  )

  it("keeps an embedded wallet's social provider when the same connector's account is re-applied (spec §3)", async () => {
    const t = setup()
    const result = await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    const info = t.account.getAccountState('eip155').connectedWalletInfo
    t.account.setConnectedWalletInfo('eip155', { ...(info ?? { name: '' }), social: 'github' })
    // A wallet event (accountChanged) applies the same connection again.
    t.connection.applyConnection('eip155', result)
    expect(t.account.getAccountState('eip155').connectedWalletInfo).toMatchObject({
      name: 'Browser Wallet',
      social: 'github',
    })
    // A new connection after a disconnect starts without it.
    await t.connection.disconnect({ namespace: 'eip155' })
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(t.account.getAccountState('eip155').connectedWalletInfo?.social).toBeUndefined()
  })

  it('an AUTH connection made again names the social provider its login stored (spec §3)', async () => {
    const t = setup()
    t.storage.set('socialProvider', 'discord')
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(t.account.getAccountState('eip155').connectedWalletInfo?.social).toBeUndefined()
    await t.connection.disconnect({ namespace: 'eip155' })
    t.storage.set('socialProvider', 'discord')
    await t.connection.connect({ namespace: 'eip155', connectorId: 'auth' })
    expect(t.account.getAccountState('eip155').connectedWalletInfo).toMatchObject({
      type: 'AUTH',
      social: 'discord',
    })
  })

  it('a failed attempt while connected keeps the existing connection', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    t.evm.scriptConnect('rainbow', { type: 'fail', error: new Error('boom') })
    await expect(
      t.connection.connect({ namespace: 'eip155', connectorId: 'rainbow' }),
    ).rejects.toThrow()
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
  })

  it('a namespace without adapter fails with "Chain adapter not found"', async () => {
    const t = setup()
    const error = await t.connection
      .connect({ namespace: 'polkadot', connectorId: 'x' })
      .catch((e) => e)
    expect(error).toBeInstanceOf(ChainAdapterNotFoundError)
    expect(error.shortMessage).toBe('Chain adapter not found')
  })

  it('a wallet on an unconfigured chain connects with the network marked unsupported', async () => {
    const t = setup()
    t.evm.scriptConnect('injected', { type: 'success', chainId: 56 })
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(t.chain.isUnsupportedNetwork('eip155')).toBe(true)
  })
})

describe('syncExistingConnection (page load)', () => {
  it('restores the saved connector of each namespace', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setup({ storage, evmSessions: ['injected'] })
    await t.connection.syncExistingConnection()
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.connection.getStatus('solana')).toBe('disconnected')
  })

  it('keeps the namespace active on the last visit active, whichever wallet answers last', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedConnectorId('solana', 'phantom')
    storage.set('activeCaipNetworkId', testSolana.caipNetworkId)
    const t = setup({ storage, evmSessions: ['injected'], solanaSessions: ['phantom'] })
    expect(t.chain.state.activeNamespace).toBe('solana')
    // The EVM wallet answers after the Solana one.
    const evmReconnect = t.evm.reconnect.bind(t.evm)
    t.evm.reconnect = async (p) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return evmReconnect(p)
    }
    await t.connection.syncExistingConnection()
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.connection.getStatus('solana')).toBe('connected')
    expect(t.chain.state.activeNamespace).toBe('solana')
    expect(t.chain.state.activeCaipNetwork?.caipNetworkId).toBe(testSolana.caipNetworkId)
    // The EVM wallet's network is still recorded for its namespace.
    expect(t.chain.state.chains.eip155?.networkState.caipNetwork?.id).toBe(testMainnet.id)
  })

  it('makes a restored namespace active when the one active last time did not come back', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedConnectorId('solana', 'phantom')
    storage.set('activeCaipNetworkId', testSolana.caipNetworkId)
    const t = setup({ storage, evmSessions: ['injected'], solanaSessions: [] })
    await t.connection.syncExistingConnection()
    expect(t.connection.getStatus('solana')).toBe('disconnected')
    expect(t.chain.state.activeNamespace).toBe('eip155')
    expect(t.account.getAccountState('eip155').address).toBe(EVM_ADDRESS)
  })

  it('a failed sync gives disconnected', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setup({ storage, evmSessions: [] })
    await t.connection.syncExistingConnection()
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
    expect(t.account.getAccountState('eip155').status).toBe('disconnected')
  })
})

describe('reconnect pass', () => {
  it('tries the recent wallet first, then the connectors already connected', async () => {
    const storage = createStorageController()
    storage.addRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setup({ storage, evmSessions: ['injected'] })
    await t.connection.reconnect({ namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['rainbow', 'injected'])
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
  })

  it('stops at the first connector that reconnects', async () => {
    const storage = createStorageController()
    storage.addRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setup({ storage, evmSessions: ['rainbow', 'injected'] })
    await t.connection.reconnect({ namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['rainbow'])
    expect(t.connector.getActiveConnectorId('eip155')).toBe('rainbow')
  })

  it('also tries a connector connected on another namespace that this adapter knows', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'walletConnect')
    const t = setup({ storage, solanaSessions: ['walletConnect'] })
    await t.connection.reconnect({ namespace: 'solana' })
    expect(t.connection.getStatus('solana')).toBe('connected')
  })

  it('when none reconnects: disconnected and the connections cleared', async () => {
    const storage = createStorageController()
    const t = setup({ storage, evmSessions: ['injected'] })
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await t.evm.disconnect({ connectorId: 'injected' })
    await t.connection.reconnect({ namespace: 'eip155' })
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
    expect(t.connection.state.connections.eip155).toBeUndefined()
    expect(t.account.getAccountState('eip155').address).toBeUndefined()
  })
})

describe('resetConnection', () => {
  it('sets disconnected and clears the link, the recent wallet and the saved deep link', () => {
    const t = setup()
    t.connection.setUri('wc:abc@2')
    t.connection.setWcLinking({ name: 'Rainbow', href: 'rainbow://' })
    t.connection.setRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    t.storage.set('wcDeepLink', { name: 'Rainbow', href: 'rainbow://' })
    t.connection.resetConnection('eip155')
    expect(t.connection.state).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
    })
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
    expect(t.storage.get('wcDeepLink')).toBeUndefined()
  })

  it('without a namespace, leaves a live connection on another namespace connected', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    t.connection.resetConnection()
    expect(t.connection.getStatus('eip155')).toBe('connected')
  })
})

describe('connectWalletConnect', () => {
  const mobile = { isTelegram: () => false, isIosSafari: () => true }

  it('sets connecting, then connected after success', async () => {
    const t = setup()
    const pending = t.connection.connectWalletConnect({ namespace: 'eip155' })
    expect(t.connection.getStatus('eip155')).toBe('connecting')
    await pending
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('walletConnect')
  })

  it('records a pairing uri with an expiry 4 minutes ahead', () => {
    const t = setup()
    t.connection.setUri('wc:abc@2')
    expect(t.connection.state.wcPairingExpiry).toBe(t.clock.now + FOUR_MINUTES)
    t.clock.now += FOUR_MINUTES
    expect(t.connection.isPairingExpired()).toBe(true)
  })

  it('on iOS Safari or Telegram reuses a pending pairing that has not expired', async () => {
    for (const platform of [mobile, { isTelegram: () => true, isIosSafari: () => false }]) {
      const t = setup({ platform })
      t.connection.setUri('wc:abc@2')
      t.clock.now += FOUR_MINUTES - 1
      await t.connection.connectWalletConnect({ namespace: 'eip155' })
      expect(t.evm.calls.connect).toHaveLength(0)
      expect(t.connection.state.wcUri).toBe('wc:abc@2')
    }
  })

  it('on iOS Safari starts a new pairing once the pending one expired', async () => {
    const t = setup({ platform: mobile })
    t.connection.setUri('wc:abc@2')
    t.clock.now += FOUR_MINUTES
    await t.connection.connectWalletConnect({ namespace: 'eip155' })
    expect(t.evm.calls.connect).toHaveLength(1)
    expect(t.connection.getStatus('eip155')).toBe('connected')
  })

  it('on iOS Safari a second call while connecting waits for the same attempt', async () => {
    const t = setup({ platform: mobile })
    const first = t.connection.connectWalletConnect({ namespace: 'eip155' })
    const second = t.connection.connectWalletConnect({ namespace: 'eip155' })
    await Promise.all([first, second])
    expect(t.evm.calls.connect).toHaveLength(1)
  })

  it('elsewhere never reuses the pending pairing', async () => {
    const t = setup()
    t.connection.setUri('wc:abc@2')
    await t.connection.connectWalletConnect({ namespace: 'eip155' })
    expect(t.evm.calls.connect).toHaveLength(1)
  })

  it("fails with 'WalletConnectConnector not found' when the namespace has none", async () => {
    const t = setup()
    t.connector.setConnectors('solana', [])
    const error = await t.connection.connectWalletConnect({ namespace: 'solana' }).catch((e) => e)
    expect(error).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect(error.shortMessage).toBe('WalletConnectConnector not found')
  })

  it('one session for several namespaces: the other namespace takes its account from the session, and the connected namespace stays active', async () => {
    const t = setup({ solanaSessions: ['walletConnect'] })
    await t.connection.connectWalletConnect({ namespace: 'eip155' })
    expect(t.connection.getStatus('solana')).toBe('connected')
    expect(t.connector.getActiveConnectorId('solana')).toBe('walletConnect')
    // Taken from the session (reconnect), never a second pairing.
    expect(t.sol.calls.connect).toHaveLength(0)
    expect(t.sol.calls.reconnect).toEqual([
      expect.objectContaining({ connectorId: 'walletConnect' }),
    ])
    expect(t.chain.state.activeNamespace).toBe('eip155')
  })

  it('a namespace the session lacks stays disconnected, and the connect still succeeds', async () => {
    const t = setup()
    await t.connection.connectWalletConnect({ namespace: 'eip155' })
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.connection.getStatus('solana')).toBe('disconnected')
  })

  it('a namespace already connected to another wallet keeps it', async () => {
    const t = setup({ solanaSessions: ['walletConnect'] })
    await t.connection.connect({ namespace: 'solana', connectorId: 'phantom' })
    await t.connection.connectWalletConnect({ namespace: 'eip155' })
    expect(t.connector.getActiveConnectorId('solana')).toBe('phantom')
    expect(t.sol.calls.reconnect).toHaveLength(0)
  })

  it('a failed wallet-connect attempt sets wcError', async () => {
    const t = setup()
    t.evm.scriptConnect('walletConnect', { type: 'fail', error: new Error('relay down') })
    await expect(t.connection.connectWalletConnect({ namespace: 'eip155' })).rejects.toThrow()
    expect(t.connection.state.wcError).toBe(true)
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
  })
})

describe('finalizeWalletConnect', () => {
  it("stores the deep link and the recent wallet and tracks CONNECT_SUCCESS with method 'mobile'", () => {
    const t = setup()
    t.connection.setWcLinking({ name: 'Rainbow', href: 'rainbow://' })
    t.connection.setRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    t.connection.finalizeWalletConnect({ namespace: 'eip155' })
    expect(t.storage.get('wcDeepLink')).toEqual({ name: 'Rainbow', href: 'rainbow://' })
    expect(t.storage.getRecentWallets()).toEqual([{ id: 'rb-1', name: 'Rainbow' }])
    expect(t.track).toHaveBeenCalledWith(
      'CONNECT_SUCCESS',
      expect.objectContaining({ method: 'mobile', name: 'Rainbow' }),
    )
  })

  it("tracks method 'qrcode' when no deep link was used", () => {
    const t = setup()
    t.connection.finalizeWalletConnect()
    expect(t.track).toHaveBeenCalledWith(
      'CONNECT_SUCCESS',
      expect.objectContaining({ method: 'qrcode' }),
    )
    expect(t.storage.get('wcDeepLink')).toBeUndefined()
  })

  it('keeps 2 recent wallets, most recent first, without duplicates', () => {
    const t = setup()
    for (const id of ['a', 'b', 'a', 'c']) {
      t.connection.setRecentWallet({ id, name: id })
      t.connection.finalizeWalletConnect()
    }
    expect(t.storage.getRecentWallets().map((w) => w.id)).toEqual(['c', 'a'])
  })
})

describe('setPreferredAccountType', () => {
  it('reconnects the auth connector and tracks SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'auth' })
    await t.connection.setPreferredAccountType('eoa', 'eip155')
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['auth'])
    expect(t.account.getPreferredAccountType('eip155')).toBe('eoa')
    expect(t.storage.get('preferredAccountType')).toBe('eoa')
    expect(t.track).toHaveBeenCalledWith('SET_PREFERRED_ACCOUNT_TYPE', {
      accountType: 'eoa',
      network: 'eip155:1',
    })
  })

  it('leaves another connected wallet alone and only records the preference', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await t.connection.setPreferredAccountType('eoa', 'eip155')
    expect(t.evm.calls.reconnect).toEqual([])
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
    expect(t.account.getPreferredAccountType('eip155')).toBe('eoa')
  })
})

describe('switchAccount', () => {
  it('reuses the active connector: only the address changes', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await t.connection.switchAccount({
      namespace: 'eip155',
      connectorId: 'injected',
      address: '0x2222222222222222222222222222222222222222',
    })
    expect(t.evm.calls.connect).toHaveLength(1)
    expect(t.account.getAccountState('eip155').caipAddress).toBe(
      'eip155:1:0x2222222222222222222222222222222222222222',
    )
  })

  it('connects another connector when it is not the active one', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await t.connection.switchAccount({
      namespace: 'eip155',
      connectorId: 'rainbow',
      address: '0x1',
    })
    expect(t.evm.calls.connect.map((c) => c.connectorId)).toEqual(['injected', 'rainbow'])
    expect(t.connector.getActiveConnectorId('eip155')).toBe('rainbow')
  })
})

describe('disconnect', () => {
  it('clears provider, account, network, user and connector id of the namespace', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    t.account.setUser('eip155', { address: EVM_ADDRESS, chainId: 1 })
    t.chain.setNetworkProp('eip155', 'approvedCaipNetworkIds', ['eip155:1'])
    await t.connection.disconnect({ namespace: 'eip155' })
    expect(t.evm.calls.disconnect).toEqual(['injected'])
    expect(t.connector.state.activeConnector).toBeUndefined()
    expect(t.account.getAccountState('eip155')).toMatchObject({
      status: 'disconnected',
      address: undefined,
      user: undefined,
    })
    expect(t.chain.state.chains.eip155?.networkState.approvedCaipNetworkIds).toEqual([])
    expect(t.connector.getActiveConnectorId('eip155')).toBeUndefined()
    expect(t.storage.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(t.connection.state.connections.eip155).toBeUndefined()
  })

  it('then resets send state, the wallet-connect session and sessions', async () => {
    const order: string[] = []
    const extra = {
      resetSend: () => order.push('send'),
      resetWalletConnectSession: () => {
        order.push('wc')
      },
      clearSessions: () => {
        order.push('sessions')
      },
    }
    const t = setup({ extra })
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    t.connection.setUri('wc:abc@2')
    await t.connection.disconnect({ namespace: 'eip155' })
    expect(order).toEqual(['send', 'wc', 'sessions'])
    expect(t.connection.state.wcUri).toBeUndefined()
  })

  it('a wallet-connect disconnect also disconnects every namespace using wallet-connect', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'walletConnect' })
    await t.connection.connect({ namespace: 'solana', connectorId: 'walletConnect' })
    await t.connection.disconnect({ namespace: 'eip155' })
    expect(t.connection.getStatus('solana')).toBe('disconnected')
    expect(t.sol.calls.disconnect).toEqual(['walletConnect'])
  })

  it('likewise an Auth disconnect disconnects every namespace using Auth', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'auth' })
    await t.connection.connect({ namespace: 'solana', connectorId: 'auth' })
    await t.connection.disconnect({ namespace: 'solana' })
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
  })

  it('an injected disconnect leaves the other namespaces connected', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await t.connection.connect({ namespace: 'solana', connectorId: 'phantom' })
    await t.connection.disconnect({ namespace: 'eip155' })
    expect(t.connection.getStatus('solana')).toBe('connected')
    expect(t.sol.calls.disconnect).toEqual([])
  })

  it('without a namespace disconnects every connected namespace', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await t.connection.connect({ namespace: 'solana', connectorId: 'phantom' })
    await t.connection.disconnect()
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
    expect(t.connection.getStatus('solana')).toBe('disconnected')
  })

  it("fails with 'Failed to disconnect' when the wallet fails, and keeps that namespace", async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    t.evm.disconnect = async () => {
      throw new Error('provider gone')
    }
    const error = await t.connection.disconnect({ namespace: 'eip155' }).catch((e) => e)
    expect(error).toBeInstanceOf(FailedToDisconnectError)
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(t.connection.getStatus('eip155')).toBe('connected')
  })
})
