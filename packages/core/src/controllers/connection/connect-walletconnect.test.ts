import { describe, expect, it } from 'vitest'
import { WalletConnectConnectorNotFoundError } from '../../errors/connector.js'
import { connect } from './connect.js'
import { connectWalletConnect } from './connect-walletconnect.js'
import { getStatus } from './status.js'
import { FOUR_MINUTES, setupConnection } from './testing.test-helpers.js'
import { isPairingExpired, setUri } from './walletconnect.js'

describe('connectWalletConnect', () => {
  const mobile = { isTelegram: () => false, isIosSafari: () => true }

  it('sets connecting, then connected after success', async () => {
    const t = setupConnection()
    const pending = connectWalletConnect(t.ctx, { namespace: 'eip155' })
    expect(getStatus(t.ctx, 'eip155')).toBe('connecting')
    await pending
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('walletConnect')
  })

  it('records a pairing uri with an expiry 4 minutes ahead', () => {
    const t = setupConnection()
    setUri(t.ctx, { uri: 'wc:abc@2' })
    expect(t.ctx.state.wcPairingExpiry).toBe(t.clock.now + FOUR_MINUTES)
    t.clock.now += FOUR_MINUTES
    expect(isPairingExpired(t.ctx)).toBe(true)
  })

  it('on iOS Safari or Telegram reuses a pending pairing that has not expired', async () => {
    for (const platform of [mobile, { isTelegram: () => true, isIosSafari: () => false }]) {
      const t = setupConnection({ platform })
      setUri(t.ctx, { uri: 'wc:abc@2' })
      t.clock.now += FOUR_MINUTES - 1
      await connectWalletConnect(t.ctx, { namespace: 'eip155' })
      expect(t.evm.calls.connect).toHaveLength(0)
      expect(t.ctx.state.wcUri).toBe('wc:abc@2')
    }
  })

  it('on iOS Safari starts a new pairing once the pending one expired', async () => {
    const t = setupConnection({ platform: mobile })
    setUri(t.ctx, { uri: 'wc:abc@2' })
    t.clock.now += FOUR_MINUTES
    await connectWalletConnect(t.ctx, { namespace: 'eip155' })
    expect(t.evm.calls.connect).toHaveLength(1)
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
  })

  it('on iOS Safari a second call while connecting waits for the same attempt', async () => {
    const t = setupConnection({ platform: mobile })
    const first = connectWalletConnect(t.ctx, { namespace: 'eip155' })
    const second = connectWalletConnect(t.ctx, { namespace: 'eip155' })
    await Promise.all([first, second])
    expect(t.evm.calls.connect).toHaveLength(1)
  })

  it('elsewhere never reuses the pending pairing', async () => {
    const t = setupConnection()
    setUri(t.ctx, { uri: 'wc:abc@2' })
    await connectWalletConnect(t.ctx, { namespace: 'eip155' })
    expect(t.evm.calls.connect).toHaveLength(1)
  })

  it("fails with 'WalletConnectConnector not found' when the namespace has none", async () => {
    const t = setupConnection()
    t.connector.setConnectors('solana', [])
    const error = await connectWalletConnect(t.ctx, { namespace: 'solana' }).catch((e) => e)
    expect(error).toBeInstanceOf(WalletConnectConnectorNotFoundError)
    expect(error.shortMessage).toBe('WalletConnectConnector not found')
  })

  it('one session for several namespaces: the other namespace takes its account from the session, and the connected namespace stays active', async () => {
    const t = setupConnection({ solanaSessions: ['walletConnect'] })
    await connectWalletConnect(t.ctx, { namespace: 'eip155' })
    expect(getStatus(t.ctx, 'solana')).toBe('connected')
    expect(t.connector.getActiveConnectorId('solana')).toBe('walletConnect')
    // Taken from the session (reconnect), never a second pairing.
    expect(t.sol.calls.connect).toHaveLength(0)
    expect(t.sol.calls.reconnect).toEqual([
      expect.objectContaining({ connectorId: 'walletConnect' }),
    ])
    expect(t.chain.state.activeNamespace).toBe('eip155')
  })

  it('a namespace the session lacks stays disconnected, and the connect still succeeds', async () => {
    const t = setupConnection()
    await connectWalletConnect(t.ctx, { namespace: 'eip155' })
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(getStatus(t.ctx, 'solana')).toBe('disconnected')
  })

  it('a namespace already connected to another wallet keeps it', async () => {
    const t = setupConnection({ solanaSessions: ['walletConnect'] })
    await connect(t.ctx, { namespace: 'solana', connectorId: 'phantom' })
    await connectWalletConnect(t.ctx, { namespace: 'eip155' })
    expect(t.connector.getActiveConnectorId('solana')).toBe('phantom')
    expect(t.sol.calls.reconnect).toHaveLength(0)
  })

  it('a failed wallet-connect attempt sets wcError', async () => {
    const t = setupConnection()
    t.evm.scriptConnect('walletConnect', { type: 'fail', error: new Error('relay down') })
    await expect(connectWalletConnect(t.ctx, { namespace: 'eip155' })).rejects.toThrow()
    expect(t.ctx.state.wcError).toBe(true)
    expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
  })
})
