/**
 * The WalletConnect connector: a wagmi connector over `@walletconnect/universal-provider`,
 * whose code is loaded on first use (walletconnect-provider.ts). Telemetry is off; the relay
 * URL and the RPC map come from options, so a session's reads go to the configured networks
 * (devnet in tests and the demo).
 */
import {
  type AdapterSignIn,
  ConnectorNotConnectedError,
  SignatureDeclinedError,
  toCaipNetworkId,
  WALLETCONNECT_EIP155_METHODS,
} from '@keyway/core'
import {
  createWalletConnectSession,
  toUniversalProviderInitOptions,
  type WalletConnectMetadata,
  type WalletConnectNamespaceRequest,
} from '@keyway/core/adapter'
import { createConnector, ProviderNotFoundError } from '@wagmi/core'
import { getAddress, numberToHex, SwitchChainError } from 'viem'
import { WALLET_CONNECT_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_TYPE } from './connector-ids.js'
import { sessionAccounts, sessionChainIds } from './walletconnect-accounts.js'
import {
  type FormatAuthMessage,
  requestedChainIds,
  toAuthenticateError,
  toAuthenticateParameters,
  toSignInSessions,
} from './walletconnect-auth.js'
import {
  loadUniversalProvider,
  type UniversalProvider,
  type UniversalProviderLoader,
} from './walletconnect-provider.js'

/** Events a session subscribes to. */
const EIP155_EVENTS = ['accountsChanged', 'chainChanged']

export type WalletConnectConnectorParameters = {
  projectId: string
  relayUrl?: string | undefined
  metadata: WalletConnectMetadata
  /** Chain ids to request (optional namespaces) and their RPC map (see networks.ts). */
  chainIds: readonly number[]
  rpcMap: Record<string, string>
  /** Key-value storage of the sign client (IndexedDB in a browser by default). */
  storage?: unknown
  customStoragePrefix?: string | undefined
  /** Loads and initialises the provider; the default imports it on demand. */
  loadProvider?: UniversalProviderLoader | undefined
  /**
   * Other namespaces to ask for in the same proposal (e.g. solana), so one session carries
   * accounts of every namespace the dapp configures; the other adapter, given the same
   * provider, then finds its accounts in `provider.session` without a new pairing.
   */
  optionalNamespaces?: Readonly<Record<string, WalletConnectNamespaceRequest>> | undefined
  /**
   * Sign-in while connecting, when the client has sign-in on (docs/sign-in.md#when-sign-in-starts): a new pairing then
   * uses one-click auth if every requested chain is eip155.
   */
  getSignIn?: (() => AdapterSignIn | undefined) | undefined
  /**
   * Whether WalletConnect was asked for on this page (Keyway connecting or restoring it, or
   * preparing a pairing). Until then the connector's `getProvider` — which wagmi's reconnect
   * on mount calls on every connector of the config — fails instead of loading the provider
   * and opening a relay connection for a visitor who never used WalletConnect (wagmi skips a
   * connector without a provider). Its own calls (a connect through wagmi's hooks) load it.
   */
  wanted?: (() => boolean) | undefined
}

type Session = NonNullable<UniversalProvider['session']>

export function walletConnect(parameters: WalletConnectConnectorParameters) {
  const load = parameters.loadProvider ?? loadUniversalProvider
  let chainId: number | undefined

  return createConnector<UniversalProvider>((config) => {
    let connected = false

    function emitDisconnect(): void {
      if (!connected) return
      connected = false
      chainId = undefined
      config.emitter.emit('disconnect')
    }

    const walletConnectSession = createWalletConnectSession({
      load: () => load(toUniversalProviderInitOptions(parameters)),
      listen(provider) {
        provider.on('accountsChanged', (accounts: string[]) => {
          if (accounts.length === 0) return emitDisconnect()
          config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
        })
        provider.on('chainChanged', (chain: string | number) => {
          const next = Number(chain)
          if (!Number.isSafeInteger(next) || next === chainId) return
          chainId = next
          config.emitter.emit('change', { chainId: next })
        })
      },
      onDisplayUri: (uri) => config.emitter.emit('message', { type: 'display_uri', data: uri }),
      onSessionEnded: emitDisconnect,
    })
    let asked = false
    /** The session's provider, loading it on the first call. */
    function getProvider(): Promise<UniversalProvider> {
      asked = true
      return walletConnectSession.getProvider()
    }

    const eip155Request: WalletConnectNamespaceRequest = {
      chains: parameters.chainIds.map((id) => toCaipNetworkId('eip155', id)),
      methods: [...WALLETCONNECT_EIP155_METHODS],
      events: EIP155_EVENTS,
      rpcMap: parameters.rpcMap,
    }

    /** A plain session proposal: eip155 beside the dapp's other namespaces. */
    function pair(): Promise<UniversalProvider> {
      return walletConnectSession.propose('eip155', eip155Request, parameters.optionalNamespaces)
    }

    /**
     * One-click auth (docs/validation.md#email-and-social-login) when sign-in is on and every requested chain is eip155;
     * undefined otherwise (then a plain proposal, and each account signs after connecting).
     * Without `auths` the wallet answered sign-client's fallback proposal instead.
     */
    async function pairWithSignIn() {
      const signIn = parameters.getSignIn?.()
      if (!signIn) return undefined
      const request = await signIn.createRequest(
        requestedChainIds(eip155Request.chains, parameters.optionalNamespaces),
      )
      if (!request) return undefined
      try {
        const { provider, auths } = await walletConnectSession.authenticate((provider) =>
          provider.authenticate(toAuthenticateParameters(request, eip155Request)),
        )
        const formatMessage: FormatAuthMessage = (p) => provider.client.formatAuthMessage(p)
        return { provider, auths, signIn, request, formatMessage }
      } catch (error) {
        const failure = toAuthenticateError(error)
        // A decline is the sign-in's to report; other failures are the pairing's (retried
        // by the WalletConnect view).
        if (failure instanceof SignatureDeclinedError) signIn.fail(failure)
        throw failure
      }
    }

    function pickChain(session: Session | undefined, wanted: number | undefined): number {
      const approved = sessionChainIds(session)
      if (wanted !== undefined && approved.includes(wanted)) return wanted
      if (chainId !== undefined && approved.includes(chainId)) return chainId
      const first = approved[0] ?? parameters.chainIds[0]
      if (first === undefined) throw new ConnectorNotConnectedError({ details: 'No chain' })
      return first
    }

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: WALLET_CONNECT_CONNECTOR_TYPE,
      async getProvider() {
        if (!asked && parameters.wanted?.() === false) throw new ProviderNotFoundError()
        return getProvider()
      },
      async connect({ chainId: wanted, isReconnecting } = {}) {
        let provider = await getProvider()
        let signedIn: Awaited<ReturnType<typeof pairWithSignIn>> | undefined
        if (!provider.session) {
          if (isReconnecting) {
            throw new ConnectorNotConnectedError({ details: 'No WalletConnect session' })
          }
          signedIn = await pairWithSignIn()
          provider = signedIn?.provider ?? (await pair())
        }
        const accounts = sessionAccounts(provider.session)
        if (!accounts.length) {
          throw new ConnectorNotConnectedError({ details: 'The session has no eip155 account' })
        }
        chainId = pickChain(provider.session, wanted)
        provider.setDefaultChain(
          toCaipNetworkId('eip155', chainId),
          parameters.rpcMap[String(chainId)],
        )
        if (signedIn?.auths?.length) {
          // Stored before the account shows as connected, so sign-in finds the session.
          await signedIn.signIn.complete({
            request: signedIn.request,
            sessions: toSignInSessions(signedIn.auths, chainId, signedIn.formatMessage),
          })
        }
        connected = true
        return { accounts: accounts as never, chainId }
      },
      async disconnect() {
        connected = false
        chainId = undefined
        await walletConnectSession.disconnect()
      },
      async getAccounts() {
        const provider = await getProvider()
        return sessionAccounts(provider.session)
      },
      async getChainId() {
        const provider = await getProvider()
        return chainId ?? pickChain(provider.session, undefined)
      },
      async isAuthorized() {
        const provider = await getProvider()
        return sessionAccounts(provider.session).length > 0
      },
      /** wagmi's switchChain (its useSwitchChain hook): the session's provider switches. */
      async switchChain({ chainId: target }) {
        const chain = config.chains.find((c) => c.id === target)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${target} is not configured`))
        const provider = await getProvider()
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(target) }],
        })
        if (chainId !== target) {
          chainId = target
          config.emitter.emit('change', { chainId: target })
        }
        return chain
      },
      onAccountsChanged(accounts) {
        if (accounts.length === 0) emitDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },
      onChainChanged(chain) {
        chainId = Number(chain)
        config.emitter.emit('change', { chainId })
      },
      onDisconnect: emitDisconnect,
    }
  })
}
