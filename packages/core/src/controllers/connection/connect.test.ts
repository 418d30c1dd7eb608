import { describe, expect, it } from 'vitest'
import { ChainAdapterNotFoundError } from '../../errors/chain.js'
import { UserRejectedRequestError } from '../../errors/provider-rpc.js'
import type { Connector } from '../../types/connector.js'
import { applyConnection } from './apply-connection.js'
import { connect, connectMethod } from './connect.js'
import { disconnect } from './disconnect.js'
import { getStatus } from './status.js'
import { EVM_ADDRESS, setupConnection } from './testing.test-helpers.js'

describe('connect', () => {
  it('goes connecting → connected and fills account, network and connector state', async () => {
    const t = setupConnection()
    const pending = connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    expect(getStatus(t.ctx, 'eip155')).toBe('connecting')
    await pending
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(t.account.getAccountState('eip155')).toMatchObject({
      status: 'connected',
      caipAddress: `eip155:1:${EVM_ADDRESS}`,
      address: EVM_ADDRESS,
      connectedWalletInfo: { name: 'Browser Wallet', type: 'INJECTED' },
    })
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
    expect(t.storage.getConnectedConnectorId('eip155')).toBe('injected')
    expect(t.ctx.state.connections.eip155?.[0]?.connectorId).toBe('injected')
  })

  it.each([4001, 5000] as const)(
    'a user rejection (code %i) gives UserRejectedRequestError and disconnected',
    async (code) => {
      const t = setupConnection()
      t.evm.scriptConnect('injected', { type: 'reject', code })
      const error = await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' }).catch(
        (e) => e,
      )
      expect(error).toBeInstanceOf(UserRejectedRequestError)
      expect(getStatus(t.ctx, 'eip155')).toBe('disconnected')
      expect(t.account.getAccountState('eip155').address).toBeUndefined()
    },
  )

  it("keeps an embedded wallet's social provider when the same connector's account is re-applied (docs/state.md#connector-state)", async () => {
    const t = setupConnection()
    const result = await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    const info = t.account.getAccountState('eip155').connectedWalletInfo
    t.account.setConnectedWalletInfo('eip155', { ...(info ?? { name: '' }), social: 'github' })
    // A wallet event (accountChanged) applies the same connection again.
    applyConnection(t.ctx, { namespace: 'eip155', result: result })
    expect(t.account.getAccountState('eip155').connectedWalletInfo).toMatchObject({
      name: 'Browser Wallet',
      social: 'github',
    })
    // A new connection after a disconnect starts without it.
    await disconnect(t.ctx, { namespace: 'eip155' })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    expect(t.account.getAccountState('eip155').connectedWalletInfo?.social).toBeUndefined()
  })

  it('an AUTH connection made again names the social provider its login stored (docs/embedded-wallet.md#browser-storage)', async () => {
    const t = setupConnection()
    t.storage.set('socialProvider', 'discord')
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    expect(t.account.getAccountState('eip155').connectedWalletInfo?.social).toBeUndefined()
    await disconnect(t.ctx, { namespace: 'eip155' })
    t.storage.set('socialProvider', 'discord')
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'auth' })
    expect(t.account.getAccountState('eip155').connectedWalletInfo).toMatchObject({
      type: 'AUTH',
      social: 'discord',
    })
  })

  it('a failed attempt while connected keeps the existing connection', async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    t.evm.scriptConnect('rainbow', { type: 'fail', error: new Error('boom') })
    await expect(connect(t.ctx, { namespace: 'eip155', connectorId: 'rainbow' })).rejects.toThrow()
    expect(getStatus(t.ctx, 'eip155')).toBe('connected')
    expect(t.connector.getActiveConnectorId('eip155')).toBe('injected')
  })

  it('a namespace without adapter fails with "Chain adapter not found"', async () => {
    const t = setupConnection()
    const error = await connect(t.ctx, { namespace: 'polkadot', connectorId: 'x' }).catch((e) => e)
    expect(error).toBeInstanceOf(ChainAdapterNotFoundError)
    expect(error.shortMessage).toBe('Chain adapter not found')
  })

  it('a wallet on an unconfigured chain connects with the network marked unsupported', async () => {
    const t = setupConnection()
    t.evm.scriptConnect('injected', { type: 'success', chainId: 56 })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' })
    expect(t.chain.isUnsupportedNetwork('eip155')).toBe(true)
  })
})

describe('connect: tracked events', () => {
  it("tracks CONNECT_SUCCESS with method 'browser' for a wallet in the page", async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'rainbow' })
    expect(t.tracked).toEqual([
      {
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'Rainbow', namespace: 'eip155' },
      },
    ])
  })

  it("tracks method 'email' for the embedded wallet, 'social' when a provider was chosen", async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'auth' })
    t.account.setAccountProp('solana', 'socialProvider', 'github')
    await connect(t.ctx, { namespace: 'solana', connectorId: 'auth' })
    expect(t.tracked.map((e) => e.properties.method)).toEqual(['email', 'social'])
  })

  it("tracks method 'qrcode' for WalletConnect, 'mobile' once a deep link was followed", async () => {
    const t = setupConnection()
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'walletConnect' })
    t.ctx.state.wcLinking = { name: 'Rainbow', href: 'rainbow://' }
    await connect(t.ctx, { namespace: 'solana', connectorId: 'walletConnect' })
    expect(t.tracked.map((e) => e.properties.method)).toEqual(['qrcode', 'mobile'])
    // Finalised as part of the connect: the deep link is stored.
    expect(t.storage.get('wcDeepLink')).toEqual({ name: 'Rainbow', href: 'rainbow://' })
  })

  it('tracks CONNECT_ERROR with the short message when the wallet refuses', async () => {
    const t = setupConnection()
    t.evm.scriptConnect('injected', { type: 'reject', code: 4001 })
    await connect(t.ctx, { namespace: 'eip155', connectorId: 'injected' }).catch(() => undefined)
    expect(t.tracked).toEqual([
      {
        event: 'CONNECT_ERROR',
        properties: {
          message: 'The user rejected the request.',
          connectorId: 'injected',
          namespace: 'eip155',
        },
      },
    ])
  })

  it('tracks nothing for an attempt the caller gave up on', async () => {
    const t = setupConnection()
    const controller = new AbortController()
    const pending = connect(t.ctx, {
      namespace: 'eip155',
      connectorId: 'injected',
      signal: controller.signal,
    })
    controller.abort()
    await pending.catch(() => undefined)
    expect(t.tracked).toEqual([])
  })
})

describe('connectMethod', () => {
  it('names the method of each connector type', () => {
    const t = setupConnection()
    const of = (type: Connector['type']) =>
      connectMethod(t.ctx, { namespace: 'eip155', connector: { type } })
    const inPage: Connector['type'][] = ['INJECTED', 'ANNOUNCED', 'MULTI_CHAIN', 'EXTERNAL']
    expect(inPage.map(of)).toEqual(['browser', 'browser', 'browser', 'browser'])
    expect(of('WALLET_CONNECT')).toBe('qrcode')
    expect(of('AUTH')).toBe('email')
  })
})
