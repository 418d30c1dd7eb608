/**
 * WalletConnect's solana namespace through `@walletconnect/universal-provider`, loaded with
 * a dynamic `import()` the first time it is needed (telemetry off, relay URL from options).
 *
 * One session for both namespaces: pass `provider` (a function resolving to ONE shared,
 * initialised UniversalProvider) to this adapter and the same instance to the EVM adapter
 * (its `walletConnect.loadProvider`). Whichever adapter connects first proposes the
 * session; put the other namespace in `optionalNamespaces` here so one proposal asks for
 * both. The other adapter then finds `provider.session` with its accounts and connects
 * without a new pairing, and disconnecting either ends the one session (docs/connection.md#disconnecting).
 */
import {
  ConnectorNotConnectedError,
  toCaipNetworkId,
  WALLETCONNECT_SOLANA_METHODS,
} from '@keyway/core'
import {
  createWalletConnectSession,
  sessionAddresses,
  sessionChainReferences,
  toUniversalProviderInitOptions,
  type WalletConnectMetadata,
  type WalletConnectNamespaceRequest,
} from '@keyway/core/adapter'
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { findSolanaNetwork, type SolanaNetwork, toSolanaRpcMap } from '../networks.js'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** An initialised universal provider (the package exports its class as a const). */
export type UniversalProvider = InstanceType<typeof UniversalProviderClass>
type Session = NonNullable<UniversalProvider['session']>

export type SolanaWalletConnectOptions = {
  relayUrl?: string | undefined
  metadata: WalletConnectMetadata
  /** The shared provider (see above); default: one of this adapter's own, loaded on demand. */
  provider?: (() => Promise<UniversalProvider>) | undefined
  /** Other namespaces to ask for in the same proposal. */
  optionalNamespaces?: Readonly<Record<string, WalletConnectNamespaceRequest>> | undefined
  /** The sign client's key-value storage (default: its own browser storage). */
  storage?: unknown
  customStoragePrefix?: string | undefined
}

/** The unique solana addresses of a session (`solana:<reference>:<address>`). */
export function sessionSolanaAccounts(session: Session | undefined): string[] {
  return sessionAddresses(session, 'solana')
}

/** The CAIP-2 references the session approved for solana, in the wallet's order. */
export function sessionSolanaChains(session: Session | undefined): string[] {
  return sessionChainReferences(session, 'solana')
}

export type SolanaWalletConnect = ReturnType<typeof createSolanaWalletConnect>

export function createSolanaWalletConnect(parameters: {
  projectId: string
  options: SolanaWalletConnectOptions
  networks: readonly SolanaNetwork[]
  onDisplayUri(uri: string): void
  onSessionEnded(): void
  onAccountsChanged(addresses: string[]): void
}) {
  const { options, networks } = parameters
  const walletConnectSession = createWalletConnectSession({
    load: async (): Promise<UniversalProvider> => {
      if (options.provider) return options.provider()
      const { UniversalProvider } = await import('@walletconnect/universal-provider')
      const initOptions = toUniversalProviderInitOptions({
        ...options,
        projectId: parameters.projectId,
      })
      return UniversalProvider.init(initOptions as Parameters<typeof UniversalProvider.init>[0])
    },
    listen(provider) {
      provider.on('session_update', () => {
        const accounts = sessionSolanaAccounts(provider.session)
        if (accounts.length) parameters.onAccountsChanged(accounts)
      })
    },
    onDisplayUri: parameters.onDisplayUri,
    onSessionEnded: parameters.onSessionEnded,
  })
  const { getProvider } = walletConnectSession

  /** The chain to use: the wanted one if approved, else the first approved configured one. */
  function pickChain(session: Session | undefined, wanted: string | undefined): string {
    const approved = sessionSolanaChains(session)
    if (wanted !== undefined && approved.includes(wanted)) return wanted
    const configured = approved.find((ref) => findSolanaNetwork(networks, ref))
    const chain = configured ?? approved[0] ?? (networks[0] ? String(networks[0].id) : undefined)
    if (chain === undefined) throw new ConnectorNotConnectedError({ details: 'No solana chain' })
    return chain
  }

  function sessionAccounts(provider: UniversalProvider, wanted: string | undefined) {
    const addresses = sessionSolanaAccounts(provider.session)
    if (!addresses.length) {
      throw new ConnectorNotConnectedError({ details: 'The session has no solana account' })
    }
    return { addresses, chainId: pickChain(provider.session, wanted), provider }
  }

  return {
    getProvider,
    /** Proposes a session (solana + `optionalNamespaces`) unless one exists already. */
    async connect(wanted: string | undefined) {
      const provider = await walletConnectSession.propose(
        'solana',
        {
          chains: networks.map((n) => n.caipNetworkId),
          methods: [...WALLETCONNECT_SOLANA_METHODS],
          events: [],
          rpcMap: toSolanaRpcMap(networks),
        },
        options.optionalNamespaces,
      )
      return sessionAccounts(provider, wanted)
    },
    /** Page load: the provider restored a session from storage, or there is none. */
    async reconnect(wanted: string | undefined) {
      const provider = await getProvider()
      if (!provider.session) {
        throw new ConnectorNotConnectedError({ details: 'No WalletConnect session' })
      }
      return sessionAccounts(provider, wanted)
    },
    approvedChains: async () => sessionSolanaChains((await getProvider()).session),
    accounts: async () => sessionSolanaAccounts((await getProvider()).session),
    async request<T>(method: string, params: unknown, chainId: string): Promise<T> {
      const provider = await getProvider()
      return provider.request<T>(
        { method, params: params as never },
        toCaipNetworkId('solana', chainId),
      )
    },
    disconnect: walletConnectSession.disconnect,
  }
}
