// @vitest-environment happy-dom
// Wallet Standard wallets register through window events, so these tests run in a DOM.
import {
  bitcoin,
  bitcoinTestnet,
  ConnectorNotConnectedError,
  UnsupportedChainError,
  UnsupportedChainIdError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@keyway/core'
import { verifyBitcoinMessage } from '@keyway/test/bitcoin-wallet'
import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORK_STORAGE_KEY } from './connections.js'
import {
  localAdapter,
  recordEvents,
  registerWallet,
} from './create-bitcoin-adapter.test-helpers.js'

const TESTNET = String(bitcoinTestnet.id)
const MAINNET = String(bitcoin.id)
const NAME = 'Keyway Test Bitcoin Wallet'

describe('Wallet Standard discovery', () => {
  it('lists a wallet with bitcoin:connect as an ANNOUNCED bip122 connector named by the wallet', () => {
    registerWallet()
    const adapter = localAdapter()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: NAME, name: NAME, chain: 'bip122', type: 'ANNOUNCED' }),
    ])
  })

  it('lists a wallet registering later, and tells core (connectorsChanged)', () => {
    const adapter = localAdapter()
    const events = recordEvents(adapter)
    expect(adapter.getConnectors()).toEqual([])
    registerWallet()
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([NAME])
    expect(events.map((e) => e.name)).toContain('connectorsChanged')
  })
})

describe('connecting a Wallet Standard wallet', () => {
  it('connects with the payment and ordinals addresses, payment the active one', async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    const connection = await adapter.connect({ connectorId: NAME })
    expect(connection.address).toBe(testWallet.keys.payment.address)
    expect(connection.chainId).toBe(TESTNET)
    expect(connection.accounts).toEqual([
      { address: testWallet.keys.payment.address, type: 'payment' },
      { address: testWallet.keys.ordinals.address, type: 'ordinal' },
    ])
    expect(await adapter.getAccounts({ connectorId: NAME })).toEqual(connection.accounts)
    expect(adapter.getBitcoinAddresses().map((a) => a.purpose)).toEqual(['payment', 'ordinals'])
  })

  it('maps a rejected connect to UserRejectedRequestError', async () => {
    const { testWallet } = registerWallet()
    testWallet.rejectNext('connect')
    const adapter = localAdapter()
    await expect(adapter.connect({ connectorId: NAME })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('reconnects without a prompt once the site was approved, and not before', async () => {
    const { testWallet } = registerWallet()
    const first = localAdapter()
    await expect(first.reconnect({ connectorId: NAME })).rejects.toThrow()
    await first.connect({ connectorId: NAME })
    const prompts = testWallet.requests.length
    const reloaded = localAdapter()
    const restored = await reloaded.reconnect({ connectorId: NAME })
    expect(restored.address).toBe(testWallet.keys.payment.address)
    expect(restored.accounts.map((a) => a.type)).toEqual(['payment', 'ordinal'])
    // Nothing the user had to approve: the restore used what the wallet already granted.
    expect(testWallet.requests.slice(prompts).every((m) => m === 'connect')).toBe(true)
  })

  it('disconnects in the wallet too', async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: NAME })
    await adapter.disconnect({ connectorId: NAME })
    expect(testWallet.authorized).toBe(false)
    await expect(
      adapter.signMessage({ message: 'hi', address: 'x', connectorId: NAME }),
    ).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })

  it("follows the wallet's own network switch and hears its disconnect (standard:events)", async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: NAME })
    const events = recordEvents(adapter)
    testWallet.switchNetwork('mainnet')
    expect(events.filter((e) => e.name !== 'connectorsChanged')).toEqual([
      { name: 'chainChanged', payload: { connectorId: NAME, chainId: MAINNET } },
      {
        name: 'accountChanged',
        payload: { connectorId: NAME, address: testWallet.keys.payment.address, chainId: MAINNET },
      },
    ])
    expect(testWallet.keys.payment.address.startsWith('bc1q')).toBe(true)
    await testWallet.disconnect()
    expect(events).toContainEqual({ name: 'disconnect', payload: { connectorId: NAME } })
  })
  it('tells core the accounts again when only the ordinals address changes (connect event)', async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: NAME })
    const connects: unknown[] = []
    adapter.on('connect', (payload) => connects.push(payload))
    const events = recordEvents(adapter)
    // The user keeps the payment address and takes back the ordinals one in the wallet.
    await testWallet.connect(['payment'])
    const payment = { address: testWallet.keys.payment.address, type: 'payment' }
    expect(connects).toEqual([
      expect.objectContaining({
        connectorId: NAME,
        address: payment.address,
        chainId: TESTNET,
        accounts: [payment],
        restored: true,
      }),
    ])
    expect(events.filter((e) => e.name === 'accountChanged')).toEqual([])
    expect(await adapter.getAccounts({ connectorId: NAME })).toEqual([payment])
  })
})

describe('signing with a Wallet Standard wallet', () => {
  it('signs BIP-322 simple with a wallet that does, verified with the address', async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: NAME })
    const message = 'Sign in to Keyway'
    const signed = await adapter.signBitcoinMessage({ message })
    expect(signed.protocol).toBe('bip322')
    expect(signed.address).toBe(testWallet.keys.payment.address)
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message,
        address: signed.address,
        signature: signed.signature,
      }),
    ).toEqual({ valid: true, protocol: 'bip322' })
    // Core's signMessage answers the same kind of signature.
    const signature = await adapter.signMessage({ message, address: signed.address })
    expect(
      verifyBitcoinMessage({ network: 'testnet', message, address: signed.address, signature })
        .valid,
    ).toBe(true)
  })

  it('signs with the ordinals address when asked', async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: NAME })
    const address = testWallet.keys.ordinals.address
    const signed = await adapter.signBitcoinMessage({ message: 'taproot', address })
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message: 'taproot',
        address,
        signature: signed.signature,
      }),
    ).toEqual({ valid: true, protocol: 'bip322' })
  })

  it('reports a legacy signature from a legacy-only wallet, and refuses it when BIP-322 was required', async () => {
    registerWallet({ legacyOnly: true })
    const adapter = localAdapter()
    const { address } = await adapter.connect({ connectorId: NAME })
    const signed = await adapter.signBitcoinMessage({ message: 'legacy' })
    expect(signed.protocol).toBe('ecdsa')
    expect(
      verifyBitcoinMessage({
        network: 'testnet',
        message: 'legacy',
        address,
        signature: signed.signature,
      }),
    ).toEqual({ valid: true, protocol: 'ecdsa' })
    await expect(
      adapter.signBitcoinMessage({ message: 'legacy', protocol: 'bip322' }),
    ).rejects.toBeInstanceOf(UnsupportedProviderMethodError)
  })

  it('maps a rejected signature to UserRejectedRequestError', async () => {
    const { testWallet } = registerWallet()
    const adapter = localAdapter()
    const { address } = await adapter.connect({ connectorId: NAME })
    testWallet.rejectNext('signMessage')
    await expect(adapter.signMessage({ message: 'no', address })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
})

describe('networks and balances on a Wallet Standard wallet', () => {
  it('starts on the network asked for when the wallet has accounts there, and remembers it', async () => {
    registerWallet({ network: 'mainnet' })
    const storage = new Map<string, string>()
    const adapter = localAdapter({
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    })
    const connection = await adapter.connect({ connectorId: NAME, chainId: MAINNET })
    expect(connection.chainId).toBe(MAINNET)
    expect(connection.address.startsWith('bc1q')).toBe(true)
    expect(storage.get(BITCOIN_NETWORK_STORAGE_KEY)).toBe(MAINNET)
  })

  it('refuses a switch to a network the wallet has no account on, with a typed error', async () => {
    registerWallet()
    const adapter = localAdapter()
    await adapter.connect({ connectorId: NAME })
    await expect(adapter.switchNetwork({ network: bitcoin })).rejects.toBeInstanceOf(
      UnsupportedChainIdError,
    )
  })

  it('offers no balance, send or fee on bip122', async () => {
    const adapter = localAdapter()
    await expect(
      adapter.getBalance({ address: 'tb1q', network: bitcoinTestnet }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
    await expect(
      adapter.sendTransaction({ address: 'a', to: 'b', value: 1n, network: bitcoinTestnet }),
    ).rejects.toBeInstanceOf(UnsupportedChainError)
    expect(adapter.getTokenBalances).toBeUndefined()
  })
})
