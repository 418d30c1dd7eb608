/**
 * The demo's composition root: the EVM, Solana and Bitcoin adapters (sharing one
 * WalletConnect provider, so one pairing serves all three) and one Keyway client for the
 * page, made here (not at import of any module), handed to the provider.
 */
import './devnet-process-shim.js'
import {
  createBitcoinAdapter,
  WALLETCONNECT_BIP122_EVENTS,
  WALLETCONNECT_BIP122_METHODS,
} from '@keyway/adapter-bitcoin'
import { createEvmAdapter } from '@keyway/adapter-evm'
import { createSolanaAdapter } from '@keyway/adapter-solana'
import {
  createKeyway,
  getAccount,
  getBalance,
  sendTransaction,
  signMessage,
  type ThemeMode,
  WALLETCONNECT_EIP155_METHODS,
  WALLETCONNECT_SOLANA_METHODS,
} from '@keyway/core'
import { KeywayProvider } from '@keyway/react'
import { createSiwxClient } from '@keyway/siwx'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { createBitcoinActions } from './bitcoin-actions.js'
import type { DevnetWalletsConfig } from './devnet-wallets/install.js'
import { loadDevnetWallets } from './devnet-wallets/load.js'
import { createDevnetWalletsSetting } from './devnet-wallets/setting.js'
import {
  bitcoinNetworks,
  defaultSolanaRecipient,
  demoMetadata,
  devnetChain,
  devnetChain2,
  devnetSolana,
  endpoints,
  features,
  networks,
  onramp,
  projectId,
  smartSession,
  tokens,
} from './keyway.config.js'
import { createSharedWalletConnect } from './shared-walletconnect.js'
import { createSignMessage } from './sign-message.js'
import { createSolanaActions } from './solana-actions.js'
import './styles.css'

/** `?theme=dark` (screenshots) wins over the system preference. */
function initialThemeMode(): ThemeMode {
  const asked = new URLSearchParams(window.location.search).get('theme')
  if (asked === 'dark' || asked === 'light') return asked
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}

const metadata = demoMetadata(window.location.origin)
const evmNetworks = [devnetChain, devnetChain2] as const
/**
 * `?networks=evm` configures the EVM networks only (no Solana adapter): a WalletConnect
 * session then asks for eip155 chains alone, so sign-in happens while connecting
 * (one-click auth, docs/validation.md#email-and-social-login).
 */
const evmOnly = new URLSearchParams(window.location.search).get('networks') === 'evm'

// "Devnet test wallets": for a visitor with no wallet extension, an EVM and a
// Solana wallet with devnet's public test keys, fetched as a separate bundle when turned on.
const devnetWalletsSetting = createDevnetWalletsSetting(window.localStorage)
const devnetWalletsConfig: DevnetWalletsConfig = {
  evmChains: [
    {
      chainId: devnetChain.id,
      rpcUrl: devnetChain.rpcUrls.default.http[0] ?? '',
      name: devnetChain.name,
    },
    {
      chainId: devnetChain2.id,
      rpcUrl: devnetChain2.rpcUrls.default.http[0] ?? '',
      name: devnetChain2.name,
    },
  ],
  solana: {
    rpcUrl: devnetSolana.rpcUrls.default.http[0] ?? '',
    caipNetworkId: devnetSolana.caipNetworkId,
  },
}
function installDevnetWallets(): void {
  loadDevnetWallets(window, devnetWalletsConfig).catch((error: unknown) =>
    console.error('The devnet test wallets failed to load', error),
  )
}
// Started before the adapters restore a connection; a wallet that appears a little later
// is still found (EIP-6963 re-announces, the Solana adapter waits for a registration).
if (devnetWalletsSetting.enabled) installDevnetWallets()
const devnetWallets = {
  enabled: devnetWalletsSetting.enabled,
  setEnabled(enabled: boolean) {
    devnetWalletsSetting.set(enabled)
    // An announced wallet cannot be taken back from the page: turning off reloads it.
    if (enabled) installDevnetWallets()
    else window.location.reload()
  },
}

// One WalletConnect session carries eip155, solana and bip122: whichever adapter proposes
// asks for the other namespaces too, and the others find their accounts in the same session.
function evmNamespace() {
  return {
    chains: evmNetworks.map((n) => n.caipNetworkId),
    methods: [...WALLETCONNECT_EIP155_METHODS],
    events: ['accountsChanged', 'chainChanged'],
    rpcMap: Object.fromEntries(
      evmNetworks.map((n) => [String(n.id), n.rpcUrls.default.http[0] ?? '']),
    ),
  }
}
function solanaNamespace() {
  return {
    chains: [devnetSolana.caipNetworkId],
    methods: [...WALLETCONNECT_SOLANA_METHODS],
    events: [],
    rpcMap: { [devnetSolana.id]: devnetSolana.rpcUrls.default.http[0] ?? '' },
  }
}
/** Bitcoin needs no RPC: connecting and signing go to the wallet. */
function bitcoinNamespace() {
  return {
    chains: bitcoinNetworks.map((n) => n.caipNetworkId),
    methods: [...WALLETCONNECT_BIP122_METHODS],
    events: [...WALLETCONNECT_BIP122_EVENTS],
  }
}
const walletConnect = createSharedWalletConnect({
  projectId,
  relayUrl: endpoints.relay,
  metadata,
  telemetryEnabled: false,
  logger: 'silent',
})
const adapter = createEvmAdapter({
  networks,
  projectId,
  walletConnect: {
    relayUrl: endpoints.relay,
    metadata,
    loadProvider: walletConnect.load,
    optionalNamespaces: evmOnly
      ? undefined
      : { solana: solanaNamespace(), bip122: bitcoinNamespace() },
  },
  storage: window.localStorage,
})
/** WalletConnect on the shared provider, with a proposal asking for the other namespaces too. */
function onSharedSession<T>(optionalNamespaces: T) {
  return {
    relayUrl: endpoints.relay,
    metadata,
    provider: walletConnect.provider,
    optionalNamespaces,
  }
}
const solanaAdapter = createSolanaAdapter({
  networks,
  projectId,
  // When Solana is the active namespace, its proposal asks for eip155 and bip122 as well.
  walletConnect: onSharedSession({ eip155: evmNamespace(), bip122: bitcoinNamespace() }),
  storage: window.localStorage,
})
// Bitcoin: Wallet Standard and sats-connect wallets, and bip122 in the shared session. Its
// sats-connect and WalletConnect code load on first use.
const bitcoinAdapter = createBitcoinAdapter({
  networks,
  projectId,
  walletConnect: onSharedSession({ eip155: evmNamespace(), solana: solanaNamespace() }),
  storage: window.localStorage,
})
const query = new URLSearchParams(window.location.search)
/** `?legal` turns on the legal checkbox (docs/limits.md#features-and-defaults feature, off by default) with demo links. */
const withLegal = query.has('legal')
/**
 * `?balances=rpc` leaves the blockchain API out, so balances are read over chain RPC (the
 * native balance and `tokens`), as in a dapp that names no endpoint.
 */
const { blockchainApi, ...otherEndpoints } = endpoints
/**
 * `?siwx` turns on sign-in (docs/sign-in.md#when-sign-in-starts sign-in flow, required): after connecting, the wallet
 * signs a message that the demo's server (/siwx) verifies and keeps as a session.
 */
const siwx = query.has('siwx')
  ? createSiwxClient({
      url: `${window.location.origin}/siwx`,
      statement: 'Sign in to the Keyway demo.',
    })
  : undefined
const client = createKeyway({
  adapters: evmOnly ? [adapter] : [adapter, solanaAdapter, bitcoinAdapter],
  networks: evmOnly ? evmNetworks : networks,
  projectId,
  endpoints:
    query.get('balances') === 'rpc' ? otherEndpoints : { ...otherEndpoints, blockchainApi },
  tokens: evmOnly
    ? Object.fromEntries(Object.entries(tokens).filter(([id]) => id.startsWith('eip155:')))
    : tokens,
  features: withLegal ? { ...features, legalCheckbox: true } : features,
  onramp,
  ...(withLegal
    ? {
        termsConditionsUrl: `${window.location.origin}/#terms`,
        privacyPolicyUrl: `${window.location.origin}/#privacy`,
      }
    : {}),
  metadata,
  ...(siwx ? { siwx } : {}),
  themeMode: initialThemeMode(),
  storage: window.localStorage,
})

// The EVM panel signs with the eip155 account whichever namespace is active.
const signEvmMessage = createSignMessage({
  getAddress: () => getAccount(client, { namespace: 'eip155' }).address,
  signMessage: (parameters) => signMessage(client, { ...parameters, namespace: 'eip155' }),
})

const solana = createSolanaActions({
  adapter: solanaAdapter,
  network: devnetSolana,
  getAddress: () => getAccount(client, { namespace: 'solana' }).address,
  signMessage: (parameters) => signMessage(client, { ...parameters, namespace: 'solana' }),
  sendTransaction: (parameters) => sendTransaction(client, { ...parameters, namespace: 'solana' }),
  onSent: () => {
    getBalance(client, { force: true }).catch(() => undefined)
  },
})

const bitcoin = createBitcoinActions({
  getAddress: () => getAccount(client, { namespace: 'bip122' }).address,
  signBitcoinMessage: (parameters) => bitcoinAdapter.signBitcoinMessage(parameters),
})

const prepareWalletConnect = () => adapter.prepareWalletConnect()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <KeywayProvider client={client}>
      <App
        networks={evmOnly ? evmNetworks : networks}
        signMessage={signEvmMessage}
        prepareWalletConnect={prepareWalletConnect}
        solana={evmOnly ? undefined : solana}
        bitcoin={evmOnly ? undefined : bitcoin}
        defaultSolanaRecipient={defaultSolanaRecipient}
        devnetWallets={devnetWallets}
        smartSession={smartSession}
      />
    </KeywayProvider>
  </StrictMode>,
)
