/**
 * A real Keyway client over core's in-memory test adapters, for the UI's own tests (not
 * exported). The catalogue service is a fake `fetch` answering like the configuration
 * service (docs/services.md#wallet-catalogue-walletcatalogue /getWallets, /getWalletImage) from a generated list.
 */
import type {
  Connector,
  CustomWallet,
  KeywayClient,
  LocalFeatures,
  OnrampOption,
  SiwxConfig,
  StorageLike,
  TokensOption,
} from '@keyway/core'
import { createKeyway, createMemoryStorage } from '@keyway/core'
import {
  createTestAdapter,
  type TestAdapter,
  testArbitrum,
  testMainnet,
  testSolana,
} from '@keyway/core/testing'

export type TestCatalogueEntry = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  mobile_link: string | null
}

export function makeCatalogue(size: number): TestCatalogueEntry[] {
  return Array.from({ length: size }, (_, i) => ({
    id: `wallet-${i}`,
    name: i === 0 ? 'MetaMask' : `Wallet ${String(i).padStart(3, '0')}`,
    image_id: `image-${i}`,
    rdns: i === 0 ? 'io.metamask' : null,
    mobile_link: `wallet${i}://`,
  }))
}

export type TestClientOptions = {
  connectors?: Connector[]
  catalogue?: TestCatalogueEntry[]
  /** Makes /getWallets answer 400 (not retried) while true. */
  failCatalogue?: { value: boolean }
  withSolana?: boolean
  /** Catalogue ids the dapp features (createKeyway's featuredWalletIds). */
  featuredWalletIds?: string[]
  /** The dapp's own wallets (createKeyway's customWallets). */
  customWallets?: CustomWallet[]
  /** The page's storage (share one between two clients to play a reload). */
  storage?: StorageLike
  /** Local features (createKeyway's features). */
  features?: LocalFeatures
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  /** The dapp's tokens per network (createKeyway's tokens). */
  tokens?: TokensOption
  /** Token amounts (smallest unit) of the EVM test adapter, by owner then token address. */
  tokenBalances?: Record<string, Record<string, string>>
  /** Sign-in with a message (createKeyway's siwx). */
  siwx?: SiwxConfig
  /** Answers the blockchain API's requests (its endpoint is set only with this). */
  blockchainApi?: (url: URL) => Response | Promise<Response>
  /** createKeyway's onramp option (Meld is offered only with its public key). */
  onramp?: OnrampOption
  /** endpoints.frameHost: turns the email login on (the AUTH connector comes in `connectors`). */
  frameHost?: string
}

/** Ethereum with a block explorer, for the explorer link. */
const mainnet = {
  ...testMainnet,
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.test/' } },
}

const BLOCKCHAIN_API = 'http://api.test'

export type TestClient = {
  client: KeywayClient
  evm: TestAdapter
  solana: TestAdapter | undefined
  requests: URL[]
}

/**
 * The clients made since the last `destroyTestClients()`. The browser tests share one page:
 * a client left with its modal open would poll its balance through every later test.
 */
const created: KeywayClient[] = []

/** Stops every client made so far (balance polling, adapter watchers); after each test. */
export function destroyTestClients(): void {
  for (const client of created.splice(0)) client.destroy()
}

export function createTestClient(options: TestClientOptions = {}): TestClient {
  const catalogue = options.catalogue ?? makeCatalogue(120)
  const requests: URL[] = []
  const fetchFn = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    )
    requests.push(url)
    if (url.pathname.startsWith('/getWalletImage/')) {
      return new Response(new Blob(['<svg/>'], { type: 'image/svg+xml' }))
    }
    if (url.pathname === '/getWallets') {
      if (options.failCatalogue?.value) return new Response('{}', { status: 400 })
      const page = Number(url.searchParams.get('page') ?? 1)
      const entries = Number(url.searchParams.get('entries') ?? 40)
      const search = url.searchParams.get('search')?.toLowerCase()
      const include = url.searchParams.get('include')?.split(',')
      const matches = catalogue.filter(
        (w) =>
          (!search || w.name.toLowerCase().includes(search)) &&
          (!include || include.includes(w.id)),
      )
      const data = matches.slice((page - 1) * entries, page * entries)
      return Response.json({ data, count: matches.length })
    }
    if (url.pathname === '/appkit/v1/config') return Response.json({ features: {} })
    if (url.origin === BLOCKCHAIN_API && options.blockchainApi) return options.blockchainApi(url)
    return new Response('{}', { status: 404 })
  }
  const evm = createTestAdapter({
    namespace: 'eip155',
    connectors: options.connectors ?? [
      { id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' },
      {
        id: 'io.metamask',
        name: 'MetaMask',
        chain: 'eip155',
        type: 'ANNOUNCED',
        imageUrl: 'data:image/svg+xml,<svg/>',
        info: { rdns: 'io.metamask' },
      },
    ],
    balances: { '0x1111111111111111111111111111111111111111': '1.23456' },
    tokenBalances: options.tokenBalances,
  })
  const solana = options.withSolana ? createTestAdapter({ namespace: 'solana' }) : undefined
  const client = createKeyway({
    adapters: solana ? [evm, solana] : [evm],
    networks: solana ? [mainnet, testArbitrum, testSolana] : [mainnet, testArbitrum],
    projectId: 'test-project',
    endpoints: {
      config: 'http://config.test',
      walletCatalogue: 'http://config.test',
      ...(options.blockchainApi ? { blockchainApi: BLOCKCHAIN_API } : {}),
      ...(options.frameHost ? { frameHost: options.frameHost } : {}),
    },
    storage: options.storage ?? createMemoryStorage(),
    fetch: fetchFn,
    logger: { warn: () => undefined },
    featuredWalletIds: options.featuredWalletIds,
    customWallets: options.customWallets,
    features: options.features,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    tokens: options.tokens,
    siwx: options.siwx,
    onramp: options.onramp,
  })
  created.push(client)
  return { client, evm, solana, requests }
}
