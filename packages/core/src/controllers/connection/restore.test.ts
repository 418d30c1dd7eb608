import { describe, expect, it, vi } from 'vitest'
import { testMainnet, testSolana } from '../../adapter/test-networks.js'
import { createStorageController } from '../storage.js'
import { connect } from './connect.js'
import { reconnect } from './reconnect.js'
import { type RestoreRules, showStoredAccounts, syncExistingConnection } from './restore.js'
import { getStatus } from './status.js'
import { EVM_ADDRESS, setupConnection } from './testing.test-helpers.js'

/** The connection's rules as the controller loads them (commands.ts). */
const loadRules = (): Promise<RestoreRules> => import('./commands.js')

describe('syncExistingConnection (page load)', () => {
  it('restores the saved connector of each namespace', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    await syncExistingConnection(t.ctx, { loadRules })
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
  })

  it('keeps the namespace active on the last visit active, whichever wallet answers last', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setConnectedConnectorId('solana', 'phantom')
    storage.set('activeCaipNetworkId', testSolana.caipNetworkId)
    const t = setupConnection({ storage, evmSessions: ['injected'], solanaSessions: ['phantom'] })
    expect(t.chain.state.activeNamespace).toBe('solana')
    // The EVM wallet answers after the Solana one.
    const evmReconnect = t.evm.reconnect.bind(t.evm)
    t.evm.reconnect = async (p) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return evmReconnect(p)
    }
    await syncExistingConnection(t.ctx, { loadRules })
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(getStatus(t.ctx, 'solana')).toBe('connected')
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
    const t = setupConnection({ storage, evmSessions: ['injected'], solanaSessions: [] })
    await syncExistingConnection(t.ctx, { loadRules })
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
    expect(t.chain.state.activeNamespace).toBe('eip155')
    expect(t.account.getAccountState('eip155').address).toBe(EVM_ADDRESS)
  })

  it('a failed sync gives disconnected', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: [] })
    await syncExistingConnection(t.ctx, { loadRules })
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(t.account.getAccountState('eip155').status).toBe('disconnected')
  })

  it('asks for no rules when storage holds no connection to restore', async () => {
    const t = setupConnection({ evmSessions: ['injected'] })
    let asked = 0
    await syncExistingConnection(t.ctx, {
      loadRules: () => {
        asked += 1
        return loadRules()
      },
    })
    expect(asked).toBe(0)
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
    expect(t.evm.calls.reconnect).toEqual([])
  })

  it('asks for the rules and the wallet at once, and records the wallet once both are here', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    let arrive: (() => void) | undefined
    const held = new Promise<void>((resolve) => {
      arrive = resolve
    })
    let answered = false
    const evmReconnect = t.evm.reconnect.bind(t.evm)
    t.evm.reconnect = async (p) => {
      const result = await evmReconnect(p)
      answered = true
      return result
    }
    let asked = 0
    const restoring = syncExistingConnection(t.ctx, {
      loadRules: async () => {
        asked += 1
        await held
        return loadRules()
      },
    })
    expect(asked).toBe(1)
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['injected'])
    expect(getStatus(t.ctx, 'eip155')).toBe('reconnecting')
    // The wallet has answered; its connection waits for the rules.
    await vi.waitFor(() => expect(answered).toBe(true))
    expect(getStatus(t.ctx, 'eip155')).toBe('reconnecting')
    arrive?.()
    await restoring
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(t.account.getAccountState('eip155').address).toBe(EVM_ADDRESS)
  })

  it('when the rules do not arrive: the namespaces to restore end disconnected, the rest untouched', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'injected')
    storage.setLastAccount('eip155', { caipAddress: `eip155:1:${EVM_ADDRESS}` })
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    showStoredAccounts(t.ctx)
    expect(t.account.getAccountState('eip155').address).toBe(EVM_ADDRESS)
    await expect(
      syncExistingConnection(t.ctx, {
        loadRules: () => Promise.reject(new Error('chunk failed')),
      }),
    ).resolves.toBeUndefined()
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(t.account.getAccountState('eip155').address).toBeUndefined()
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
  })
})

describe('reconnect pass', () => {
  it('tries the recent wallet first, then the connectors already connected', async () => {
    const storage = createStorageController()
    storage.addRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    await reconnect(t.ctx, { namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['rainbow', 'injected'])
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
  })

  it('stops at the first connector that reconnects', async () => {
    const storage = createStorageController()
    storage.addRecentWallet({ id: 'rb-1', name: 'Rainbow' })
    storage.setConnectedConnectorId('eip155', 'injected')
    const t = setupConnection({ storage, evmSessions: ['rainbow', 'injected'] })
    await reconnect(t.ctx, { namespace: 'eip155' })
    expect(t.evm.calls.reconnect.map((c) => c.connectorId)).toEqual(['rainbow'])
    expect(t.connector.getActiveConnectorId('eip155')).toBe('rainbow')
  })

  it('also tries a connector connected on another namespace that this adapter knows', async () => {
    const storage = createStorageController()
    storage.setConnectedConnectorId('eip155', 'walletConnect')
    const t = setupConnection({ storage, solanaSessions: ['walletConnect'] })
    await reconnect(t.ctx, { namespace: 'solana' })
    expect(getStatus(t.ctx, 'solana')).toBe('connected')
  })

  it('when none reconnects: disconnected and the connections cleared', async () => {
    const storage = createStorageController()
    const t = setupConnection({ storage, evmSessions: ['injected'] })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    await t.evm.disconnect({ connectorId: 'injected' })
    await reconnect(t.ctx, { namespace: 'eip155' })
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(t.ctx.state.connections.eip155).toBeUndefined()
    expect(t.account.getAccountState('eip155').address).toBeUndefined()
  })
})
