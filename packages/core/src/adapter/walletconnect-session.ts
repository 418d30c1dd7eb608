/**
 * One adapter's side of a WalletConnect session over `@walletconnect/universal-provider`.
 * The provider may be shared: the EVM and Solana adapters can be given the same instance,
 * so one proposal asks for both namespaces and one session carries accounts of both.
 * Core does not depend on the provider package: the adapters load it (on demand) and this
 * file reads it through the few members it uses.
 */
import { tryParseCaipAddress, tryParseCaipNetworkId } from '../caip/caip.js'

/** A namespace asked for in a proposal: CAIP-2 chain ids, the methods and events wanted. */
export type WalletConnectNamespaceRequest = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string> | undefined
}

/** The part of a session read here: per namespace, `<ns>:<reference>:<address>` accounts. */
export type WalletConnectSessionLike = {
  namespaces: Readonly<
    Record<string, { accounts: readonly string[]; chains?: readonly string[] | undefined }>
  >
}

/** The unique addresses of a session's accounts in `namespace`, in the wallet's order. */
export function sessionAddresses(
  session: WalletConnectSessionLike | undefined,
  namespace: string,
): string[] {
  const accounts = session?.namespaces[namespace]?.accounts ?? []
  const addresses = accounts
    .map((account) => tryParseCaipAddress(account)?.address)
    .filter((a): a is string => !!a)
  return [...new Set(addresses)]
}

/**
 * The unique CAIP-2 references (`1`, `5eykt4Us…`) a session approved in `namespace`, in the
 * wallet's order: its `chains`, then the chains of its accounts (a wallet may list only
 * accounts).
 */
export function sessionChainReferences(
  session: WalletConnectSessionLike | undefined,
  namespace: string,
): string[] {
  const entry = session?.namespaces[namespace]
  const references = [
    ...(entry?.chains ?? []).map((chain) => tryParseCaipNetworkId(chain)?.chainId),
    ...(entry?.accounts ?? []).map((account) => tryParseCaipAddress(account)?.chainId),
  ]
  return [...new Set(references.filter((reference): reference is string => !!reference))]
}

/** A namespace as the provider's `connect` takes it: an absent RPC map is left out. */
export type WalletConnectProposalNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

/** The members of a universal provider used here. */
export type WalletConnectProviderLike = {
  session?: WalletConnectSessionLike | undefined
  on(event: string, listener: (payload: never) => void): unknown
  connect(parameters: {
    optionalNamespaces: Record<string, WalletConnectProposalNamespace>
  }): Promise<unknown>
  disconnect(): Promise<unknown>
}

/** What a one-click auth (`authenticate`) resolves with: the wallet's CACAOs, if it signed. */
export type WalletConnectAuthenticated<P> = {
  provider: P
  /** Absent when the wallet answered the fallback proposal instead (no one-click auth). */
  auths?: readonly unknown[] | undefined
}

function toProposalNamespace({
  rpcMap,
  ...request
}: WalletConnectNamespaceRequest): WalletConnectProposalNamespace {
  return rpcMap ? { ...request, rpcMap } : request
}

export type CreateWalletConnectSessionParameters<P extends WalletConnectProviderLike> = {
  /** Loads and initialises the provider (or returns the shared one). */
  load(): Promise<P>
  /** Subscribes to the provider's namespace-specific events, once per loaded provider. */
  listen?: ((provider: P) => void) | undefined
  /** A pairing uri of this adapter's own proposal, to show as a QR code or deep link. */
  onDisplayUri(uri: string): void
  /** The wallet ended the session (session_delete), or the relay gave up on it. */
  onSessionEnded(): void
}

/** The first of two promises to fulfil; rejects with the newer one's error if both fail. */
function firstFulfilled<T>(newer: Promise<T>, older: Promise<T>): Promise<T> {
  return Promise.any([newer, older]).catch((error: unknown) => {
    throw error instanceof AggregateError ? error.errors[0] : error
  })
}

export function createWalletConnectSession<P extends WalletConnectProviderLike>(
  parameters: CreateWalletConnectSessionParameters<P>,
) {
  let providerPromise: Promise<P> | undefined
  // This adapter's proposal (or one-click auth) in flight. A shared provider emits
  // display_uri for the other adapter's pairing too; only the adapter that asked for the
  // session shows its uri.
  let proposal: { done: Promise<WalletConnectAuthenticated<P>>; uri?: string } | undefined

  function listen(provider: P): void {
    provider.on('display_uri', (uri: unknown) => {
      if (!proposal || typeof uri !== 'string') return
      proposal.uri = uri
      parameters.onDisplayUri(uri)
    })
    provider.on('session_delete', () => parameters.onSessionEnded())
    provider.on('disconnect', () => parameters.onSessionEnded())
    parameters.listen?.(provider)
  }

  function getProvider(): Promise<P> {
    providerPromise ??= parameters.load().then(
      (provider) => {
        listen(provider)
        return provider
      },
      (error: unknown) => {
        // A failed load (offline, relay down) may be retried by the next attempt.
        providerPromise = undefined
        throw error
      },
    )
    return providerPromise
  }

  /**
   * Starts a proposal (or one-click auth). A new call while one still waits for the relay
   * (no pairing uri yet) is the WalletConnect view retrying: a new proposal is the
   * library's way to open the relay socket again now (it skips a plain reopen while no
   * topic is subscribed). The stuck one is kept: the relay may still publish it, and
   * whichever the wallet approves settles the call.
   */
  function ask(
    start: () => Promise<WalletConnectAuthenticated<P>>,
  ): Promise<WalletConnectAuthenticated<P>> {
    const stuck = proposal?.uri === undefined ? proposal?.done : undefined
    // Set before starting: the provider may show the uri before the call returns.
    const current = {} as { done: Promise<WalletConnectAuthenticated<P>>; uri?: string }
    proposal = current
    const started = start()
    current.done = stuck ? firstFulfilled(started, stuck) : started
    const forget = () => {
      if (proposal === current) proposal = undefined
    }
    current.done.then(forget, forget)
    return current.done
  }

  return {
    getProvider,
    /**
     * Proposes a session asking for `namespace` (with `request`) and `others` in one
     * proposal, unless the provider has a session already (restored, or proposed by the
     * other adapter on a shared provider). Resolves with the provider once it has one. A
     * call while a proposal waits for the relay is a retry (see `ask`).
     */
    async propose(
      namespace: string,
      request: WalletConnectNamespaceRequest,
      others: Readonly<Record<string, WalletConnectNamespaceRequest>> | undefined,
    ): Promise<P> {
      const provider = await getProvider()
      if (provider.session) return provider
      const requests = Object.entries({ ...others, [namespace]: request })
      const optionalNamespaces = Object.fromEntries(
        requests.map(([name, each]) => [name, toProposalNamespace(each)]),
      )
      const { provider: connected } = await ask(() =>
        provider.connect({ optionalNamespaces }).then(() => ({ provider })),
      )
      return connected
    },
    /**
     * One-click auth (docs/validation.md#email-and-social-login): the session comes with the sign-in the wallet signed.
     * `run` makes the provider's `authenticate` call; a pending proposal is retried like
     * `propose`'s. Resolves without `auths` when there is a session already or the wallet
     * answered the proposal sign-client sends beside the request (no one-click support).
     */
    async authenticate(
      run: (provider: P) => Promise<{ auths?: readonly unknown[] | undefined }>,
    ): Promise<WalletConnectAuthenticated<P>> {
      const provider = await getProvider()
      if (provider.session) return { provider }
      return ask(() => run(provider).then(({ auths }) => ({ provider, auths })))
    },
    /** Ends the session; the local session is dropped even when the relay is gone. */
    async disconnect(): Promise<void> {
      const provider = await getProvider()
      if (provider.session) await provider.disconnect().catch(() => undefined)
    },
  }
}
