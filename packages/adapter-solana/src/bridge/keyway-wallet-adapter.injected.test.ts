// @vitest-environment happy-dom
// The wallet-adapter bridge over an injected wallet (a Wallet Standard keypair wallet
// registered on the page, and a wallet-adapter wallet given to the solana adapter): what a
// dapp's useWallet() sees and calls, against devnet.
import { closeModal, createMemoryStorage, disconnect, getAccount, initialize } from '@keyway/core'
import {
  WalletNotConnectedError,
  WalletSignMessageError,
  WalletWindowClosedError,
} from '@solana/wallet-adapter-base'
import { PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { createTestWalletAdapter } from '../connectors/wallet-adapter.test-helpers.js'
import { registerDevnetWallet } from '../create-solana-adapter.test-helpers.js'
import { devnetSolanaAccount, verifyEd25519 } from '../devnet.test-helpers.js'
import { decodeBase58 } from '../utils/base58.js'
import {
  bridgePage,
  devnet,
  pickInModal,
  sendSolThroughBridge,
  webConnection,
} from './bridge.test-helpers.js'

const account = devnetSolanaAccount(devnet, 2)

function record(bridge: ReturnType<typeof bridgePage>['bridge']) {
  const events: string[] = []
  bridge.on('connect', (key) => events.push(`connect:${key.toBase58()}`))
  bridge.on('disconnect', () => events.push('disconnect'))
  bridge.on('error', (error) => events.push(`error:${error.name}`))
  return events
}

describe('connect and disconnect through the bridge', () => {
  it("connect() opens Keyway's modal on solana and resolves once the visitor picks a wallet there", async () => {
    await registerDevnetWallet(2, { name: 'Injected' })
    const { keyway, bridge } = bridgePage()
    const events = record(bridge)
    expect(bridge.readyState).toBe('Loadable')
    const connecting = bridge.connect()
    expect(keyway.state.modal.open).toBe(true)
    expect(keyway.state.connector.filterByNamespace).toBe('solana')
    expect(bridge.connecting).toBe(true)
    await pickInModal(keyway, 'Injected')
    await connecting
    expect(bridge.connected).toBe(true)
    expect(bridge.publicKey?.toBase58()).toBe(account.publicKey)
    expect(events).toEqual([`connect:${account.publicKey}`])
  })

  it('connect() with Keyway already connected on solana takes that account without opening the modal', async () => {
    await registerDevnetWallet(2, { name: 'Already' })
    const { keyway, bridge } = bridgePage()
    await pickInModal(keyway, 'Already')
    await bridge.connect()
    expect(bridge.publicKey?.toBase58()).toBe(account.publicKey)
    expect(keyway.state.modal.open).toBe(false)
  })

  it('connect() rejects with WalletWindowClosedError when the modal closes without a connection', async () => {
    const { keyway, bridge } = bridgePage()
    const events = record(bridge)
    const connecting = bridge.connect()
    closeModal(keyway)
    await expect(connecting).rejects.toBeInstanceOf(WalletWindowClosedError)
    expect(bridge.connected).toBe(false)
    expect(bridge.connecting).toBe(false)
    expect(events).toEqual(['error:WalletWindowClosedError'])
  })

  it("follows a connection made in Keyway's own modal, the wallet's account switch and Keyway's disconnect", async () => {
    const { testWallet } = await registerDevnetWallet(2, { name: 'Elsewhere' })
    const { keyway, bridge } = bridgePage()
    const events = record(bridge)
    await pickInModal(keyway, 'Elsewhere')
    await expect.poll(() => bridge.publicKey?.toBase58()).toBe(account.publicKey)
    const other = devnetSolanaAccount(devnet, 1)
    await testWallet.useSecretKey(other.secretKey)
    await expect.poll(() => bridge.publicKey?.toBase58()).toBe(other.publicKey)
    await disconnect(keyway)
    await expect.poll(() => bridge.connected).toBe(false)
    expect(events).toEqual([
      `connect:${account.publicKey}`,
      `connect:${other.publicKey}`,
      'disconnect',
    ])
  })

  it("disconnect() ends Keyway's solana connection and the wallet's", async () => {
    const { testWallet } = await registerDevnetWallet(2, { name: 'Leaving' })
    const { keyway, bridge } = bridgePage()
    const events = record(bridge)
    await pickInModal(keyway, 'Leaving')
    await expect.poll(() => bridge.connected).toBe(true)
    await bridge.disconnect()
    expect(getAccount(keyway, { namespace: 'solana' }).status).toBe('disconnected')
    expect(testWallet.authorized).toBe(false)
    expect(bridge.publicKey).toBeNull()
    expect(events).toEqual([`connect:${account.publicKey}`, 'disconnect'])
  })

  it("autoConnect() on the next page waits for Keyway's restore, without opening the modal", async () => {
    await registerDevnetWallet(2, { name: 'Restored' })
    const storage = createMemoryStorage()
    const first = bridgePage({ client: { storage } })
    await pickInModal(first.keyway, 'Restored')
    const next = bridgePage({ client: { storage } })
    const restoring = initialize(next.keyway)
    await next.bridge.autoConnect()
    await restoring
    expect(next.bridge.publicKey?.toBase58()).toBe(account.publicKey)
    expect(next.keyway.state.modal.open).toBe(false)
  })

  it('autoConnect() with nothing to restore stays disconnected and opens nothing', async () => {
    const { keyway, bridge } = bridgePage()
    await initialize(keyway)
    await bridge.autoConnect()
    expect(bridge.connected).toBe(false)
    expect(keyway.state.modal.open).toBe(false)
  })
})

describe('signing and sending through the bridge (useWallet)', () => {
  async function connected(name: string) {
    await registerDevnetWallet(2, { name })
    const page = bridgePage()
    const connecting = page.bridge.connect()
    await pickInModal(page.keyway, name)
    await connecting
    return page
  }

  it("sendTransaction: wallet-adapter's own send, signed by the wallet; the transfer lands on devnet", async () => {
    const { bridge } = await connected('Sender')
    const sent = await sendSolThroughBridge(bridge, 2_000_000)
    expect(decodeBase58(sent.signature)).toHaveLength(64)
    await expect.poll(sent.balance, { timeout: 10_000 }).toBe(2_000_000n)
  })

  it('signMessage: the signature verifies with the account key', async () => {
    const { bridge } = await connected('Signer')
    const message = new TextEncoder().encode('hello from useWallet')
    const signature = await bridge.signMessage(message)
    expect(verifyEd25519(decodeBase58(account.publicKey), message, signature)).toBe(true)
  })

  it('signTransaction and signAllTransactions: legacy and v0 transactions come back signed, not sent', async () => {
    const { bridge } = await connected('Batch')
    const key = new PublicKey(account.publicKey)
    const { blockhash } = await webConnection().getLatestBlockhash()
    const legacy = () =>
      new Transaction({ feePayer: key, recentBlockhash: blockhash }).add(
        SystemProgram.transfer({ fromPubkey: key, toPubkey: key, lamports: 1 }),
      )
    const { TransactionMessage, VersionedTransaction } = await import('@solana/web3.js')
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: key,
        recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: key, toPubkey: key, lamports: 2 })],
      }).compileToV0Message(),
    )
    const signed = await bridge.signTransaction(legacy())
    expect(signed.verifySignatures()).toBe(true)
    const [first, second] = await bridge.signAllTransactions([legacy(), v0])
    expect((first as Transaction).verifySignatures()).toBe(true)
    const versioned = second as InstanceType<typeof VersionedTransaction>
    const [signature] = versioned.signatures
    expect(
      verifyEd25519(key.toBytes(), versioned.message.serialize(), signature ?? new Uint8Array()),
    ).toBe(true)
  })

  it('a refusal in the wallet is WalletSignMessageError (its cause Keyway’s typed error); before connecting, WalletNotConnectedError', async () => {
    const { bridge: idle } = bridgePage()
    await expect(idle.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(
      WalletNotConnectedError,
    )
    const { testWallet } = await registerDevnetWallet(2, { name: 'Refuser' })
    const page = bridgePage()
    const connecting = page.bridge.connect()
    await pickInModal(page.keyway, 'Refuser')
    await connecting
    testWallet.rejectNext('signMessage')
    const refused = page.bridge.signMessage(new Uint8Array([1]))
    await expect(refused).rejects.toBeInstanceOf(WalletSignMessageError)
    await expect(refused).rejects.toMatchObject({ error: { name: 'UserRejectedRequestError' } })
  })

  it('goes to a wallet-adapter wallet Keyway lists (walletAdapters) the same way', async () => {
    const legacy = await createTestWalletAdapter({
      secretKey: account.secretKey,
      rpcUrl: devnet.urls.solanaRpc,
      name: 'Legacy Through Bridge',
    })
    const { keyway, bridge } = bridgePage({ adapter: { walletAdapters: [legacy] } })
    const connecting = bridge.connect()
    await pickInModal(keyway, 'Legacy Through Bridge')
    await connecting
    const message = new TextEncoder().encode('legacy')
    expect(
      verifyEd25519(legacy.publicKey!.toBytes(), message, await bridge.signMessage(message)),
    ).toBe(true)
    const sent = await sendSolThroughBridge(bridge, 1_500_000)
    await expect.poll(sent.balance, { timeout: 10_000 }).toBe(1_500_000n)
    expect(legacy.wallet.requests).toEqual(['connect', 'signMessage', 'signTransaction'])
  })
})
