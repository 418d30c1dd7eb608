/**
 * WalletConnect's bip122 namespace through `@walletconnect/universal-provider`, loaded with a
 * dynamic `import()` the first time it is needed (telemetry off, relay URL from options).
 *
 * One session for every namespace: give this adapter `provider` (a function resolving to ONE
 * shared, initialised UniversalProvider) and the same instance to the EVM and Solana
 * adapters. Whichever adapter connects first proposes the session; the other namespaces go
 * in `optionalNamespaces` so one proposal asks for all of them. The others then find
 * `provider.session` and connect without a new pairing; a disconnect from any ends the one
 * session.
 *
 * A connection on a chain holds the session's account there (the `payment` address, the
 * wallet's "first external address") and the wallet's first `ordinal` address, read from
 * the session's `bip122_getAccountAddresses` property or asked with `getAccountAddresses`.
 * `bip122_addressesChanged` events and session updates report new addresses.
 */
import {
  ConnectorNotConnectedError,
  InvalidParamsRpcError,
  toCaipNetworkId,
  UnsupportedProviderMethodError,
} from '@keyway/core'
import {
  type AdapterTimers,
  createWalletConnectSession,
  sessionAddresses,
  sessionChainReferences,
  toAdapterError,
  toUniversalProviderInitOptions,
  type WalletConnectMetadata,
  type WalletConnectNamespaceRequest,
  withTimeout,
} from '@keyway/core/adapter'
import { base64 } from '@scure/base'
import type { UniversalProvider as UniversalProviderClass } from '@walletconnect/universal-provider'
import { type BitcoinNetwork, findBitcoinNetwork } from '../networks.js'
import { type BitcoinMessageProtocol, protocolOfSignature } from '../signature.js'
import {
  BIP122_ADDRESSES_CHANGED_EVENT,
  BIP122_ADDRESSES_SESSION_PROPERTY,
  type BitcoinWalletConnectAddress,
  parseAccountAddresses,
  signatureBytes,
  toConnectionAddresses,
  WALLETCONNECT_BIP122_EVENTS,
  WALLETCONNECT_BIP122_METHODS,
  type WalletConnectBip122Method,
} from './bip122.js'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** How long connecting waits for the wallet's getAccountAddresses (the ordinals address). */
export const ACCOUNT_ADDRESSES_TIMEOUT_MS = 10_000

/** An initialised universal provider (the package exports its class as a const). */
export type UniversalProvider = InstanceType<typeof UniversalProviderClass>
type Session = NonNullable<UniversalProvider['session']>

export type BitcoinWalletConnectOptions = {
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

/** A connection on one chain: its CAIP-2 reference and the addresses there (payment first). */
export type BitcoinWalletConnectConnection = {
  chainId: string
  addresses: BitcoinWalletConnectAddress[]
}

export type CreateBitcoinWalletConnectParameters = {
  projectId: string
  options: BitcoinWalletConnectOptions
  networks: readonly BitcoinNetwork[]
  onDisplayUri(uri: string): void
  /** The wallet ended the session (or the relay gave up on it). */
  onSessionEnded(): void
  /** The wallet's addresses on `chainId` (a CAIP-2 reference) changed. */
  onAddressesChanged(chainId: string, addresses: BitcoinWalletConnectAddress[]): void
  timers?: AdapterTimers | undefined
}

export type BitcoinWalletConnectSignedMessage = {
  address: string
  /** base64: the BIP-322 simple witness, or the 65-byte legacy signature. */
  signature: string
  protocol: BitcoinMessageProtocol
}

/** signPsbt's inputs to sign: the address whose key signs input `index`. */
export type BitcoinWalletConnectSignInput = {
  address: string
  index: number
  sighashTypes?: number[] | undefined
}

/** The session's bip122 payment addresses (`bip122:<reference>:<address>`), unique. */
export function sessionBitcoinAccounts(session: Session | undefined): string[] {
  return sessionAddresses(session, 'bip122')
}

/** The CAIP-2 references the session approved for bip122, in the wallet's order. */
export function sessionBitcoinChains(session: Session | undefined): string[] {
  return sessionChainReferences(session, 'bip122')
}

/** The session's account on `chainId`: the payment address there. */
function sessionAccountOn(session: Session | undefined, chainId: string): string | undefined {
  const prefix = `bip122:${chainId}:`
  const account = session?.namespaces.bip122?.accounts.find((a) => a.startsWith(prefix))
  return account?.slice(prefix.length)
}

export type BitcoinWalletConnect = ReturnType<typeof createBitcoinWalletConnect>

export function createBitcoinWalletConnect(parameters: CreateBitcoinWalletConnectParameters) {
  const { options, networks } = parameters
  // Last addresses reported per chain, so an event that changes nothing reports nothing.
  const reported = new Map<string, string>()
  const lastAddresses = new Map<string, BitcoinWalletConnectAddress[]>()

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
      provider.on('session_event', (payload: SessionEventPayload) => {
        const { event, chainId } = payload.params
        if (
          event.name !== BIP122_ADDRESSES_CHANGED_EVENT ||
          payload.topic !== provider.session?.topic
        )
          return
        const reference = chainId.startsWith('bip122:') ? chainId.slice('bip122:'.length) : chainId
        const payment = sessionAccountOn(provider.session, reference)
        if (payment)
          report(reference, toConnectionAddresses(payment, parseAccountAddresses(event.data)))
      })
      provider.on('session_update', () => {
        for (const reference of sessionBitcoinChains(provider.session)) {
          const payment = sessionAccountOn(provider.session, reference)
          const known = lastAddresses.get(reference)
          if (!payment || known?.[0]?.address === payment) continue
          // A new first external address: the ordinals address may have changed with it.
          report(reference, toConnectionAddresses(payment, sessionEntries(provider.session)))
        }
      })
    },
    onDisplayUri: parameters.onDisplayUri,
    onSessionEnded: () => {
      reported.clear()
      lastAddresses.clear()
      parameters.onSessionEnded()
    },
  })
  const { getProvider } = walletConnectSession

  function remember(chainId: string, addresses: BitcoinWalletConnectAddress[]) {
    lastAddresses.set(chainId, addresses)
    reported.set(chainId, JSON.stringify(addresses))
  }

  function report(chainId: string, addresses: BitcoinWalletConnectAddress[]) {
    // A wallet's event may list the payment address only; keep the ordinals address known.
    const known = lastAddresses.get(chainId)
    const ordinals = known?.find((a) => a.purpose === 'ordinals')
    const merged =
      ordinals &&
      !addresses.some((a) => a.purpose === 'ordinals') &&
      known?.[0]?.address === addresses[0]?.address
        ? [...addresses, ordinals]
        : addresses
    if (reported.get(chainId) === JSON.stringify(merged)) return
    remember(chainId, merged)
    parameters.onAddressesChanged(chainId, merged)
  }

  function sessionEntries(session: Session | undefined) {
    const properties = (session as { sessionProperties?: Record<string, unknown> } | undefined)
      ?.sessionProperties
    return parseAccountAddresses(properties?.[BIP122_ADDRESSES_SESSION_PROPERTY])
  }

  function approvedMethods(provider: UniversalProvider): readonly string[] {
    return provider.session?.namespaces.bip122?.methods ?? []
  }

  /** The chain to use: the wanted one if approved, else the first approved configured one. */
  function pickChain(session: Session | undefined, wanted: string | undefined): string {
    const approved = sessionBitcoinChains(session)
    if (wanted !== undefined && approved.includes(wanted)) return wanted
    const configured = approved.find((ref) => findBitcoinNetwork(networks, ref))
    const chain = configured ?? approved[0]
    if (chain === undefined) throw new ConnectorNotConnectedError({ details: 'No bip122 chain' })
    return chain
  }

  /** Calls `method` on `chainId`; a method the wallet did not approve is refused here. */
  async function request<T>(method: WalletConnectBip122Method, params: object, chainId: string) {
    const provider = await getProvider()
    if (!provider.session)
      throw new ConnectorNotConnectedError({ details: 'No WalletConnect session' })
    // The universal provider sends a method the session lacks to an RPC URL instead.
    if (!approvedMethods(provider).includes(method))
      throw new UnsupportedProviderMethodError({ details: `The wallet did not approve ${method}` })
    try {
      return await provider.request<T>(
        { method, params: params as never },
        toCaipNetworkId('bip122', chainId),
      )
    } catch (error) {
      throw toAdapterError(error)
    }
  }

  function paymentOn(provider: UniversalProvider, chainId: string): string {
    const payment = sessionAccountOn(provider.session, chainId)
    if (!payment)
      throw new ConnectorNotConnectedError({ details: `No bip122 account on ${chainId}` })
    return payment
  }

  /** The addresses on `chainId`: the session's property, else asked (bounded in time). */
  async function addressesOn(provider: UniversalProvider, chainId: string) {
    const payment = paymentOn(provider, chainId)
    let entries = sessionEntries(provider.session)
    const ordinalKnown = entries.some((e) => e.intention === 'ordinal')
    // The property describes one chain's addresses; the payment address tells which.
    if (!(ordinalKnown && entries.some((e) => e.address === payment))) {
      entries = []
      if (approvedMethods(provider).includes('getAccountAddresses')) {
        entries = await withTimeout(
          () =>
            request<unknown>(
              'getAccountAddresses',
              { account: payment, intentions: ['payment', 'ordinal'] },
              chainId,
            ),
          {
            timeoutMs: ACCOUNT_ADDRESSES_TIMEOUT_MS,
            label: `wallet:${WALLET_CONNECT_CONNECTOR_ID}:getAccountAddresses`,
            timers: parameters.timers,
          },
        ).then(parseAccountAddresses, () => [])
      }
    }
    const addresses = toConnectionAddresses(payment, entries)
    remember(chainId, addresses)
    return { chainId, addresses }
  }

  return {
    getProvider,
    /** Proposes a session (bip122 + `optionalNamespaces`) unless one exists already. */
    async connect(wanted?: string): Promise<BitcoinWalletConnectConnection> {
      const provider = await walletConnectSession.propose(
        'bip122',
        {
          chains: networks.map((n) => n.caipNetworkId),
          methods: [...WALLETCONNECT_BIP122_METHODS],
          events: [...WALLETCONNECT_BIP122_EVENTS],
        },
        options.optionalNamespaces,
      )
      if (!sessionBitcoinAccounts(provider.session).length)
        throw new ConnectorNotConnectedError({ details: 'The session has no bip122 account' })
      return addressesOn(provider, pickChain(provider.session, wanted))
    },
    /** Page load: the provider restored a session from storage, or there is none. */
    async reconnect(wanted?: string): Promise<BitcoinWalletConnectConnection> {
      const provider = await getProvider()
      if (!provider.session)
        throw new ConnectorNotConnectedError({ details: 'No WalletConnect session' })
      if (!sessionBitcoinAccounts(provider.session).length)
        throw new ConnectorNotConnectedError({ details: 'The session has no bip122 account' })
      return addressesOn(provider, pickChain(provider.session, wanted))
    },
    /** The addresses on another approved chain (a network switch). */
    async switchChain(chainId: string): Promise<BitcoinWalletConnectConnection> {
      const provider = await getProvider()
      if (!sessionBitcoinChains(provider.session).includes(chainId))
        throw new ConnectorNotConnectedError({
          details: `The session did not approve bip122:${chainId}`,
        })
      return addressesOn(provider, chainId)
    },
    /** CAIP-2 references the session approved for bip122. */
    approvedChains: async () => sessionBitcoinChains((await getProvider()).session),
    /** The methods the wallet approved (a dapp can hide what the wallet lacks). */
    methods: async () => approvedMethods(await getProvider()),
    /**
     * Signs `message` (BIP-322 simple unless `protocol` says `ecdsa`; the published default
     * is ECDSA, so Keyway always says which). The answer's signature, hex or base64, comes
     * back as base64, with the protocol the signature is.
     */
    async signMessage(input: {
      message: string
      address?: string | undefined
      protocol?: BitcoinMessageProtocol | undefined
      chainId: string
    }): Promise<BitcoinWalletConnectSignedMessage> {
      const provider = await getProvider()
      const account = paymentOn(provider, input.chainId)
      const address = input.address ?? account
      const answer = await request<{ address?: unknown; signature?: unknown }>(
        'signMessage',
        { account, address, message: input.message, protocol: input.protocol ?? 'bip322' },
        input.chainId,
      )
      if (typeof answer?.signature !== 'string' || !answer.signature)
        throw new InvalidParamsRpcError({
          details: 'The wallet answered signMessage without a signature',
        })
      let bytes: Uint8Array
      try {
        bytes = signatureBytes(answer.signature)
      } catch (cause) {
        throw toAdapterError(
          new Error(`The wallet's signature is neither hex nor base64`, { cause }),
        )
      }
      return {
        address: typeof answer.address === 'string' ? answer.address : address,
        signature: base64.encode(bytes),
        protocol: protocolOfSignature(bytes),
      }
    },
    /** Signs a base64 PSBT's inputs; `broadcast` asks the wallet to send it too. */
    async signPsbt(input: {
      psbt: string
      signInputs: readonly BitcoinWalletConnectSignInput[]
      broadcast?: boolean | undefined
      chainId: string
    }): Promise<{ psbt: string; txid?: string | undefined }> {
      const account = paymentOn(await getProvider(), input.chainId)
      return request(
        'signPsbt',
        {
          account,
          psbt: input.psbt,
          signInputs: input.signInputs,
          broadcast: input.broadcast ?? false,
        },
        input.chainId,
      )
    },
    /** Asks the wallet to send `amount` satoshis (it builds, signs and broadcasts). */
    async sendTransfer(input: {
      recipientAddress: string
      amount: bigint
      changeAddress?: string | undefined
      memo?: string | undefined
      chainId: string
    }): Promise<{ txid: string }> {
      if (input.amount <= 0n)
        throw new InvalidParamsRpcError({
          details: 'sendTransfer needs a positive amount (satoshis)',
        })
      const account = paymentOn(await getProvider(), input.chainId)
      return request(
        'sendTransfer',
        {
          account,
          recipientAddress: input.recipientAddress,
          amount: input.amount.toString(),
          ...(input.changeAddress ? { changeAddress: input.changeAddress } : {}),
          ...(input.memo ? { memo: input.memo } : {}),
        },
        input.chainId,
      )
    },
    disconnect: walletConnectSession.disconnect,
  }
}

type SessionEventPayload = {
  topic: string
  params: { chainId: string; event: { name: string; data: unknown } }
}
