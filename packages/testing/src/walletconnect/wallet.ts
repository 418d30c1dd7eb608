/**
 * A WalletConnect wallet for a dapp's e2e: a @walletconnect/sign-client peer in the test
 * process, on devnet's relay, that pairs with the dapp's `wc:` URI and approves the
 * proposal with devnet's EVM chains. Each session request is answered by an EIP-1193 test
 * wallet (the same one the injected wallet uses), so it signs and sends for real and its
 * prompts are approved or rejected the same way (`rejectNext`, `setReject`).
 * See docs/testing.md#walletconnect.
 */
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, numberToHex } from 'viem'
import { serializeRpcError } from '../eip1193/errors.js'
import {
  createTestEip1193Provider,
  type TestChain,
  type TestEip1193Provider,
} from '../eip1193/provider.js'
import { controlRejections, type RejectControls } from '../eip1193/reject-controls.js'
import { MemoryKeyValueStorage } from './memory-storage.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>

export type CreateWalletConnectWalletParameters = {
  /** devnet's relay (`ws://127.0.0.1:8555` on the fixed ports). */
  relayUrl: string
  /** The project id the dapp uses (devnet's relay accepts any). */
  projectId: string
  privateKey: Hex
  /** The chains the wallet offers and can sign on; the first is where it starts. */
  chains: readonly [TestChain, ...TestChain[]]
  /** How long `pair` waits for the dapp's proposal and the session; default 20 s. */
  timeoutMs?: number | undefined
}

export type WalletConnectWalletRequest = { method: string; params: unknown; chainId: string }

export type WalletConnectWallet = RejectControls & {
  readonly address: Hex
  /** The session requests the dapp sent, in order. */
  readonly requests: readonly WalletConnectWalletRequest[]
  /** The EIP-1193 wallet that answers the session requests. */
  readonly provider: TestEip1193Provider
  /**
   * Pairs with a `wc:` URI and approves the dapp's proposal; resolves with the session
   * topic once the session is settled. Rejects after `timeoutMs` or when `signal` aborts.
   */
  pair(uri: string, options?: { signal?: AbortSignal | undefined }): Promise<string>
  /** Ends the session from the wallet's side (the dapp sees a disconnect). */
  disconnect(): Promise<void>
  /** Stops the client (heartbeat, relay socket); call at the end of the test. */
  close(): Promise<void>
}

export class WalletConnectWalletError extends Error {
  override name = 'WalletConnectWalletError' as const
}

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
const DEFAULT_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4']
const DEFAULT_EVENTS = ['accountsChanged', 'chainChanged']

type ProposedNamespace = { methods?: string[]; events?: string[] }

function proposedMethodsAndEvents(namespaces: readonly ProposedNamespace[]) {
  const methods = new Set(namespaces.flatMap((ns) => ns.methods ?? []))
  const events = new Set(namespaces.flatMap((ns) => ns.events ?? []))
  return {
    methods: methods.size > 0 ? [...methods] : DEFAULT_METHODS,
    events: events.size > 0 ? [...events] : DEFAULT_EVENTS,
  }
}

export async function createWalletConnectWallet(
  parameters: CreateWalletConnectWalletParameters,
): Promise<WalletConnectWallet> {
  const timeoutMs = parameters.timeoutMs ?? 20_000
  const closing = new AbortController()
  const provider = createTestEip1193Provider({
    chains: parameters.chains,
    privateKey: parameters.privateKey,
    authorized: true,
    signal: closing.signal,
  })
  const controls = controlRejections(provider)

  const requests: WalletConnectWalletRequest[] = []
  const chainIds = parameters.chains.map((chain) => `eip155:${chain.chainId}`)
  let topic: string | undefined
  let settle: { resolve(topic: string): void; reject(error: unknown): void } | undefined

  const client: Client = await SignClient.init({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
    metadata: {
      name: 'Keyway testing wallet',
      description: 'a WalletConnect wallet of @keyway/testing',
      url: 'http://127.0.0.1',
      icons: [],
    },
    storage: new MemoryKeyValueStorage(),
    // sign-client keeps one Core per storage prefix in a process: one per wallet.
    customStoragePrefix: `keyway-testing-${crypto.randomUUID()}`,
  })

  client.on('session_proposal', ({ id, params }) => {
    const { methods, events } = proposedMethodsAndEvents([
      ...Object.values(params.requiredNamespaces ?? {}),
      ...Object.values(params.optionalNamespaces ?? {}),
    ])
    client
      .approve({
        id,
        namespaces: {
          eip155: {
            chains: chainIds,
            accounts: chainIds.map((chain) => `${chain}:${provider.address}`),
            methods,
            events,
          },
        },
      })
      .then(({ acknowledged }) => acknowledged())
      .then(
        (session) => {
          topic = session.topic
          settle?.resolve(session.topic)
        },
        (error: unknown) => settle?.reject(error),
      )
  })

  client.on('session_request', ({ topic: requestTopic, id, params }) => {
    const { method, params: requestParams } = params.request
    requests.push({ method, params: requestParams, chainId: params.chainId })
    const answer = async () => {
      // The request names its chain; the wallet signs there, as a real one would.
      const chainId = Number(params.chainId.split(':')[1])
      if (chainId !== provider.chainId) {
        await provider.request({
          method: 'wallet_switchEthereumChain',
          params: [{ chainId: numberToHex(chainId) }],
        })
      }
      return provider.request({ method, params: requestParams })
    }
    answer()
      .then(
        (result) =>
          client.respond({ topic: requestTopic, response: { id, jsonrpc: '2.0', result } }),
        (error: unknown) => {
          // WalletConnect's error answer carries a code and a message (no data).
          const { code, message } = serializeRpcError(error)
          return client.respond({
            topic: requestTopic,
            response: { id, jsonrpc: '2.0', error: { code, message } },
          })
        },
      )
      // The dapp may be gone (the test ended the session or closed the page): nobody to answer.
      .catch(() => undefined)
  })

  return {
    address: provider.address,
    requests,
    provider,
    async pair(uri, options = {}) {
      if (!uri.startsWith('wc:')) throw new WalletConnectWalletError(`not a wc: URI: ${uri}`)
      const signal = AbortSignal.any([
        AbortSignal.timeout(timeoutMs),
        closing.signal,
        ...(options.signal ? [options.signal] : []),
      ])
      const session = new Promise<string>((resolve, reject) => {
        settle = { resolve, reject }
        const fail = () =>
          reject(
            new WalletConnectWalletError(
              `no WalletConnect session within ${timeoutMs} ms (or aborted)`,
              { cause: signal.reason },
            ),
          )
        if (signal.aborted) fail()
        signal.addEventListener('abort', fail, { once: true })
      })
      await client.pair({ uri })
      return session
    },
    rejectNext: controls.rejectNext,
    setReject: controls.setReject,
    async disconnect() {
      if (!topic) throw new WalletConnectWalletError('the wallet has no session to end')
      await client.disconnect({ topic, reason: USER_DISCONNECTED })
      topic = undefined
    },
    async close() {
      closing.abort()
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
