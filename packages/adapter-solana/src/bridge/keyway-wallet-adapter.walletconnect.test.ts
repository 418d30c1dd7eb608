// The wallet-adapter bridge over WalletConnect: the visitor picks WalletConnect in Keyway's
// modal, a sign-client wallet app on devnet's relay pairs and approves solana; useWallet's
// signMessage and sendTransaction go to that wallet over the relay, and the wallet ending
// the session disconnects the bridge.
import { randomUUID } from 'node:crypto'
import { closeModal, connect } from '@keyway/core'
import { memoryKeyValueStorage } from '@keyway/test/walletconnect'
import { describe, expect, it } from 'vitest'
import { type UniversalProvider, WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletconnect.js'
import { devnetSolanaAccount, verifyEd25519 } from '../devnet.test-helpers.js'
import { decodeBase58 } from '../utils/base58.js'
import {
  bridgePage,
  closeWalletConnectLater,
  devnet,
  sendSolThroughBridge,
  startSolanaWalletPeer,
} from './bridge.test-helpers.js'

const account = devnetSolanaAccount(devnet, 3)
const metadata = { name: 'Keyway test', description: 'test', url: 'http://127.0.0.1', icons: [] }

describe('the bridge over WalletConnect (devnet relay)', () => {
  it('connects through the modal, signs a message and sends SOL over the relay, and disconnects when the wallet ends the session', async () => {
    const { keyway, solana, bridge } = bridgePage({
      adapter: {
        projectId: 'keyway-test',
        walletConnect: {
          relayUrl: devnet.urls.relay,
          metadata,
          storage: memoryKeyValueStorage(),
          customStoragePrefix: `dapp-${randomUUID()}`,
        },
        wallets: { get: () => [], on: () => () => {} },
      },
    })
    const wallet = await startSolanaWalletPeer(account)
    solana.on('displayUri', ({ uri }) => void wallet.pair({ uri }))
    const events: string[] = []
    bridge.on('connect', (key) => events.push(`connect:${key.toBase58()}`))
    bridge.on('disconnect', () => events.push('disconnect'))

    const connecting = bridge.connect()
    expect(keyway.state.modal.open).toBe(true)
    const connection = await connect(keyway, {
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      namespace: 'solana',
    })
    closeWalletConnectLater((connection.provider as UniversalProvider).client as never)
    closeModal(keyway)
    await connecting
    expect(bridge.publicKey?.toBase58()).toBe(account.publicKey)

    const message = new TextEncoder().encode('useWallet over the relay')
    const signature = await bridge.signMessage(message)
    expect(verifyEd25519(decodeBase58(account.publicKey), message, signature)).toBe(true)

    const sent = await sendSolThroughBridge(bridge, 2_500_000)
    await expect.poll(sent.balance, { timeout: 10_000 }).toBe(2_500_000n)

    const [session] = wallet.session.getAll()
    if (!session) throw new Error('no session')
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect.poll(() => bridge.connected, { timeout: 10_000 }).toBe(false)
    expect(events).toEqual([`connect:${account.publicKey}`, 'disconnect'])
  })
})
