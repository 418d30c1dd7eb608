import { describe, expect, it } from 'vitest'
import { FailedToDisconnectError } from '../../errors/connection.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { getStatus } from './status.js'
import { EVM_ADDRESS, setupConnection } from './testing.test-helpers.js'
import { setUri } from './walletconnect.js'

describe('disconnect', () => {
  it('clears provider, account, network, user and connector id of the namespace', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    t.account.setUser('eip155', { address: EVM_ADDRESS, chainId: 1 })
    const eip155 = t.chain.state.chains.eip155
    if (eip155) eip155.networkState.approvedCaipNetworkIds = ['eip155:1']
    await disconnect(t.ctx, { namespace: 'eip155' })
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
    expect(t.ctx.state.connections.eip155).toBeUndefined()
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
    const t = setupConnection({ extra })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    setUri(t.ctx, { uri: 'wc:abc@2' })
    await disconnect(t.ctx, { namespace: 'eip155' })
    expect(order).toEqual(['send', 'wc', 'sessions'])
    expect(t.ctx.state.wcUri).toBeUndefined()
  })

  it('a wallet-connect disconnect also disconnects every namespace using wallet-connect', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'walletConnect' })
    await connect(t.ctx, { namespace: 'solana', connectorId: 'walletConnect' })
    await disconnect(t.ctx, { namespace: 'eip155' })
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
    expect(t.sol.calls.disconnect).toEqual(['walletConnect'])
  })

  it('likewise an Auth disconnect disconnects every namespace using Auth', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'auth' })
    await connect(t.ctx, { namespace: 'solana', connectorId: 'auth' })
    await disconnect(t.ctx, { namespace: 'solana' })
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
  })

  it('an injected disconnect leaves the other namespaces connected', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    await connect(t.ctx, { namespace: 'solana', connectorId: 'phantom' })
    await disconnect(t.ctx, { namespace: 'eip155' })
    expect(getStatus(t.ctx, 'solana')).toBe('connected')
    expect(t.sol.calls.disconnect).toEqual([])
  })

  it('without a namespace disconnects every connected namespace', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    await connect(t.ctx, { namespace: 'solana', connectorId: 'phantom' })
    await disconnect(t.ctx)
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
  })

  it("fails with 'Failed to disconnect' when the wallet fails, and keeps that namespace", async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    t.evm.disconnect = async () => {
      throw new Error('provider gone')
    }
    const error = await disconnect(t.ctx, { namespace: 'eip155' }).catch((e) => e)
    expect(error).toBeInstanceOf(FailedToDisconnectError)
    expect(error.shortMessage).toBe('Failed to disconnect')
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
  })
})

describe('disconnect: tracked events', () => {
  it('tracks DISCONNECT_SUCCESS with the namespaces it ended', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'walletConnect' })
    await connect(t.ctx, { namespace: 'solana', connectorId: 'walletConnect' })
    t.tracked.length = 0
    await disconnect(t.ctx, { namespace: 'solana' })
    expect(t.tracked).toEqual([
      { event: 'DISCONNECT_SUCCESS', properties: { namespace: 'solana,eip155' } },
    ])
  })

  it("tracks DISCONNECT_ERROR before 'Failed to disconnect' is thrown", async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    t.tracked.length = 0
    t.evm.disconnect = async () => {
      throw new Error('provider gone')
    }
    await disconnect(t.ctx, { namespace: 'eip155' }).catch(() => undefined)
    expect(t.tracked).toEqual([
      {
        event: 'DISCONNECT_ERROR',
        properties: { namespace: 'eip155', message: 'Failed to disconnect' },
      },
    ])
  })
})
