// The wallet-adapter bridge over the embedded email wallet: connect() opens Keyway's modal,
// the visitor logs in by email there, and useWallet's signMessage and sendTransaction are
// signed in the embedded wallet's frame (a scripted stand-in of the frame client signing
// with devnet's key); the transfer lands on devnet. A disconnect signs the frame out.
import { keywayHost } from '@keyway/core/host'
import { createEd25519Keypair } from '@keyway/test/solana-wallet'
import { describe, expect, it } from 'vitest'
import { fakeFrameClients } from '../connectors/embedded-wallet.test-helpers.js'
import { devnetSolanaAccount, verifyEd25519 } from '../devnet.test-helpers.js'
import { decodeBase58 } from '../utils/base58.js'
import { bridgePage, devnet, sendSolThroughBridge } from './bridge.test-helpers.js'

const account = devnetSolanaAccount(devnet, 4)

describe('the bridge over the embedded email wallet', () => {
  it('connects after the email login in the modal, signs in the frame, sends SOL on devnet, and signs out on disconnect', async () => {
    const keypair = await createEd25519Keypair(account.secretKey)
    const fake = fakeFrameClients({ publicKey: account.publicKey, sign: keypair.sign })
    const { keyway, bridge } = bridgePage({
      adapter: {
        wallets: { get: () => [], on: () => () => undefined },
        embeddedWallet: { createFrameClient: fake.create },
      },
      client: { endpoints: { frameHost: 'https://wallet.example.com' } },
    })
    const connecting = bridge.connect()
    expect(keyway.state.modal.open).toBe(true)
    const login = await keywayHost(keyway).embeddedWallet!.load()
    await expect
      .poll(() => keyway.state.connector.connectors.some((c) => c.type === 'AUTH'))
      .toBe(true)
    await expect(login.submitEmail('me@example.com')).resolves.toBe(true)
    await expect(login.submitOtp('123456')).resolves.toBe(true)
    await connecting
    expect(bridge.publicKey?.toBase58()).toBe(account.publicKey)

    const message = new TextEncoder().encode('useWallet with the email wallet')
    const signature = await bridge.signMessage(message)
    expect(verifyEd25519(decodeBase58(account.publicKey), message, signature)).toBe(true)

    const sent = await sendSolThroughBridge(bridge, 3_500_000)
    await expect.poll(sent.balance, { timeout: 10_000 }).toBe(3_500_000n)
    expect(fake.calls.filter((c) => c.startsWith('rpcRequest:solana_'))).toEqual([
      expect.stringMatching(/^rpcRequest:solana_signMessage:/),
      expect.stringMatching(/^rpcRequest:solana_signTransaction:/),
    ])

    await bridge.disconnect()
    expect(fake.calls.at(-1)).toBe('signOut')
    expect(bridge.connected).toBe(false)
  })
})
