/**
 * The embedded wallet's AUTH connector on the solana namespace, as the adapter lists it
 * before anything loads: its entity (core's Connector, type AUTH) and an AuthProvider whose
 * methods load the frame client and the Solana provider (embedded-wallet-runtime.ts) on
 * first use, once. spec §4: the frame is created lazily, unless an email login was used
 * before; then the runtime loads at once and the frame client creates the frame eagerly.
 * The frame client is the page's one, shared with adapter-evm (acquireFrameClient).
 */
import type { Connector, EmbeddedWalletAdapterConfig } from '@keyway/core'
import { createLazyAuthProvider, EmailLoginDependencyError, loadOnce } from '@keyway/core/internal'
import type { EmbeddedSolanaProvider } from '@keyway/embedded-wallet'
import { EMBEDDED_WALLET_CONNECTOR_ID } from './embedded-wallet-id.js'
import type {
  CreateEmbeddedWalletRuntimeParameters,
  EmbeddedWalletRuntime,
} from './embedded-wallet-runtime.js'

export { EMBEDDED_WALLET_CONNECTOR_ID }

/** What the connection's signing, sending and network switch call on the embedded wallet. */
export type EmbeddedSolanaSigner = Pick<
  EmbeddedSolanaProvider,
  'publicKey' | 'chainId' | 'switchNetwork' | 'signMessage' | 'signTransaction'
>

export type CreateEmbeddedWalletConnectorParameters = {
  config: EmbeddedWalletAdapterConfig
  /** CAIP-2 id of the adapter's first network: the Solana provider's until a switch. */
  caipNetworkId: string
  /** Tests: the frame client to use instead of @keyway/embedded-wallet's. */
  createFrameClient?: CreateEmbeddedWalletRuntimeParameters['createFrameClient']
}

export type EmbeddedWalletConnector = ReturnType<typeof createEmbeddedWalletConnector>

const CONNECTOR_NAME = 'Email'

export function createEmbeddedWalletConnector(parameters: CreateEmbeddedWalletConnectorParameters) {
  let runtime: EmbeddedWalletRuntime | undefined
  let destroyed = false

  const loadRuntime = loadOnce(async () => {
    let module: typeof import('./embedded-wallet-runtime.js')
    try {
      module = await import('./embedded-wallet-runtime.js')
    } catch (cause) {
      // spec §8: the embedded wallet's code did not load (a chunk fetch failed).
      throw new EmailLoginDependencyError({ cause })
    }
    runtime = module.createEmbeddedWalletRuntime({
      config: parameters.config,
      caipNetworkId: parameters.caipNetworkId,
      createFrameClient: parameters.createFrameClient,
      emit,
    })
    if (destroyed) runtime.destroy()
    return runtime
  })

  async function frameClient() {
    return (await loadRuntime()).client
  }

  const { provider, emit, clear } = createLazyAuthProvider({
    client: frameClient,
    // Named with a solana chain, the frame answers the user's Solana address first.
    userQuery: async () => ({ chainId: (await loadRuntime()).provider.chainId }),
    loadedClient: () => runtime?.client,
  })

  const entity: Connector = {
    id: EMBEDDED_WALLET_CONNECTOR_ID,
    name: CONNECTOR_NAME,
    chain: 'solana',
    type: 'AUTH',
    provider,
  }

  // spec §4: created eagerly when an email login was used before (the frame client then
  // loads the frame at once); a failure here is reported by the first real request.
  if (parameters.config.loginUsed) loadRuntime().catch(() => undefined)

  return {
    entity,
    provider,
    /** The runtime (frame client, Solana provider), loading it once. */
    loadRuntime,
    destroy() {
      destroyed = true
      runtime?.destroy()
      clear()
    },
  }
}
