import { randomUUID } from 'node:crypto'
import { SignClient } from '@walletconnect/sign-client'
import type { AuthTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createMemoryStorage } from './memory-storage.js'
import { signSessionAuthenticate } from './wallet-auth.js'

/**
 * Two real @walletconnect/sign-client peers (a dapp and a wallet) over a relay URL: the
 * relay's proof in tests, the integration suite and the benchmark. Each peer gets its own
 * in-memory storage so runs never share pairings through a file.
 *
 * Under vitest this runs in the worker, because the vitest configs keep the `module` condition
 * off the server side (with it, @walletconnect/core's ESM build fails to construct its
 * WebSocket: "Li is not a constructor").
 */

type Client = Awaited<ReturnType<typeof SignClient.init>>

export type PeerOptions = {
  relayUrl: string
  projectId: string
  /** Hex private key of the wallet's eip155 account. */
  walletPrivateKey: Hex
  chainId?: number
}

export type PeerPair = {
  dapp: Client
  wallet: Client
  walletAddress: `0x${string}`
  chainId: number
  /** Pairs via the wc: URI and approves a session with the wallet's eip155 account. */
  connect(): Promise<SessionTypes.Struct>
  /**
   * One-click auth: the dapp's `authenticate` (wc_sessionAuthenticate) through the wc: URI;
   * the wallet signs the sign-in message (or rejects the request when `reject`).
   */
  authenticate(request: {
    domain: string
    uri: string
    nonce: string
    statement?: string
    reject?: boolean
  }): Promise<AuthTypes.AuthenticateResponseResult>
  /** The WalletConnect requests the wallet received, in order. */
  readonly walletSaw: readonly string[]
  /** personal_sign from the dapp, answered by the wallet; returns the verified signature. */
  personalSign(topic: string, message: string): Promise<{ signature: Hex; valid: boolean }>
  /** Disconnects from the dapp side; resolves when the wallet saw the session_delete. */
  disconnect(topic: string): Promise<void>
  close(): Promise<void>
}

function metadata(name: string) {
  return { name, description: `devnet ${name}`, url: 'http://127.0.0.1', icons: [] }
}

export async function createPeerPair(options: PeerOptions): Promise<PeerPair> {
  const chainId = options.chainId ?? 31337
  const account = privateKeyToAccount(options.walletPrivateKey)
  // sign-client keeps one Core per storage prefix on globalThis: a fresh prefix per pair
  // keeps a second pair in the same process from reusing the first one's closed Core.
  const run = randomUUID()
  const common = {
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
  }
  const dapp = await SignClient.init({
    ...common,
    metadata: metadata('dapp'),
    storage: createMemoryStorage(),
    customStoragePrefix: `dapp-${run}`,
  })
  const wallet = await SignClient.init({
    ...common,
    metadata: metadata('wallet'),
    storage: createMemoryStorage(),
    customStoragePrefix: `wallet-${run}`,
  })
  const chain = `eip155:${chainId}`
  const walletSaw: string[] = []
  let rejectAuth = false
  const methods = ['personal_sign', 'eth_sendTransaction']

  wallet.on('session_authenticate', ({ id, params }) => {
    walletSaw.push('wc_sessionAuthenticate')
    const answer = rejectAuth
      ? wallet.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
      : signSessionAuthenticate({
          client: wallet,
          authPayload: params.authPayload,
          account,
          chains: [chain],
          methods,
        }).then((auths) => wallet.approveSessionAuthenticate({ id, auths }))
    answer.catch(() => undefined)
  })
  wallet.on('session_proposal', ({ id }) => {
    walletSaw.push('wc_sessionPropose')
    void wallet.approve({
      id,
      namespaces: {
        eip155: {
          chains: [chain],
          accounts: [`${chain}:${account.address}`],
          methods,
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    })
  })
  wallet.on('session_request', ({ topic, id, params }) => {
    walletSaw.push(params.request.method)
    const [message] = params.request.params as [Hex, string]
    void account
      .signMessage({ message: { raw: message } })
      .then((result) => wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } }))
  })

  return {
    dapp,
    wallet,
    walletAddress: account.address,
    chainId,
    walletSaw,
    async connect() {
      const { uri, approval } = await dapp.connect({
        optionalNamespaces: {
          eip155: {
            chains: [chain],
            methods: ['personal_sign', 'eth_sendTransaction'],
            events: ['accountsChanged', 'chainChanged'],
          },
        },
      })
      if (!uri) throw new Error('sign-client gave no pairing URI')
      await wallet.pair({ uri })
      return approval()
    },
    async authenticate({ reject = false, ...request }) {
      rejectAuth = reject
      const { uri, response } = await dapp.authenticate({
        ...request,
        chains: [chain],
        methods: ['personal_sign'],
      })
      await wallet.pair({ uri })
      return response()
    },
    async personalSign(topic, message) {
      const raw = `0x${Buffer.from(message, 'utf8').toString('hex')}` as Hex
      const signature = await dapp.request<Hex>({
        topic,
        chainId: chain,
        request: { method: 'personal_sign', params: [raw, account.address] },
      })
      const valid = await verifyMessage({ address: account.address, message, signature })
      return { signature, valid }
    },
    async disconnect(topic) {
      const seen = new Promise<void>((resolve) => {
        wallet.once('session_delete', ({ topic: deleted }) => {
          if (deleted === topic) resolve()
        })
      })
      await dapp.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') })
      await seen
    },
    async close() {
      for (const client of [dapp, wallet]) {
        client.core.heartbeat.stop()
        await client.core.relayer.transportClose().catch(() => undefined)
      }
    },
  }
}

export type RoundTrip = {
  accounts: string[]
  /** The wallet stored the same session topic as the dapp. */
  walletHasSession: boolean
  signatureValid: boolean
  /** The wallet saw the dapp's disconnect (session_delete) and dropped the session. */
  walletSawDisconnect: boolean
  /** Milliseconds: pair + approve, personal_sign answered, disconnect seen. */
  connectMs: number
  signMs: number
  disconnectMs: number
}

/** pair → approve → personal_sign → disconnect, measured with `now` (ms). */
export async function runRoundTrip(
  options: PeerOptions & { now?: () => number },
): Promise<RoundTrip> {
  const now = options.now ?? (() => performance.now())
  const peers = await createPeerPair(options)
  try {
    const t0 = now()
    const session = await peers.connect()
    const t1 = now()
    const { valid } = await peers.personalSign(session.topic, 'devnet round trip')
    const t2 = now()
    const walletHasSession = peers.wallet.session.keys.includes(session.topic)
    await peers.disconnect(session.topic)
    const t3 = now()
    return {
      accounts: session.namespaces.eip155?.accounts ?? [],
      walletHasSession,
      signatureValid: valid,
      walletSawDisconnect: !peers.wallet.session.keys.includes(session.topic),
      connectMs: t1 - t0,
      signMs: t2 - t1,
      disconnectMs: t3 - t2,
    }
  } finally {
    await peers.close()
  }
}
