// WalletConnect against devnet's relay: a real @walletconnect/sign-client wallet pairs with
// the adapter's wc: URI and approves eip155 AND solana in one session, answers
// solana_signMessage / solana_signTransaction, and ends the session from its side.
import { randomUUID } from 'node:crypto'
import { UnsupportedChainIdError, UserRejectedRequestError } from '@keyway/core'
import { createTestSolanaWallet } from '@keyway/test/solana-wallet'
import {
  type ClosableWalletConnectClient,
  createWalletConnectClosers,
  type KeyValueStorage,
  memoryKeyValueStorage,
} from '@keyway/test/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { afterAll, describe, expect, it } from 'vitest'
import { type UniversalProvider, WALLET_CONNECT_CONNECTOR_ID } from './connectors/walletconnect.js'
import { createSolanaAdapter, type SolanaAdapter } from './create-solana-adapter.js'
import {
  devnetRpc,
  devnetSolanaAccount,
  devnetSolanaNetwork,
  randomAddress,
  testDevnet,
  verifyEd25519,
} from './devnet.test-helpers.js'
import { fromBase64 } from './transactions/wire.js'
import { decodeBase58, encodeBase58 } from './utils/base58.js'

const devnet = testDevnet()
const PROJECT_ID = 'keyway-test'
const network = devnetSolanaNetwork(devnet)
const solanaAccount = devnetSolanaAccount(devnet, 3)
const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const EVM_CHAIN = `eip155:${devnet.evmChainId}`
const metadata = { name: 'Keyway test', description: 'test', url: 'http://127.0.0.1', icons: [] }

type Closable = ClosableWalletConnectClient
const closers = createWalletConnectClosers()
const closeLater = (client: Closable) => closers.closeLater(client)

afterAll(() => closers.closeAll())

type WalletPeer = Awaited<ReturnType<typeof SignClient.init>>

/** A wallet app: approves eip155 and solana in one session; signs solana requests. */
async function startWalletPeer(options: { rejectSign?: boolean } = {}): Promise<WalletPeer> {
  const signer = await createTestSolanaWallet({
    secretKey: solanaAccount.secretKey,
    rpcUrl: devnet.urls.solanaRpc,
  })
  const wallet = await SignClient.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.urls.relay,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { ...metadata, name: 'peer wallet' },
    storage: memoryKeyValueStorage(),
    customStoragePrefix: `wallet-${randomUUID()}`,
  })
  closeLater(wallet)
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [EVM_CHAIN],
          accounts: [`${EVM_CHAIN}:${EVM_ADDRESS}`],
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
        solana: {
          chains: [network.caipNetworkId],
          accounts: [`${network.caipNetworkId}:${solanaAccount.publicKey}`],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
        },
      },
    })
  })
  wallet.on('session_request', async ({ topic, id, params }) => {
    const respond = (response: object) =>
      wallet.respond({ topic, response: { id, jsonrpc: '2.0', ...response } as never })
    if (options.rejectSign) {
      await respond({ error: { code: 5000, message: 'User rejected.' } })
      return
    }
    const { method, params: request } = params.request as {
      method: string
      params: { message?: string; transaction?: string }
    }
    if (method === 'solana_signMessage') {
      const signature = await signer.signMessage(decodeBase58(request.message ?? ''))
      await respond({ result: { signature: encodeBase58(signature) } })
    } else {
      // Answers with the signature only: the adapter places it in the fee payer's slot.
      const signed = await signer.signTransaction(fromBase64(request.transaction ?? ''))
      await respond({ result: { signature: encodeBase58(signed.slice(1, 65)) } })
    }
  })
  return wallet
}

async function sharedProvider(storage: KeyValueStorage, prefix: string) {
  const provider = (await UniversalProviderClass.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.urls.relay,
    metadata,
    telemetryEnabled: false,
    logger: 'silent',
    storage: storage as never,
    customStoragePrefix: prefix,
  })) as UniversalProvider
  closeLater(provider.client as unknown as Closable)
  return provider
}

function wcAdapter(provider: UniversalProvider): SolanaAdapter {
  const adapter = createSolanaAdapter({
    networks: [network],
    projectId: PROJECT_ID,
    walletConnect: {
      relayUrl: devnet.urls.relay,
      metadata,
      provider: async () => provider,
      optionalNamespaces: {
        eip155: { chains: [EVM_CHAIN], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    },
    wallets: { get: () => [], on: () => () => {} },
  })
  closers.add(async () => adapter.destroy())
  return adapter
}

function pairOnDisplay(adapter: SolanaAdapter, wallet: WalletPeer, uris: string[] = []) {
  adapter.on('displayUri', ({ connectorId, uri }) => {
    expect(connectorId).toBe(WALLET_CONNECT_CONNECTOR_ID)
    uris.push(uri)
    if (uris.length === 1) void wallet.pair({ uri })
  })
  return uris
}

describe('WalletConnect solana namespace over devnet relay', () => {
  const storage = memoryKeyValueStorage()
  const prefix = `dapp-${randomUUID()}`
  let provider: UniversalProvider
  let adapter: SolanaAdapter
  let wallet: WalletPeer

  it('lists a WALLET_CONNECT connector when a project id is configured', async () => {
    provider = await sharedProvider(storage, prefix)
    adapter = wcAdapter(provider)
    expect(adapter.getConnectors()).toEqual([
      { id: 'walletConnect', name: 'WalletConnect', chain: 'solana', type: 'WALLET_CONNECT' },
    ])
  })

  it('shows a wc: uri; the wallet approves eip155 and solana in ONE session; connected with its solana account', async () => {
    wallet = await startWalletPeer()
    const uris = pairOnDisplay(adapter, wallet)
    const connection = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(uris[0]).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(connection).toMatchObject({
      connectorId: 'walletConnect',
      address: solanaAccount.publicKey,
      chainId: network.id,
      accounts: [{ address: solanaAccount.publicKey, type: 'eoa' }],
    })
    expect(connection.provider).toBe(provider)
    expect(wallet.session.getAll()).toHaveLength(1)
    // The same session carries the eip155 account the EVM adapter reads from this provider.
    expect(provider.session?.namespaces.eip155?.accounts).toEqual([`${EVM_CHAIN}:${EVM_ADDRESS}`])
  })

  it('round-trips solana_signMessage (base58 message, { signature }); the signature verifies', async () => {
    const signature = await adapter.signMessage({
      message: 'hello over the relay',
      address: solanaAccount.publicKey,
    })
    const valid = verifyEd25519(
      decodeBase58(solanaAccount.publicKey),
      new TextEncoder().encode('hello over the relay'),
      decodeBase58(signature),
    )
    expect(valid).toBe(true)
  })

  it('sends SOL: the wallet signs (solana_signTransaction), the adapter submits to devnet', async () => {
    const to = randomAddress()
    await adapter.sendTransaction({
      address: solanaAccount.publicKey,
      to,
      value: 3_000_000n,
      network,
    })
    await expect.poll(() => devnetRpc(devnet).getBalance(to), { timeout: 10_000 }).toBe(3_000_000n)
  })

  it('refuses to switch to a network the session did not approve', async () => {
    const other = { ...network, id: 'NotApproved111111111111111111111' }
    const withOther = createSolanaAdapter({
      networks: [network, { ...other, caipNetworkId: `solana:${other.id}` }],
      projectId: PROJECT_ID,
      walletConnect: { metadata, provider: async () => provider },
      wallets: { get: () => [], on: () => () => {} },
    })
    await withOther.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await expect(withOther.switchNetwork({ network: other })).rejects.toBeInstanceOf(
      UnsupportedChainIdError,
    )
    withOther.destroy()
  })

  it('restores the session on a new page load (same storage) without a new pairing', async () => {
    const reloaded = wcAdapter(await sharedProvider(storage, prefix))
    const uris: string[] = []
    reloaded.on('displayUri', ({ uri }) => uris.push(uri))
    const connection = await reloaded.reconnect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection.address).toBe(solanaAccount.publicKey)
    expect(uris).toEqual([])
  })

  it('emits disconnect when the wallet ends the session', async () => {
    const disconnected = new Promise<string>((resolve) => {
      adapter.on('disconnect', ({ connectorId }) => resolve(connectorId))
    })
    const [session] = wallet.session.getAll()
    if (!session) throw new Error('no session')
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await disconnected).toBe('walletConnect')
  })
})

describe('WalletConnect rejection', () => {
  it('maps a wallet rejection of solana_signMessage (5000) to UserRejectedRequestError, with the provider loaded on demand', async () => {
    // No `provider` option: the adapter imports and initialises its own universal provider.
    const adapter = createSolanaAdapter({
      networks: [network],
      projectId: PROJECT_ID,
      walletConnect: {
        relayUrl: devnet.urls.relay,
        metadata,
        storage: memoryKeyValueStorage(),
        customStoragePrefix: `dapp-${randomUUID()}`,
      },
      wallets: { get: () => [], on: () => () => {} },
    })
    closers.add(async () => adapter.destroy())
    pairOnDisplay(adapter, await startWalletPeer({ rejectSign: true }))
    const connection = await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    closeLater((connection.provider as UniversalProvider).client as unknown as Closable)
    await expect(
      adapter.signMessage({ message: 'no', address: connection.address }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
