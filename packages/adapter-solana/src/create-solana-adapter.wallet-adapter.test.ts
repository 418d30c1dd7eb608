// @vitest-environment happy-dom
// Wallets without the Wallet Standard, given as wallet-adapter adapters (`walletAdapters`):
// listed beside Standard wallets by their readyState, connected, signing and sending on
// devnet through the adapter, their account changes and disconnects followed.
import { UserRejectedRequestError } from '@keyway/core'
import { WalletReadyState } from '@solana/wallet-adapter-base'
import { describe, expect, it } from 'vitest'
import { createTestWalletAdapter } from './connectors/wallet-adapter.test-helpers.js'
import { localAdapter, registerDevnetWallet } from './create-solana-adapter.test-helpers.js'
import {
  devnetRpc,
  devnetSolanaAccount,
  devnetSolanaNetwork,
  randomAddress,
  testDevnet,
  verifyEd25519,
} from './devnet.test-helpers.js'
import { decodeBase58 } from './utils/base58.js'

const devnet = testDevnet()
const network = devnetSolanaNetwork(devnet)
const account = devnetSolanaAccount(devnet, 0)

const walletAdapter = (name: string, readyState?: WalletReadyState) =>
  createTestWalletAdapter({
    secretKey: account.secretKey,
    rpcUrl: devnet.urls.solanaRpc,
    name,
    ...(readyState ? { readyState } : {}),
  })

describe('wallet adapters in the wallet list', () => {
  it('lists Installed and Loadable adapters as installed (ANNOUNCED) after the Standard wallets; NotDetected and Unsupported ones not', async () => {
    await registerDevnetWallet(1, { name: 'Standard One' })
    const installed = await walletAdapter('Legacy Installed')
    const loadable = await walletAdapter('Legacy Loadable', WalletReadyState.Loadable)
    const missing = await walletAdapter('Legacy Missing', WalletReadyState.NotDetected)
    const unsupported = await walletAdapter('Legacy Unsupported', WalletReadyState.Unsupported)
    const adapter = localAdapter({ walletAdapters: [installed, loadable, missing, unsupported] })
    const connectors = adapter.getConnectors()
    expect(connectors.map((c) => [c.id, c.type])).toEqual([
      ['Standard One', 'ANNOUNCED'],
      ['Legacy Installed', 'ANNOUNCED'],
      ['Legacy Loadable', 'ANNOUNCED'],
    ])
    expect(connectors[1]).toEqual({
      id: 'Legacy Installed',
      name: 'Legacy Installed',
      chain: 'solana',
      type: 'ANNOUNCED',
      imageUrl: installed.icon,
      provider: installed,
    })
  })

  it('lists a NotDetected adapter once its readyStateChange says Installed (connectorsChanged)', async () => {
    const late = await walletAdapter('Legacy Late', WalletReadyState.NotDetected)
    const adapter = localAdapter({ walletAdapters: [late] })
    const seen: string[][] = []
    adapter.on('connectorsChanged', ({ connectors }) => seen.push(connectors.map((c) => c.id)))
    late.setReadyState(WalletReadyState.Installed)
    expect(seen).toEqual([['Legacy Late']])
  })

  it('leaves out an adapter whose name a Standard wallet has (the same wallet)', async () => {
    await registerDevnetWallet(1, { name: 'Twin' })
    const twin = await walletAdapter('Twin')
    const adapter = localAdapter({ walletAdapters: [twin] })
    expect(adapter.getConnectors()).toHaveLength(1)
    const connection = await adapter.connect({ connectorId: 'Twin' })
    expect(connection.provider).not.toBe(twin)
  })
})

describe('a wallet adapter connected', () => {
  it("connects with the adapter's key, the adapter as provider", async () => {
    const legacy = await walletAdapter('Legacy Connect')
    const connection = await localAdapter({ walletAdapters: [legacy] }).connect({
      connectorId: 'Legacy Connect',
    })
    expect(connection).toEqual({
      connectorId: 'Legacy Connect',
      address: account.publicKey,
      chainId: network.id,
      accounts: [{ address: account.publicKey, type: 'eoa' }],
      provider: legacy,
    })
    expect(legacy.connected).toBe(true)
  })

  it('signs a message with its signMessage; the signature verifies', async () => {
    const legacy = await walletAdapter('Legacy Sign')
    const adapter = localAdapter({ walletAdapters: [legacy] })
    await adapter.connect({ connectorId: 'Legacy Sign' })
    const signature = await adapter.signMessage({ message: 'hello', address: account.publicKey })
    const ok = verifyEd25519(
      decodeBase58(account.publicKey),
      new TextEncoder().encode('hello'),
      decodeBase58(signature),
    )
    expect(ok).toBe(true)
    expect(legacy.wallet.requests).toContain('signMessage')
  })

  it("sends SOL on devnet: the adapter's signTransaction signs, the recipient's balance changes", async () => {
    const legacy = await walletAdapter('Legacy Send')
    const adapter = localAdapter({ walletAdapters: [legacy] })
    await adapter.connect({ connectorId: 'Legacy Send' })
    const to = randomAddress()
    const signature = await adapter.sendTransaction({
      address: account.publicKey,
      to,
      value: 1_000_000n,
      network,
    })
    expect(decodeBase58(signature)).toHaveLength(64)
    expect(await devnetRpc(devnet).getBalance(to)).toBe(1_000_000n)
    expect(legacy.wallet.requests).toContain('signTransaction')
  })

  it('maps a refusal (the wallet error wallet-adapter wraps) to UserRejectedRequestError', async () => {
    const legacy = await walletAdapter('Legacy Reject')
    const adapter = localAdapter({ walletAdapters: [legacy] })
    legacy.wallet.rejectNext('connect')
    await expect(adapter.connect({ connectorId: 'Legacy Reject' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    await adapter.connect({ connectorId: 'Legacy Reject' })
    legacy.wallet.rejectNext('signMessage')
    await expect(
      adapter.signMessage({ message: 'no', address: account.publicKey }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  it("follows the adapter's account change (its connect event) and its own disconnect", async () => {
    const legacy = await walletAdapter('Legacy Events')
    const adapter = localAdapter({ walletAdapters: [legacy] })
    await adapter.connect({ connectorId: 'Legacy Events' })
    const events: unknown[] = []
    adapter.on('accountChanged', (payload) => events.push(payload))
    adapter.on('disconnect', (payload) => events.push(payload))
    const other = devnetSolanaAccount(devnet, 2)
    await legacy.wallet.useSecretKey(other.secretKey)
    await legacy.wallet.disconnect()
    expect(events).toEqual([
      { connectorId: 'Legacy Events', address: other.publicKey, chainId: network.id },
      { connectorId: 'Legacy Events' },
    ])
  })

  it("disconnects through the adapter's disconnect, without a disconnect event of its own", async () => {
    const legacy = await walletAdapter('Legacy Leave')
    const adapter = localAdapter({ walletAdapters: [legacy] })
    await adapter.connect({ connectorId: 'Legacy Leave' })
    const events: unknown[] = []
    adapter.on('disconnect', (payload) => events.push(payload))
    await adapter.disconnect({ connectorId: 'Legacy Leave' })
    expect(legacy.connected).toBe(false)
    expect(legacy.wallet.authorized).toBe(false)
    expect(events).toEqual([])
  })

  it('reconnects on page load with the adapter’s autoConnect (silent for a wallet that trusts the site)', async () => {
    const legacy = await walletAdapter('Legacy Reload')
    await localAdapter({ walletAdapters: [legacy] }).connect({ connectorId: 'Legacy Reload' })
    // The next page: a fresh adapter instance, the wallet still trusting the site.
    const next = await walletAdapter('Legacy Reload')
    await next.wallet.connect(false)
    next.wallet.requests.length = 0
    const connection = await localAdapter({ walletAdapters: [next] }).reconnect({
      connectorId: 'Legacy Reload',
    })
    expect(connection.address).toBe(account.publicKey)
    expect(next.wallet.requests).toEqual(['connect'])
  })

  it('waits on page load for an adapter that turns ready after the reconnect started', async () => {
    const legacy = await walletAdapter('Legacy Late Reload', WalletReadyState.NotDetected)
    await legacy.wallet.connect(false)
    const pending = localAdapter({ walletAdapters: [legacy] }).reconnect({
      connectorId: 'Legacy Late Reload',
    })
    legacy.setReadyState(WalletReadyState.Installed)
    await expect(pending).resolves.toMatchObject({ address: account.publicKey })
  })

  it('signs a transaction of the dapp’s own with signTransactionBytes, without sending it', async () => {
    const legacy = await walletAdapter('Legacy Bytes')
    const adapter = localAdapter({ walletAdapters: [legacy] })
    await adapter.connect({ connectorId: 'Legacy Bytes' })
    const { PublicKey, SystemProgram, Transaction } = await import('@solana/web3.js')
    const from = new PublicKey(account.publicKey)
    const { blockhash } = await devnetRpc(devnet).getLatestBlockhash()
    const transaction = new Transaction({ feePayer: from, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: from, toPubkey: from, lamports: 1 }),
    )
    const unsigned = transaction.serialize({ requireAllSignatures: false })
    const signed = await adapter.signTransactionBytes({
      transaction: unsigned,
      address: account.publicKey,
    })
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
  })
})
