/**
 * The controller keeps the state and hands it to the rules (tested beside them in
 * ./connection/): these tests check that its commands share one state across rules.
 */
import { describe, expect, it } from 'vitest'
import { testArbitrum, testSolana } from '../adapter/test-networks.js'
import { setupConnection } from './connection/testing.test-helpers.js'
import { createConnectionController } from './connection.js'
import { createStorageController } from './storage.js'

const SECOND = '0x2222222222222222222222222222222222222222'

function setup() {
  const t = setupConnection({
    evmAccounts: [
      { address: '0x1111111111111111111111111111111111111111', type: 'eoa' },
      { address: SECOND, type: 'eoa' },
    ],
  })
  return { ...t, connection: createConnectionController(t.deps) }
}

describe('createConnectionController', () => {
  it('connects, switches account, and disconnects over one state', async () => {
    const t = setup()
    await t.connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(t.connection.getStatus('eip155')).toBe('connected')
    expect(t.connection.state.connections.eip155?.[0]?.connectorId).toBe('injected')
    await t.connection.switchAccount({
      namespace: 'eip155',
      connectorId: 'injected',
      address: SECOND,
    })
    expect(t.account.getAccountState('eip155').address).toBe(SECOND)
    await t.connection.disconnect()
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
    expect(t.tracked.map((e) => e.event)).toEqual(['CONNECT_SUCCESS', 'DISCONNECT_SUCCESS'])
  })

  it('keeps the WalletConnect pairing in its state', async () => {
    const t = setup()
    t.connection.setUri('wc:abc@2')
    t.connection.setWcLinking({ name: 'Rainbow', href: 'rainbow://' })
    t.connection.setRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    expect(t.connection.isPairingExpired()).toBe(false)
    expect(t.connection.state).toMatchObject({
      wcUri: 'wc:abc@2',
      wcLinking: { name: 'Rainbow' },
      recentWallet: { id: 'rb-1' },
    })
    await t.connection.resetConnection()
    expect(t.connection.state.wcUri).toBeUndefined()
  })

  it('applies and clears a connection an adapter reported by itself', async () => {
    const t = setup()
    const reported = {
      connectorId: 'injected',
      address: SECOND,
      chainId: 1,
      accounts: [{ address: SECOND, type: 'eoa' as const }],
    }
    // The rules load with the first of them; the connection is recorded once they are here.
    await expect(t.connection.applyConnection('eip155', reported)).resolves.toBe(SECOND)
    expect(t.connection.getStatus('eip155')).toBe('connected')
    await t.connection.clearNamespace('eip155')
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
    // Once loaded, the rules apply in the same call, as an adapter's event expects.
    void t.connection.applyConnection('eip155', reported)
    expect(t.connection.getStatus('eip155')).toBe('connected')
    void t.connection.clearNamespace('eip155')
    expect(t.connection.getStatus('eip155')).toBe('disconnected')
  })

  it("records an adapter's connection only once the rules arrive, and drops it when they do not", async () => {
    const t = setupConnection()
    let fail = true
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        if (fail) throw new Error('chunk failed')
        return import('./connection/commands.js')
      },
    })
    const reported = {
      connectorId: 'injected',
      address: SECOND,
      chainId: 1,
      accounts: [{ address: SECOND, type: 'eoa' as const }],
    }
    await expect(connection.applyConnection('eip155', reported)).rejects.toThrow('chunk failed')
    expect(connection.getStatus('eip155')).toBe('disconnected')
    expect(connection.state.connections.eip155).toBeUndefined()
    // The next one loads them again.
    fail = false
    await connection.applyConnection('eip155', reported)
    expect(connection.getStatus('eip155')).toBe('connected')
  })

  it("shows connecting at once, before the commands' rules have loaded, then connects", async () => {
    const t = setupConnection()
    let arrive: (() => void) | undefined
    const held = new Promise<void>((resolve) => {
      arrive = resolve
    })
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        await held
        return import('./connection/commands.js')
      },
    })
    const connecting = connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(connection.getStatus('eip155')).toBe('connecting')
    expect(t.account.getAccountState('eip155').status).toBe('connecting')
    arrive?.()
    await connecting
    expect(connection.getStatus('eip155')).toBe('connected')
  })

  it('goes back to the status it had and rejects when the rules do not arrive, and loads them again next time', async () => {
    const t = setupConnection()
    let loads = 0
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        loads += 1
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return import('./connection/commands.js')
      },
    })
    await expect(
      connection.connect({ namespace: 'eip155', connectorId: 'injected' }),
    ).rejects.toThrow('Failed to fetch dynamically imported module')
    expect(connection.getStatus('eip155')).toBe('disconnected')
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(connection.getStatus('eip155')).toBe('connected')
    expect(loads).toBe(2)
  })

  it('runs the reconnect pass with the rules once they arrive; a failed load rejects and changes nothing', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    let loads = 0
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        loads += 1
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return import('./connection/commands.js')
      },
    })
    const before = connection.getStatus('eip155')
    await expect(connection.reconnect({ namespace: 'eip155' })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    )
    expect(connection.getStatus('eip155')).toBe(before)
    expect(t.evm.calls.reconnect).toEqual([])
    await connection.reconnect({ namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['injected'])
    expect(connection.getStatus('eip155')).toBe('connected')
    expect(loads).toBe(2)
  })

  it('answers a namespace without an adapter with its typed error, without loading the rules', async () => {
    const t = setupConnection()
    let loads = 0
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        loads += 1
        return import('./connection/commands.js')
      },
    })
    await expect(
      connection.connect({ namespace: 'bip122', connectorId: 'unisat' }),
    ).rejects.toThrow('Chain adapter not found')
    expect(loads).toBe(0)
  })

  it('shows a WalletConnect pairing as connecting at once, before the rules have loaded', async () => {
    const t = setupConnection()
    let arrive: (() => void) | undefined
    const held = new Promise<void>((resolve) => {
      arrive = resolve
    })
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        await held
        return import('./connection/commands.js')
      },
    })
    const pairing = connection.connectWalletConnect({ namespace: 'eip155' })
    expect(connection.getStatus('eip155')).toBe('connecting')
    arrive?.()
    await pairing
    expect(connection.getStatus('eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('walletConnect')
  })

  it('on iOS Safari, a second pairing asked before the rules have loaded waits on the first', async () => {
    const t = setupConnection({ platform: { isTelegram: () => false, isIosSafari: () => true } })
    let arrive: (() => void) | undefined
    const held = new Promise<void>((resolve) => {
      arrive = resolve
    })
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        await held
        return import('./connection/commands.js')
      },
    })
    const first = connection.connectWalletConnect({ namespace: 'eip155' })
    const second = connection.connectWalletConnect({ namespace: 'eip155' })
    expect(second).toBe(first)
    arrive?.()
    await Promise.all([first, second])
    expect(t.evm.calls.connect).toHaveLength(1)
  })

  it('ends connecting at once when the caller gives up while the rules load', async () => {
    const t = setupConnection()
    const connection = createConnectionController(t.deps, {
      loadCommands: () => new Promise(() => undefined),
    })
    const abort = new AbortController()
    const connecting = connection.connect({
      namespace: 'eip155',
      connectorId: 'injected',
      signal: abort.signal,
    })
    expect(connection.getStatus('eip155')).toBe('connecting')
    abort.abort()
    await expect(connecting).rejects.toThrow('Request was aborted')
    expect(connection.getStatus('eip155')).toBe('disconnected')
    expect(t.evm.calls.connect).toHaveLength(0)
  })

  it('marks the pairing failed when the rules do not arrive for a WalletConnect attempt', async () => {
    const t = setupConnection()
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        throw new TypeError('Failed to fetch dynamically imported module')
      },
    })
    await expect(connection.connectWalletConnect({ namespace: 'eip155' })).rejects.toThrow(
      'Failed to fetch dynamically imported module',
    )
    expect(connection.state.wcError).toBe(true)
    expect(connection.getStatus('eip155')).toBe('disconnected')
  })

  it('fetches the rules once ahead of the first command, and a failed prefetch is tried again', async () => {
    const t = setupConnection()
    let loads = 0
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        loads += 1
        if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module')
        return import('./connection/commands.js')
      },
    })
    // It settles even when the fetch fails (a prefetch has nobody to tell).
    await expect(connection.prefetchCommands()).resolves.toBeUndefined()
    expect(loads).toBe(1)
    // The failed fetch left nothing behind: the next prefetch asks again.
    await connection.prefetchCommands()
    expect(loads).toBe(2)
    await connection.prefetchCommands()
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    expect(loads).toBe(2)
    expect(connection.getStatus('eip155')).toBe('connected')
  })

  it('switches the network with no wallet connected without the rules: nobody to ask', async () => {
    const t = setupConnection()
    let asked = 0
    const connection = createConnectionController(t.deps, {
      loadCommands: () => {
        asked += 1
        return Promise.reject(new Error('chunk failed'))
      },
    })
    await expect(connection.switchWalletNetwork(testSolana)).resolves.toBeUndefined()
    expect(asked).toBe(0)
    expect(t.tracked.map((e) => e.event)).toEqual(['SWITCH_NETWORK'])
  })

  it('asks the connected wallet to switch through the rules; their failed load rejects the switch', async () => {
    const t = setupConnection()
    let fail = false
    const connection = createConnectionController(t.deps, {
      loadCommands: async () => {
        if (fail) throw new Error('chunk failed')
        return import('./connection/commands.js')
      },
    })
    await connection.connect({ namespace: 'eip155', connectorId: 'injected' })
    await connection.switchWalletNetwork(testArbitrum)
    expect(t.evm.calls.switchNetwork.map((n) => n.id)).toEqual([testArbitrum.id])
    expect(t.tracked.map((e) => e.event)).toEqual(['CONNECT_SUCCESS', 'SWITCH_NETWORK'])

    const failing = setupConnection()
    fail = true
    const offline = createConnectionController(failing.deps, {
      loadCommands: () => Promise.reject(new Error('chunk failed')),
    })
    failing.account.setStatus('eip155', 'connected')
    failing.deps.chain.state.activeNamespace = 'eip155'
    offline.state.status.eip155 = 'connected'
    await expect(offline.switchWalletNetwork(testArbitrum)).rejects.toThrow('chunk failed')
    expect(failing.evm.calls.switchNetwork).toEqual([])
    expect(failing.tracked).toEqual([])
  })
})
