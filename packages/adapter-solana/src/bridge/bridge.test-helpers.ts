/**
 * Test-only: a page with a Keyway client on devnet's cluster, its solana adapter and the
 * wallet-adapter bridge over it; what the visitor does in the modal (picks a wallet, or
 * closes it); a dapp's own SOL transfer through the bridge (wallet-adapter's
 * `sendTransaction` with a web3.js Connection); and a WalletConnect wallet app on devnet's
 * relay that approves the solana namespace and signs.
 */
import { randomUUID } from 'node:crypto'
import {
  type ChainDefinition,
  type CreateKeywayParameters,
  closeModal,
  connect,
  createKeyway,
  createMemoryStorage,
  type KeywayClient,
} from '@keyway/core'
import { createTestSolanaWallet } from '@keyway/test/solana-wallet'
import { createWalletConnectClosers, memoryKeyValueStorage } from '@keyway/test/walletconnect'
import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { SignClient } from '@walletconnect/sign-client'
import { afterAll, afterEach } from 'vitest'
import {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapter,
} from '../create-solana-adapter.js'
import {
  devnetRpc,
  devnetSolanaNetwork,
  randomAddress,
  type SolanaDevnetInfo,
  testDevnet,
} from '../devnet.test-helpers.js'
import { fromBase64 } from '../transactions/wire.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'
import { KeywayWalletAdapter } from './keyway-wallet-adapter.js'

const devnet = testDevnet()
export const network = devnetSolanaNetwork(devnet)
const stops: (() => void)[] = []
const closers = createWalletConnectClosers()
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})
afterAll(() => closers.closeAll())

export type BridgePage = {
  keyway: KeywayClient
  solana: SolanaAdapter
  bridge: KeywayWalletAdapter
}

export function bridgePage(
  options: {
    adapter?: Partial<CreateSolanaAdapterParameters>
    client?: Partial<CreateKeywayParameters>
  } = {},
): BridgePage {
  const storage = options.client?.storage ?? createMemoryStorage()
  const solana = createSolanaAdapter({ networks: [network], storage, ...options.adapter })
  const keyway = createKeyway({
    adapters: [solana],
    networks: [network] as [ChainDefinition, ...ChainDefinition[]],
    projectId: 'keyway-test',
    storage,
    logger: { warn: () => undefined },
    ...options.client,
  })
  const bridge = new KeywayWalletAdapter({ keyway })
  stops.push(() => {
    bridge.destroy()
    keyway.destroy()
    solana.destroy()
  })
  return { keyway, solana, bridge }
}

/** The visitor picks `connectorId` in the open modal; the modal then closes. */
export async function pickInModal(keyway: KeywayClient, connectorId: string): Promise<void> {
  await connect(keyway, { connectorId, namespace: 'solana' })
  closeModal(keyway)
}

export const webConnection = () => new Connection(devnet.urls.solanaRpc, 'confirmed')

/** The dapp's own SOL transfer, sent with wallet-adapter's sendTransaction; the recipient. */
export async function sendSolThroughBridge(bridge: KeywayWalletAdapter, lamports: number) {
  if (!bridge.publicKey) throw new Error('not connected')
  const to = randomAddress()
  const transaction = new Transaction().add(
    SystemProgram.transfer({
      fromPubkey: bridge.publicKey,
      toPubkey: new PublicKey(to),
      lamports,
    }),
  )
  const signature = await bridge.sendTransaction(transaction, webConnection())
  return { to, signature, balance: () => devnetRpc(devnet).getBalance(to) }
}

type WalletPeer = Awaited<ReturnType<typeof SignClient.init>>

/** A WalletConnect wallet app for devnet's account: approves solana, signs what it is asked. */
export async function startSolanaWalletPeer(
  account: SolanaDevnetInfo['accounts'][number],
): Promise<WalletPeer> {
  const signer = await createTestSolanaWallet({
    secretKey: account.secretKey,
    rpcUrl: devnet.urls.solanaRpc,
  })
  const wallet = await SignClient.init({
    projectId: 'keyway-test',
    relayUrl: devnet.urls.relay,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'peer wallet', description: 'test', url: 'http://127.0.0.1', icons: [] },
    storage: memoryKeyValueStorage(),
    customStoragePrefix: `wallet-${randomUUID()}`,
  })
  closers.closeLater(wallet)
  wallet.on('session_proposal', ({ id }) => {
    void wallet.approve({
      id,
      namespaces: {
        solana: {
          chains: [network.caipNetworkId],
          accounts: [`${network.caipNetworkId}:${account.publicKey}`],
          methods: ['solana_signMessage', 'solana_signTransaction'],
          events: [],
        },
      },
    })
  })
  wallet.on('session_request', async ({ topic, id, params }) => {
    const { method, params: request } = params.request as {
      method: string
      params: { message?: string; transaction?: string }
    }
    const result =
      method === 'solana_signMessage'
        ? { signature: encodeBase58(await signer.signMessage(decodeBase58(request.message ?? ''))) }
        : // The signature only: the adapter places it in the signer's slot.
          {
            signature: encodeBase58(
              (await signer.signTransaction(fromBase64(request.transaction ?? ''))).slice(1, 65),
            ),
          }
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return wallet
}

export function closeWalletConnectLater(client: Parameters<typeof closers.closeLater>[0]) {
  closers.closeLater(client)
}

export { devnet }
