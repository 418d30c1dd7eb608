// One WalletConnect session for eip155 and solana: the EVM adapter, given
// `optionalNamespaces`, proposes both namespaces over devnet's relay; a real sign-client wallet
// approves both; the Solana adapter, sharing the same UniversalProvider, finds its account in
// that session without a second pairing, and a wallet-side disconnect ends both.
import { randomUUID } from 'node:crypto'
import {
  createSolanaAdapter,
  type SolanaAdapter,
  solanaCaipReference,
} from '@keyway/adapter-solana'
import { defineChain, WALLETCONNECT_SOLANA_METHODS } from '@keyway/core'
import {
  type ClosableWalletConnectClient,
  createWalletConnectClosers,
  memoryKeyValueStorage,
} from '@keyway/test/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { WALLET_CONNECT_CONNECTOR_ID } from './connectors/connector-ids.js'
import type { UniversalProvider } from './connectors/walletconnect-provider.js'
import { createEvmAdapter, type EvmAdapter } from './create-evm-adapter.js'
import { devnetAccount, devnetNetworks, testDevnet } from './devnet.test-helpers.js'

const devnet = testDevnet()
const PROJECT_ID = 'keyway-test'
const metadata = { name: 'Keyway test', description: 'test', url: 'http://127.0.0.1', icons: [] }
// Accounts other than the injected tests' (their transactions race for nonces).
const evmAccount = privateKeyToAccount(devnetAccount(devnet, 2).privateKey)
const solanaAddress = devnet.solana.accounts[1]?.publicKey ?? ''
const solanaReference = solanaCaipReference(devnet.solana.genesisHash)
const solanaNetwork = defineChain({
  id: solanaReference,
  name: 'Solana Local',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [devnet.solana.rpcUrl] } },
  testnet: true,
  chainNamespace: 'solana',
  caipNetworkId: `solana:${solanaReference}`,
})

type Closable = ClosableWalletConnectClient
const closers = createWalletConnectClosers()
const closeLater = (client: Closable) => closers.closeLater(client)

afterAll(() => closers.closeAll())

type WalletPeer = Awaited<ReturnType<typeof SignClient.init>>
type Proposal = { requiredNamespaces: object; optionalNamespaces: Record<string, unknown> }

/** A wallet app approving every namespace it is asked for, with its eip155 and solana accounts. */
async function startWalletPeer(proposals: Proposal[]): Promise<WalletPeer> {
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
  const evmChains = devnet.chains.map((c) => `eip155:${c.chainId}`)
  wallet.on('session_proposal', ({ id, params }) => {
    proposals.push(params as unknown as Proposal)
    const asked = Object.keys(params.optionalNamespaces)
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: evmChains,
          accounts: evmChains.map((c) => `${c}:${evmAccount.address}`),
          methods: ['personal_sign'],
          events: ['accountsChanged', 'chainChanged'],
        },
        // Only when proposed: a wallet may not add namespaces the dapp did not ask for.
        ...(asked.includes('solana')
          ? {
              solana: {
                chains: [solanaNetwork.caipNetworkId],
                accounts: [`${solanaNetwork.caipNetworkId}:${solanaAddress}`],
                methods: ['solana_signMessage', 'solana_signTransaction'],
                events: [],
              },
            }
          : {}),
      },
    })
  })
  return wallet
}

async function sharedProvider(): Promise<UniversalProvider> {
  const provider = (await UniversalProviderClass.init({
    projectId: PROJECT_ID,
    relayUrl: devnet.urls.relay,
    metadata,
    telemetryEnabled: false,
    logger: 'silent',
    storage: memoryKeyValueStorage() as never,
    customStoragePrefix: `dapp-${randomUUID()}`,
  })) as UniversalProvider
  closeLater(provider.client as unknown as Closable)
  return provider
}

function evmAdapter(provider: UniversalProvider): EvmAdapter {
  const adapter = createEvmAdapter({
    networks: devnetNetworks(devnet),
    projectId: PROJECT_ID,
    walletConnect: {
      relayUrl: devnet.urls.relay,
      metadata,
      loadProvider: async () => provider,
      optionalNamespaces: {
        solana: {
          chains: [solanaNetwork.caipNetworkId],
          methods: [...WALLETCONNECT_SOLANA_METHODS],
          events: [],
        },
      },
    },
  })
  closers.add(async () => adapter.destroy())
  return adapter
}

function solanaAdapter(provider: UniversalProvider): SolanaAdapter {
  const adapter = createSolanaAdapter({
    networks: [solanaNetwork],
    projectId: PROJECT_ID,
    walletConnect: { relayUrl: devnet.urls.relay, metadata, provider: async () => provider },
    wallets: { get: () => [], on: () => () => {} },
  })
  closers.add(async () => adapter.destroy())
  return adapter
}

describe('one WalletConnect session shared by the EVM and Solana adapters', () => {
  const proposals: Proposal[] = []
  let provider: UniversalProvider
  let evm: EvmAdapter
  let solana: SolanaAdapter
  let wallet: WalletPeer
  const solanaUris: string[] = []

  it('proposes eip155 and the optionalNamespaces (solana) in one proposal; the wallet approves both', async () => {
    provider = await sharedProvider()
    evm = evmAdapter(provider)
    solana = solanaAdapter(provider)
    solana.on('displayUri', ({ uri }) => solanaUris.push(uri))
    wallet = await startWalletPeer(proposals)
    evm.on('displayUri', ({ uri }) => void wallet.pair({ uri }))
    const connection = await evm.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection.address).toBe(evmAccount.address)
    expect(proposals).toHaveLength(1)
    expect(Object.keys(proposals[0]?.optionalNamespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
    expect(provider.session?.namespaces.solana?.accounts).toEqual([
      `${solanaNetwork.caipNetworkId}:${solanaAddress}`,
    ])
  })

  it('the Solana adapter connects with its account from the same session, without a new pairing', async () => {
    const connection = await solana.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection).toMatchObject({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: solanaAddress,
      chainId: solanaReference,
    })
    expect(wallet.session.getAll()).toHaveLength(1)
    expect(proposals).toHaveLength(1)
    // The shared provider's pairing uri belonged to the EVM adapter's attempt only.
    expect(solanaUris).toEqual([])
  })

  it('a wallet-side disconnect of the one session disconnects both adapters', async () => {
    const ended = (adapter: EvmAdapter | SolanaAdapter) =>
      new Promise<string>((resolve) => {
        adapter.on('disconnect', ({ connectorId }) => resolve(connectorId))
      })
    const both = Promise.all([ended(evm), ended(solana)])
    const [session] = wallet.session.getAll()
    if (!session) throw new Error('no session')
    await wallet.disconnect({
      topic: session.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    expect(await both).toEqual([WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID])
  })
})

describe('without optionalNamespaces', () => {
  it('proposes only eip155 (the solana namespace must be asked for explicitly)', async () => {
    const proposals: Proposal[] = []
    const provider = await sharedProvider()
    const adapter = createEvmAdapter({
      networks: devnetNetworks(devnet),
      projectId: PROJECT_ID,
      walletConnect: { relayUrl: devnet.urls.relay, metadata, loadProvider: async () => provider },
    })
    closers.add(async () => adapter.destroy())
    const wallet = await startWalletPeer(proposals)
    adapter.on('displayUri', ({ uri }) => void wallet.pair({ uri }))
    await adapter.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(Object.keys(proposals[0]?.optionalNamespaces ?? {})).toEqual(['eip155'])
    expect(provider.session?.namespaces.solana).toBeUndefined()
  })
})

describe('the Solana adapter proposes first', () => {
  it('the EVM adapter shows no uri for the other adapter’s pairing and then connects from its session', async () => {
    const provider = await sharedProvider()
    const evm = evmAdapter(provider)
    const solana = createSolanaAdapter({
      networks: [solanaNetwork],
      projectId: PROJECT_ID,
      walletConnect: {
        relayUrl: devnet.urls.relay,
        metadata,
        provider: async () => provider,
        optionalNamespaces: {
          eip155: { chains: [`eip155:${devnet.chains[0]?.chainId}`], methods: [], events: [] },
        },
      },
      wallets: { get: () => [], on: () => () => {} },
    })
    closers.add(async () => solana.destroy())
    const evmUris: string[] = []
    evm.on('displayUri', ({ uri }) => evmUris.push(uri))
    // The EVM adapter has loaded the shared provider (its listeners are attached).
    await evm.preloadWalletConnect()
    const wallet = await startWalletPeer([])
    solana.on('displayUri', ({ uri }) => void wallet.pair({ uri }))
    await solana.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(evmUris).toEqual([])
    const connection = await evm.connect({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
    expect(connection.address).toBe(evmAccount.address)
    expect(evmUris).toEqual([])
  })
})
