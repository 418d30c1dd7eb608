/**
 * A real WalletConnect wallet for the suite: a @walletconnect/sign-client peer in the test
 * process, on devnet's relay, backed by a devnet account. It pairs with the URI the modal
 * shows, approves the proposal (or signs a one-click auth request, or declines it),
 * answers personal_sign and can end the session itself.
 */

import { createMemoryStorage, signSessionAuthenticate } from '@keyway/devnet'
import { SignClient } from '@walletconnect/sign-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

type Client = Awaited<ReturnType<typeof SignClient.init>>

export type WcWalletOptions = {
  relayUrl: string
  projectId: string
  privateKey: Hex
  /** Chains the wallet offers, e.g. [31337, 31338]. */
  chainIds: readonly number[]
  /** Also approves the solana namespace with this account when the proposal asks for it. */
  solana?: { caipNetworkId: string; address: string } | undefined
  /** How it answers a one-click auth request (wc_sessionAuthenticate); default 'approve'. */
  auth?: WcAuthAnswer | undefined
  /**
   * Sends what eth_sendTransaction asks (its first param, on the CAIP-2 chain of the request)
   * and answers the hash; without it the wallet refuses the method.
   */
  sendTransaction?: ((request: unknown, chainId: string) => Promise<Hex>) | undefined
}

export type WcAuthAnswer = 'approve' | 'reject'

export type WcRequest = { method: string; params: unknown }

export type WcWallet = {
  readonly address: Hex
  /** The namespaces of the approved session (e.g. ['eip155', 'solana']). */
  sessionNamespaces(): string[]
  readonly requests: readonly WcRequest[]
  /** What the dapp asked to start a session, in order: wc_sessionPropose, wc_sessionAuthenticate. */
  readonly sessionRequests: readonly string[]
  /** The CACAOs the wallet signed for one-click auth requests. */
  readonly signedAuths: readonly { p: { iss: string; nonce: string; domain: string } }[]
  /** Changes how the next one-click auth request is answered. */
  setAuthAnswer(answer: WcAuthAnswer): void
  /**
   * Pairs with a `wc:` URI; resolves with the session topic once the session is approved,
   * or undefined once the wallet declined a one-click auth request.
   */
  pair(uri: string): Promise<string | undefined>
  /** Ends the session from the wallet's side (the dapp gets session_delete). */
  disconnect(): Promise<void>
  close(): Promise<void>
}

/** WalletConnect's "user disconnected" reason (getSdkError('USER_DISCONNECTED')). */
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
/** WalletConnect's "user rejected" reason (getSdkError('USER_REJECTED')). */
const USER_REJECTED = { code: 5000, message: 'User rejected.' }
/** The eip155 methods the wallet supports (a one-click auth recap keeps only these). */
const EIP155_METHODS = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain']

export async function createWcWallet(options: WcWalletOptions): Promise<WcWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const requests: WcRequest[] = []
  const sessionRequests: string[] = []
  const signedAuths: { p: { iss: string; nonce: string; domain: string } }[] = []
  let authAnswer: WcAuthAnswer = options.auth ?? 'approve'
  let topic: string | undefined
  const client: Client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'e2e wallet',
      description: 'sign-client wallet of the demo e2e suite',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storage: createMemoryStorage(),
    // sign-client keeps one Core per storage prefix in the process: one per wallet.
    customStoragePrefix: `e2e-wallet-${crypto.randomUUID()}`,
  })

  let approved: ((topic: string | undefined) => void) | undefined
  let failed: ((error: unknown) => void) | undefined

  // With this listener, sign-client answers a pairing made for wc_sessionAuthenticate here
  // and leaves the proposal sent beside it alone, as a wallet with one-click auth does.
  client.on('session_authenticate', ({ id, params }) => {
    sessionRequests.push('wc_sessionAuthenticate')
    const chains = options.chainIds.map((chainId) => `eip155:${chainId}`)
    const answer =
      authAnswer === 'reject'
        ? client
            .rejectSessionAuthenticate({ id, reason: USER_REJECTED })
            .then(() => approved?.(undefined))
        : signSessionAuthenticate({
            client,
            authPayload: params.authPayload,
            account,
            chains,
            methods: EIP155_METHODS,
          }).then(async (auths) => {
            signedAuths.push(...auths)
            const { session } = await client.approveSessionAuthenticate({ id, auths })
            topic = session?.topic
            approved?.(session?.topic)
          })
    answer.catch((error: unknown) => failed?.(error))
  })

  client.on('session_proposal', ({ id, params }) => {
    sessionRequests.push('wc_sessionPropose')
    const asked = [
      ...Object.values(params.requiredNamespaces ?? {}),
      ...Object.values(params.optionalNamespaces ?? {}),
    ]
    const methods = [...new Set(asked.flatMap((ns) => ns.methods ?? []))]
    const events = [...new Set(asked.flatMap((ns) => ns.events ?? []))]
    const chains = options.chainIds.map((chainId) => `eip155:${chainId}`)
    // A wallet may only approve namespaces the dapp proposed.
    const solanaAsked = Boolean(
      params.requiredNamespaces?.solana ?? params.optionalNamespaces?.solana,
    )
    const solana = options.solana && solanaAsked ? options.solana : undefined
    client
      .approve({
        id,
        namespaces: {
          eip155: {
            chains,
            accounts: chains.map((chain) => `${chain}:${account.address}`),
            methods: methods.length > 0 ? methods : ['personal_sign'],
            events: events.length > 0 ? events : ['accountsChanged', 'chainChanged'],
          },
          ...(solana
            ? {
                solana: {
                  chains: [solana.caipNetworkId],
                  accounts: [`${solana.caipNetworkId}:${solana.address}`],
                  methods: ['solana_signMessage', 'solana_signTransaction'],
                  events: [],
                },
              }
            : {}),
        },
      })
      .then(({ acknowledged }) => acknowledged())
      .then((session) => {
        topic = session.topic
        approved?.(session.topic)
      }, failed)
  })

  client.on('session_request', ({ topic: requestTopic, id, params }) => {
    const { method, params: requestParams } = params.request
    requests.push({ method, params: requestParams })
    const respond = (result: unknown) =>
      client.respond({ topic: requestTopic, response: { id, jsonrpc: '2.0', result } })
    if (method === 'personal_sign') {
      const [message] = requestParams as [Hex, string]
      void account.signMessage({ message: { raw: message } }).then(respond)
      return
    }
    if (method === 'eth_sendTransaction' && options.sendTransaction) {
      const [transaction] = requestParams as [unknown]
      options.sendTransaction(transaction, params.chainId).then(respond, (error: unknown) =>
        client.respond({
          topic: requestTopic,
          response: { id, jsonrpc: '2.0', error: { code: -32000, message: String(error) } },
        }),
      )
      return
    }
    if (method === 'wallet_switchEthereumChain') {
      void respond(null)
      return
    }
    void client.respond({
      topic: requestTopic,
      response: { id, jsonrpc: '2.0', error: { code: 4200, message: `${method} unsupported` } },
    })
  })

  return {
    address: account.address,
    requests,
    sessionRequests,
    signedAuths,
    setAuthAnswer(answer) {
      authAnswer = answer
    },
    sessionNamespaces() {
      const session = topic ? client.session.get(topic) : undefined
      return Object.keys(session?.namespaces ?? {}).sort()
    },
    pair(uri) {
      const session = new Promise<string | undefined>((resolve, reject) => {
        approved = resolve
        failed = reject
      })
      return client.pair({ uri }).then(() => session)
    },
    async disconnect() {
      if (!topic) throw new Error('the wallet has no session to end')
      await client.disconnect({ topic, reason: USER_DISCONNECTED })
      topic = undefined
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
