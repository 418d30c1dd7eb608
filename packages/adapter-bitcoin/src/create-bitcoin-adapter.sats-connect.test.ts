// @vitest-environment happy-dom
// sats-connect providers are read from the page's window (@sats-connect/core uses the global one).
import {
  bitcoin,
  bitcoinTestnet,
  SwitchChainError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@keyway/core'
import { verifyBitcoinMessage } from '@keyway/test/bitcoin-wallet'
import { describe, expect, it } from 'vitest'
import {
  installSatsWallet,
  localAdapter,
  onCleanup,
  recordEvents,
  registerWallet,
} from './create-bitcoin-adapter.test-helpers.js'

const TESTNET = String(bitcoinTestnet.id)
const MAINNET = String(bitcoin.id)
const ID = 'KeywayTestBitcoin.BitcoinProvider'

describe('sats-connect discovery', () => {
  it('lists an installed provider of window.btc_providers by its provider id', () => {
    installSatsWallet()
    const adapter = localAdapter()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({
        id: ID,
        name: 'Keyway Test Sats Wallet',
        chain: 'bip122',
        type: 'ANNOUNCED',
      }),
    ])
  })

  it('leaves out an announced provider whose object is not on the window (not installed)', () => {
    const win = window as unknown as { btc_providers?: unknown[] }
    win.btc_providers = [...(win.btc_providers ?? []), { id: 'Nowhere.Provider', name: 'Gone' }]
    onCleanup(() => {
      win.btc_providers = (win.btc_providers ?? []).filter(
        (p) => (p as { id: string }).id !== 'Nowhere.Provider',
      )
    })
    expect(localAdapter().getConnectors()).toEqual([])
  })

  it('lists a wallet that is both Wallet Standard and sats-connect once, as its provider', () => {
    installSatsWallet({ name: 'Twin Wallet' })
    registerWallet({ name: 'Twin Wallet' })
    registerWallet({ name: 'Standard Only' })
    const connectors = localAdapter().getConnectors()
    expect(connectors.map((c) => [c.id, c.name])).toEqual([
      ['Standard Only', 'Standard Only'],
      [ID, 'Twin Wallet'],
    ])
  })
})

describe('connecting a sats-connect wallet', () => {
  it('connects with wallet_connect: payment and ordinals addresses on the wallet network', async () => {
    const { testWallet } = installSatsWallet()
    const adapter = localAdapter()
    const connection = await adapter.connect({ connectorId: ID })
    expect(connection).toMatchObject({
      connectorId: ID,
      address: testWallet.keys.payment.address,
      chainId: TESTNET,
      accounts: [
        { address: testWallet.keys.payment.address, type: 'payment' },
        { address: testWallet.keys.ordinals.address, type: 'ordinal' },
      ],
    })
  })

  it('asks the wallet for the network wanted', async () => {
    const { testWallet } = installSatsWallet()
    const adapter = localAdapter()
    const connection = await adapter.connect({ connectorId: ID, chainId: MAINNET })
    expect(testWallet.network).toBe('mainnet')
    expect(connection.chainId).toBe(MAINNET)
    expect(connection.address.startsWith('bc1q')).toBe(true)
  })

  it('maps the wallet’s rejection (-32000) to UserRejectedRequestError', async () => {
    const { testWallet } = installSatsWallet()
    testWallet.rejectNext('connect')
    await expect(localAdapter().connect({ connectorId: ID })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('restores with wallet_getAccount after a reload, and fails typed before any approval', async () => {
    const { testWallet } = installSatsWallet()
    await expect(localAdapter().reconnect({ connectorId: ID })).rejects.toBeInstanceOf(
      UnauthorizedProviderError,
    )
    await localAdapter().connect({ connectorId: ID })
    const restored = await localAdapter().reconnect({ connectorId: ID })
    expect(restored.address).toBe(testWallet.keys.payment.address)
  })

  it("hears the wallet's disconnect", async () => {
    const { testWallet } = installSatsWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: ID })
    const events = recordEvents(adapter)
    await testWallet.disconnect()
    expect(events).toContainEqual({ name: 'disconnect', payload: { connectorId: ID } })
  })
})

describe('signing with a sats-connect wallet', () => {
  it('asks for BIP-322 and reports it; the signature verifies', async () => {
    installSatsWallet()
    const adapter = localAdapter()
    const { address } = await adapter.connect({ connectorId: ID })
    const signed = await adapter.signBitcoinMessage({ message: 'hello' })
    expect(signed).toMatchObject({ protocol: 'bip322', address })
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message: 'hello',
        address,
        signature: signed.signature,
      }),
    ).toEqual({ valid: true, protocol: 'bip322' })
  })

  it('signs legacy (ECDSA) when asked, and a legacy-only wallet answers legacy by default', async () => {
    installSatsWallet()
    const adapter = localAdapter()
    const { address } = await adapter.connect({ connectorId: ID })
    const ecdsa = await adapter.signBitcoinMessage({ message: 'old', protocol: 'ecdsa' })
    expect(ecdsa.protocol).toBe('ecdsa')
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message: 'old',
        address,
        signature: ecdsa.signature,
      }),
    ).toEqual({
      valid: true,
      protocol: 'ecdsa',
    })

    installSatsWallet({ id: 'LegacyOnly.BitcoinProvider', name: 'Legacy', legacyOnly: true })
    const legacy = await adapter.connect({ connectorId: 'LegacyOnly.BitcoinProvider' })
    const signed = await adapter.signBitcoinMessage({ message: 'old' })
    expect(signed.protocol).toBe('ecdsa')
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message: 'old',
        address: legacy.address,
        signature: signed.signature,
      }),
    ).toEqual({ valid: true, protocol: 'ecdsa' })
    await expect(
      adapter.signBitcoinMessage({ message: 'old', protocol: 'bip322' }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
  })

  it('maps a rejected signature to UserRejectedRequestError', async () => {
    const { testWallet } = installSatsWallet()
    const adapter = localAdapter()
    const { address } = await adapter.connect({ connectorId: ID })
    testWallet.rejectNext('signMessage')
    await expect(adapter.signMessage({ message: 'no', address })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})

describe('a transfer from a sats-connect wallet', () => {
  it('asks the wallet with the recipient and satoshis; a wallet without a node refuses, typed', async () => {
    const { provider, testWallet } = installSatsWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: ID })
    const asked: unknown[] = []
    const request = provider.request.bind(provider)
    provider.request = (method, params) => {
      asked.push({ method, params })
      return request(method, params)
    }
    const recipient = testWallet.keys.ordinals.address
    await expect(
      adapter.sendBitcoinTransfer({ recipientAddress: recipient, amount: 2_100n }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
    expect(asked).toEqual([
      { method: 'sendTransfer', params: { recipients: [{ address: recipient, amount: 2100 }] } },
    ])
  })

  it('is refused before the wallet for a Wallet Standard wallet (no such feature)', async () => {
    registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: 'Keyway Test Bitcoin Wallet' })
    await expect(
      adapter.sendBitcoinTransfer({ recipientAddress: 'tb1qexample', amount: 1n }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
  })
})

describe('networks on a sats-connect wallet', () => {
  it('switches testnet -> mainnet with wallet_changeNetwork: new chain, new address', async () => {
    const { testWallet } = installSatsWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: ID })
    const events = recordEvents(adapter)
    await adapter.switchNetwork({ network: bitcoin })
    expect(testWallet.network).toBe('mainnet')
    const changes = events.filter((e) => e.name === 'chainChanged' || e.name === 'accountChanged')
    expect(changes[0]).toEqual({
      name: 'chainChanged',
      payload: { connectorId: ID, chainId: MAINNET },
    })
    expect(changes).toContainEqual({
      name: 'accountChanged',
      payload: { connectorId: ID, address: testWallet.keys.payment.address, chainId: MAINNET },
    })
    expect(adapter.getBitcoinAddresses()[0]?.address.startsWith('bc1q')).toBe(true)
  })

  it('fails with SwitchChainError when the wallet cannot switch', async () => {
    installSatsWallet({ networks: ['testnet'] })
    const adapter = localAdapter()
    await adapter.connect({ connectorId: ID })
    await expect(adapter.switchNetwork({ network: bitcoin })).rejects.toBeInstanceOf(
      SwitchChainError,
    )
  })
})
